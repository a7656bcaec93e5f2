"""The engine runs the news crews (rulings 21.3-a to 21.3-c): when the initiative passes,
each media crew on the table moves toward the story of the initiative just ended, by
rules/media.py's way over the board, and no seat orders it.

The rules that make news call `news(state, feature, News.X)`; the story is kept in the
state's marks ("news:<feature>" = weight x 1000 + the order it happened in) and cleared once
the crews have moved. A crew is marked as having acted, so no seat is offered it (ruling
21.3-a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.by_will_alone.model.forces import RATE, Pattern, Role, StandKind, Unit
from strife.games.by_will_alone.rules.media import (
    News,
    crew_passable,
    nearest_contact,
    route,
)
from strife.games.by_will_alone.rules.registry import at_initiative_start

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "21.3"
NEWS = "news:"
ORDER = "news-order"
ORDER_SPAN = 1000  # more events in one initiative than this would tie on weight alone


def news(state: ByWillAloneState, feature: str, what: News) -> None:
    """Something newsworthy happened in `feature` (21.3-c)."""
    order = state.marks.get(ORDER, 0) + 1
    state.marks[ORDER] = order
    key = NEWS + feature
    state.marks[key] = max(state.marks.get(key, 0), int(what) * ORDER_SPAN + order % ORDER_SPAN)


def story(state: ByWillAloneState) -> str | None:
    """The feature of the most newsworthy event since the crews last moved, the later
    breaking a tie."""
    found = [(v, k[len(NEWS) :]) for k, v in state.marks.items() if k.startswith(NEWS)]
    return max(found)[1] if found else None


def crews(state: ByWillAloneState) -> list[int]:
    return [
        u.index
        for u in state.forces.units
        if u.pattern is Pattern.MEDIA_CREW
        and state.on_table(u.index)
        and state.stands_in_play(u.index)
    ]


def contested(state: ByWillAloneState) -> list[str]:
    """Features holding units of both sides (media crews apart), in map order."""
    present: dict[str, set[Role]] = {}
    for unit in state.forces.units:
        u = unit.index
        if unit.pattern is Pattern.MEDIA_CREW or unit.dummy or not state.on_table(u):
            continue
        if state.stands_in_play(u):
            present.setdefault(state.at[u], set()).add(unit.role)
    return [f for f in state.board.features if len(present.get(f, ())) == 2]


def crew_rate(state: ByWillAloneState, unit: Unit) -> int:
    """Ruling 9.1-c: a crew walks 2 features, or rides 3 in its vehicle."""
    kinds = state.forces.kinds(unit)
    return RATE[StandKind.VEHICLE] if StandKind.VEHICLE in kinds else RATE[StandKind.MEDIA]


def move_crews(state: ByWillAloneState, events: list[Event]) -> None:
    """At the start of every initiative but the first (the one before has just passed)."""
    team = crews(state)
    if state.initiative <= 1 or not team:
        _mark_acted(state, team)
        return
    board, target = state.board, story(state)
    for u in team:
        unit = state.forces.units[u]
        here = state.at[u]
        goal = target or nearest_contact(board, here, contested(state))
        if goal is None:
            continue
        on_foot = state.forces.on_foot(unit)
        way = route(board, here, goal, crew_rate(state, unit), crew_passable(board, on_foot))
        if not way:
            continue
        state.at[u], state.floor[u] = way[-1], 0
        there = board.feature(way[-1]).name
        text = f"{unit.name} moves to {there} to film {board.feature(goal).name}"
        events.append(state.event("media-moves", text, RULE, unit=unit.id, to=way[-1]))
    for key in [k for k in state.marks if k.startswith(NEWS) or k == ORDER]:
        del state.marks[key]
    _mark_acted(state, team)


def _mark_acted(state: ByWillAloneState, team: list[int]) -> None:
    for u in team:
        state.acted[u] = True


at_initiative_start(move_crews)
