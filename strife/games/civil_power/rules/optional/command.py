"""8.14.1 Command and Control, to handicap the Police (option `command_control_police`), and
the first 8.14.2 option, the same rule for the Mob (option `command_control_mob_entry`):
"All Police units entering a Mob-occupied area to conduct Shock combat must have started the
Movement Phase either stacked together, or adjacent to at least one other Police unit
entering the area."

Ruling C-1: the moves are made freely; when the side ends its Movement Phase, each unit that
entered an area holding enemy units this phase without such a partner goes back to the area
it started the phase in (it "may not" have entered). `state.starts` keeps each moved unit's
starting area for the phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.units import POLICE

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


def applies(s: CivilPowerState) -> bool:
    return (s.role[s.active] == POLICE and s.uses("command_control_police")) or (
        s.is_mob(s.active) and s.uses("command_control_mob_entry")
    )


def record(s: CivilPowerState, u: int) -> None:
    """At Select: remember where the unit started the phase."""
    if applies(s) and s.loc[u] >= 0 and u not in s.starts:
        s.starts = {**s.starts, u: s.loc[u]}


def _enemy_units(s: CivilPowerState, area: int, side: str) -> bool:
    return any(
        s.side_of[v] != side and not (s.kind[v].tv_crew or s.kind[v].helicopter) for v in s.at(area)
    )


def check(s: CivilPowerState, events: list[Event]) -> None:
    """At the end of the Movement Phase: send lone entrants back (ruling C-1)."""
    if not s.starts:
        return
    side = s.active
    board = s.board
    entrants = {
        u: start
        for u, start in s.starts.items()
        if s.loc[u] >= 0 and s.loc[u] != start and _enemy_units(s, s.loc[u], side)
    }
    lone = []
    for u, start in entrants.items():
        partner = any(
            w != u and s.loc[w] == s.loc[u] and board.distance(start, other) <= 1
            for w, other in entrants.items()
        )
        if not partner:
            lone.append(u)
    for u in lone:
        start = entrants[u]
        events.append(
            Event(
                "command_control",
                f"{s.unit_name(u)} entered {s.area_name(s.loc[u])} without a partner: it "
                f"goes back to {s.area_name(start)}",
                {"unit": s.names[u], "area": s.area_name(start)},
                "8.14.1",
            )
        )
        s.loc[u] = start
        s.level[u] = 0
        s.came_from[u] = -1
    s.touch()
    s.starts = {}
