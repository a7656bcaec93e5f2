"""Computer players of Crisis 2000: the heuristic player and the search evaluation."""
