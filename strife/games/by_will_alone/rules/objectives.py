"""21-f in play: the objectives a side scores other than by holding at the end (which
rules/ending.py counts). *Reach*: the points for each of the side's stands found in the
feature at the end of any initiative, once per stand; *occupy*: the points for each
initiative that ends with the side's stands in the feature.

Tallies are kept in the state's marks: "occupied:<n>" (initiatives) and "reached:<n>:<stand>"
(1 per stand), n the objective's place in the scenario.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Pattern, Role
from strife.games.by_will_alone.rules.registry import at_initiative_start
from strife.games.by_will_alone.rules.victory import (
    Objective,
    ObjectiveKind,
    ObjectiveTally,
    objective_points,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "21"


def _stands_in(state: ByWillAloneState, role: Role, feature: str) -> list[int]:
    """The side's stands in play in the feature; news crews are no side's (21.3-a)."""
    return [
        s
        for unit in state.units_of(role)
        if state.at[unit.index] == feature and unit.pattern is not Pattern.MEDIA_CREW
        for s in state.stands_in_play(unit.index)
    ]


def tally(state: ByWillAloneState) -> None:
    """Count the initiative that has just ended."""
    for n, o in enumerate(state.setup.data.objective):
        here = _stands_in(state, o.role, o.feature) if o.kind != "hold" else []
        if o.kind == "occupy" and here:
            state.marks[f"occupied:{n}"] = state.marks.get(f"occupied:{n}", 0) + 1
        elif o.kind == "reach":
            for s in here:
                state.marks[f"reached:{n}:{s}"] = 1


def at_start(state: ByWillAloneState, events: list[Event]) -> None:
    if state.initiative > 1:  # an initiative has ended
        tally(state)


def points(state: ByWillAloneState, events: list[Event]) -> dict[str, int]:
    """Each side's reach and occupy points so far, with an event for each that scored."""
    out = {r.value: 0 for r in Role}
    for n, o in enumerate(state.setup.data.objective):
        if o.kind == "hold":
            continue
        reached = sum(1 for k in state.marks if k.startswith(f"reached:{n}:"))
        count = ObjectiveTally(
            stands_reached=reached, initiatives_occupied=state.marks.get(f"occupied:{n}", 0)
        )
        kind = ObjectiveKind(o.kind)
        got = objective_points(
            Objective(o.name, o.role.value, kind, frozenset({o.feature}), o.points), count
        )
        if got:
            out[o.role.value] += got
            how = (
                f"{reached} stands reached"
                if kind is ObjectiveKind.REACH
                else f"{count.initiatives_occupied} initiatives there"
            )
            text = f"The {o.role.words}, {o.name}: {how}, {got} points"
            events.append(state.event("objective", text, RULE))
    return out


at_initiative_start(at_start)
