"""Point costs, Force Packages, buying within a scenario's limits, the Random Reinforcement
Table."""

from __future__ import annotations

import pytest

from strife.core.data import validate
from strife.core.errors import DataError
from strife.games.civil_power.scenarios import SCENARIO_IDS, builtin
from strife.games.civil_power.setup.forces import (
    Force,
    ForceChoice,
    ForceError,
    ForcesFile,
    build_force,
    cost,
    forces_data,
    package_cost,
    reinforcement,
    unit_types,
)


def buy(scenario_id: str, side: str, choice: ForceChoice) -> Force:
    s = builtin(scenario_id)
    spec = s.side(side)
    return build_force(spec.forces, choice, side, spec.role, s.riot)


def test_6_1_gas_grenades_cost_2_and_8_4_hidden_setup_5() -> None:
    assert cost({}, {"gas_grenade": 7}) == 14
    assert cost({}, {}, hidden=3) == 15


def test_every_unit_type_has_a_cost() -> None:
    assert set(forces_data().costs) == set(unit_types())


PACKAGE_COSTS = {
    "small_standard": 175,
    "small_elite": 225,
    "medium_standard": 300,
    "medium_elite": 400,
    "large_standard": 450,
    "large_elite": 550,
    "small_mob": 200,
    "medium_mob": 300,
    "large_mob": 450,
    "medium_gang": 250,
    "large_gang": 500,
}


@pytest.mark.parametrize("package", sorted(PACKAGE_COSTS))
def test_package_costs(package: str) -> None:
    assert package_cost(package) == PACKAGE_COSTS[package]


@pytest.mark.parametrize("scenario_id", SCENARIO_IDS)
def test_packages_cost_about_the_points_they_replace(scenario_id: str) -> None:
    """2.3: a package is the alternative to the points; within a quarter of them (Elite
    packages are a size dearer, II-2 pairs 400 points with Medium Elite)."""
    for side in builtin(scenario_id).sides:
        for p in side.forces.packages:
            assert side.forces.points is not None
            if forces_data().packages[p].elite:
                continue
            assert abs(package_cost(p) - side.forces.points) <= side.forces.points // 4, p
    if scenario_id == "II-2":
        assert package_cost("medium_elite") == builtin("II-2").side("Police").forces.points


def test_riot_mob_packages_have_no_punks_or_snipers() -> None:
    types = unit_types()
    for pid in ("small_mob", "medium_mob", "large_mob"):
        p = forces_data().packages[pid]
        assert not any(types[k].punk or types[k].sniper for k in p.units)


@pytest.mark.parametrize("scenario_id", SCENARIO_IDS)
def test_every_offered_package_is_a_legal_force(scenario_id: str) -> None:
    s = builtin(scenario_id)
    for side in s.sides:
        for p in side.forces.packages:
            force = buy(scenario_id, side.id, ForceChoice(package=p))
            assert force.package == p and force.units


def test_riot_mob_may_not_buy_punks() -> None:
    with pytest.raises(ForceError, match="Mob: 'pistol_punk' may not be bought"):
        buy("I-6", "Mob", ForceChoice(units={"pistol_punk": 2}))


def test_i_6_snipers_and_slingshot_punks_are_permitted() -> None:
    force = buy("I-6", "Mob", ForceChoice(units={"mob_sniper": 2, "slingshot_punk": 4}))
    assert force.points == 2 * 25 + 4 * 15


def test_points_limit() -> None:
    with pytest.raises(ForceError, match="costs 320 points, more than the 300 allowed"):
        buy("I-6", "Mob", ForceChoice(units={"untrained_crowd": 16}))
    assert buy("I-6", "Mob", ForceChoice(units={"untrained_crowd": 15})).points == 300


def test_i_3_no_tv_crews_and_the_package_drops_them() -> None:
    with pytest.raises(ForceError, match="Catholics: 'tv_crew' may not be bought"):
        buy("I-3", "Catholics", ForceChoice(units={"tv_crew": 1}))
    force = buy("I-3", "Protestants", ForceChoice(package="small_mob"))
    assert "tv_crew" not in force.units
    assert force.notes


def test_i_5_no_more_than_five_pistol_punks_and_snipers() -> None:
    ok = buy("I-5", "Pro-Government", ForceChoice(units={"pistol_punk": 3, "mob_sniper": 2}))
    assert ok.units == {"pistol_punk": 3, "mob_sniper": 2}
    with pytest.raises(ForceError, match="6 units of pistol_punk \\+ mob_sniper: no more than 5"):
        buy("I-5", "Pro-Government", ForceChoice(units={"pistol_punk": 4, "mob_sniper": 2}))
    # The Slingshot substitution is for the package only.
    with pytest.raises(ForceError, match="'slingshot_punk' may not be bought"):
        buy("I-5", "Pro-Government", ForceChoice(units={"slingshot_punk": 1}))
    swapped = buy(
        "I-5",
        "Pro-Government",
        ForceChoice(package="medium_mob", swaps={"untrained_crowd>slingshot_punk": 4}),
    )
    assert swapped.units["slingshot_punk"] == 4 and swapped.units["untrained_crowd"] == 6


def test_swaps_are_checked() -> None:
    with pytest.raises(ForceError, match="cannot swap 11 untrained_crowd: the force has 10"):
        buy(
            "I-6",
            "Mob",
            ForceChoice(package="medium_mob", swaps={"untrained_crowd>slingshot_punk": 11}),
        )
    with pytest.raises(ForceError, match="no substitution 'line>tactical'"):
        buy("I-1", "Police", ForceChoice(swaps={"line>tactical": 1}))


