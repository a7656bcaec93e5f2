"""5.3.1 Fire Combat Procedure and CRT Results, 5.3.3 Fire Combat Modifiers: the firers'
combined strength, the modifiers, the roll on the Fire CRT and what each result does to the
target; a Helicopter killed crashing (8.6); the first uses that cost the Mob its TDN (8.9)."""

from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.tables import downgrade_fire
from strife.games.civil_power.model.units import POLICE
from strife.games.civil_power.model.values import (
    AMBUSH,
    FIRED,
    Attack,
)
from strife.games.civil_power.rules import los, morale, special_weapons
from strife.games.civil_power.rules.optional import baton
from strife.games.civil_power.scenarios import effects as scenario_effects
from strife.games.civil_power.scenarios import hooks as scenario_hooks
from strife.games.civil_power.scenarios import records as scenario_records

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


def strength(s: CivilPowerState, u: int, target: int) -> int:
    t = s.kind[u]
    value = t.fire
    if s.flags[u] & AMBUSH:
        value *= 2  # 8.4
    el = s.el[s.side_of[u]]
    if el >= 5 and (s.police_of(u) or t.group):
        value *= 2  # 6.7 EL 5
    far = s.board.distance(s.loc[u], s.loc[target]) > ceil(t.fire / 2)
    if s.uses("extended_range") and t.group and el >= 4 and far:
        value = ceil(value / 2)  # 8.13: beyond half range at half strength
    return value


def total_strength(s: CivilPowerState, attack: Attack) -> int:
    if special_weapons.is_special(s, attack.firers[0]):
        base = special_weapons.base_strength(s, attack.firers[0], attack.target)
        return max(1, base - attack.reduce)
    if baton.armed(s, attack.firers[0]):
        return max(1, sum(s.kind[f].shock for f in attack.firers) - attack.reduce)
    return max(1, sum(strength(s, f, attack.target) for f in attack.firers) - attack.reduce)


def first_use(s: CivilPowerState, what: str, dice: int, events: list[Event]) -> None:
    """8.9: the Police's first non-lethal use or Sniper fire (one event: "nonlethal") costs
    the Mob 1d6 of its TDN, the first non-Sniper fire on Mob units ("fire") 2d6."""
    if not s.uses("tactical_disintegration") or what in s.firsts:
        return
    s.firsts = s.firsts | {what}
    loss = sum(s.dice.roll(6) for _ in range(dice))
    s.tdn -= loss
    events.append(
        Event("tdn", f"8.9: the Mob's TDN falls by {loss} to {s.tdn}", {"tdn": s.tdn}, "8.9")
    )


def fire_drm(s: CivilPowerState, firers: tuple[int, ...], v: int) -> tuple[int, list[str]]:
    """5.3.3 (reconstructed table): height advantage, night, a Crowd target, Barricade and
    windows."""
    t = s.tables.fire_drm
    b = s.loc[v]
    total, why = 0, []
    if any(los.eye(s, f) > s.level[v] for f in firers):
        total += t.height
        why.append(f"height {t.height:+d}")
    if los.night_limited(s, b):
        total += t.night
        why.append(f"night {t.night:+d}")
    if s.kind[v].crowd:
        total += t.crowd_target
        why.append(f"Crowd {t.crowd_target:+d}")
    walls = s.barricades
    if (
        walls
        and not any(los.eye(s, f) >= 1 for f in firers)
        and any(k in walls for f in firers for k in s.board.line(s.loc[f], b).target_sides)
    ):
        total += t.barricade
        why.append(f"Barricade {t.barricade:+d}")
    letter = s.board.building[b]
    if letter and any(s.board.building[s.loc[f]] != letter for f in firers):
        total += t.windows
        why.append(f"windows {t.windows:+d}")
    return total, why


def tv_nearby(s: CivilPowerState, units: tuple[int, ...]) -> bool:
    """8.8: an attack by units in or adjacent to an area with a TV Crew."""
    if not s.uses("tv_crews"):
        return False
    if s.uses("tv_crews_police_only") and not s.police_of(units[0]):
        return False  # 8.8: "a non-objective media presence"
    for u in units:
        a = s.loc[u]
        for x in (a, *s.board.neighbours[a]):
            if any(s.kind[w].tv_crew for w in s.at(x)):
                return True
    return False


