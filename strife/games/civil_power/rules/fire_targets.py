"""5.3 Fire combat: who may fire (5.2 suppression, 6.7 Engagement Level), at what (range, 5.3.2
line of sight and night), and who may join an attack as combined fire; hidden units firing from
ambush (8.4)."""

from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING

from strife.games.civil_power.model.values import (
    FIRED,
    SUPPRESSED,
    THREW,
    Attack,
)
from strife.games.civil_power.rules import los, special_weapons
from strife.games.civil_power.rules.engagement import el_allows
from strife.games.civil_power.rules.optional import baton
from strife.games.civil_power.scenarios import hooks as scenario_hooks

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


UNLIMITED = 999


def may_fire(s: CivilPowerState, u: int) -> bool:
    """A unit of the phasing side that may make its one Fire combat attack (5.3, 5.2, 6.7)."""
    t = s.kind[u]
    # A Water Cannon's gas (THREW) does not stop its water attack (8.2).
    busy = SUPPRESSED | FIRED | (0 if t.water_cannon else THREW)
    if s.loc[u] < 0 or s.flags[u] & busy:
        return False
    el = s.el[s.side_of[u]]
    if baton.armed(s, u) or t.water_cannon or t.ads:
        return el >= 1  # 8.1-8.3: non-lethal force (6.7 EL 1)
    return t.fire > 0 and el_allows(s, u)


def fire_range(s: CivilPowerState, u: int) -> int:
    """5.3.2: half the fire strength, rounded up; Snipers unlimited (Mob Snipers three at
    night); 8.13 Extended Range: a Group's full strength."""
    t = s.kind[u]
    if (reach := scenario_hooks.weapon_range(s, u)) is not None:
        return reach  # II-2: the flame-thrower reaches three areas
    if t.sniper or t.unlimited_range:
        return UNLIMITED
    if s.uses("extended_range") and t.group and s.el[s.side_of[u]] >= 4:
        return t.fire
    return ceil(t.fire / 2)


def may_target(s: CivilPowerState, u: int, v: int, at: int = -1) -> bool:
    """Whether firer `u` (from area `at`, default where it is) may fire at enemy unit `v`:
    in range, in LOS, allowed by the EL."""
    if baton.armed(s, u):
        return baton.may_target(s, u, v)
    if special_weapons.is_special(s, u):
        return special_weapons.may_target(s, u, v)
    a, b = (s.loc[u] if at < 0 else at), s.loc[v]
    if b < 0 or s.side_of[v] == s.side_of[u]:
        return False
    d = s.board.distance(a, b)
    if d > fire_range(s, u):
        return False  # checked first: it rules out most pairs cheaply
    tv = s.kind[v]
    t = s.kind[u]
    if tv.tv_crew:
        return False  # 8.8: TV Crews may not be attacked by the Police
    if tv.vehicle and t.rocks and not scenario_hooks.rocks_hit_vehicles(s):
        return False  # 8.12.1: rocks and slingshot pellets do not affect vehicles (II-7 do)
    if not scenario_hooks.tank_may_fire(s, u, v, s.level[v]):
        return False  # II-2: Tanks not at the second level within three areas
    if s.police_of(u) and s.el[s.side_of[u]] == 3 and not (tv.group or tv.agitator):
        return False  # 6.7 EL 3: Snipers only, at Group units and Agitators only
    if los.night_blind(s, u, a, b):
        return False
    if d == 0:
        return True
    over = scenario_hooks.fires_over_units(s, u)  # II-2: the flame-thrower, as a water cannon
    return los.clear(s, a, b, max(los.eye(s, u), los.eye(s, v)), units=not over)


def _partners(s: CivilPowerState, u: int, v: int) -> bool:
    """5.3: combined firers are in the same area or adjacent to each other."""
    return s.board.distance(s.loc[u], s.loc[v]) <= 1


def may_join(s: CivilPowerState, attack: Attack, u: int) -> bool:
    if u in attack.firers or not may_fire(s, u) or s.kind[u].sniper:
        return False  # 5.3: Snipers may not combine their fire
    if any(s.kind[f].sniper for f in attack.firers):
        return False
    if special_weapons.is_special(s, u) or special_weapons.is_special(s, attack.firers[0]):
        return False  # ruling O-3: a Water Cannon or ADS attacks alone
    if baton.armed(s, u) != baton.armed(s, attack.firers[0]):
        return False  # 8.1: baton rounds combine with baton rounds only
    if s.side_of[u] != s.active:
        return False
    return all(_partners(s, u, f) for f in attack.firers) and may_target(s, u, attack.target)


def joiners(s: CivilPowerState, attack: Attack) -> list[int]:
    """The units that `may_join` the attack, in unit order: what it asks of the attack's
    firers is asked once, and a firer out of reach of them all is dropped before LOS."""
    firers = attack.firers
    first = firers[0]
    if any(s.kind[f].sniper for f in firers) or special_weapons.is_special(s, first):
        return []  # 5.3: Snipers may not combine their fire; ruling O-3: nor a special weapon
    batons = baton.armed(s, first)
    distance, loc, kind = s.board.distance, s.loc, s.kind
    out = []
    for u in s.units_of(s.active):
        if u in firers or kind[u].sniper or not may_fire(s, u):
            continue
        if special_weapons.is_special(s, u) or baton.armed(s, u) != batons:
            continue  # ruling O-3; 8.1: baton rounds combine with baton rounds only
        if all(distance(loc[u], loc[f]) <= 1 for f in firers) and may_target(s, u, attack.target):
            out.append(u)  # 5.3: combined firers are together or adjacent
    return out


def sights_low(s: CivilPowerState, u: int) -> bool:
    """Whether `may_target` asks `los.clear` of firer `u`'s line at a height where buildings
    wall it off (`Board.walled`) when the target is low too: a plain weapon (not baton
    rounds, a Water Cannon or an ADS, which have their own rules) fired from at most the
    first level. Nine lines in ten across a town are walled off, and the wall is the
    cheapest thing to ask of a line, so it is asked first."""
    return not baton.armed(s, u) and not special_weapons.is_special(s, u) and los.eye(s, u) <= 1


def fire_reach(s: CivilPowerState, u: int) -> int:
    """The farthest area `may_target` lets unit `u` fire at: a cheap filter first."""
    if baton.armed(s, u):
        return baton.RANGE  # 8.1
    t = s.kind[u]
    if t.ads:
        return UNLIMITED  # 8.3
    if t.water_cannon:
        return special_weapons.WC_RANGE  # 8.2
    return fire_range(s, u)


def ambushers(s: CivilPowerState, side: str, foes: list[int]) -> list[int]:
    """8.4: hidden units that could fire from some area of their building (ruling H-3)."""
    out = []
    for u in sorted(s.hidden):
        if s.side_of[u] != side or s.flags[u] & (SUPPRESSED | FIRED):
            continue
        t = s.kind[u]
        if t.fire <= 0 or not el_allows(s, u):
            continue
        # Only from an area it could appear in: never a burning one (6.5, ruling H-2).
        areas = [a for a in s.board.building_areas(s.hidden[u]) if a not in s.fires]
        if any(may_target(s, u, v, a) for a in areas for v in foes):
            out.append(u)
    return out


def foes_of(s: CivilPowerState, side: str) -> list[int]:
    """The units of every other side (ruling N-4), in unit order."""
    side_of, loc = s.side_of, s.loc
    return [v for v in range(len(loc)) if side_of[v] != side and loc[v] >= 0]
