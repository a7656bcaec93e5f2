"""A. Fire Combat Phase (5.3): Fire combat, combined fire, range and LOS, the Fire CRT and
its modifiers; Tear Gas and Gas Guns (6.1); Molotov Cocktails (6.5); Engagement Level limits
(6.7) and raising it.

An attack is composed step by step: Fire(first firer) -> Target(enemy unit) -> AddFirer...
-> Reduce... -> Resolve. Gas(unit) -> Into(area); Molotov(unit) -> Into(area).
"""

from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.errors import IllegalAction
from strife.core.events import Event
from strife.games.civil_power import (
    baton,
    hidden,
    los,
    morale,
    scenario_effects,  # rulebook scenario effects
    scenario_hooks,  # rulebook scenario hooks
    special_weapons,
)
from strife.games.civil_power.actions import (
    CANCEL,
    DONE,
    POOL,
    RAISE_EL,
    REDUCE,
    RESOLVE,
    AddFirer,
    Cancel,
    Done,
    Fire,
    Gas,
    Into,
    Molotov,
    RaiseEL,
    Reduce,
    Resolve,
    Searchlight,
    Target,
)
from strife.games.civil_power.model import (
    AMBUSH,
    CANCELLED,
    FIRE_START,
    FIRED,
    GAS_CHOICE,
    MORALE,
    SUPPRESSED,
    THREW,
    Attack,
    Task,
)
from strife.games.civil_power.tables import downgrade_fire
from strife.games.civil_power.units import POLICE, molotov_key

if TYPE_CHECKING:
    from strife.games.civil_power.state import CivilPowerState

UNLIMITED = 999
GAS_GUN_RANGE = 6  # 6.1
MOLOTOV_STRENGTH = 4  # 6.5


# -- who may fire, at what ------------------------------------------------------------------


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
    return t.fire > 0 and _el_allows(s, u)


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


def _joiners(s: CivilPowerState, attack: Attack) -> list[int]:
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


# -- options ----------------------------------------------------------------------------------


def options(s: CivilPowerState) -> list[Action]:
    attack = s.attack
    side = s.active
    if attack is None:
        back = s._fire_list_back
        if back is not None:
            s._fire_list_back = None
            s._fire_list = back
            return list(back)
        out: list[Action] = []
        mine = s.units_of(side)
        foes = _foes(s, side)
        bx, by, loc = s.board.x, s.board.y, s.loc
        spots: list[tuple[int, int, int, int, bool]] | None = None
        armed = _armed_memo(s)
        walled = s.board.walled
        for u in mine:
            if not may_fire(s, u):
                continue
            found = armed.get(u)
            if found is None:
                if spots is None:
                    spots = [(bx[loc[v]], by[loc[v]], v, loc[v], los.eye(s, v) <= 1) for v in foes]
                # Only foes within reach can be targets: a cheap filter before LOS and the rest.
                reach = _reach(s, u)
                here = loc[u]
                x, y = bx[here], by[here]
                low = _sights_low(s, u)
                found = False
                for fx, fy, v, there, low_too in spots:
                    if abs(fx - x) > reach or abs(fy - y) > reach:
                        continue
                    if low and low_too and there != here and walled(here, there):
                        continue  # `los.clear`'s first check, asked before may_target's others
                    if may_target(s, u, v):
                        found = True
                        break
                armed[u] = found
            if found or (s.fires and special_weapons.fire_areas(s, u)):  # 8.2: at a Fire
                out.append(POOL.get(Fire, s.names[u]))
        if s.hidden:
            out += [POOL.get(Fire, s.names[u]) for u in _ambushers(s, side, foes)]
        if s.role[side] == POLICE:
            if s.el[side] >= 1 and s.stores["gas"] > 0:  # `_may_gas`, side-wide part first
                out += [POOL.get(Gas, s.names[u]) for u in mine if _may_gas(s, u)]
            if s.night() and los.SPOTLIGHT not in s.marks:
                out += [POOL.get(Searchlight, s.names[u]) for u in mine if s.kind[u].helicopter]
        else:
            if s.el[side] >= 1 and s.stores.get(molotov_key(side), 0) > 0:  # `_may_throw`, too
                out += [POOL.get(Molotov, s.names[u]) for u in mine if _may_throw(s, u)]
        if s.el[side] < 5 and scenario_hooks.may_raise_el(s, side):  # I-1, II-7: fixed EL
            out.append(RAISE_EL)
        out.append(DONE)
        s._fire_list = tuple(out)
        return out
    if attack.mode == "fire":
        if attack.target < 0:
            first = attack.firers[0]
            reach, here, distance = _reach(s, first), s.loc[first], s.board.distance
            picks: list[Action] = [
                POOL.get(Target, s.names[v])
                for v in _foes(s, side)
                if distance(here, s.loc[v]) <= reach and may_target(s, first, v)
            ]
            ids = s.board.ids
            picks += [POOL.get(Into, ids[b]) for b in special_weapons.fire_areas(s, first)]
            return [*picks, *_cancel(s, attack, bool(picks))]
        out = [POOL.get(AddFirer, s.names[u]) for u in _joiners(s, attack)]
        if total_strength(s, attack) > 1:
            out.append(REDUCE)
        out.append(RESOLVE)
        return out
    if attack.mode == "light":
        areas = sorted({s.loc[v] for v in s.mob_units()})
    else:
        areas = gas_areas(s, attack.firers[0]) if attack.mode == "gas" else molotov_areas(s, attack)
    return [*(POOL.get(Into, s.board.ids[a]) for a in areas), *_cancel(s, attack, bool(areas))]


