"""The random player: a uniformly random legal option, reproducible with its seed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from strife.agents.base import Agent
from strife.core.errors import StrifeError

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, side: str) -> Action:
        options = state.options(side)
        if not options:
            raise StrifeError(f"{side} has no legal option to choose from")
        # random() * n is uniform enough for any option list and much cheaper than randrange.
        return options[int(self.rng.random() * len(options))]
