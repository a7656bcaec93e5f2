"""POWER, the game (placeholder until the rules land)."""
