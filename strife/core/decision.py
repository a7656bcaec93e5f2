"""Decisions: who may act now, and their complete list of legal options."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.errors import UnknownName

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State


class Decision:
    """The decision a state waits for. Several sides at once for simultaneous orders."""

    __slots__ = ("prompt", "sides", "state")

    def __init__(self, state: State, sides: tuple[str, ...], prompt: str = "") -> None:
        self.state = state
        self.sides = sides
        self.prompt = prompt

    def options(self, side: str) -> list[Action]:
        """Every legal action for `side`, in a deterministic order."""
        if side not in self.sides:
            raise UnknownName(f"side {side!r} has no decision now (waiting for {self.sides})")
        return self.state.options(side)

    def __repr__(self) -> str:
        return f"Decision(sides={self.sides!r}, prompt={self.prompt!r})"
