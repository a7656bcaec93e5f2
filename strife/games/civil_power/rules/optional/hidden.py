"""8.4 Hidden Setup and Ambush: a Punk or Sniper may set up hidden in a building. It is
"anywhere in the building" until it fires or an enemy unit enters any area of the building;
then its owner places it in any area of the building not occupied by an enemy unit. Firing
from hiding doubles its Fire strength for that attack.

A hidden unit is off the board (`loc` HIDDEN) with its building in `state.hidden`, so no rule
that looks at the map can see it, and the enemy's view leaves it out (viewing.py). Rulings
(H-1..H-3): a hidden unit does not move (it may fire, which reveals it); it may fire if a
target could be seen from some area of its building; `determinize` for the enemy puts each
hidden unit in a random building holding none of the enemy's units.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.civil_power.model.actions import POOL, Reveal
from strife.games.civil_power.model.values import HIDDEN, PLACE_HIDDEN, Task

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


def areas_free(s: CivilPowerState, u: int) -> list[int]:
    """Where a revealed unit may be placed: its building's areas without enemy units."""
    side = s.side_of[u]
    return [
        a
        for a in s.board.building_areas(s.hidden[u])
        if a not in s.fires and not any(s.side_of[v] != side for v in s.at(a))
    ]


def reveal(s: CivilPowerState, u: int, why: str, events: list[Event]) -> None:
    """Ask the owner where the unit appears (a task), announcing the reveal to all."""
    events.append(
        Event("revealed", f"a hidden {s.kind[u].name} ({s.names[u]}) is revealed: {why}",
              {"unit": s.names[u]}, "8.4")
    )  # fmt: skip
    s.push(Task(PLACE_HIDDEN, side=s.side_of[u], unit=u))


def options(s: CivilPowerState, task: Task) -> list[Action]:
    return [POOL.get(Reveal, s.board.ids[a]) for a in areas_free(s, task.unit)]


def place(s: CivilPowerState, u: int, area: int, events: list[Event]) -> None:
    from strife.games.civil_power.rules import area_entry  # (it reveals through this module)

    s.loc[u] = area
    s.level[u] = 0
    hidden = dict(s.hidden)
    del hidden[u]
    s.hidden = hidden
    s.touch()
    events.append(
        Event("placed", f"{s.unit_name(u)} appears in {s.area_name(area)}",
              {"unit": s.names[u], "area": s.area_name(area)}, "8.4")
    )  # fmt: skip
    area_entry.entered(s, u, area, events)  # 6.1: in Gas, a Morale Check at once


def no_room(s: CivilPowerState, u: int, events: list[Event]) -> None:
    """Ruling H-2: with every area of its building occupied by enemy units (or burning), it
    appears in the first of them not on fire (and Shock combat follows there); with every
    area burning it is eliminated, as a unit that cannot move out of a Fire (6.5, F-1)."""
    areas = [a for a in s.board.building_areas(s.hidden[u]) if a not in s.fires]
    if not areas:
        from strife.games.civil_power.rules import morale

        hidden = dict(s.hidden)
        del hidden[u]
        s.hidden = hidden
        morale.eliminate(s, u, events, "6.5")
        return
    place(s, u, areas[0], events)


def entered(s: CivilPowerState, mover: int, area: int, events: list[Event]) -> None:
    """8.4: an enemy unit entering any area of the building reveals its hidden units."""
    letter = s.board.building[area]
    if not letter or not s.hidden:
        return
    side = s.side_of[mover]
    for u in sorted(s.hidden):
        if s.hidden[u] == letter and s.side_of[u] != side and s.loc[u] == HIDDEN:
            reveal(s, u, f"{s.names[mover]} enters the building", events)


def resample(s: CivilPowerState, side: str, rng: random.Random) -> None:
    """determinize: the enemy's hidden units go to random buildings without `side`'s
    units (a building with them would have revealed them)."""
    if not s.hidden:
        return
    letters = sorted({x for x in s.board.building if x})
    occupied = {s.board.building[s.loc[v]] for v in s.units_of(side)}
    free = [x for x in letters if x not in occupied] or letters
    hidden = dict(s.hidden)
    for u in sorted(hidden):
        if s.side_of[u] != side:
            hidden[u] = free[rng.randrange(len(free))]
    s.hidden = hidden
