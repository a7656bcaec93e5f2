"""A fixed observation layout for learning agents (strife.rl): named blocks of float slots.

A game describes its observation in its own `rl_observation` module: a `Layout` (each
block's name and shape, derived from the game's and scenario's data, and a version) and an
encoder that turns a position seen by one side into `Facts`, (slot, value) pairs. The
encoder reads a side's view twice over: `from_view(view)` reads the JSON view (the
reference: it can only carry what the view does) and `from_state(state, side)` reads the
same facts straight from the state, skipping the cost of building the view; a test holds
the two equal along random games, for every side of every scenario.

Plain Python, as strife.core.encoding: strife.rl turns the facts into NumPy arrays.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import prod
from typing import Any, Protocol

from strife.core.errors import StrifeError
from strife.core.state import State

# Slots and the value at each (every other slot is 0), in parts: an encoder that finds a
# part of the position unchanged may return the very part it returned before (never
# changed since), and strife.rl then reuses the arrays it made of it. No slot is given
# twice in one observation.
Part = tuple[list[int], list[float]]
Facts = list[Part]


class Layout:
    """Blocks of float slots, in order: `start[name]` is a block's first slot in the flat
    vector, `shapes[name]` its shape (row-major)."""

    def __init__(self, version: str, blocks: Sequence[tuple[str, tuple[int, ...]]]) -> None:
        self.version = version
        self.shapes: dict[str, tuple[int, ...]] = {}
        self.start: dict[str, int] = {}
        offset = 0
        for name, shape in blocks:
            if name in self.shapes:
                raise StrifeError(f"observation {version}: block {name!r} given twice")
            self.shapes[name] = shape
            self.start[name] = offset
            offset += prod(shape)
        self.size = offset

    def describe(self) -> list[dict[str, Any]]:
        """Each block: its name, first slot and shape."""
        return [
            {"block": name, "start": self.start[name], "shape": list(shape)}
            for name, shape in self.shapes.items()
        ]


class Encoder(Protocol):
    """A game's observation: what `rl_observation.observation(game, scenario)` returns."""

    layout: Layout

    def from_state(self, state: State, side: str) -> Facts: ...

    def from_view(self, view: dict[str, Any]) -> Facts: ...
