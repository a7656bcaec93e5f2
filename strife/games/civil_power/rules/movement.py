"""B. Movement Phase (4.0-4.3): Movement Points, diagonals (not for Crowds), stopping on
entering enemy units, moving off the map; Crowd movement (4.3); Mounted Police dismounting
(8.5). Which areas a unit may enter and stop in (stacking, 4.1; buildings, 4.2) is in
entering.py.

A move is Select(unit), then Step(area) / Climb / Leave one at a time, then Stop. Entering an
area costs 1 MP; changing level 2 (4.2). A unit at the second level moves only to adjacent
areas of a building at the second level; otherwise it comes down first (ruling M-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.errors import IllegalAction
from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    CLIMB,
    DONE,
    LEAVE,
    POOL,
    STOP,
    TAKE_BACK,
    Climb,
    Dismount,
    Done,
    Leave,
    Load,
    Select,
    Sewer,
    Step,
    Stop,
    TakeBack,
    Unload,
)
from strife.games.civil_power.model.units import POLICE
from strife.games.civil_power.model.values import (
    CHARGING,
    CROSSED,
    FIRED,
    MOVED,
    UNCHOSEN,
    WAITING,
)
from strife.games.civil_power.rules import los, morale, tear_gas
from strife.games.civil_power.rules.entering import (
    CROWD_LIMIT,
    GROUP_LIMIT,
    crossed_barricade,
    enterable,
    is_enemy_present,
    may_stop_given,
    overstacked,
)
from strife.games.civil_power.rules.optional import command, hidden, trucks
from strife.games.civil_power.scenarios import hooks as scenario_hooks
from strife.games.civil_power.scenarios import records as scenario_records
from strife.games.civil_power.scenarios import sewers

if TYPE_CHECKING:
    from strife.games.civil_power.model.board import Board
    from strife.games.civil_power.model.state import CivilPowerState

LEVEL_COST = 2  # 4.2
CROWD_MOVES = "engine:crowd_moves"  # 8.14.2: Crowds the Mob may still move (in marks)


def _steps(board: Board) -> list[Step]:
    """One Step action per area of a board, made once (option lists are lookups)."""
    found: list[Step] | None = board.memo.get("steps")
    if found is None:
        found = board.memo["steps"] = [Step(a) for a in board.ids]
    return found


# One Select action per unit name, for the names last asked about (clones share them).
_select_actions: tuple[tuple[str, ...], list[Action]] = ((), [])


def _selects(names: tuple[str, ...]) -> list[Action]:
    """Select(name) for each unit, made once per tuple of names (a new unit makes a new
    tuple, `state.add_unit`)."""
    global _select_actions
    if _select_actions[0] is not names:
        _select_actions = (names, [POOL.get(Select, n) for n in names])
    return _select_actions[1]


def step_options(s: CivilPowerState, u: int) -> list[Action]:
    a = s.loc[u]
    out: list[Action] = []
    if a == WAITING:
        steps = _steps(s.board)
        for b in s.entry[u][1]:
            open_to = not s.board.is_building[b] or s.kind[u].enters_buildings
            if open_to and b not in s.fires:
                out.append(steps[b])
        out = out or [STOP]  # every way in closed: it stays off the map this turn
        return [*out, TAKE_BACK] if not s.flags[u] & UNCHOSEN else out
    mp = s.mp
    t = s.kind[u]
    escorts = scenario_hooks.escorts(s)
    if mp >= 1 and not t.donut_wagon:
        steps = _steps(s.board)
        for b in enterable(s, u, a):
            # Not into an area it could neither stop in (4.1) nor leave again.
            if mp > 1 or may_stop_given(s, u, b, escorts):
                out.append(steps[b])
        if s.board.edges[a] and s.level[u] == 0:
            out.append(LEAVE)
    if mp >= LEVEL_COST and s.board.is_building[a] and not t.helicopter:
        out.append(CLIMB)
    if may_stop_given(s, u, a, escorts) or not out:
        out.append(STOP)  # ruling M-4: a unit boxed in over the limit stops anyway
    if not s.flags[u] & UNCHOSEN and s.mp == allowance(s, u):
        out.append(TAKE_BACK)  # E-4: not a step taken yet: the choice of unit may be undone
    return out


def allowance(s: CivilPowerState, u: int) -> int:
    """The movement points a unit starts its move with: its Movement rating, halved (rounded
    up) for a Mob unit out of touch under 8.14.2's third option."""
    mp = s.kind[u].movement
    if s.uses("command_control_sight") and _out_of_touch(s, u):
        mp = (mp + 1) // 2
    return mp


