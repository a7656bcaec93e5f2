"""Looting: hidden looter bases, conversion, Loot Units, breaking in, one unit per looter,
leaving at 1d6", fires where all is gone, and the optional pickups."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.looting import LootingChart, LootingMode
from strife.games.civil_disorder.model.movement import Vehicle
from strife.games.civil_disorder.rules.looting import (
    Looted,
    broken_in,
    check_scenario_loot,
    converted,
    hidden_looters,
    leave_move,
    loot,
    loot_units,
    vehicle_carries,
)
from tests.games.civil_disorder.cd_support import C


def chart() -> LootingChart:
    return C().looting


def test_looting_two_ways_of_looters() -> None:
    assert {m.value for m in LootingMode} == {"in_crowds", "looter_crowds"}


def test_looting_every_crowd_hides_1d3_looter_bases() -> None:
    assert str(chart().hidden_looter_bases) == "1d3"
    assert hidden_looters(ScriptedDice([2]), chart()) == 2


def test_looting_looters_in_normal_crowds_convert() -> None:
    # Ruling L-1: each looter base rolls 1d6 and converts on a 6.
    assert converted(3, ScriptedDice([6, 5, 6]), chart()) == 2
    assert converted(0, ScriptedDice([]), chart()) == 0


@pytest.mark.parametrize(("value", "units"), [(10, 5), (15, 7), (60, 30), (100, 50)])
def test_looting_loot_units_are_half_the_property_value(value: int, units: int) -> None:
    assert loot_units(value, chart()) == units


def test_looting_scenario_loot_units_between_5_and_50() -> None:
    assert check_scenario_loot(5, chart()) == 5 and check_scenario_loot(50, chart()) == 50
    with pytest.raises(ValueError, match="between 5 and 50"):
        check_scenario_loot(51, chart())


def test_looting_one_turn_to_break_in() -> None:
    assert not broken_in(0, chart())
    assert broken_in(1, chart())


def test_looting_one_loot_unit_per_looter_per_turn() -> None:
    assert loot(10, 4, chart()) == Looted(taken=4, left=6, fire=False)
    assert loot(3, 4, chart()) == Looted(taken=3, left=0, fire=False)
    # "If it has already been looted, they start fires."
    assert loot(0, 2, chart()) == Looted(taken=0, left=0, fire=True)


def test_looting_looters_leave_at_1d6() -> None:
    assert leave_move(ScriptedDice([4]), chart()) == 4


def test_looting_optional_car_5_van_10() -> None:
    assert vehicle_carries(Vehicle.CAR, chart()) == 5
    assert vehicle_carries(Vehicle.VAN, chart()) == 10
    with pytest.raises(ValueError, match="ambulance does not carry loot"):
        vehicle_carries(Vehicle.AMBULANCE, chart())


def test_looting_what_the_sf_are_told() -> None:
    assert chart().sf_told == "a crowd of people carrying stereos and TVs"
