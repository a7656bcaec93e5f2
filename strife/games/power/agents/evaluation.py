"""How a POWER position looks to a side, for search that stops before the game ends.

Each side's share of the total power value on the table (pieces on the board and in
Reserve, and Power Units): the Tournaments rule decides a time-limited game by exactly this,
and a side that is losing its Flags loses its pieces with them. A side out of the game
scores 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from strife.core.state import State


def evaluate(state: State, side: str) -> float:
    power = getattr(state, "side_power", None)
    alive = getattr(state, "is_alive", None)
    if power is None or alive is None:  # not a POWER state: no opinion
        return 0.5
    if not alive(side):
        return 0.0
    sides = state.scenario.sides
    total = sum(power(s) for s in sides if alive(s))
    return float(power(side)) / total if total else 1.0 / len(sides)
