"""4.0-4.3 where a unit may go: the areas it may enter (enemy units stop it, 4.0; buildings and
levels, 4.2; Crowds, 4.3) and stop in (stacking, 4.1), and an area over-stacked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.games.civil_power.model.units import CROWD, GROUP
from strife.games.civil_power.model.values import (
    ATTACKED,
    MOVED,
    SUPPRESSED,
)
from strife.games.civil_power.scenarios import hooks as scenario_hooks

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


GROUP_LIMIT = 3  # 4.1


CROWD_LIMIT = 1  # 4.1, 4.3 (two when surging into enemy units)


def is_enemy_present(s: CivilPowerState, area: int, side: str) -> bool:
    """Enemy units that stop a move: any but TV Crews, Helicopters and what a Helicopter
    carries aloft (8.6, 8.8)."""
    aboard = s.aboard
    for v in s.at(area):
        if s.side_of[v] != side:
            t = s.kind[v]
            if not (t.tv_crew or t.helicopter or (aboard and v in aboard)):
                return True
    return False


def enemy_blocks(s: CivilPowerState, area: int, side: str) -> bool:
    """Enemy Group or Crowd units: closed to retreats (5.4.3) and to vehicles (8.12)."""
    return any(s.side_of[v] != side and s.kind[v].size in (GROUP, CROWD) for v in s.at(area))


def features(s: CivilPowerState) -> frozenset[int]:
    """Sides a vehicle may not cross: Barricades, Barriers, Hedges (8.12)."""
    return s.barricades | s.barriers | s.board.hedges


def may_enter(s: CivilPowerState, u: int, a: int, b: int, retreat: bool = False) -> bool:
    """Whether unit `u` may go from area `a` into adjacent area `b` (terrain and units)."""
    t = s.kind[u]
    board = s.board
    if s.fires and b in s.fires:
        return False  # 6.5: no one may remain in or pass through a Fire
    if t.crowd and board.x[a] != board.x[b] and board.y[a] != board.y[b]:
        return False  # 4.0, 4.3
    building = board.is_building
    if building[b] and not (t.enters_buildings and scenario_hooks.may_enter_building(s)):
        return False  # 4.2; I-1: no units of either player may enter buildings
    if t.crowd and not scenario_hooks.crowd_may_enter(s, u, b):
        return False  # I-1: the Police player's Crowds join Mob Crowds only with Police
    if s.level[u] == 1 and not (building[b] and building[a]):
        return False  # ruling M-2: come down before leaving the building
    side = s.side_of[u]
    if t.vehicle and not t.helicopter:
        if board.crosses(a, b, features(s)):
            return False  # 8.12
        if enemy_blocks(s, b, side):
            return False  # 8.12
    if t.tv_crew or t.helicopter:
        return True  # 8.8, 8.6: through anything
    if retreat:
        return not enemy_blocks(s, b, side)
    if t.crowd:
        crowds = [v for v in s.at(b) if s.side_of[v] == side and s.kind[v].crowd]
        # 4.3: not through other Crowds; two together only to attack enemy units.
        if crowds and (len(crowds) >= 2 or not is_enemy_present(s, b, side)):
            return False
    # 4.0, 5.0, 5.2: a unit that attacked (6.5: a Molotov too), or a suppressed one, may not
    # enter enemy units.
    return not ((s.flags[u] & (ATTACKED | SUPPRESSED)) and is_enemy_present(s, b, side))


def enterable(s: CivilPowerState, u: int, a: int) -> list[int]:
    """The neighbours of `a` that unit `u` may enter, in `board.neighbours` order: the
    same as `may_enter(s, u, a, b)` for each (not retreating), with what does not depend
    on `b` worked out once and empty areas spared the unit checks."""
    t = s.kind[u]
    board = s.board
    building = board.is_building
    upper = s.level[u] == 1
    if upper and not building[a]:
        return []  # ruling M-2: come down before leaving the building
    crowd = t.crowd
    # 4.0, 4.3: a Crowd never moves diagonally (`neighbours` is `orth` then `diag`).
    around = board.orth[a] if crowd else board.neighbours[a]
    fires = s.fires
    into_buildings: bool | None = None  # 4.2, I-1: asked of the hook once, if needed
    side = s.side_of[u]
    vehicle = t.vehicle and not t.helicopter
    walls = features(s) if vehicle else frozenset()
    through = t.tv_crew or t.helicopter
    held = bool(s.flags[u] & (ATTACKED | SUPPRESSED))
    units_in = s.where().get
    out: list[int] = []
    for b in around:
        if fires and b in fires:
            continue  # 6.5
        if building[b]:
            if into_buildings is None:
                into_buildings = t.enters_buildings and scenario_hooks.may_enter_building(s)
            if not into_buildings:
                continue
        elif upper:
            continue
        if vehicle and walls and board.crosses(a, b, walls):
            continue  # 8.12
        here = units_in(b)  # an empty area passes every check on the units in it
        if here:
            if crowd and not scenario_hooks.crowd_may_enter(s, u, b):
                continue  # I-1
            if vehicle and enemy_blocks(s, b, side):
                continue  # 8.12
            if through:
                out.append(b)  # 8.8, 8.6: through anything
                continue
            if crowd:
                crowds = [v for v in here if s.side_of[v] == side and s.kind[v].crowd]
                if crowds and (len(crowds) >= 2 or not is_enemy_present(s, b, side)):
                    continue  # 4.3
            if held and is_enemy_present(s, b, side):
                continue  # 4.0, 5.0, 5.2
        out.append(b)
    return out


def may_stop(s: CivilPowerState, u: int, a: int) -> bool:
    """4.1: the stacking limit per side at the end of the move."""
    return may_stop_given(s, u, a, scenario_hooks.escorts(s))


def may_stop_given(s: CivilPowerState, u: int, a: int, escorts: bool) -> bool:
    """`may_stop`, told whether I-1's escort rule is in force (`scenarios.hooks.escorts`):
    for lists that ask it of many areas."""
    t = s.kind[u]
    if t.size not in (GROUP, CROWD):
        return True
    if escorts and not scenario_hooks.escorted(s, u, a):
        return False  # I-1: the Police's blue units stay beside their Crowds
    side = s.side_of[u]
    side_of, kind = s.side_of, s.kind
    same = 0
    for v in s.at(a):
        if v != u and side_of[v] == side and kind[v].size == t.size:
            same += 1
    if t.size == GROUP:
        return same < GROUP_LIMIT
    limit = 2 if is_enemy_present(s, a, side) else CROWD_LIMIT
    return same < limit


def overstacked(
    s: CivilPowerState, side: str, groups: dict[int, int], crowds: dict[int, int]
) -> list[int]:
    """Areas over the stacking limit whose units can still move (5.4.2, 5.4.3: they must
    move out in the next Movement Phase), given the side's Groups and Crowds per area
    (counted while its Select list is made)."""
    suspects = [a for a, n in groups.items() if n > GROUP_LIMIT]
    suspects += [a for a, n in crowds.items() if n > CROWD_LIMIT and a not in suspects]
    bad = []
    for a in sorted(suspects):
        if (
            crowds.get(a, 0) == 2
            and groups.get(a, 0) <= GROUP_LIMIT
            and is_enemy_present(s, a, side)
        ):
            continue  # 4.3: two Crowds may stand together on enemy units
        if any(not s.flags[v] & MOVED for v in s.side_at(a, side)):
            bad.append(a)
    return bad


def crossed_barricade(s: CivilPowerState, a: int, b: int) -> bool:
    """6.2, 8.11: whether a move from `a` into `b` crosses a Barricade or Barrier."""
    walls = s.barricades | s.barriers
    return bool(walls) and s.board.crosses(a, b, walls)
