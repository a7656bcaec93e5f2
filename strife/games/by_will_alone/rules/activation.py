"""Activation (8.2, 8.3): a morale check for each stand, with the number in brackets of the
action or reaction added to the roll. Stands that pass carry it out; the others Hold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.by_will_alone.rules.checks import stand_check

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState


def unit_name(state: ByWillAloneState, u: int) -> str:
    """The name everyone may read: the unit's once sighted, its counter's before."""
    return state.forces.units[u].name if state.seen[u] else f"Counter {state.label[u]}"


def activate(
    state: ByWillAloneState, u: int, modifier: int, what: str, rule: str, events: list[Event]
) -> tuple[list[int], list[int]]:
    """Roll for each stand of unit u in play: (the stands that activate, those that fail)."""
    passed: list[int] = []
    failed: list[int] = []
    rolls: list[str] = []
    for s in state.stands_in_play(u):
        roll, ok = stand_check(state, s, modifier)
        (passed if ok else failed).append(s)
        rolls.append(str(roll))
    bonus = f" (+{modifier})" if modifier else ""
    text = (
        f"{unit_name(state, u)} tries to {what}: rolls {' '.join(rolls)}{bonus}; "
        f"{len(passed)} of {len(passed) + len(failed)} stands activate"
    )
    events.append(state.event("activation", text, rule, passed=len(passed), failed=len(failed)))
    return passed, failed
