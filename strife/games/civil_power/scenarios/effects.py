"""Scenario rules that act on the engine's state: the Random Reinforcement Table (I-1,
II-2, II-6), the special weapons of the War in the Streets scenarios (the Field Gun against
buildings in II-1 and II-2, the flame-thrower and ammunition in II-2), and the burning Tank
and vehicles of Ephraim Motor Pool (II-7).

The engine calls `reinforce` at the start of each player-turn, `after_fire` when an attack
has been resolved, `vehicle_burns` when a vehicle catches fire, and `gas_and_fire_phase` in
each Mutual Gas and Fire Check Phase. Every die comes from the state's dice, and only in the
scenarios these rules belong to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.values import FIRE, MOVE_OUT, OFF_MAP, Task
from strife.games.civil_power.rules import morale
from strife.games.civil_power.scenarios import arrivals
from strife.games.civil_power.scenarios.hooks import may_move, reinforcements, rulebook
from strife.games.civil_power.scenarios.records import record_vehicle
from strife.games.civil_power.scenarios.rules import (
    TANK_EXPLOSION_STRENGTH,
    ammunition_out,
    explosion_areas,
    field_gun_building,
    replacement_for,
    tank_explodes,
)

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

SPECIAL_WEAPONS = ("hmg", "field_gun", "tank", "flame_tank")
GUNS = ("field_gun", "tank")  # an Ordinary Tank carries a Field Gun (II-2)
TANK_WEAPONS = 2  # "the Tank carries two weapons that may run out individually"


def _special(s: CivilPowerState, rule: str) -> bool:
    scenario = rulebook(s)
    return scenario is not None and rule in scenario.special


def reinforce(s: CivilPowerState, events: list[Event]) -> None:
    """At the start of a player-turn of the side the scenario reinforces (from its first
    turn): roll 2d6 on the Random Reinforcement Table (ruling S-26). I-1, II-6: the units
    "may enter" and do so like any unit entering from off the map, in this turn's Movement
    Phase through the areas allowed now (I-1: the east and west sides; II-6: any edge area
    not next to the Police). II-2: they "may be placed ... at the beginning of the player's
    Fire Combat Phase", which begins now: the Mob places each in a building area not in or
    next to a Police unit's area (arrivals.py). Molotovs join the Mob's stock."""
    scenario = rulebook(s)
    if scenario is None or scenario.reinforcements is None:
        return
    if s.active != scenario.reinforcements.side or s.turn < scenario.reinforcements.first_turn:
        return
    dice = (s.dice.roll(6), s.dice.roll(6))
    got = reinforcements(s, scenario, sum(dice))
    if got is None:
        return
    names = [s.game.unit_types[k].name for k in got.units] if got.areas else []
    molotovs = got.items.get("molotov", 0)
    if molotovs:
        s.stores["molotovs"] = s.stores.get("molotovs", 0) + molotovs
        names.append(f"{molotovs} Molotovs")
    for kind in got.units if got.areas else ():
        if got.placed:
            arrivals.expect(s, s.add_unit(s.active, kind, 0, got.areas), FIRE, s.turn)
        else:
            s.add_unit(s.active, kind, s.turn, got.areas)
    what = ", ".join(names) or "nothing"
    events.append(
        Event("reinforcements", f"Random Reinforcement Table: {dice[0]}+{dice[1]} = "
              f"{sum(dice)}: {what}", {"roll": sum(dice), "units": list(got.units)},
              "Random Reinforcement Table")
    )  # fmt: skip


def _fire_in(s: CivilPowerState, area: int, events: list[Event], rule: str, text: str) -> None:
    """A Fire marker in `area`; everyone there moves out (6.5)."""
    s.fires = s.fires | {area}
    events.append(Event("fire_starts", text, {"area": s.area_name(area)}, rule))
    s.push(
        *(
            Task(MOVE_OUT, side=s.side_of[v], unit=v, area=area)
            for v in s.at(area)
            if may_move(s, v, False)
        )
    )


def after_fire(s: CivilPowerState, firers: Sequence[int], area: int, events: list[Event]) -> None:
    """After a Fire combat attack on a unit in `area` (where it stood when fired on)."""
    if not _special(s, "special-weapons"):
        return
    for f in firers:
        kind = s.kind[f].id
        if kind not in SPECIAL_WEAPONS:
            continue
        if kind in GUNS and area >= 0 and s.board.is_building[area]:
            _gun_on_building(s, area, events)
        if kind == "flame_tank" and area >= 0 and area not in s.fires:
            _fire_in(s, area, events, "II-2",
                     f"the flame-thrower sets {s.area_name(area)} on fire")  # fmt: skip
        _ammunition(s, f, events)


def _gun_on_building(s: CivilPowerState, area: int, events: list[Event]) -> None:
    """II-2: on a 6 the building comes down: all units in the area, on both levels, are
    eliminated and a Fire marker shows it demolished. II-1: a 6 starts a fire instead."""
    scenario = rulebook(s)
    assert scenario is not None
    roll = s.dice.roll(6)
    effect = field_gun_building(scenario, roll)
    if effect == "collapse":
        events.append(
            Event("collapse", f"the Field Gun rolls {roll}: the building at "
                  f"{s.area_name(area)} comes down", {"roll": roll}, "II-2")
        )  # fmt: skip
        for v in list(s.at(area)):
            morale.eliminate(s, v, events, "II-2")
        s.fires = s.fires | {area}
    elif effect == "fire" and area not in s.fires:
        _fire_in(s, area, events, "II-1", f"the Field Gun rolls {roll}: {s.area_name(area)} burns")
    else:
        events.append(Event("gun_roll", f"the Field Gun rolls {roll}", {"roll": roll}, "II-2"))


def _ammunition(s: CivilPowerState, f: int, events: list[Event]) -> None:
    """II-2 (and II-1, whose Field Gun is used "as in the notes for II-2"): 1d6 after each
    special weapon fires; a 6 removes it (not destroyed): the HMG and Field Gun become a
    Reserve unit; a Tank goes when its second weapon runs out (ruling S-24: it fires its
    Field Gun first)."""
    if not _special(s, "special-weapons"):
        return
    roll = s.dice.roll(6)
    if not ammunition_out(roll):
        return
    kind = s.kind[f].id
    if (new := replacement_for(kind)) is not None:
        s.kind[f] = s.game.unit_types[new]
        events.append(
            Event("ammunition", f"{s.names[f]} runs out of ammunition (rolls 6): a Reserve "
                  "unit takes its place", {"roll": roll}, "II-2")
        )  # fmt: skip
        return
    marks = s.marks
    key = f"ammo|{f}"
    marks[key] = marks.get(key, 0) + 1
    if kind == "tank" and marks[key] < TANK_WEAPONS:
        events.append(
            Event("ammunition", f"{s.names[f]}'s Field Gun runs out of ammunition (rolls 6)",
                  {"roll": roll}, "II-2")
        )  # fmt: skip
        return
    s.loc[f] = OFF_MAP
    s.touch()
    events.append(
        Event("ammunition", f"{s.names[f]} runs out of ammunition (rolls 6) and leaves the "
              "game (not destroyed)", {"roll": roll}, "II-2")
    )  # fmt: skip


def vehicle_burns(s: CivilPowerState, v: int, events: list[Event]) -> bool:
    """A vehicle has caught fire (6.5). II-7: the Tank is not eliminated but burns (it may
    explode, and counts as damaged if it does not); other vehicles burn out and are counted
    destroyed at the end. Returns True if this rule took the vehicle's fate in hand."""
    if not _special(s, "motor-pool") or s.kind[v].id not in ("tank", "flame_tank"):
        return False
    if not s.marks.get(f"vehicle|{v}|afire"):
        record_vehicle(s.marks, v, "afire")
        events.append(Event("tank_afire", f"{s.names[v]} is on fire", {}, "II-7"))
    return True


