"""Property Damage: values, 1d6 a base, looters' 1d6, wrecks and their fires, and the
damage the RL table calls for at RL 6 and 8."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.property_damage import PropertyChart
from strife.games.civil_disorder.rules.property_damage import (
    Damage,
    break_in,
    check_value,
    damage,
    hassle_damage,
    serious_damage,
)
from tests.games.civil_disorder.cd_support import C


def chart() -> PropertyChart:
    return C().property_damage


def test_property_damage_values_10_to_100() -> None:
    c = chart()
    assert c.examples == {"news vendor's shack": 10, "department store": 100}
    assert check_value(10, c) == 10 and check_value(100, c) == 100
    with pytest.raises(ValueError, match="between 10 and 100"):
        check_value(9, c)


def test_property_damage_1d6_per_base() -> None:
    assert damage(40, 3, ScriptedDice([6, 1, 4]), chart()) == Damage(11, 29, False)


def test_property_damage_looters_breaking_in_1d6() -> None:
    assert break_in(40, ScriptedDice([5]), chart()) == Damage(5, 35, False)


def test_property_damage_a_wreck_and_its_1_in_6_fire() -> None:
    done = damage(5, 2, ScriptedDice([4, 3]), chart())
    assert done == Damage(7, 0, False) and done.wreck
    assert damage(0, 2, ScriptedDice([6]), chart()) == Damage(0, 0, True)
    assert damage(0, 2, ScriptedDice([5]), chart()) == Damage(0, 0, False)
    assert break_in(0, ScriptedDice([6]), chart()).fire


def test_property_damage_rl_6_minor_on_a_6() -> None:
    assert hassle_damage(40, ScriptedDice([5]), chart()) is None
    assert hassle_damage(40, ScriptedDice([6, 3]), chart()) == Damage(3, 37, False)


def test_property_damage_rl_8_serious_fires_on_4_to_6() -> None:
    assert serious_damage(40, 2, ScriptedDice([2, 2, 4]), chart()) == Damage(4, 36, True)
    assert serious_damage(40, 2, ScriptedDice([2, 2, 3]), chart()) == Damage(4, 36, False)