def attack_unit(
    s: CivilPowerState,
    by: str,
    firers: tuple[int, ...],
    v: int,
    total: int,
    label: str,
    events: list[Event],
    rule: str = "5.3.1",
) -> None:
    """One Fire combat attack on unit `v`: roll on the Fire CRT, apply W/K, then the MC."""
    crt = s.tables.fire
    col = crt.column(total)
    mod, why = fire_drm(s, firers, v)
    roll = s.dice.roll(6)
    result = crt.result(col, roll + mod)
    result = scenario_hooks.fire_result(s, firers, result)  # I-6: arrows do not kill
    if tv_nearby(s, firers) and result != "-":
        result = downgrade_fire(result)
        why.append("TV Crew: one level down")
    mods = f" ({', '.join(why)})" if why else ""
    events.append(
        Event(
            "fire",
            f"{label} fires at {s.unit_name(v)} with {total} on the {crt.columns[col]} column: "
            f"rolls {roll}{mods} = {roll + mod}: {_result_name(result)}",
            {"target": s.names[v], "strength": total, "column": crt.columns[col],
             "roll": roll, "drm": mod, "result": result},
            rule,
        )
    )  # fmt: skip
    apply_fire_result(s, by, v, result, events, rule, rocks=all(s.kind[f].rocks for f in firers))


def _result_name(result: str) -> str:
    return {"-": "no effect", "W": "W (wounded)", "K": "K (killed)"}[result]


def apply_fire_result(
    s: CivilPowerState,
    by: str,
    v: int,
    result: str,
    events: list[Event],
    rule: str,
    rocks: bool = False,
    morale_check: bool = True,
) -> None:
    t = s.kind[v]
    if t.vehicle:
        scenario_records.vehicle_hit(s, v, result)  # II-7: damaged vehicles score
        # 8.12.1: a K eliminates a vehicle with one KIA; anything else does nothing.
        if result == "K" and not rocks and not s.armored(v):
            morale.casualties(s, by, 0, 1, v, events, "8.12.1")
            area = s.loc[v]
            morale.eliminate(s, v, events, "8.12.1")
            if t.helicopter:
                crash(s, area, events)
        return
    wia = 1 if result == "W" else 0
    kia = 1 if result == "K" else 0
    if t.crowd:
        wia, kia = 2 * wia, 2 * kia  # 5.3.1: doubled for crowds
    morale.casualties(s, by, wia, kia, v, events, rule)
    if result != "-" and t.individual:
        morale.eliminate(s, v, events, "5.3.1")  # 5.3.1: fatal to individuals
        return
    if morale_check and t.checks_morale and s.loc[v] >= 0:
        m = s.tables.morale_drm
        extra = m.fire_w if result == "W" else m.fire_k if result == "K" else 0
        why = [f"{result} result {extra:+d}"] if extra else []
        morale.morale_check(s, v, "fire", extra, why, events)


def crash(s: CivilPowerState, area: int, events: list[Event]) -> None:
    """8.6: a Helicopter killed by a K crashes where it was hit: every unit there is
    eliminated (no VP either way) and a fire starts."""
    events.append(Event("crash", f"the Helicopter crashes in {s.area_name(area)}", {}, "8.6"))
    for w in list(s.at(area)):
        morale.eliminate(s, w, events, "8.6", score=False)
    s.fires = s.fires | {area}


def resolve_fire(s: CivilPowerState, attack: Attack, events: list[Event]) -> None:
    by = s.active
    total = total_strength(s, attack)
    for f in attack.firers:
        s.flags[f] |= FIRED
        s.flags[f] &= ~AMBUSH
    if special_weapons.is_special(s, attack.firers[0]):
        first_use(s, "nonlethal", 1, events)
        special_weapons.resolve(s, attack.firers[0], attack.target, attack.reduce, events)
        return
    if baton.armed(s, attack.firers[0]):
        first_use(s, "nonlethal", 1, events)
        baton.resolve(s, attack.firers, attack.target, attack.reduce, events)
        return
    if s.role[by] == POLICE:
        snipers = all(s.kind[f].sniper for f in attack.firers)
        first_use(s, "nonlethal" if snipers else "fire", 1 if snipers else 2, events)
    names = " + ".join(s.names[f] for f in attack.firers)
    where = s.loc[attack.target]
    # II-2: the flame-thrower attacks each unit in the target area; any other, its target.
    for v in scenario_hooks.flame_victims(s, attack.firers, attack.target):
        if s.loc[v] == where:
            attack_unit(s, by, attack.firers, v, total, names, events)
    scenario_effects.after_fire(s, attack.firers, where, events)  # II-1, II-2 special weapons