def gas_and_fire_phase(s: CivilPowerState, events: list[Event]) -> None:
    """II-7, in each Mutual Gas and Fire Check Phase: "A vehicle will make a fire check in
    each Gas and Fire Check Phase it is in an area with a fire"; the burning Tank rolls 1d6
    and on a 6 explodes, attacking every unit in and adjacent to its square with 20, each
    WIA or KIA counted against the other player (ruling S-23: the explosion destroys it)."""
    if not _special(s, "motor-pool"):
        return
    for v in range(len(s.loc)):
        if s.loc[v] < 0 or not s.kind[v].vehicle:
            continue
        burning = s.marks.get(f"vehicle|{v}|afire")
        if s.loc[v] in s.fires and not burning and s.dice.roll(6) + 1 >= 6:
            if not vehicle_burns(s, v, events):
                morale.eliminate(s, v, events, "II-7")
            continue
        if burning:
            roll = s.dice.roll(6)
            if tank_explodes(roll):
                _explode(s, v, events)


def _explode(s: CivilPowerState, tank: int, events: list[Event]) -> None:
    from strife.games.civil_power.rules.fire_combat import attack_unit

    area = s.loc[tank]
    events.append(Event("explosion", f"{s.names[tank]} explodes!", {}, "II-7"))
    morale.eliminate(s, tank, events, "II-7")
    for a in explosion_areas(s.board, area):
        for v in list(s.at(a)):
            if s.loc[v] < 0:
                continue
            charged = "Mob" if s.side_of[v] == "Police" else "Police"
            attack_unit(s, charged, (), v, TANK_EXPLOSION_STRENGTH, "the Tank's explosion",
                        events, "II-7")  # fmt: skip
