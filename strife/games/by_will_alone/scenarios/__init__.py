"""Scenario files: their schema and loading."""
