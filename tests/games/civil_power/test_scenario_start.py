"""Rulebook scenarios as the engine's starting positions: each two-sided scenario, with its
packages and the automatic set-up, is a valid position that the engine starts and plays
to its end."""

from __future__ import annotations

import random

import pytest

from strife.games.civil_power.game import CivilPowerGame
from strife.games.civil_power.model.values import HIDDEN
from strife.games.civil_power.scenarios import SCENARIO_IDS, builtin
from strife.games.civil_power.scenarios.start import (
    INDETERMINATE_CAP,
    auto_setup,
    forces_for,
    package_choices,
    position_data,
    recommended_options,
    standard_position,
)
from strife.games.civil_power.setup.deployment import Placed, board_for, check_setup
from strife.games.civil_power.setup.forces import ForceChoice
from strife.games.civil_power.setup.position_file import read_position

TWO_SIDED = [s for s in SCENARIO_IDS if s not in ("I-3", "I-5", "II-5")]


@pytest.fixture(scope="module")
def game() -> CivilPowerGame:
    return CivilPowerGame()


@pytest.mark.parametrize("scenario_id", TWO_SIDED)
def test_standard_position_is_valid_and_plays_to_the_end(
    game: CivilPowerGame, scenario_id: str
) -> None:
    s = builtin(scenario_id)
    data = standard_position(scenario_id)
    p = read_position(data, scenario_id)
    assert p.turns == (s.turns or INDETERMINATE_CAP)
    assert p.first == s.turn_order[0]
    assert p.engagement == {x.id: x.engagement_level for x in s.sides}
    state = game.start(game.scenario_from_data(data, scenario_id), 3, recommended_options(s))
    rng = random.Random(3)
    moves = 0
    while (d := state.decision()) is not None and moves < 5000:
        side = d.sides[0]
        state.apply(side, rng.choice(d.options(side)))
        moves += 1
    assert state.outcome() is not None


def test_units_set_up_or_enter_where_the_scenario_says() -> None:
    board = board_for("west-east")
    data = standard_position("I-6")
    plaza = {board.ids[a] for a in board.place("Plaza")}
    mob = [u for u in data["units"] if u["side"] == "Mob"]
    assert mob and all(u["area"] in plaza for u in mob)
    police = [u for u in data["units"] if u["side"] == "Police"]
    assert all(u["enter_turn"] == 1 and u["enter"] for u in police)
    assert sum(bool(u.get("gas_gun")) for u in police) == 1
    assert data["gas"] == 15 and data["molotovs"] == 5
    assert len(data["barricades"]) == 1  # the Medium Mob's Barricade
    assert data["tdn"] == 30  # 8.9: 10% of 300 points


def test_ii_7_vehicles_placed_and_soldiers_waiting_at_the_barracks() -> None:
    board = board_for("east")
    data = standard_position("II-7")
    park = {board.ids[a] for a in board.place("Park")}
    placed = [u for u in data["units"] if u.get("area")]
    assert sorted(u["type"] for u in placed if u["area"] in park) == [
        "tank",
        "truck",
        "truck",
        "truck",
    ]
    assert [u["area"] for u in placed if u["area"] not in park] == ["Ee10"]
    assert data["tdn"] == 20 and data["turns"] == INDETERMINATE_CAP and data["night_from"] == 1


def test_player_choices_replace_the_packages() -> None:
    data = standard_position("I-6", {"Mob": ForceChoice(units={"untrained_crowd": 15})})
    mob = [u for u in data["units"] if u["side"] == "Mob"]
    assert len(mob) == 15 and data["tdn"] == 30


@pytest.mark.parametrize("scenario_id", ["I-3", "I-5", "II-5"])
def test_two_mob_scenarios_name_their_sides_in_turn_order(scenario_id: str) -> None:
    """Rulings N-1, N-2: the position names each side's role and the Player-turn order."""
    scenario = builtin(scenario_id)
    data = standard_position(scenario_id)
    assert data["order"] == list(scenario.turn_order)
    assert {s for s, role in data["sides"].items() if role == "Mob"} == set(scenario.mobs)
    assert {u["side"] for u in data["units"]} == set(data["sides"])


def test_recommended_options() -> None:
    assert recommended_options(builtin("II-4"))["overreaction"]
    assert not recommended_options(builtin("II-1"))["tactical_disintegration"]
    assert recommended_options(builtin("I-6"))["tactical_disintegration"]


def test_ii_1_units_set_up_hidden_start_hidden(game: CivilPowerGame) -> None:
    """8.4 and II-1 "Up to 5 of the units may set up hidden": a Punk placed hidden in a
    building is hidden in the engine's position."""
    s = builtin("II-1")
    forces = forces_for(s, {"Mob": ForceChoice(hidden=1)})
    placed, _ = auto_setup(s, forces)
    board = board_for(s.maps)
    mob = placed["Mob"]
    i = next(i for i, p in enumerate(mob) if board.is_building[p.area] and p.kind == "pistol_punk")
    p = mob[i]
    mob[i] = Placed(p.side, p.kind, p.area, p.group, True)
    check_setup(board, s, "Mob", forces["Mob"], mob)
    data = position_data(s, forces, placed)
    hidden = [u for u in data["units"] if u.get("hidden")]
    assert hidden == [
        {"side": "Mob", "type": "pistol_punk", "area": board.ids[p.area], "hidden": True}
    ]
    state = game.start(game.scenario_from_data(data, "II-1"), 1)
    (u,) = state.hidden
    assert state.kind[u].id == "pistol_punk" and state.loc[u] == HIDDEN
    assert state.hidden[u] == board.building[p.area]


@pytest.mark.parametrize("scenario_id", TWO_SIDED)
def test_every_package_choice_makes_a_valid_position(scenario_id: str) -> None:
    for side, packages in package_choices(builtin(scenario_id)).items():
        for package in packages:
            data = standard_position(scenario_id, {side: ForceChoice(package=package)})
            read_position(data, scenario_id)
    assert package_choices(builtin("I-6")) == {"Police": ("medium_standard", "medium_elite")}
    assert package_choices(builtin("I-7")) == {}


def test_on_turns_1_and_2_the_mob_must_be_in_by_turn_2() -> None:
    mob = [u for u in standard_position("I-8")["units"] if u["side"] == "Mob"]
    assert mob and all(u["enter_turn"] == 1 and u["enter_by"] == 2 for u in mob)
    police = [u for u in standard_position("II-6")["units"] if u["side"] == "Police"]
    entering = [u for u in police if not u.get("area")]
    assert entering and all(u["enter_turn"] == u["enter_by"] == 4 for u in entering)
