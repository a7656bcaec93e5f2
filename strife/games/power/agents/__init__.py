"""Computer players for POWER: the heuristic player, and the evaluation of a position for
depth-limited search."""