def options(s: CivilPowerState) -> list[Action]:
    if s.moving >= 0:
        return step_options(s, s.moving)
    side = s.active
    out: list[Action] = []
    if s.aboard or s.role[side] == POLICE:
        out += trucks.options(s)
    if s.position.sewers:
        out += sewers.options(s)
    if not s.moved_any:
        out += [POOL.get(Dismount, s.names[u]) for u in s.units_of(side) if s.kind[u].mounted]
    # 8.14.2: once the Mob's roll is used up, no more Crowds may move this phase.
    crowds_stay = (
        s.is_mob(side) and s.uses("command_control_mob") and s.marks.get(CROWD_MOVES, 0) <= 0
    )
    flags, kind, loc, entry = s.flags, s.kind, s.loc, s.entry
    turn, aboard = s.turn, s.aboard
    vehicles_stay, fired_guns_stay = scenario_hooks.move_limits(s)
    limited = vehicles_stay or fired_guns_stay
    selects = _selects(s.names)
    selectable: list[int] = []
    late = False  # a unit that must have entered by this turn may still come on
    groups: dict[int, int] = {}  # the side's Groups and Crowds per area, for `overstacked`
    crowds: dict[int, int] = {}
    for u in s.side_units(side):
        f, t = flags[u], kind[u]
        where = loc[u]
        if where >= 0:
            if t.group:
                groups[where] = groups.get(where, 0) + 1
            elif t.crowd:
                crowds[where] = crowds.get(where, 0) + 1
        if f & MOVED or t.movement <= 0:
            continue
        if where < 0 and not (where == WAITING and 0 < entry[u][0] <= turn):
            continue  # off the map, eliminated, or not yet due
        if aboard and u in aboard:
            continue  # 8.6, 8.12: carried units go where their carrier goes
        if crowds_stay and t.crowd:
            continue  # 8.14.2
        if (
            limited
            and (vehicles_stay or f & FIRED)  # else `kind_may_move` says yes
            and not scenario_hooks.kind_may_move(t, bool(f & FIRED), vehicles_stay, fired_guns_stay)
        ):
            continue  # II-7: vehicles stay put; II-1, II-2: a gun that fired stays
        out.append(selects[u])
        selectable.append(u)
        if where == WAITING and 0 < s.enter_by[u] <= turn:
            late = True
    # 5.4.2, 5.4.3: an over-stacked area must be emptied first, if a unit there can move;
    # units that must have entered by this turn ("on turns 1 and 2") must come on first.
    if not late and (not selectable or not overstacked(s, side, groups, crowds)):
        out.append(DONE)
    return out


def prompt(s: CivilPowerState) -> str:
    """The Movement Phase's prompt, saying in plain words why Done is not offered when it is
    not: an over-stacked area to empty (4.1, 5.4.2, 5.4.3), units due on the map (E-2)."""
    if s.moving >= 0 or DONE in options(s):
        return s.phase
    side = s.active
    groups: dict[int, int] = {}
    crowds: dict[int, int] = {}
    late = []
    for u in s.side_units(side):
        a, t = s.loc[u], s.kind[u]
        if a >= 0 and (t.group or t.crowd):
            counts = groups if t.group else crowds
            counts[a] = counts.get(a, 0) + 1
        elif a == WAITING and 0 < s.enter_by[u] <= s.turn and not s.flags[u] & MOVED:
            late.append(s.names[u])
    why = []
    bad = overstacked(s, side, groups, crowds)
    for a in bad:
        if groups.get(a, 0) > GROUP_LIMIT:
            what = f"{groups[a]} Groups; the limit is {GROUP_LIMIT}"
        else:
            what = f"{crowds[a]} Crowds; the limit is {CROWD_LIMIT}"
        why.append(f"{s.area_name(a)} is over-stacked ({what})")
    if bad:
        why[-1] += f": move units out of {'it' if len(bad) == 1 else 'them'} before ending the "
        why[-1] += "phase (4.1)"
    if late:
        why.append(f"{', '.join(late)} must come on the map this turn before the phase can end")
    return "Movement Phase: " + "; ".join(why)


