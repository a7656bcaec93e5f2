"""Movement: Security Forces on foot and on horses, vehicles from stationary, mounting,
tracked vehicles' turns, motorcycles, and how crowds choose routes and shun gunfire."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.movement import MovementChart, Pace, Vehicle
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.rules.movement import (
    allowance,
    charge_is_straight,
    choose_route,
    crowd_spacing_ok,
    dismount_turns,
    drift_direction,
    dropped_bike_damaged,
    gunfire_allows,
    may_mount_or_dismount,
    turn_allowed,
    vehicle_allowance,
)
from tests.games.civil_disorder.cd_support import C

U = UnitType


def chart() -> MovementChart:
    return C().movement


@pytest.mark.parametrize(
    ("pace", "inches"), [(Pace.WALK, 8), (Pace.RUN, 16), (Pace.CRAWL, 4), (Pace.CHARGE, 16)]
)
def test_movement_security_forces_on_foot(pace: Pace, inches: int) -> None:
    assert allowance(U.PATROL, pace, chart()) == inches
    assert not charge_is_straight(U.PATROL, pace)


def test_movement_horses_walk_8_charge_24_in_a_straight_line() -> None:
    for unit in (U.MOUNTED_POLICE, U.MOUNTED_RIOT_POLICE):
        assert allowance(unit, Pace.WALK, chart()) == 8
        assert allowance(unit, Pace.CHARGE, chart()) == 24
        assert charge_is_straight(unit, Pace.CHARGE)
        with pytest.raises(ValueError, match="do not crawl"):
            allowance(unit, Pace.CRAWL, chart())


@pytest.mark.parametrize(
    ("vehicle", "first"),
    [
        (Vehicle.CAR, 12),
        (Vehicle.VAN, 10),
        (Vehicle.WHEELED_ARMOURED, 8),
        (Vehicle.TRACKED_ARMOURED, 6),
        (Vehicle.MOTORCYCLE, 16),
        (Vehicle.FIRE_ENGINE, 10),
        (Vehicle.AMBULANCE, 10),
        (Vehicle.WATER_CANNON, 10),
    ],
)
def test_movement_vehicles_first_turn_from_stationary(vehicle: Vehicle, first: int) -> None:
    assert vehicle_allowance(vehicle, was_moving=False, chart=chart()) == first
    assert vehicle_allowance(vehicle, was_moving=True, chart=chart()) is None  # any distance


def test_movement_mount_and_dismount_only_when_stationary() -> None:
    assert may_mount_or_dismount(vehicle_moved_this_turn=False)
    assert not may_mount_or_dismount(vehicle_moved_this_turn=True)


def test_movement_tracked_vehicles_no_sharp_turns_over_90() -> None:
    assert turn_allowed(Vehicle.TRACKED_ARMOURED, 90, chart())
    assert not turn_allowed(Vehicle.TRACKED_ARMOURED, 120, chart())
    assert turn_allowed(Vehicle.WHEELED_ARMOURED, 180, chart())


def test_movement_motorcycle_dismount_takes_a_turn_unless_dropped() -> None:
    assert dismount_turns(Vehicle.MOTORCYCLE, drop_bike=False, chart=chart()) == 1
    assert dismount_turns(Vehicle.MOTORCYCLE, drop_bike=True, chart=chart()) == 0
    assert dismount_turns(Vehicle.VAN, drop_bike=False, chart=chart()) == 0
    assert dropped_bike_damaged(ScriptedDice([1]), chart())
    assert not dropped_bike_damaged(ScriptedDice([2]), chart())


def test_movement_crowds_choice_of_route_by_die() -> None:
    routes = ["Canalside Boulevard", "Thompson Road", "City Square"]
    assert choose_route(routes, ScriptedDice([2])) == "Thompson Road"
    assert choose_route(["only way"], ScriptedDice([])) == "only way"
    with pytest.raises(ValueError, match="no route"):
        choose_route([], ScriptedDice([]))


def test_movement_crowds_drift_and_spacing() -> None:
    assert drift_direction(ScriptedDice([3])) == "east"
    assert crowd_spacing_ok([0, 1, 1], chart())
    assert not crowd_spacing_ok([0, 2], chart())


def test_movement_crowds_do_not_move_closer_to_gunfire() -> None:
    assert gunfire_allows(before=20, after=24)
    assert gunfire_allows(before=20, after=20)
    assert not gunfire_allows(before=20, after=18)
