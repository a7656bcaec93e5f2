"""Computer players for Civil Power: the heuristic players, the Police tactics they use, and
the evaluation of a position for depth-limited search."""
