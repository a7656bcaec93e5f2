"""Heuristic players for Crisis 2000 (filled in below)."""

from __future__ import annotations

from strife.agents.random_agent import RandomAgent


class CrisisHeuristic(RandomAgent):
    name = "heuristic"

    def __init__(self, side: str, seed: int = 0) -> None:
        super().__init__(seed)
        self.side = side
