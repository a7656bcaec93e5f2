"""Ranged fire and Line of Sight (5.3.2), night and illumination (6.6).

Obstacles, each with the highest level it occupies: a building 1 (two levels, 4.2); a Gas
cloud 0 ("one level high", 6.1); a Barricade 0; a Group or Crowd unit its own level. A line
passes an obstacle if the firer or the target is at least one level higher (5.3.2), so the
line is blocked where the obstacle's top level is at or above both ends' levels. Gas,
buildings and units block LOS through, never into, their area (B-3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.games.civil_power.model.units import CROWD, GROUP
from strife.games.civil_power.scenarios import hooks as scenario_hooks

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

NIGHT_SIGHT = 3  # 6.6: "LOS is limited to three areas" at night, unless illuminated
HELICOPTER_LEVEL = 2  # 8.6: always higher than any terrain
SPOTLIGHT = "engine:spotlight"  # 8.6: the area a searchlight lights (in state.marks)


def eye(s: CivilPowerState, u: int) -> int:
    """The level a unit sees (and is seen) from: a Helicopter and its Sniper fly (8.6)."""
    if s.kind[u].helicopter or (s.aboard and u in s.aboard and s.loc[u] >= 0):
        return HELICOPTER_LEVEL
    return s.level[u]


def area_top(s: CivilPowerState, area: int, units: bool, gas: bool = True) -> int:
    """The highest level at which something in `area` blocks a line (-1: nothing)."""
    top = 1 if s.board.is_building[area] else -1
    if top < 0 and scenario_hooks.blocks_los(s, area):
        top = 0  # II-1: the cemetery's headstones (LOS into, not through)
    if top < 0 and gas and area in s.gas:
        top = 0
    if units and top < 1:
        for v in s.at(area):
            if s.kind[v].size in (GROUP, CROWD) and s.level[v] > top:
                top = s.level[v]
    return top


def blocks(s: CivilPowerState, area: int, height: int, units: bool, gas: bool = True) -> bool:
    """Whether `area_top(s, area, units, gas) >= height`, cheapest checks first."""
    if s.board.is_building[area]:
        return height <= 1  # a building's top is its second level, whatever is in it
    if units:
        kind, level = s.kind, s.level
        for v in s.at(area):
            if level[v] >= height and kind[v].size in (GROUP, CROWD):
                return True
    if height > 0:
        return False  # Gas and headstones are one level high
    return (gas and area in s.gas) or scenario_hooks.blocks_los(s, area)


def clear(
    s: CivilPowerState,
    a: int,
    b: int,
    height: int,
    units: bool = True,
    sides: bool = True,
    gas: bool = True,
) -> bool:
    """Whether a line from area `a` to area `b` is free when its higher end is at `height`
    (units: whether units block, 6.1 Gas Guns fire overhead; sides: whether Barricades and
    hedges block: a hedge blocks LOS through it like a Barricade, ruling B-5)."""
    # Buildings block up to their second level: a group wholly in buildings blocks, and
    # only a group's other areas can leave it open (`blocks`, worked out inline).
    if height <= 1 and s.board.walled(a, b):
        return False
    line = s.board.line(a, b)
    if height <= 1:
        if line.open_groups:
            index = s.where() if units else None
            low = height <= 0
            smoke = s.gas if gas and low else None
            stones = _headstones(s) if low else None
            kind, level = s.kind, s.level
            for group in line.open_groups:
                for x in group:
                    if index is not None:
                        here = index.get(x)
                        if here is not None and any(
                            level[v] >= height and kind[v].size in (GROUP, CROWD) for v in here
                        ):
                            continue
                    if (smoke and x in smoke) or (stones and x in stones):
                        continue
                    break  # this area leaves the group open
                else:
                    return False
    else:
        for group in line.groups:
            for x in group:
                if not blocks(s, x, height, units, gas):
                    break
            else:
                return False
    if sides and height <= 0 and line.side_groups:
        walls = s.los_walls
        if s.barricades:
            walls = walls | s.barricades
        if walls:
            for routes in line.side_groups:
                if all(any(k in walls for k in route) for route in routes):
                    return False
    return True


def sees(s: CivilPowerState, u: int) -> list[int]:
    """The areas unit `u` has a line of sight to (5.3.2, night 6.6), for a target at street
    level: what the board shows for a chosen unit."""
    a = s.loc[u]
    if a < 0:
        return []
    height = eye(s, u)
    out = []
    for b in range(s.board.n):
        if b == a:
            out.append(b)
        elif night_blind(s, u, a, b):
            continue
        elif clear(s, a, b, height):
            out.append(b)
    return out


def _headstones(s: CivilPowerState) -> frozenset[int]:
    """The areas `scenarios.hooks.blocks_los` names (II-1's cemetery): fixed for a position,
    so listed once per board and position."""
    key = f"headstones:{s.position.id}"
    found: frozenset[int] | None = s.board.memo.get(key)
    if found is None:
        found = frozenset(x for x in range(s.board.n) if scenario_hooks.blocks_los(s, x))
        s.board.memo[key] = found
    return found


def illuminated(s: CivilPowerState, area: int) -> bool:
    """6.6: a Fire lights its own area and the open (non-building) areas adjacent to it; a
    Helicopter's searchlight lights one area (8.6)."""
    if s.marks and s.marks.get(SPOTLIGHT, -1) == area:
        return True
    if not s.fires:
        return False
    if area in s.fires:
        return True
    if s.board.is_building[area]:
        return False
    return any(n in s.fires for n in s.board.neighbours[area])


def night_limited(s: CivilPowerState, target_area: int) -> bool:
    """Whether night rules (range three, -2 to fire) apply to a target in this area."""
    return s.night() and not illuminated(s, target_area)


def night_blind(s: CivilPowerState, u: int, a: int, b: int) -> bool:
    """5.3.2, 6.6: "The maximum length of a LOS at night is THREE areas" for every line unit
    `u` draws from area `a` to area `b` (fire, a Gas Gun's shot, 8.14.2's sight of a
    friend), unless `b` is lit; a Police Sniper (night vision) and an ADS (8.3: "even at
    night") see farther."""
    if not s.night() or s.board.distance(a, b) <= NIGHT_SIGHT:
        return False
    t = s.kind[u]
    if t.ads or (t.sniper and s.police_of(u)):
        return False
    return not illuminated(s, b)
