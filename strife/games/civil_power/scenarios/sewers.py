"""II-2 Uprising, Mob player sewer movement (scenario rule; position field `sewers`):
"During the Movement phase of a Mob player turn, they may take any of their Punk or
individual units that are in a building and out of the LOS of any Police units and remove
them from the board. Two turns later, the units may reappear in any area of any building on
the same map, at the beginning of the Mob player Fire Combat Phase. They may attack that
Phase with doubled Fire Combat Strengths, just as if they were revealing themselves from
Hidden Setup."

A unit in the sewers is off the board (`loc` HIDDEN) and left out of the Police view, like a
hidden unit (8.4); `state.sewer` holds its return turn and map sheet. Ruling S-28 (scenarios
side) and H-5: it comes back on its turn (its owner picks the building area, not one with
Police units) and fires doubled in that Fire Combat Phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.civil_power.model.actions import POOL, Reveal, Sewer
from strife.games.civil_power.model.units import MOB, POLICE
from strife.games.civil_power.model.values import AMBUSH, HIDDEN, MOVED, PLACE_SEWER, Task
from strife.games.civil_power.rules import area_entry, los
from strife.games.civil_power.scenarios.rules import (
    sewer_eligible,
    sewer_return,
    sewer_return_turn,
)

if TYPE_CHECKING:
    from strife.games.civil_power.model.board import Board
    from strife.games.civil_power.model.state import CivilPowerState


def _watchers(s: CivilPowerState) -> tuple[tuple[int, int], ...]:
    """Where Police units look from: (area, eye level), each pair once."""
    loc, level, kind, aboard = s.loc, s.level, s.kind, s.aboard
    found: dict[tuple[int, int], None] = {}
    for p in s.side_units(POLICE):  # the Police units on the map, in unit order
        if loc[p] >= 0:
            # `los.eye`: a Helicopter and what it carries look from above (8.6)
            high = kind[p].helicopter or (aboard and p in aboard)
            found[(loc[p], los.HELICOPTER_LEVEL if high else level[p])] = None
    return tuple(found)


# What the terrain alone says of each (area, level, dark) for the last Police watchers:
# True if a watcher is next to it (always seen), else the (watcher area, line height) pairs
# whose lines buildings do not wall off, for `los.clear` to check. The Police stand still
# through the Mob's Movement Phase, so this holds while blockers come and go.
_open: tuple[object, dict[tuple[int, int, bool], tuple[tuple[int, int], ...] | bool]] = ((), {})


def _terrain(
    s: CivilPowerState, watchers: tuple[tuple[int, int], ...]
) -> dict[tuple[int, int, bool], tuple[tuple[int, int], ...] | bool]:
    """`_open`'s entries for these watchers on this board (a fresh dict if they moved)."""
    global _open
    if _open[0] != (s.board, watchers):
        _open = ((s.board, watchers), {})
    return _open[1]


def _lines(
    board: Board, a: int, level: int, dark: bool, watchers: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, int], ...] | bool:
    """`_open`'s entry for a unit at level `level` of area `a`."""
    out: list[tuple[int, int]] = []
    for b, eye in watchers:
        d = board.distance(a, b)
        if d <= 1:
            return True
        if dark and d > los.NIGHT_SIGHT:
            continue  # 6.6
        height = max(eye, level)
        if height <= 1 and board.walled(b, a):
            continue  # buildings all the way across (`los.clear`'s first check)
        out.append((b, height))
    return tuple(out)


def options(s: CivilPowerState) -> list[Action]:
    """Sewer(unit) for each eligible Mob unit that has not moved this phase."""
    if not s.position.sewers or s.active != MOB or s.moving >= 0:
        return []
    out: list[Action] = []
    watchers: tuple[tuple[int, int], ...] = ()
    terrain: dict[tuple[int, int, bool], tuple[tuple[int, int], ...] | bool] | None = None
    seen: dict[tuple[int, int], bool] = {}  # (area, level) -> in a Police unit's LOS
    building, flags, kind, loc, level = s.board.is_building, s.flags, s.kind, s.loc, s.level
    night, clear = s.night(), los.clear
    for u in s.side_units(MOB):  # the Mob's units on the map, in unit order
        a = loc[u]
        if a < 0 or flags[u] & MOVED or not building[a]:
            continue
        if not sewer_eligible(kind[u], True, False):
            continue
        key = (a, level[u])
        spotted = seen.get(key)
        if spotted is None:
            if terrain is None:
                watchers = _watchers(s)
                terrain = _terrain(s, watchers)
            dark = night and not los.illuminated(s, a)  # `los.night_limited`
            lines = terrain.get((a, level[u], dark))
            if lines is None:
                lines = terrain[(a, level[u], dark)] = _lines(s.board, a, level[u], dark, watchers)
            # True: a watcher is next door; else the lines buildings leave open, if any.
            spotted = lines is True or (
                lines is not False and any(clear(s, b, a, height) for b, height in lines)
            )
            seen[key] = spotted
        if not spotted:
            out.append(POOL.get(Sewer, s.names[u]))
    return out


def go_down(s: CivilPowerState, u: int, events: list[Event]) -> None:
    a = s.loc[u]
    back = sewer_return_turn(s.turn)
    s.sewer = {**s.sewer, u: (back, s.board.sheet_of[a])}
    s.put(u, HIDDEN)
    s.flags[u] |= MOVED
    events.append(
        Event("sewer", f"{s.unit_name(u)} goes into the sewers", {"unit": s.names[u]}, "II-2",
              frozenset({MOB}))
    )  # fmt: skip
    events.append(Event("vanished", "a Mob unit disappears from sight", {}, "II-2"))


def returns(s: CivilPowerState) -> None:
    """At the beginning of the Mob Fire Combat Phase: those due come back (tasks)."""
    due = [u for u, (turn, _) in sorted(s.sewer.items()) if turn <= s.turn]
    s.push(*(Task(PLACE_SEWER, side=MOB, unit=u) for u in due))


def place_options(s: CivilPowerState, task: Task) -> list[Action]:
    _, sheet = s.sewer[task.unit]
    key = f"sewer_return:{sheet}"  # the same building areas every time
    areas: tuple[int, ...] | None = s.board.memo.get(key)
    if areas is None:
        areas = s.board.memo[key] = sewer_return(s.board, 0, sheet)[1]
    side_of = s.side_of
    police = {a for a, here in s.where().items() if any(side_of[v] == POLICE for v in here)}
    reveals = reveal_actions(s.board)
    return [reveals[a] for a in areas if a not in s.fires and a not in police]


def reveal_actions(board: Board) -> list[Reveal]:
    """One Reveal action per area of a board, made once (option lists are lookups)."""
    found: list[Reveal] | None = board.memo.get("reveals")
    if found is None:
        found = board.memo["reveals"] = [POOL.get(Reveal, a) for a in board.ids]
    return found


def come_up(s: CivilPowerState, u: int, area: int, events: list[Event]) -> None:
    sewer = dict(s.sewer)
    del sewer[u]
    s.sewer = sewer
    s.put(u, area)
    s.level[u] = 0
    s.flags[u] |= AMBUSH  # fires doubled this phase, as from Hidden Setup
    events.append(
        Event("sewer_return", f"{s.unit_name(u)} comes out of the sewers in "
              f"{s.area_name(area)}", {"unit": s.names[u], "area": s.area_name(area)}, "II-2")
    )  # fmt: skip
    area_entry.entered(s, u, area, events)  # 6.1 Gas, 8.4 hidden Police in the building