def apply(s: CivilPowerState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Step):  # the commonest action first
        u = s.moving
        if u < 0:
            raise IllegalAction(f"{action.label()}: no unit is moving", "4.0")
        enter(s, u, s.board.index[action.area], events)
        return
    if isinstance(action, Done):
        command.check(s, events)  # 8.14.1: lone entrants go back
        s.phase = "move_done"
        events.append(Event("phase_done", f"{s.active} ends the Movement Phase", {}, "4.0"))
        return
    if isinstance(action, Sewer):
        sewers.go_down(s, s.unit_index[action.unit], events)
        return
    if isinstance(action, Load):
        trucks.load(s, s.unit_index[action.unit], s.unit_index[action.truck], events)
        return
    if isinstance(action, Unload):
        trucks.unload(s, s.unit_index[action.truck], events)
        return
    if isinstance(action, Dismount):
        u = s.unit_index[action.unit]
        s.kind[u] = s.game.unit_types[s.kind[u].dismounts_to]
        events.append(Event("dismount", f"{s.names[u]} dismounts: now a Line squad", {}, "8.5"))
        return
    if isinstance(action, Select):
        u = s.unit_index[action.unit]
        command.record(s, u)
        s.moving = u
        s.mp = allowance(s, u)  # 8.14.2: halved for a Mob unit out of touch
        s.moved_any = True
        t = s.kind[u]
        if t.mounted and s.loc[u] >= 0 and _clear_of_mob(s, s.loc[u]):
            s.flags[u] |= CHARGING  # 8.5: it may charge this Player-turn
        if t.crowd and s.uses("command_control_mob"):
            s.marks[CROWD_MOVES] = s.marks.get(CROWD_MOVES, 0) - 1
        return
    u = s.moving
    if u < 0:
        raise IllegalAction(f"{action.label()}: no unit is moving", "4.0")
    if isinstance(action, Stop):
        _finish(s, u)
    elif isinstance(action, TakeBack):
        _unchoose(s, u, events)
    elif isinstance(action, Climb):
        s.mp -= LEVEL_COST
        s.level[u] = 1 - s.level[u]
        events.append(
            Event("level", f"{s.names[u]} goes to the {'second' if s.level[u] else 'street'} "
                  f"level of {s.area_name(s.loc[u])}", {}, "4.2")
        )  # fmt: skip
    elif isinstance(action, Leave):
        if scenario_hooks.rulebook(s) is not None:  # I-1, II-3: exits score
            scenario_records.record_exit(s, s.marks, u, s.loc[u])
        events.append(
            Event("off_map", f"{s.unit_name(u)} moves off the map (not eliminated)", {}, "4.0")
        )
        s.put(u, -1)
        for rider, carrier in s.aboard.items():
            if carrier == u:
                s.put(rider, -1)  # 8.6, 8.12: whoever it carries leaves with it
        _finish(s, u)


def _unchoose(s: CivilPowerState, u: int, events: list[Event]) -> None:
    """Ruling E-4: the unit chosen to move, before its first step, is not moving after all
    (once a Player-turn per unit). What choosing it did is undone, but for 8.5: a unit has
    been chosen, so Mounted Police no longer dismount this phase."""
    s.moving = -1
    s.mp = 0
    s.flags[u] = (s.flags[u] & ~CHARGING) | UNCHOSEN
    if s.kind[u].crowd and s.uses("command_control_mob"):
        s.marks[CROWD_MOVES] = s.marks.get(CROWD_MOVES, 0) + 1
    text = f"{s.active} takes back the choice of {s.names[u]} to move"
    events.append(Event("take_back", text, {"unit": s.names[u]}, "4.0"))


