"""POWER scenarios as data (schema.py): who plays which Countries, the Initial Forces, and
optionally a whole position."""
