"""The 8.0 Optional Rules (each switched on by a scenario option), one module per rule."""
