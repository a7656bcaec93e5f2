"""The rules of Crisis 2000, one module per part of the rulebook (II.A to VIII)."""