def _cancel(s: CivilPowerState, attack: Attack, choices: bool) -> list[Action]:
    """Cancel, once a Player-turn per unit (ruling E-3: the chain of choices must end, and
    cancelling again and again would only repeat the position), or where nothing else is
    left to choose."""
    if choices and s.flags[attack.firers[0]] & CANCELLED:
        return []
    return [CANCEL]


def _armed_memo(s: CivilPowerState) -> dict[int, bool]:
    """Whether each firer has some target (`may_target`), as far as worked out for the
    position as `may_target` sees it: who is where at which level, unit types, Engagement
    Levels, Gas, Fires, Barricades, the searchlight and the turn (night). Attacks that only
    suppress, Cancels and Molotovs that start no fire leave all of that as it was, so the
    next list of the phase asks only of firers not yet asked about."""
    key = (
        s.turn,
        s.active,
        tuple(s.loc),
        tuple(s.level),
        tuple(s.kind),
        tuple(s.el.values()),
        tuple(s.gas),
        s.fires,
        s.barricades,
        s.marks.get(los.SPOTLIGHT, -1) if s.marks else -1,
        s.aboard,  # 8.6: a Helicopter's rider sees from its height
        s.rules,
        s.baton_class,
        s.night_turns,
    )
    memo = s._armed
    if memo is None or memo[0] != key:
        memo = s._armed = (key, {})
    return memo[1]


def _sights_low(s: CivilPowerState, u: int) -> bool:
    """Whether `may_target` asks `los.clear` of firer `u`'s line at a height where buildings
    wall it off (`Board.walled`) when the target is low too: a plain weapon (not baton
    rounds, a Water Cannon or an ADS, which have their own rules) fired from at most the
    first level. Nine lines in ten across a town are walled off, and the wall is the
    cheapest thing to ask of a line, so it is asked first."""
    return not baton.armed(s, u) and not special_weapons.is_special(s, u) and los.eye(s, u) <= 1


def _reach(s: CivilPowerState, u: int) -> int:
    """The farthest area `may_target` lets unit `u` fire at: a cheap filter first."""
    if baton.armed(s, u):
        return baton.RANGE  # 8.1
    t = s.kind[u]
    if t.ads:
        return UNLIMITED  # 8.3
    if t.water_cannon:
        return special_weapons.WC_RANGE  # 8.2
    return fire_range(s, u)


def _ambushers(s: CivilPowerState, side: str, foes: list[int]) -> list[int]:
    """8.4: hidden units that could fire from some area of their building (ruling H-3)."""
    out = []
    for u in sorted(s.hidden):
        if s.side_of[u] != side or s.flags[u] & (SUPPRESSED | FIRED):
            continue
        t = s.kind[u]
        if t.fire <= 0 or not _el_allows(s, u):
            continue
        areas = s.board.building_areas(s.hidden[u])
        if any(may_target(s, u, v, a) for a in areas for v in foes):
            out.append(u)
    return out


def _el_allows(s: CivilPowerState, u: int) -> bool:
    """6.7: who may use Fire combat at the side's Engagement Level."""
    t = s.kind[u]
    el = s.el[s.side_of[u]]
    if s.police_of(u):
        return el >= 4 or (el == 3 and t.sniper)
    if t.rocks:
        return el >= 1  # EL 1: Slingshot Punks and Trained Crowds
    if t.sniper:
        return el >= 3
    return el >= 4 and t.group


def _foes(s: CivilPowerState, side: str) -> list[int]:
    """The units of every other side (ruling N-4), in unit order."""
    side_of, loc = s.side_of, s.loc
    return [v for v in range(len(loc)) if side_of[v] != side and loc[v] >= 0]


def total_strength(s: CivilPowerState, attack: Attack) -> int:
    if special_weapons.is_special(s, attack.firers[0]):
        base = special_weapons.base_strength(s, attack.firers[0], attack.target)
        return max(1, base - attack.reduce)
    if baton.armed(s, attack.firers[0]):
        return max(1, sum(s.kind[f].shock for f in attack.firers) - attack.reduce)
    return max(1, sum(strength(s, f, attack.target) for f in attack.firers) - attack.reduce)


