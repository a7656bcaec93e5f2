"""Non-Lethal Weapons and Supplies and Ammunition: ranges, gas, petrol bombs, bricks and
bottles, water, baton guns, missiles and petrol bombs in stock."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.model.weapons import (
    NonLethal,
    Protection,
    WeaponsChart,
    Wetness,
)
from strife.games.civil_disorder.rules.non_lethal import (
    BatonShot,
    baton_gun,
    brick_hits,
    brick_wounded,
    gas_effective,
    gas_gone,
    gas_lasts,
    in_range,
    may_throw,
    petrol_bomb_fires,
    petrol_bomb_ready,
    petrol_bomb_wounded,
    restocked,
    wetness,
)
from tests.games.civil_disorder.cd_support import C

W = NonLethal


def chart() -> WeaponsChart:
    return C().weapons


@pytest.mark.parametrize(
    ("weapon", "inches"),
    [
        (W.GAS_GRENADE, 15),
        (W.PETROL_BOMB, 10),
        (W.BRICKS, 10),
        (W.WATER_CANNON, 40),
        (W.FIRE_HOSE, 25),
        (W.RIOT_GUN, 30),
        (W.BATON_GUN, 25),
    ],
)
def test_non_lethal_weapons_ranges(weapon: NonLethal, inches: int) -> None:
    assert in_range(weapon, inches, chart())
    assert not in_range(weapon, inches + 1, chart())


def test_non_lethal_weapons_gas_cloud() -> None:
    c = chart()
    assert c.gas_grenade.cloud_diameter == 5
    assert gas_lasts(ScriptedDice([3, 4]), c) == 7
    # Thrown in turn 10, 1 turn to become effective, then 7 turns (ruling W-1).
    assert [gas_effective(10, 7, t, c) for t in (10, 11, 17, 18)] == [False, True, True, False]
    assert not gas_gone(10, 7, 17, c) and gas_gone(10, 7, 18, c)


def test_non_lethal_weapons_petrol_bombs() -> None:
    c = chart()
    assert c.petrol_bomb.hazard_diameter == 2
    # 1d3 wounded a base in the hazard, -1 in fireproof kit, never below 0.
    assert petrol_bomb_wounded([False, True, True], ScriptedDice([3, 3, 1]), c) == [3, 2, 0]
    assert petrol_bomb_fires(True, c) == 1 and petrol_bomb_fires(False, c) == 0


def test_non_lethal_weapons_bricks_and_bottles() -> None:
    hits = brick_hits(3, ScriptedDice([3, 2, 2]), chart())
    assert hits == 7
    assert brick_wounded(hits, Protection.UNPROTECTED) == 7
    assert brick_wounded(hits, Protection.SHIELDS) == 3
    assert brick_wounded(hits, Protection.FULL) == 0


def test_non_lethal_weapons_protection_by_unit() -> None:
    p = chart().protection
    assert p[UnitType.PATROL] is Protection.UNPROTECTED
    assert p[UnitType.RIOT_GEAR_POLICE] is Protection.SHIELDS
    assert p[UnitType.ANTI_RIOT] is Protection.FULL
    assert p[UnitType.RIOT_TRAINED_SOLDIERS] is Protection.FULL


@pytest.mark.parametrize(
    ("hosed", "dry", "state"),
    [
        (0, 0, Wetness.DRY),
        (1, 0, Wetness.DAMP),
        (2, 5, Wetness.DAMP),
        (3, 0, Wetness.SOAKED),
        (5, 19, Wetness.SOAKED),
        (5, 20, Wetness.DRY),
    ],
)
def test_non_lethal_weapons_water_damp_soaked_dry(hosed: int, dry: int, state: Wetness) -> None:
    assert wetness(hosed, dry, chart()) is state


def test_non_lethal_weapons_baton_gun() -> None:
    c = chart()
    assert baton_gun(20, ScriptedDice([4]), c) == BatonShot(False, 0, False)
    assert baton_gun(20, ScriptedDice([5]), c) == BatonShot(True, 3, False)
    assert baton_gun(9, ScriptedDice([6, 6]), c) == BatonShot(True, 3, True)
    assert baton_gun(9, ScriptedDice([6, 5]), c) == BatonShot(True, 3, False)
    assert baton_gun(10, ScriptedDice([6]), c) == BatonShot(True, 3, False)  # not under 10"
    with pytest.raises(ValueError, match="out of range"):
        baton_gun(26, ScriptedDice([]), c)


def test_non_lethal_weapons_supplies() -> None:
    c = chart()
    assert c.supplies.missile_turns == 5
    assert may_throw(1) and not may_throw(0)
    assert petrol_bomb_ready(None, 3, c)
    assert not petrol_bomb_ready(3, 6, c) and petrol_bomb_ready(3, 7, c)


def test_non_lethal_weapons_supplies_restock_at_a_source() -> None:
    assert restocked(0, chart()) is None
    assert restocked(1, chart()) == 5
