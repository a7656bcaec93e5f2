"""Computer players for By Will Alone: the heuristic players (heuristic.py), what they read
off a side's view (appraisal.py), and the evaluation of a position for depth-limited search
(evaluation.py)."""