def test_package_must_be_offered_and_taken_whole() -> None:
    with pytest.raises(ForceError, match="package 'medium_elite' is not offered"):
        buy("I-7", "Police", ForceChoice(package="medium_elite"))
    with pytest.raises(ForceError, match="taken as it stands"):
        buy("I-7", "Police", ForceChoice(package="medium_standard", units={"line": 1}))


def test_i_1_fixed_forces_and_mounted_line_units() -> None:
    police = buy("I-1", "Police", ForceChoice(swaps={"line>mounted_police": 3}))
    assert police.units == {"reserve": 5, "mounted_police": 3, "untrained_crowd": 8, "agitator": 1}
    with pytest.raises(ForceError, match="fixed force: nothing may be bought"):
        buy("I-1", "Mob", ForceChoice(units={"untrained_crowd": 1}))


def test_i_7_eight_free_barricades() -> None:
    force = buy("I-7", "Mob", ForceChoice(units={"untrained_crowd": 15}))
    assert force.items["barricade"] == 8 and force.points == 300


def test_ii_2_free_weapons_and_tank_choice_and_no_gas() -> None:
    tank = buy("II-2", "Police", ForceChoice(units={"tactical": 13}))
    assert tank.units["hmg"] == 1 and tank.units["field_gun"] == 1 and tank.units["tank"] == 1
    flame = buy("II-2", "Police", ForceChoice(units={"line": 1}, free_choice=1))
    assert flame.units["flame_tank"] == 1 and "tank" not in flame.units
    with pytest.raises(ForceError, match="'gas_grenade' may not be bought"):
        buy("II-2", "Police", ForceChoice(items={"gas_grenade": 1}))
    package = buy("II-2", "Police", ForceChoice(package="medium_elite"))
    assert "gas_grenade" not in package.items and "gas_gun" not in package.items
    with pytest.raises(ForceError, match="free_choice must be 0-1"):
        buy("II-2", "Police", ForceChoice(units={"line": 1}, free_choice=2))


def test_8_4_hidden_setup_costs_5_per_punk_or_sniper() -> None:
    force = buy("II-4", "Mob", ForceChoice(units={"pistol_punk": 5}, hidden=3))
    assert force.points == 100 + 15
    with pytest.raises(ForceError, match="2 units hidden but only 1 may set up hidden"):
        buy("II-4", "Mob", ForceChoice(units={"pistol_punk": 1, "untrained_crowd": 3}, hidden=2))
    with pytest.raises(ForceError, match="a package buys no Hidden Setup"):
        buy(
            "II-4",
            "Mob",
            ForceChoice(
                package="medium_mob", swaps={"untrained_crowd>slingshot_punk": 2}, hidden=1
            ),
        )


def test_ii_1_up_to_five_hidden_for_free_and_ii_2_any_unit_free() -> None:
    assert buy("II-1", "Mob", ForceChoice(hidden=5)).points == 0
    with pytest.raises(ForceError, match="no more than 5 may"):
        buy("II-1", "Mob", ForceChoice(hidden=6))
    gang = buy("II-2", "Mob", ForceChoice(package="large_gang", hidden=21))
    assert gang.hidden == 21 and gang.points == 500


def test_ii_5_gangs_buy_no_crowds() -> None:
    with pytest.raises(ForceError, match="Bloods: 'untrained_crowd' may not be bought"):
        buy("II-5", "Bloods", ForceChoice(units={"untrained_crowd": 1}))


def test_6_1_1_one_gas_gun_per_squad() -> None:
    with pytest.raises(ForceError, match="2 Gas Guns but only 1 units to carry them"):
        buy("I-6", "Police", ForceChoice(units={"line": 1}, items={"gas_gun": 2}))


def test_negative_counts_are_refused() -> None:
    with pytest.raises(ForceError, match="negative count -1 for 'line'"):
        buy("I-6", "Police", ForceChoice(units={"line": -1}))


def test_ii_6_shopkeepers_come_free_with_the_force() -> None:
    force = buy("II-6", "Police", ForceChoice(package="medium_standard"))
    assert force.units["unarmed_reserve"] == 4 and force.points == 300


def test_random_reinforcement_table_covers_2d6() -> None:
    rows = [reinforcement(r) for r in range(2, 13)]
    assert any("mob_sniper" in r.units for r in rows)  # I-1: "Ignore references to ... Snipers"
    assert any("molotov" in r.items for r in rows)  # I-1: "... to Molotovs"
    assert any("untrained_crowd" in r.units for r in rows)  # II-2: "... to Crowds"
    with pytest.raises(ValueError):
        reinforcement(13)


def test_malformed_forces_file_names_the_key() -> None:
    data = forces_data().model_dump()
    data["packages"]["small_mob"]["units"]["goblin"] = 1
    with pytest.raises(DataError, match=r"packages\.small_mob\.units: unknown unit type 'goblin'"):
        validate(ForcesFile, data, "forces.toml")
    data = forces_data().model_dump()
    data["reinforcements"] = data["reinforcements"][1:]
    with pytest.raises(DataError, match="cover 2d6 rolls 2-12"):
        validate(ForcesFile, data, "forces.toml")
