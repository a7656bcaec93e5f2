"""Movement: how far Security Forces go on foot, on horses and in vehicles; mounting and
dismounting; tracked vehicles' turns; and the crowds' route choices and gunfire."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from strife.core.dice import Dice
from strife.games.civil_disorder.model.movement import MovementChart, Pace, Vehicle
from strife.games.civil_disorder.model.units import UnitType

T = TypeVar("T")
MOUNTED = frozenset({UnitType.MOUNTED_POLICE, UnitType.MOUNTED_RIOT_POLICE})
COMPASS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")


def allowance(unit: UnitType, pace: Pace, chart: MovementChart) -> int:
    """Inches a unit may move at a pace: on foot walk 8, run 16, crawl 4; horses walk 8,
    charge 24 in a straight line. A charge on foot goes at the run (ruling M-1)."""
    if unit in MOUNTED:
        if pace is Pace.WALK:
            return chart.horse.walk
        if pace is Pace.CHARGE:
            return chart.horse.charge
        raise ValueError(f"horses walk or charge; they do not {pace.value}")
    if pace is Pace.CHARGE:
        return chart.foot.run
    return {Pace.WALK: chart.foot.walk, Pace.RUN: chart.foot.run, Pace.CRAWL: chart.foot.crawl}[
        pace
    ]


def charge_is_straight(unit: UnitType, pace: Pace) -> bool:
    """Whether the move must be one straight line (a horse charge)."""
    return unit in MOUNTED and pace is Pace.CHARGE


def vehicle_allowance(vehicle: Vehicle, was_moving: bool, chart: MovementChart) -> int | None:
    """Inches a vehicle may move this turn: its first-turn distance when starting from
    stationary, else any distance (None: only the table and the streets limit it)."""
    return None if was_moving else chart.vehicles[vehicle].first_turn


def may_mount_or_dismount(vehicle_moved_this_turn: bool) -> bool:
    """ "Vehicles must be stationary for the occupants to mount or dismount.\""""
    return not vehicle_moved_this_turn


def turn_allowed(vehicle: Vehicle, degrees: int, chart: MovementChart) -> bool:
    """A tracked vehicle "cannot make fast sharp turns of more than 90°" (ruling M-4: the
    engine refuses them rather than rolling for a shed track); other vehicles may turn."""
    limit = chart.vehicles[vehicle].max_sharp_turn
    return limit is None or abs(degrees) <= limit


def dismount_turns(vehicle: Vehicle, drop_bike: bool, chart: MovementChart) -> int:
    """Turns a dismount takes: a motorcycle's rider takes a turn unless he drops the bike."""
    return 0 if drop_bike else chart.vehicles[vehicle].dismount_turns


def dropped_bike_damaged(dice: Dice, chart: MovementChart) -> bool:
    """ "Small chance of damage" when a rider drops the bike: a 1 on 1d6 (ruling M-3)."""
    on = chart.vehicles[Vehicle.MOTORCYCLE].drop_damage_on
    if on is None:
        raise ValueError("the movement chart gives no damage roll for a dropped motorcycle")
    return dice.roll(6) <= on


def choose_route(routes: Sequence[T], dice: Dice) -> T:
    """ "Where there is a choice of route, roll a die to determine which way they go":
    each route among equals equally likely. A human umpire seat is asked instead."""
    if not routes:
        raise ValueError("no route to choose from")
    return routes[0] if len(routes) == 1 else dice.choice(routes)


def drift_direction(dice: Dice) -> str:
    """RL 4: "roll a die for direction of a small shift": 1d8 for a compass point (R-4)."""
    return COMPASS[dice.roll(8) - 1]


def gunfire_allows(before: int, after: int) -> bool:
    """ "Crowds will not move closer to the sound of gunfire": a crowd's move may not end
    nearer the gunfire heard this turn than it began (distances in any one unit)."""
    return after >= before


def crowd_spacing_ok(gaps: Sequence[int], chart: MovementChart) -> bool:
    """A crowd's bases lie no more than about 1" apart (each base's gap to its nearest)."""
    return all(0 <= g <= chart.crowds.max_base_gap for g in gaps)
