"""Steps 2 and 3 of the Sequence of Action: the umpire moves the crowds (Movement: Crowds, by
Response Level) and the subordinate units (by their last orders), then the players' figures
walk or run."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.games.civil_disorder.model.choices import RUN_INCHES, SERVICES, WALK_INCHES
from strife.games.civil_disorder.model.movement import Pace
from strife.games.civil_disorder.model.pieces import AT_CROWD, Crowd, Order, Unit
from strife.games.civil_disorder.model.response_level import Direction, RlFactor, RlTrigger
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.model.weapons import NonLethal
from strife.games.civil_disorder.rules.movement import allowance
from strife.games.civil_disorder.rules.response_level import crowd_move, forced_level

if TYPE_CHECKING:
    from strife.games.civil_disorder.model.state import CivilDisorderState
    from strife.games.civil_disorder.rules.sequence import Turn

THROW_INCHES = 10  # ruling R-12: "throwing distance" is the range of bricks and bottles


def sf_in_sight(s: CivilDisorderState, at: str) -> list[str]:
    """The waypoints of the SF (units and figures) seen from `at`, nearest first."""
    board = s.game.board
    spots = {u.at for u in s.units.values()} | {o.at for o in s.officers.values()}
    return sorted((w for w in spots if board.sees(at, w)), key=lambda w: (board.distance(at, w), w))


# -- step 2: crowds ----------------------------------------------------------------------


def move_crowds(t: Turn) -> None:
    s = t.state
    for crowd in s.live_crowds():
        s.crowds[crowd.id] = _move_crowd(t, crowd)


def _move_crowd(t: Turn, crowd: Crowd) -> Crowd:
    s = t.state
    board = s.game.board
    chart = s.game.charts.response_level
    sf = sf_in_sight(s, crowd.at)
    rl = forced_level(crowd.rl, chart, sf_in_sight=bool(sf))
    if rl != crowd.rl:
        t.tell(f"{crowd.name} is now at level {rl}", crowd.at, "Response Level")
        crowd = crowd._replace(rl=rl)
    level = chart.level(rl)
    moves = crowd_move(rl, s.dice, chart, crowd.bases)
    # Ruling E-2: a crowd stands together at one waypoint; where each base rolls its own
    # move (RL 1-3) the crowd goes as far as its slowest base, so that it keeps together.
    inches = min(moves)
    to = crowd.at
    if crowd.looter_crowd and rl < 7:
        to = _looter_move(s, crowd, sf, inches)
    elif level.direction is Direction.AWAY:
        to = board.step_away(crowd.at, sf, inches, exits_first=rl == 1)
    elif level.direction is Direction.OBJECTIVE:
        to = _keep_off(s, crowd.at, board.step_towards(crowd.at, crowd.objective, inches), sf)
    elif level.direction is Direction.CLOSE and sf:
        to = _approach(s, crowd.at, sf[0], inches, contact=False)
    elif level.direction is Direction.CONFORM and sf:
        if board.distance(crowd.at, sf[0]) > 2 * THROW_INCHES:
            to = _approach(s, crowd.at, sf[0], inches, contact=False)
    elif level.direction is Direction.CLOSE or level.direction is Direction.CONFORM:
        to = board.step_towards(crowd.at, crowd.objective, inches)
    if rl == 8 and sf:
        to = _approach(s, crowd.at, sf[0], inches, contact=True)
    t.note(f'{crowd.name} at level {rl} moves {inches}" (dice {moves})', "Movement: Crowds")
    if to == crowd.at:
        return crowd
    if rl == 1 and to in board.exits:
        t.tell(f"{crowd.name} has dispersed", crowd.at, "Response Level")
        return crowd._replace(at=to, gone=True)
    t.tell(f"{crowd.name} moves", to, "Movement: Crowds")
    return crowd._replace(at=to)


def _keep_off(s: CivilDisorderState, frm: str, to: str, sf: list[str]) -> str:
    """RL 5 "Will not move closer than 3" to SF": a move that would is not made."""
    board = s.game.board
    stand_off = s.game.charts.response_level.level(5).stand_off or 0
    if any(board.distance(to, w) < stand_off * 2 for w in sf):
        return frm
    return to


def _approach(s: CivilDisorderState, frm: str, target: str, inches: int, contact: bool) -> str:
    """Towards the SF at `target`: into contact (their waypoint) only if `contact`."""
    return s.game.board.step_towards(frm, target, inches, short=not contact)


