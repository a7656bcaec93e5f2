"""A. Fire Combat Phase (5.3): the options of the phasing player and their application.

An attack is composed step by step: Fire(first firer) -> Target(enemy unit) -> AddFirer...
-> Reduce... -> Resolve. Gas(unit) -> Into(area) (tear_gas.py); Molotov(unit) -> Into(area)
(molotovs.py). Who may fire at what is in fire_targets.py, the resolution in fire_combat.py.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.errors import IllegalAction
from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    CANCEL,
    DONE,
    POOL,
    RAISE_EL,
    REDUCE,
    RESOLVE,
    TAKE_BACK,
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
    TakeBack,
    Target,
)
from strife.games.civil_power.model.units import POLICE, molotov_key
from strife.games.civil_power.model.values import (
    AMBUSH,
    CANCELLED,
    FIRED,
    Attack,
)
from strife.games.civil_power.rules import los, special_weapons, take_back
from strife.games.civil_power.rules.engagement import raise_el
from strife.games.civil_power.rules.fire_combat import first_use, resolve_fire, total_strength
from strife.games.civil_power.rules.fire_targets import (
    ambushers,
    fire_reach,
    foes_of,
    joiners,
    may_fire,
    may_target,
    sights_low,
)
from strife.games.civil_power.rules.molotovs import may_throw, molotov_areas, throw_molotov
from strife.games.civil_power.rules.optional import hidden
from strife.games.civil_power.rules.tear_gas import fire_gas, gas_areas, may_gas
from strife.games.civil_power.scenarios import hooks as scenario_hooks

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


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
        foes = foes_of(s, side)
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
                reach = fire_reach(s, u)
                here = loc[u]
                x, y = bx[here], by[here]
                low = sights_low(s, u)
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
            out += [POOL.get(Fire, s.names[u]) for u in ambushers(s, side, foes)]
        if s.role[side] == POLICE:
            if s.el[side] >= 1 and s.stores["gas"] > 0:  # `may_gas`, side-wide part first
                out += [POOL.get(Gas, s.names[u]) for u in mine if may_gas(s, u)]
            if s.night() and los.SPOTLIGHT not in s.marks:
                out += [POOL.get(Searchlight, s.names[u]) for u in mine if s.kind[u].helicopter]
        else:
            if s.el[side] >= 1 and s.stores.get(molotov_key(side), 0) > 0:  # `may_throw`, too
                out += [POOL.get(Molotov, s.names[u]) for u in mine if may_throw(s, u)]
        if s.el[side] < 5 and scenario_hooks.may_raise_el(s, side):  # I-1, II-7: fixed EL
            out.append(RAISE_EL)
        out.append(DONE)
        s._fire_list = tuple(out)
        return out
    if attack.mode == "fire":
        if attack.target < 0:
            first = attack.firers[0]
            reach, here, distance = fire_reach(s, first), s.loc[first], s.board.distance
            picks: list[Action] = [
                POOL.get(Target, s.names[v])
                for v in foes_of(s, side)
                if distance(here, s.loc[v]) <= reach
                and v not in attack.taken  # E-4: a target taken back is not offered again
                and may_target(s, first, v)
            ]
            ids = s.board.ids
            picks += [POOL.get(Into, ids[b]) for b in special_weapons.fire_areas(s, first)]
            return [*picks, *_cancel(s, attack, bool(picks))]
        taken = attack.taken  # E-4: nor a unit taken back out of the attack
        out = [POOL.get(AddFirer, s.names[u]) for u in joiners(s, attack) if u not in taken]
        if total_strength(s, attack) > 1 and not attack.reduce_fixed:
            out.append(REDUCE)
        out.append(RESOLVE)
        out.append(TAKE_BACK)  # E-4: the target is chosen, so there is a step to take back
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
    elif isinstance(action, TakeBack):
        if not take_back.may_take_back(attack):
            raise IllegalAction(f"{action.label()}: no target is chosen yet", "5.3")
        take_back.take_back(s, attack, events)
    elif isinstance(action, Target):
        s.attack = replace(attack, target=s.unit_index[action.unit])
    elif isinstance(action, AddFirer):
        s.attack = replace(attack, firers=(*attack.firers, s.unit_index[action.unit]))
    elif isinstance(action, Reduce):
        s.attack = replace(attack, reduce=attack.reduce + 1)
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
            first_use(s, "nonlethal", 1, events)
            special_weapons.douse(s, attack.firers[0], area, events)
        else:
            throw_molotov(s, attack.firers[0], area, events)
