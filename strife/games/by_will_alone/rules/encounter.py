"""8.3: what happens when a moving unit meets an opposing unit. The confrontation itself
(11.3) is resolved by CONFRONT, set by rules/conflict.py; until it is set, moves stop short
of opposing units (movement.paths) and no encounter arises."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.by_will_alone.rules.registry import Outcome

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

# resolve(state, mover, reactors, events) -> the mover's outcome for the initiative.
Confront = Callable[["ByWillAloneState", int, list[int], list[Event]], Outcome]
CONFRONT: Confront | None = None


def meet(state: ByWillAloneState, u: int, events: list[Event]) -> Outcome:
    assert CONFRONT is not None
    here = state.at[u]
    role = state.forces.units[u].role
    others = [o for o in state.units_in(here) if state.forces.units[o].role is not role]
    return CONFRONT(state, u, others, events)