def _looter_move(s: CivilDisorderState, crowd: Crowd, sf: list[str], inches: int) -> str:
    """Looter crowds "always move away from SF" in sight, else hang around the nearest
    place with loot left (ruling L-6)."""
    board = s.game.board
    if sf:
        return board.step_away(crowd.at, sf, inches, exits_first=False)
    doors = [d for b, n in s.loot.items() if n > 0 for d in board.doors.get(b, ())]
    goal = board.nearest(crowd.at, doors)
    return crowd.at if goal is None else board.step_towards(crowd.at, goal, inches)


# -- step 2: subordinate units -----------------------------------------------------------


def move_units(t: Turn) -> None:
    s = t.state
    for unit in list(s.units.values()):
        if unit.subdued:
            s.units[unit.id] = unit._replace(subdued=False)
            t.tell(f"{unit.name} is recovering and does nothing", unit.at, "Fighting", (unit.id,))
            continue
        moved = _carry_out(t, unit)
        if moved.at != unit.at:
            t.tell(f"{unit.name} moves", moved.at, "Movement", (unit.id,))
        s.units[unit.id] = moved


def _carry_out(t: Turn, unit: Unit) -> Unit:
    s = t.state
    board = s.game.board
    kind = UnitType(unit.type)
    walk = allowance(kind, Pace.WALK, s.game.charts.movement)
    order = Order(unit.order)
    if order is Order.HOLD and kind in SERVICES:
        return _standing_orders(s, unit, walk)
    if order is Order.MOVE:
        at = board.step_towards(unit.at, unit.target, walk)
        return unit._replace(at=at, order=Order.HOLD.value if at == unit.target else unit.order)
    if order is Order.WITHDRAW:
        crowds = [c.at for c in s.live_crowds() if board.sees(unit.at, c.at)]
        return unit._replace(at=board.step_away(unit.at, crowds, walk, exits_first=False))
    if order in AT_CROWD:
        crowd = s.crowds.get(unit.target)
        if crowd is None or crowd.gone:
            return unit._replace(order=Order.HOLD.value, target="")
        if order in (Order.GAS, Order.HOSE):
            w = s.game.charts.weapons
            reach = w.gas_grenade.range if order is Order.GAS else w.range_of(NonLethal.FIRE_HOSE)
            if board.within(unit.at, crowd.at, reach):
                return unit
            return unit._replace(at=board.step_towards(unit.at, crowd.at, walk))
        charge = allowance(kind, Pace.CHARGE, s.game.charts.movement)
        at = board.step_towards(unit.at, crowd.at, charge)
        if at == crowd.at:
            _charging(t, unit, crowd)
        return unit._replace(at=at)
    return unit


def _charging(t: Turn, unit: Unit, crowd: Crowd) -> None:
    """SF charging the crowd: the RL factor for their kind (ruling R-5) and a test."""
    chart = t.state.game.charts.response_level
    kind = UnitType(unit.type)
    if kind in (UnitType.MOUNTED_POLICE, UnitType.MOUNTED_RIOT_POLICE):
        factor = RlFactor.MOUNTED_CHARGING
    elif chart.sf_classes.get(kind) == "specialist":
        factor = RlFactor.SPECIALIST_CHARGING
    elif kind in chart.sf_classes:
        factor = RlFactor.ORDINARY_CHARGING
    else:
        return
    t.factor(crowd.id, factor)
    t.trigger(crowd.id, RlTrigger.SF_INFLUENCE)
    t.tell(f"{unit.name} charges {crowd.name}", crowd.at, "Response Level", (unit.id,))


def _standing_orders(s: CivilDisorderState, unit: Unit, walk: int) -> Unit:
    """Services without orders do their work (ruling A-7): paramedics go to the nearest
    casualty not yet seen to, firefighters to the nearest burning building."""
    board = s.game.board
    if unit.type == UnitType.PARAMEDICS:
        spots = [c.at for c in s.casualties if not c.treated]
    else:
        spots = [d for b, n in s.fires.items() if n > 0 for d in board.doors.get(b, ())]
    goal = board.nearest(unit.at, spots)
    return unit if goal is None else unit._replace(at=board.step_towards(unit.at, goal, walk))


# -- step 3: the players' figures --------------------------------------------------------


def move_officers(t: Turn) -> None:
    s = t.state
    board = s.game.board
    for side in s.sides:
        chain = s.chains[side]
        me = s.officers[side]
        goal, inches = (
            (chain.whom, RUN_INCHES)
            if chain.what == "run"
            else (
                chain.walk,
                WALK_INCHES,
            )
        )
        if goal and goal != me.at:
            at = board.step_towards(me.at, goal, inches)
            s.officers[side] = me._replace(at=at)
            verb = "runs" if chain.what == "run" else "walks"
            t.tell(f"{me.name} {verb} to {board.names[at]}", at, "Player Actions")