def _clear_of_mob(s: CivilPowerState, a: int) -> bool:
    """8.5: a charge starts at least two areas away from any Mob player units."""
    board = s.board
    return all(
        board.distance(a, s.loc[v]) >= 2 for v in range(len(s.loc)) if s.mob_of(v) and s.loc[v] >= 0
    )


def _out_of_touch(s: CivilPowerState, u: int) -> bool:
    """8.14.2 (third option): a Mob Group or Crowd without a LOS to another Mob unit of its
    type or an Agitator."""
    t = s.kind[u]
    a = s.loc[u]
    if not s.mob_of(u) or a < 0 or not (t.group or t.crowd):
        return False
    for v in s.units_of(s.side_of[u]):
        tv = s.kind[v]
        if v == u or not (tv.agitator or tv.id == t.id):
            continue
        b = s.loc[v]
        if los.night_blind(s, u, a, b):
            continue  # 5.3.2: three areas at night
        if s.board.distance(a, b) <= 1 or los.clear(s, a, b, max(s.level[u], s.level[v])):
            return False
    return True


def start_phase(s: CivilPowerState, events: list[Event]) -> None:
    """8.14.2 (option command_control_mob): the Mob rolls 2d6 at the beginning of its
    Movement Phase: the most Crowd units it may move."""
    if s.is_mob(s.active) and s.uses("command_control_mob"):
        roll = s.dice.roll(6) + s.dice.roll(6)
        s.marks[CROWD_MOVES] = roll
        events.append(
            Event("command_control", f"8.14.2: the Mob may move up to {roll} Crowds",
                  {"roll": roll}, "8.14.2")
        )  # fmt: skip


def enter(s: CivilPowerState, u: int, b: int, events: list[Event]) -> None:
    a = s.loc[u]
    side = s.side_of[u]
    s.mp -= 1
    # 6.2: the mark says the side crossed is one of the area it is in, so each step sets it
    # afresh: one crossed on the way gives nothing where it stops.
    s.flags[u] &= ~CROSSED
    if a >= 0:
        s.came_from[u] = a
        if crossed_barricade(s, a, b):
            s.flags[u] |= CROSSED
        if s.flags[u] & CHARGING and any(v != u and s.police_of(v) for v in s.at(b)):
            s.flags[u] &= ~CHARGING  # 8.5: a charge may not pass through Police units
    else:
        s.came_from[u] = -1
    s.put(u, b)
    s.level[u] = s.level[u] if a >= 0 and s.board.is_building[b] else 0
    if s.kind[u].helicopter and s.aboard:
        for rider, carrier in s.aboard.items():
            if carrier == u:
                s.put(rider, b)  # 8.6: its Sniper flies with it
    events.append(
        Event("move", f"{s.names[u]} moves to {s.area_name(b)}",
              {"unit": s.names[u], "area": s.area_name(b)}, "4.0")
    )  # fmt: skip
    if s.hidden:
        hidden.entered(s, u, b, events)  # 8.4: entering a building reveals who hides there
    if is_enemy_present(s, b, side) and not (s.kind[u].tv_crew or s.kind[u].helicopter):
        events.append(Event("stop", f"{s.names[u]} stops: enemy units here", {}, "4.0"))
        _finish(s, u)
    if s.is_mob(side) and b in s.gas and s.kind[u].checks_morale:
        # 6.1: Mob units that enter (or pass through) a Gas area check morale at once; a
        # failure ends the move (ruling M-3), a pass lets it go on.
        outcome = morale.morale_check(s, u, "gas", 0, [], events)
        if outcome != morale.PASSED and s.moving == u:
            _finish(s, u)
        if outcome == morale.SUPPRESS:
            tear_gas.gas_failed(s, u)


def _finish(s: CivilPowerState, u: int) -> None:
    s.flags[u] |= MOVED
    s.moving = -1
    s.mp = 0
