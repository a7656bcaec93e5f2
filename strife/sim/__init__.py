"""Batch play: run many games, store one row per game, report and compare."""
