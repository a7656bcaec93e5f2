"""8.11 Barriers built and destroyed during play (option `barriers`).

In the Suppression Recovery Phase, each Mob Group or Crowd unit that did nothing else this
Player-turn (did not fire, throw, move or fight) rolls once (a Group) or three times (a
Crowd); each 6 is a Barrier, which the Mob places along a side of the unit's area (its
choice). A Group or Crowd unit of either side that did nothing else, in an area holding only
friendly units, may destroy a Barrier on a side of its area (its owner's choice, or keep).
A Barrier counts as a Barricade against Shock combat and vehicles, never against fire.

Rulings (O-7): the rolls are made for every idle unit (rolling costs nothing); a side with
no free side left wastes the 6.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.civil_power.model.actions import POOL, BarrierSide
from strife.games.civil_power.model.board import side_areas, side_key
from strife.games.civil_power.model.values import (
    BUILD_BARRIER,
    FIRED,
    FOUGHT,
    MOVED,
    REMOVE_BARRIER,
    THREW,
    Task,
)

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

BUSY = FIRED | THREW | MOVED | FOUGHT


def _idle(s: CivilPowerState) -> list[int]:
    return [
        u
        for u in range(len(s.loc))
        if s.side_of[u] == s.active
        and s.loc[u] >= 0
        and (s.kind[u].group or s.kind[u].crowd)
        and not s.flags[u] & BUSY
    ]


def recovery(s: CivilPowerState, events: list[Event]) -> None:
    """Queue the building rolls' placements and the offers to destroy."""
    if not s.uses("barriers"):
        return
    tasks: list[Task] = []
    idle = _idle(s)
    if s.is_mob(s.active):
        for u in idle:
            rolls = [s.dice.roll(6) for _ in range(3 if s.kind[u].crowd else 1)]
            sixes = rolls.count(6)
            events.append(
                Event("barrier_roll", f"{s.names[u]} builds: rolls {rolls}",
                      {"unit": s.names[u], "rolls": rolls}, "8.11")
            )  # fmt: skip
            tasks += [Task(BUILD_BARRIER, side=s.active, unit=u, area=s.loc[u])] * sixes
    done: set[int] = set()
    for u in idle:
        a = s.loc[u]
        if a in done or any(s.side_of[v] != s.active for v in s.at(a)):
            continue
        if _sides(s, a, s.barriers):
            done.add(a)
            tasks.append(Task(REMOVE_BARRIER, side=s.active, unit=u, area=a))
    s.push(*tasks)


def _sides(s: CivilPowerState, a: int, within: frozenset[int]) -> list[int]:
    return [k for b in s.board.orth[a] if (k := side_key(a, b)) in within]


def options(s: CivilPowerState, task: Task) -> list[Action]:
    a = task.area
    if task.kind == BUILD_BARRIER:
        taken = s.barricades | s.barriers
        free = [side_key(a, b) for b in s.board.orth[a] if side_key(a, b) not in taken]
        return [POOL.get(BarrierSide, _name(s, k), True) for k in free]
    keep: Action = POOL.get(BarrierSide, "", False)
    return [*(POOL.get(BarrierSide, _name(s, k), False) for k in _sides(s, a, s.barriers)), keep]


def _name(s: CivilPowerState, key: int) -> str:
    a, b = side_areas(key)
    return f"{s.board.ids[a]}|{s.board.ids[b]}"


def apply(s: CivilPowerState, task: Task, action: BarrierSide, events: list[Event]) -> None:
    if not action.side:
        return
    a, b = (s.board.index[x] for x in action.side.split("|"))
    key = side_key(a, b)
    if action.build:
        s.barriers = s.barriers | {key}
        events.append(Event("barrier", f"a Barrier goes up on {action.side}", {}, "8.11"))
    else:
        s.barriers = s.barriers - {key}
        events.append(Event("barrier_down", f"the Barrier on {action.side} is torn down",
                            {}, "8.11"))  # fmt: skip
