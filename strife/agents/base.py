"""The agent contract: choose an action for a side, using only what that side may know."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State


class Agent(ABC):
    """A player. `choose` may read only `state.view(side)`, `state.options(side)` and
    `state.determinize(side, rng)`: never the hidden parts of the state itself."""

    name: str = "agent"

    @abstractmethod
    def choose(self, state: State, side: str) -> Action:
        """One of `state.options(side)`."""