def _may_gas(s: CivilPowerState, u: int) -> bool:
    """6.1: un-suppressed Police units, EL 1+, while Gas Grenades last; Group units throw
    by hand, a Gas Gun's carrier fires it."""
    if s.el[s.side_of[u]] < 1 or s.stores["gas"] <= 0 or s.loc[u] < 0:
        return False
    if s.kind[u].water_cannon:
        # 8.2: its Gas Gun may fire in the same phase as its water attack, once.
        return u in s.gas_gun and not s.flags[u] & (SUPPRESSED | THREW)
    if s.flags[u] & (SUPPRESSED | FIRED):
        return False
    return s.kind[u].group or u in s.gas_gun


def gas_areas(s: CivilPowerState, u: int) -> list[int]:
    a = s.loc[u]
    if u not in s.gas_gun:
        return list(s.board.neighbours[a])
    eye = los.eye(s, u)
    return [
        b
        for b in s.board.within(a, GAS_GUN_RANGE)
        if not los.night_blind(s, u, a, b) and los.clear(s, a, b, eye, units=False)
    ]


def _may_throw(s: CivilPowerState, u: int) -> bool:
    """6.5: un-suppressed Crowd or Punk units, EL 1+, while Molotovs last; a Crowd may
    throw any number, a Punk one (and that is its Fire combat attack)."""
    if s.el[s.side_of[u]] < 1 or s.stores.get(molotov_key(s.side_of[u]), 0) <= 0 or s.loc[u] < 0:
        return False
    t = s.kind[u]
    if not (t.crowd or t.punk) or s.flags[u] & (SUPPRESSED | FIRED):
        return False
    return bool(_throw_into(s, s.loc[u]))


def molotov_areas(s: CivilPowerState, attack: Attack) -> list[int]:
    """6.5: into adjacent areas; into or out of a building, but not inside one."""
    return _throw_into(s, s.loc[attack.firers[0]])


def _throw_into(s: CivilPowerState, a: int) -> list[int]:
    """`molotov_areas` for a thrower in area `a`."""
    b_of = s.board.building
    return [b for b in s.board.neighbours[a] if not (b_of[a] and b_of[a] == b_of[b])]


# -- applying -----------------------------------------------------------------------------------


def apply(
    s: CivilPowerState,
    action: Action,
    events: list[Event],
    kept: tuple[Action, ...] | None = None,
) -> None:
    """Carry out a Fire Phase action. `kept`: the option list of the position before it, if
    worked out (with no attack being composed): choosing what to attack with keeps it for
    a Cancel to offer again (`options`)."""
    attack = s.attack
    if isinstance(action, Done):
        events.append(Event("phase_done", f"{s.active} ends the Fire Combat Phase", {}, "5.3"))
        s.phase = "fire_done"
    elif isinstance(action, RaiseEL):
        raise_el(s, s.active, events)
    elif isinstance(action, Fire):
        u = s.unit_index[action.unit]
        s.attack = Attack("fire", (u,))
        if u in s.hidden:
            s.flags[u] |= AMBUSH  # 8.4: doubled Fire strength for this attack
            hidden.reveal(s, u, "it fires", events)
        else:
            s._fire_list = kept  # nothing else changed: a Cancel goes back to it
    elif isinstance(action, Gas):
        s.attack = Attack("gas", (s.unit_index[action.unit],))
        s._fire_list = kept
    elif isinstance(action, Molotov):
        s.attack = Attack("molotov", (s.unit_index[action.unit],))
        s._fire_list = kept
    elif isinstance(action, Searchlight):
        s.attack = Attack("light", (s.unit_index[action.unit],))
        s._fire_list = kept
    elif isinstance(action, Cancel):
        if attack is not None:
            s.flags[attack.firers[0]] |= CANCELLED
        s.attack = None
        s._fire_list_back = kept
    elif attack is None:
        raise IllegalAction(f"{action.label()}: no attack is being composed", "5.3")
    elif isinstance(action, Target):
        s.attack = Attack("fire", attack.firers, s.unit_index[action.unit])
    elif isinstance(action, AddFirer):
        s.attack = Attack(
            "fire", (*attack.firers, s.unit_index[action.unit]), attack.target, attack.reduce
        )
    elif isinstance(action, Reduce):
        s.attack = Attack("fire", attack.firers, attack.target, attack.reduce + 1)
    elif isinstance(action, Resolve):
        s.attack = None
        resolve_fire(s, attack, events)
    elif isinstance(action, Into):
        s.attack = None
        area = s.board.index[action.area]
        if attack.mode == "light":
            s.marks[los.SPOTLIGHT] = area
            events.append(Event("searchlight", f"a searchlight lights {action.area}", {}, "8.6"))
        elif attack.mode == "gas":
            fire_gas(s, attack.firers[0], area, events)
        elif attack.mode == "fire":  # 8.2: a Water Cannon shoots at a Fire
            s.flags[attack.firers[0]] |= FIRED
            _first_use(s, "nonlethal", 1, events)
            special_weapons.douse(s, attack.firers[0], area, events)
        else:
            throw_molotov(s, attack.firers[0], area, events)


