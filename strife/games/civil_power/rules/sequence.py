"""3.0 Sequence of Play: the Mutual Gas and Fire Check Phase, then the Mob Player-turn and
the Police Player-turn, each A. Fire Combat, B. Movement, C. Shock Combat, D. Suppression
Recovery. `advance` carries out everything automatic and stops at the next choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.units import MOB, POLICE
from strife.games.civil_power.model.values import (
    AMBUSH,
    CANCELLED,
    CHARGING,
    CRANKED,
    CROSSED,
    DECIDED,
    END_COMBAT,
    FIRE,
    FIRE_OUT,
    FIRE_START,
    FIRED,
    FOUGHT,
    GAS_UPDATE,
    GASFIRE,
    MORALE,
    MOVE,
    MOVE_OUT,
    MOVED,
    OVER,
    PHASE_NAMES,
    PLACE_ARRIVAL,
    PLACE_HIDDEN,
    PLACE_SEWER,
    RECOVERY,
    RETREAT,
    SHOCK,
    SHOCK_AREA,
    SUPPRESS_OTHER,
    SUPPRESSED,
    SURGE,
    THREW,
    UNCHOSEN,
    Task,
)
from strife.games.civil_power.rules import (
    los,
    morale,
    movement,
    retreats,
    shock,
    tasks,
    tear_gas,
    victory,
)
from strife.games.civil_power.rules.optional import barriers, hidden
from strife.games.civil_power.scenarios import arrivals, sewers
from strife.games.civil_power.scenarios import effects as scenario_effects
from strife.games.civil_power.scenarios import hooks as scenario_hooks
from strife.games.civil_power.scenarios import records as scenario_records

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

# AMBUSH too: a doubled shot from hiding or out of the sewers is for "that Phase" only (8.4,
# II-2); it is given after this clearing, at the Fire Combat Phase's start or by firing.
TURN_FLAGS = FIRED | THREW | MOVED | CROSSED | CHARGING | FOUGHT | CANCELLED | AMBUSH | UNCHOSEN
# Marks for the Shock combat of the Player-turn they were made in (6.2 crossing a Barricade
# to engage; 8.5 "for that Combat Phase only"): every side's go when a Player-turn begins.
COMBAT_MARKS = CROSSED | CHARGING


def advance(s: CivilPowerState, events: list[Event]) -> None:
    """Run the game on until a side has a choice to make, or the game ends."""
    while s.phase != OVER:
        if s.tasks:
            if _task_waits(s, events):
                return
            continue
        if s.moving >= 0 or s.phase in (FIRE, MOVE):
            return
        _next_phase(s, events)


def _task_waits(s: CivilPowerState, events: list[Event]) -> bool:
    """Do the top task if it is automatic (or moot); True if it waits for a choice."""
    task = s.tasks[-1]
    kind = task.kind
    if kind in DECIDED:
        if task.unit >= 0 and s.loc[task.unit] < 0 and kind not in (SURGE, PLACE_HIDDEN,
                                                                      PLACE_SEWER,
                                                                      PLACE_ARRIVAL):  # fmt: skip
            s.pop()  # the unit has gone meanwhile: nothing left to decide
            return False
        if kind == SHOCK_AREA:
            if shock.is_fight(s, task.area, task.level):
                return True
            s.pop()
            s.push(Task(END_COMBAT, area=task.area, level=task.level))
            return False
        if kind == SUPPRESS_OTHER and task.unit >= 0 and s.loc[task.unit] != task.area:
            s.pop()
            return False
        if tasks.task_options(s, task, task.side):
            return True
        s.pop()
        if kind == RETREAT:
            _no_retreat(s, task, events)
        elif kind == MOVE_OUT:
            morale.eliminate(s, task.unit, events, "6.5")
        elif kind == SURGE:
            tasks.end_combat(s, task.area, 0, events)
        elif kind == PLACE_HIDDEN:
            hidden.no_room(s, task.unit, events)
        return False
    s.pop()
    if kind == MORALE:
        _morale(s, task, events)
    elif kind == END_COMBAT:
        tasks.end_combat(s, task.area, task.level, events)
    elif kind == GAS_UPDATE:
        _gas_update(s, events)
    elif kind == FIRE_OUT:
        _fires_go_out(s, events)
    elif kind == FIRE_START:
        _fire_check(s, task.area, events)
    return False


def _no_retreat(s: CivilPowerState, task: Task, events: list[Event]) -> None:
    """5.4.3 No retreat route: a unit that cannot retreat at all checks morale in place with
    +1 per area it should have retreated; one stopped after the first area checks with the
    +1 for having retreated."""
    if task.path:
        retreats.finish_retreat(s, task)
        return
    events.append(
        Event("no_retreat", f"{s.unit_name(task.unit)} has no retreat route",
              {"unit": s.names[task.unit]}, "5.4.3")
    )  # fmt: skip
    if task.mc:
        s.push(Task(MORALE, side=s.side_of[task.unit], unit=task.unit, area=task.area,
                    mc=task.mc, drm=task.n, n=task.n))  # fmt: skip


def _morale(s: CivilPowerState, task: Task, events: list[Event]) -> None:
    u = task.unit
    if s.loc[u] < 0 or not s.kind[u].checks_morale:
        return
    if task.mc == "gas":
        if morale.morale_check(s, u, "gas", 0, [], events) == morale.SUPPRESS:
            tear_gas.gas_failed(s, u)
        return
    why: list[str] = []
    if task.n:
        why.append(f"no retreat route {task.n:+d}")
    elif task.drm:
        why.append(f"retreated {task.drm:+d}")
    morale.morale_check(s, u, task.mc, task.drm, why, events)


def _gas_update(s: CivilPowerState, events: list[Event]) -> None:
    """3.0: remove all Gas-2 markers; flip the others to Gas-2 (gas lasts two turns)."""
    s.gas = {a: 2 for a, stage in s.gas.items() if stage == 1}
    if s.gas:
        names = ", ".join(s.area_name(a) for a in sorted(s.gas))
        events.append(Event("gas_update", f"gas clouds thinning in {names}", {}, "3.0"))


def _fires_go_out(s: CivilPowerState, events: list[Event]) -> None:
    """3.0: roll 1d6 for each Fire marker; on a 6 it goes out."""
    for a in sorted(s.fires):
        roll = s.dice.roll(6)
        if roll == 6:
            s.fires = s.fires - {a}
            events.append(Event("fire_out", f"the fire in {s.area_name(a)} goes out", {}, "3.0"))


def _fire_check(s: CivilPowerState, area: int, events: list[Event]) -> None:
    """6.5: after a Molotov: 1d6, +1 with a vehicle or building in the area; fire on 6+.
    Each vehicle there then checks too and burns on 6+; everyone else moves out."""
    vehicles = [v for v in s.at(area) if s.kind[v].vehicle and not s.kind[v].helicopter]
    bonus = 1 if vehicles or s.board.is_building[area] else 0
    roll = s.dice.roll(6)
    said = f"Fire Check in {s.area_name(area)}: {roll}{'+1' if bonus else ''}"
    if roll + bonus < 6:
        events.append(Event("fire_check", f"{said}: no fire", {"roll": roll}, "6.5"))
        return
    s.fires = s.fires | {area}
    events.append(
        Event("fire_starts", f"{said}: a fire starts", {"roll": roll, "area": s.area_name(area)},
              "6.5")
    )  # fmt: skip
    for v in vehicles:
        if s.dice.roll(6) + 1 >= 6 and not scenario_effects.vehicle_burns(s, v, events):
            morale.eliminate(s, v, events, "6.5")  # (II-7: the Tank burns instead)
    s.push(*(Task(MOVE_OUT, side=s.side_of[v], unit=v, area=area) for v in s.at(area)
             if scenario_hooks.may_move(s, v, False)))  # fmt: skip


def _next_phase(s: CivilPowerState, events: list[Event]) -> None:
    phase = s.phase
    if phase == GASFIRE:
        _player_turn(s, s.order[0], events)
    elif phase == "fire_done":
        s.phase = MOVE
        s.moved_any = False
        _announce(s, events)
        movement.start_phase(s, events)
    elif phase == "move_done":
        s.phase = SHOCK
        _announce(s, events)
        # caught_alone does nothing in an area without a Sniper or Agitator, and what it
        # eliminates brings none anywhere: those areas are passed over.
        kind = s.kind
        alone = {a for u, a in enumerate(s.loc) if a >= 0 and (kind[u].sniper or kind[u].agitator)}
        for u in range(len(s.loc)):
            if s.loc[u] in alone:
                morale.caught_alone(s, s.loc[u], events)
        s.push(*shock.combat_areas(s))
    elif phase == SHOCK:
        s.phase = RECOVERY
        _recover(s, events)
    elif phase == RECOVERY:
        _after_recovery(s, events)


def _announce(s: CivilPowerState, events: list[Event]) -> None:
    events.append(
        Event("phase", f"Turn {s.turn}, {s.active}: {PHASE_NAMES[s.phase]}",
              {"turn": s.turn, "side": s.active, "phase": s.phase}, "3.0")
    )  # fmt: skip


def begin_game_turn(s: CivilPowerState, events: list[Event]) -> None:
    """The Mutual Gas and Fire Check Phase (3.0): crank the suppression markers (5.2),
    Mob units in Gas check morale, gas thins, fires may go out."""
    s.phase = GASFIRE
    s.active = s.order[0]
    _announce(s, events)
    for u in range(len(s.flags)):
        if s.flags[u] & SUPPRESSED:
            s.flags[u] |= CRANKED
    checks = [
        Task(MORALE, side=s.side_of[u], unit=u, area=s.loc[u], mc="gas")
        for u in range(len(s.loc))
        if s.mob_of(u) and s.loc[u] in s.gas and s.kind[u].checks_morale
    ]
    s.push(*checks, Task(GAS_UPDATE), Task(FIRE_OUT))
    arrivals.begin(s, GASFIRE)  # II-7: first, the Reserves due at the Barracks (S-19)
    scenario_effects.gas_and_fire_phase(s, events)  # II-7: burning vehicles, the Tank


def _player_turn(s: CivilPowerState, side: str, events: list[Event]) -> None:
    s.active = side
    s.phase = FIRE
    s.attack = None
    if s.role[side] == POLICE:
        s.marks.pop(los.SPOTLIGHT, None)  # 8.6: the searchlight is aimed anew each turn
    for u in range(len(s.flags)):
        if s.side_of[u] == side:
            s.flags[u] &= ~TURN_FLAGS
            s.came_from[u] = -1
        else:
            s.flags[u] &= ~COMBAT_MARKS
    _announce(s, events)
    scenario_effects.reinforce(s, events)  # I-1, II-2, II-6: Random Reinforcement Table
    arrivals.begin(s, FIRE)  # II-2: reinforcements placed as the Fire Combat Phase begins
    if s.is_mob(side) and s.sewer:
        sewers.returns(s)  # II-2: back out of the sewers at the start of the Fire Phase


def _recover(s: CivilPowerState, events: list[Event]) -> None:
    """5.5: the phasing side's units suppressed in the previous Game-turn (cranked
    markers) recover."""
    _announce(s, events)
    back = []
    for u in range(len(s.flags)):
        if s.side_of[u] == s.active and s.flags[u] & CRANKED:
            s.flags[u] &= ~(SUPPRESSED | CRANKED)
            back.append(s.names[u])
    if back:
        events.append(Event("recovered", f"recovered: {', '.join(back)}", {"units": back}, "5.5"))
    barriers.recovery(s, events)


def _after_recovery(s: CivilPowerState, events: list[Event]) -> None:
    scenario = scenario_hooks.rulebook(s)  # a rulebook scenario's records and its own end
    if scenario is not None and (why := scenario_records.after_player_turn(s, scenario, s.marks)):
        victory.finish(s, events, why)
        return
    tdn = morale.tdn_of(s, s.active)
    if (
        s.is_mob(s.active)
        and s.uses("tactical_disintegration")
        and morale.has_tdn(s, s.active)
        and s.turn >= tdn
    ):
        who = "the Mob" if s.active == MOB else f"the {s.active} Mob"
        events.append(
            Event("disintegration", f"8.9: Game-turn {s.turn} reaches {who}'s TDN {tdn}: "
                  f"{who} disintegrates", {"tdn": tdn, "side": s.active}, "8.9")
        )  # fmt: skip
        if s.position.tdn_by:  # I-5: the other Mob caused it (ruling N-9)
            s.marks[f"disintegrated|{s.active}"] = 1
        victory.finish(s, events, "8.9 Mob Tactical Disintegration")
        return
    order = s.order
    i = order.index(s.active)
    if i + 1 < len(order):  # 3.0, ruling N-2: the next Player-turn of this Game-turn
        _player_turn(s, order[i + 1], events)
        return
    if s.turn >= s.position.turns:
        victory.finish(s, events, f"the last Game-turn ({s.position.turns}) is over")
        return
    s.turn += 1
    begin_game_turn(s, events)
