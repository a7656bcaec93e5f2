"""8.2 Water Cannon and 8.3 Active Denial System: Police vehicles that attack in the Fire
Combat Phase on the Shock CRT ("shock fire"), at EL 1+ (6.7: non-lethal force). Each
attacks alone (ruling O-3); the defender does not roll.

- Water Cannon: up to three areas, over intervening units, never at units in a building or
  across a Barricade or hedge; strength 10 adjacent (or in its own area), 5 at two areas, 2 at
  three; one attack against all the enemy units in the target's area, with the Fire combat
  modifiers (ruling O-4, as baton rounds use them); it puts out a Fire there.
- ADS: unlimited range, even at night; one target unit, not in a building nor in a Gas area,
  nor across a Fire area, Barricade or hedge; strength 10; the die is not modified; an X
  counts no WIA.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.tables import downgrade_shock
from strife.games.civil_power.model.values import MORALE, RETREAT, Task
from strife.games.civil_power.rules import los, morale

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

WC_RANGE = 3
WC_STRENGTH = {0: 10, 1: 10, 2: 5, 3: 2}
ADS_STRENGTH = 10
AREAS = {"-": 0, "M": 0, "1": 1, "2": 2, "X": 2}


def is_special(s: CivilPowerState, u: int) -> bool:
    t = s.kind[u]
    return t.water_cannon or t.ads


def _crossed(s: CivilPowerState, a: int, b: int) -> list[int]:
    line = s.board.line(a, b)
    out = [k for routes in line.side_groups for route in routes for k in route]
    return [*out, *line.target_sides, *line.firer_sides]


def may_target(s: CivilPowerState, u: int, v: int) -> bool:
    a, b = s.loc[u], s.loc[v]
    if b < 0 or s.side_of[v] == s.side_of[u] or s.kind[v].tv_crew:
        return False
    if s.board.is_building[b]:
        return False
    walls = s.barricades | s.board.hedges
    if any(k in walls for k in _crossed(s, a, b)):
        return False
    if s.kind[u].ads:
        if b in s.gas:
            return False
        if any(x in s.fires for g in s.board.line(a, b).groups for x in g):
            return False
        return los.clear(s, a, b, max(los.eye(s, u), los.eye(s, v)), gas=True)
    return _in_reach(s, u, a, b, max(los.eye(s, u), los.eye(s, v)))


def _in_reach(s: CivilPowerState, u: int, a: int, b: int, height: int) -> bool:
    """A Water Cannon's stream from `a` reaches `b`: three areas, over units (8.2)."""
    if s.board.distance(a, b) > WC_RANGE or los.night_blind(s, u, a, b):
        return False
    return los.clear(s, a, b, height, units=False)


def fire_areas(s: CivilPowerState, u: int) -> list[int]:
    """8.2 "A shot from a WC will automatically extinguish a Fire marker": the Fires a Water
    Cannon may shoot at, where it could shoot at units (ruling O-12)."""
    if not s.fires or not s.kind[u].water_cannon:
        return []
    a = s.loc[u]
    walls = s.barricades | s.board.hedges
    return [
        b
        for b in sorted(s.fires)
        if not s.board.is_building[b]
        and not any(k in walls for k in _crossed(s, a, b))
        and _in_reach(s, u, a, b, los.eye(s, u))
    ]


def douse(s: CivilPowerState, u: int, b: int, events: list[Event]) -> None:
    """8.2: the Water Cannon's attack of the phase, at a Fire: it goes out."""
    s.fires = s.fires - {b}
    events.append(
        Event("fire_out", f"{s.unit_name(u)} puts out the fire in {s.area_name(b)}", {}, "8.2")
    )


def base_strength(s: CivilPowerState, u: int, v: int) -> int:
    """The strength of an ADS (any range) or a Water Cannon (by distance) against v."""
    if s.kind[u].ads:
        return ADS_STRENGTH
    return WC_STRENGTH[s.board.distance(s.loc[u], s.loc[v])]


def resolve(s: CivilPowerState, u: int, v: int, reduce: int, events: list[Event]) -> None:
    """The attack of a Water Cannon or ADS, its strength lowered by `reduce` (5.0: units
    may always reduce their strength to avoid bloodshed)."""
    from strife.games.civil_power.rules.fire_combat import fire_drm, tv_nearby

    t = s.kind[u]
    b = s.loc[v]
    why: list[str] = []
    if t.ads:
        mod = 0
        targets = [v]
    else:
        mod, why = fire_drm(s, (u,), v)
        targets = [w for w in s.at(b) if s.side_of[w] != s.side_of[u] and not s.kind[w].tv_crew]
    strength = max(1, base_strength(s, u, v) - reduce)
    crt = s.tables.shock
    col = crt.column(strength)
    roll = s.dice.roll(6)
    result = crt.result(col, roll + mod)
    if tv_nearby(s, (u,)) and result != "-":
        result = downgrade_shock(result)
        why.append("TV Crew: one level down")
    mods = f" ({', '.join(why)})" if why else ""
    rule = "8.3" if t.ads else "8.2"
    events.append(
        Event(
            "shock_fire",
            f"{s.unit_name(u)} attacks {s.area_name(b)} with {strength} on the "
            f"{crt.columns[col]} Shock column: {roll}{mods} = {roll + mod}: result {result}",
            {"unit": s.names[u], "target": s.names[v], "strength": strength,
             "column": crt.columns[col], "roll": roll, "drm": mod, "result": result},
            rule,
        )
    )  # fmt: skip
    if t.water_cannon and b in s.fires:
        douse(s, u, b, events)
    if result == "-":
        return
    n = AREAS[result]
    queued: list[Task] = []
    for w in targets:
        tw = s.kind[w]
        if tw.vehicle or tw.agitator:
            continue
        if result == "X" and not t.ads:
            morale.casualties(s, s.active, 2 if tw.crowd else 1, 0, w, events, rule)
        if n:
            queued.append(Task(RETREAT, side=s.active, unit=w, area=b, level=s.level[w], n=n,
                               mc="shock"))  # fmt: skip
        else:
            queued.append(Task(MORALE, side=s.side_of[w], unit=w, area=b, mc="shock"))
    s.push(*queued)
