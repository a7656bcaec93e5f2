"""5.4.3 Retreats: the areas a retreating unit may enter (away from enemy units, not over
Barricades, to a friendly or empty area), conducted one step at a time by the attacker, and
the over-stacking a retreat may cause."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.units import CROWD, GROUP
from strife.games.civil_power.model.values import (
    ACCOMPANY,
    MORALE,
    OFF_MAP,
    RETREAT,
    SUPPRESS_OTHER,
    SUPPRESSED,
    Task,
)
from strife.games.civil_power.rules import area_entry, entering, morale

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


def candidates(
    s: CivilPowerState, u: int, origin: int, away: tuple[int, ...], steps: int
) -> tuple[list[tuple[int, int]], bool]:
    """Where unit `u` may retreat next: (area, level) pairs, and whether off the map.
    Each step goes farther from the combat area (or, from the second level, down to the
    street); through empty areas if any, else through friendly ones (5.4.3)."""
    a = s.loc[u]
    board = s.board
    here = board.distance(origin, a)
    found: list[tuple[int, int]] = []
    if s.level[u] == 1:
        side = s.side_of[u]
        if not any(
            s.side_of[v] != side and s.level[v] == 0 and s.kind[v].size in (GROUP, CROWD)
            for v in s.at(a)
        ):
            found.append((a, 0))  # 5.4.3: down to the street of the same area, if no enemy
            # Group or Crowd stands there ("may not retreat into ... enemy Group or Crowd")
        for b in board.neighbours[a]:
            if (
                board.is_building[b]
                and board.distance(origin, b) > here
                and entering.may_enter(s, u, a, b, retreat=True)
            ):
                found.append((b, 1))
    else:
        for b in board.neighbours[a]:
            if board.distance(origin, b) > here and entering.may_enter(s, u, a, b, retreat=True):
                found.append((b, 0))
    if steps == 0 and away:
        # "directly away from the attacker's units": not back where they came from, if
        # there is anywhere else to go (ruling R-1).
        forward = [c for c in found if c[0] not in away]
        if forward:
            found = forward
    off = bool(board.edges[a]) and s.level[u] == 0
    empty = [c for c in found if not s.at(c[0]) or (c[0] == a and not _others_at(s, u, a, 0))]
    if empty or off:
        found = empty
    return found, off


def _others_at(s: CivilPowerState, u: int, area: int, level: int) -> bool:
    return any(v != u and s.level[v] == level for v in s.at(area))


def retreat_step(s: CivilPowerState, task: Task, dest: tuple[int, int] | None,
                 events: list[Event]) -> None:  # fmt: skip
    u = task.unit
    s.pop()
    if dest is None:
        s.loc[u] = OFF_MAP
        s.touch()
        events.append(
            Event("retreat_off", f"{s.unit_name(u)} retreats off the map (not eliminated)",
                  {"unit": s.names[u]}, "5.4.3")
        )  # fmt: skip
        return
    b, lvl = dest
    s.loc[u] = b
    s.level[u] = lvl
    s.touch()
    events.append(
        Event("retreat", f"{s.unit_name(u)} retreats to {s.area_name(b)}"
              + (" (second level)" if lvl else ""),
              {"unit": s.names[u], "area": s.area_name(b), "level": lvl}, "5.4.3")
    )  # fmt: skip
    path = (*task.path, b)
    extra: list[Task] = []
    if _overstacked(s, u, b):
        extra += _overstack(s, u, b, task.side, events)
    more = len(path) < task.n
    if more:
        nxt = Task(RETREAT, side=task.side, unit=u, area=task.area, level=task.level, n=task.n,
                   mc=task.mc, away=task.away, path=path)  # fmt: skip
        s.push(*extra, nxt)
    else:
        finish_retreat(s, Task(RETREAT, side=task.side, unit=u, area=task.area, level=task.level,
                               n=task.n, mc=task.mc, away=task.away, path=path))  # fmt: skip
        s.push(*extra)  # the over-stacking suppression comes before the Morale Check
    # 6.3, 6.4 caught alone, 8.4 hidden units revealed: at once, before anything else; the
    # gas checks come after its Morale Check (`finish_retreat`).
    area_entry.entered(s, u, b, events, gas=False)


def finish_retreat(s: CivilPowerState, task: Task) -> None:
    """After the last step: Individuals may go along (5.4.3, 6.4); then the Morale Check
    (+1 for having retreated; + the areas it should have retreated if it could not move at
    all), and a gas check if it entered Gas (6.1)."""
    u = task.unit
    queued: list[Task] = []
    side = s.side_of[u]
    if task.path and s.loc[u] >= 0:
        for w in s.at(task.area):
            t = s.kind[w]
            if (
                s.side_of[w] == side
                and s.level[w] == task.level
                and (t.agitator or t.tv_crew or t.sniper)
            ):
                queued.append(Task(ACCOMPANY, side=side, unit=w, area=s.loc[u], level=s.level[u]))
    if task.mc and s.loc[u] >= 0:
        drm = 1 if task.path else task.n
        queued.append(Task(MORALE, side=side, unit=u, area=task.area, mc=task.mc, drm=drm,
                           n=0 if task.path else task.n))  # fmt: skip
    if s.is_mob(side) and s.loc[u] >= 0 and any(a in s.gas for a in task.path):
        queued.append(Task(MORALE, side=side, unit=u, area=s.loc[u], mc="gas"))
    s.push(*queued)


def _overstacked(s: CivilPowerState, u: int, b: int) -> bool:
    size = s.kind[u].size
    if size not in (GROUP, CROWD):
        return False
    same = [v for v in s.at(b) if s.side_of[v] == s.side_of[u] and s.kind[v].size == size]
    return len(same) > (entering.GROUP_LIMIT if size == GROUP else entering.CROWD_LIMIT)


def _overstack(
    s: CivilPowerState, u: int, b: int, conductor: str, events: list[Event]
) -> list[Task]:
    """5.4.3: the retreating unit and one other unit of its size are suppressed."""
    events.append(Event("overstack", f"{s.area_name(b)} is over-stacked", {}, "5.4.3"))
    morale.suppress(s, u, events, "5.4.3")
    size = s.kind[u].size
    others = [
        v for v in s.at(b) if v != u and s.side_of[v] == s.side_of[u] and s.kind[v].size == size
    ]
    fresh = [v for v in others if not s.flags[v] & SUPPRESSED]
    if len(fresh) == 1 or (others and not fresh):
        morale.suppress(s, (fresh or others)[0], events, "5.4.3")
        return []
    if fresh:
        return [Task(SUPPRESS_OTHER, side=conductor, unit=u, area=b)]
    return []