def raise_el(s: CivilPowerState, side: str, events: list[Event]) -> None:
    s.el[side] += 1
    s.el_raised[side] += 1
    events.append(
        Event(
            "engagement_level",
            f"{side} raises its Engagement Level to {s.el[side]} (one level of victory lost)",
            {"side": side, "el": s.el[side]},
            "6.7",
        )
    )


def _first_use(s: CivilPowerState, what: str, dice: int, events: list[Event]) -> None:
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


def _tv_nearby(s: CivilPowerState, units: tuple[int, ...]) -> bool:
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
    if _tv_nearby(s, firers) and result != "-":
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
        scenario_hooks.vehicle_hit(s, v, result)  # II-7: damaged vehicles score
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
        _first_use(s, "nonlethal", 1, events)
        special_weapons.resolve(s, attack.firers[0], attack.target, attack.reduce, events)
        return
    if baton.armed(s, attack.firers[0]):
        _first_use(s, "nonlethal", 1, events)
        baton.resolve(s, attack.firers, attack.target, attack.reduce, events)
        return
    if s.role[by] == POLICE:
        snipers = all(s.kind[f].sniper for f in attack.firers)
        _first_use(s, "nonlethal" if snipers else "fire", 1 if snipers else 2, events)
    names = " + ".join(s.names[f] for f in attack.firers)
    where = s.loc[attack.target]
    # II-2: the flame-thrower attacks each unit in the target area; any other, its target.
    for v in scenario_hooks.flame_victims(s, attack.firers, attack.target):
        if s.loc[v] == where:
            attack_unit(s, by, attack.firers, v, total, names, events)
    scenario_effects.after_fire(s, attack.firers, where, events)  # II-1, II-2 special weapons


def fire_gas(s: CivilPowerState, u: int, area: int, events: list[Event]) -> None:
    """6.1: place a Gas marker; Mob units there check morale at once (no modifiers)."""
    s.flags[u] |= THREW if s.kind[u].water_cannon else FIRED
    s.stores["gas"] -= 1
    s.gas[area] = 1
    gun = u in s.gas_gun
    events.append(
        Event(
            "gas",
            f"{s.unit_name(u)} {'fires' if gun else 'throws'} tear gas into "
            f"{s.area_name(area)} ({s.stores['gas']} Gas Grenades left)",
            {"unit": s.names[u], "area": s.area_name(area)},
            "6.1.1" if gun else "6.1",
        )
    )
    _first_use(s, "nonlethal", 1, events)
    if gun and s.at(area):
        roll = s.dice.roll(6)
        if roll == 6:
            s.wia[s.side_of[u]] += 1
            events.append(
                Event("gas_wia", "a gas canister hits someone's head: 1 WIA", {}, "6.1.1")
            )
    gas_checks(s, area)


def gas_checks(s: CivilPowerState, area: int) -> None:
    """6.1: every Mob unit in the area makes a gas Morale Check, in unit order."""
    tasks = [
        Task(MORALE, side=s.side_of[v], unit=v, area=area, mc="gas")
        for v in s.at(area)
        if s.mob_of(v) and s.kind[v].checks_morale
    ]
    s.push(*tasks)


def gas_failed(s: CivilPowerState, v: int) -> None:
    """6.1: a failed gas MC: the Mob chooses retreat (conducted by the Police) or
    suppression in place."""
    s.push(Task(GAS_CHOICE, side=s.side_of[v], unit=v, area=s.loc[v]))


def throw_molotov(s: CivilPowerState, u: int, area: int, events: list[Event]) -> None:
    """6.5: a Fire combat attack of strength 4 on each enemy unit in the area, then a Fire
    Check."""
    t = s.kind[u]
    s.flags[u] |= THREW if t.crowd else FIRED
    side = s.side_of[u]
    key = molotov_key(side)
    s.stores[key] -= 1
    events.append(
        Event(
            "molotov",
            f"{s.unit_name(u)} throws a Molotov into {s.area_name(area)} ({s.stores[key]} left)",
            {"unit": s.names[u], "area": s.area_name(area)},
            "6.5",
        )
    )
    for v in list(s.at(area)):
        if s.side_of[v] != side and s.loc[v] == area:
            attack_unit(s, side, (u,), v, MOLOTOV_STRENGTH, s.names[u], events, "6.5")
    s.push(Task(FIRE_START, side=side, area=area))
