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
from strife.games.civil_power import los
from strife.games.civil_power.actions import POOL, Reveal, Sewer
from strife.games.civil_power.model import AMBUSH, HIDDEN, MOVED, PLACE_SEWER, Task
from strife.games.civil_power.scenario_rules import sewer_eligible, sewer_return
from strife.games.civil_power.units import MOB, POLICE

if TYPE_CHECKING:
    from strife.games.civil_power.state import CivilPowerState


def _watchers(s: CivilPowerState) -> list[tuple[int, int]]:
    """Where Police units look from: (area, eye level), each pair once."""
    return list(dict.fromkeys((s.loc[p], los.eye(s, p)) for p in s.units_of(POLICE)))


def _seen(s: CivilPowerState, u: int, watchers: list[tuple[int, int]]) -> bool:
    a = s.loc[u]
    level = s.level[u]
    dark = los.night_limited(s, a)
    board = s.board
    xs, ys, line = board.x, board.y, board.line
    x, y = xs[a], ys[a]
    for b, eye in watchers:
        d = max(abs(xs[b] - x), abs(ys[b] - y))  # board.distance
        if d <= 1:
            return True
        if dark and d > 3:
            continue
        height = max(eye, level)
        if height <= 1 and line(b, a).walled:
            continue  # buildings all the way across (`los.clear`'s first check)
        if los.clear(s, b, a, height):
            return True
    return False


# The last sight (`los.sight`, with the Police units' eyes) and what it showed: (area,
# level) -> in a Police unit's LOS. Between the Mob's moves the Police stand still and a
# moving Punk or individual blocks no line, so most Sewer option lists reuse it.
_last: tuple[object, dict[tuple[int, int], bool]] = ((), {})


def options(s: CivilPowerState) -> list[Action]:
    """Sewer(unit) for each eligible Mob unit that has not moved this phase."""
    global _last
    if not s.position.sewers or s.active != MOB or s.moving >= 0:
        return []
    out: list[Action] = []
    watchers: list[tuple[int, int]] | None = None
    seen: dict[tuple[int, int], bool] | None = None
    for u in s.units_of(MOB):
        if s.flags[u] & MOVED:
            continue
        if not sewer_eligible(s.kind[u], s.board.is_building[s.loc[u]], False):
            continue
        key = (s.loc[u], s.level[u])
        if seen is None:
            watchers = _watchers(s)
            sight = (los.sight(s), tuple(watchers))
            if _last[0] != sight:
                _last = (sight, {})
            seen = _last[1]
        spotted = seen.get(key)
        if spotted is None:
            assert watchers is not None
            spotted = seen[key] = _seen(s, u, watchers)
        if not spotted:
            out.append(POOL.get(Sewer, s.names[u]))
    return out


def go_down(s: CivilPowerState, u: int, events: list[Event]) -> None:
    a = s.loc[u]
    back, _ = sewer_return(s.board, s.turn, s.board.sheet_of[a])
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
    side_of, ids = s.side_of, s.board.ids
    police = {a for a, here in s.where().items() if any(side_of[v] == POLICE for v in here)}
    return [POOL.get(Reveal, ids[a]) for a in areas if a not in s.fires and a not in police]


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
