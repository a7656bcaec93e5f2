"""2.3 Starting the Game as the players' decisions (option setup = "players", pregame.py):
force selections written down in secret (packages, points, substitutions, free choices,
Hidden Setup), the set-up in the scenario's order and zones, Barricades on chosen sides;
and the I-3 / II-5 choice of the Mob that plays first (ruling N-11)."""

from __future__ import annotations

import random

import pytest

from strife.agents.random_agent import RandomAgent
from strife.core.errors import IllegalAction, RecordError
from strife.games.civil_power.game import CivilPowerGame
from strife.games.civil_power.model.actions import (
    DONE,
    Buy,
    EnterBy,
    FirstMob,
    FreeChoice,
    LoadAtStart,
    Neighbourhood,
    Place,
    PlaceBarricade,
    Swap,
    TakePackage,
)
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.values import ABOARD, HIDDEN
from strife.games.civil_power.scenarios import SCENARIO_IDS, builtin
from strife.games.civil_power.setup import pregame
from strife.games.civil_power.setup.deployment import board_for, setup_areas
from strife.games.civil_power.setup.forces import unit_cost

PLAYERS = {"setup": "players"}


@pytest.fixture(scope="module")
def game() -> CivilPowerGame:
    return CivilPowerGame()


def _place_all(s: CivilPowerState, rng: random.Random) -> None:
    """Finish the pre-game with random legal choices."""
    while s.pregame is not None:
        d = s.decision()
        assert d is not None
        side = d.sides[0]
        s.apply(side, rng.choice(s.options(side)))


def test_2_3_a_player_takes_a_package_the_scenario_offers(game: CivilPowerGame) -> None:
    s = game.start("I-6", seed=1, options=PLAYERS)
    d = s.decision()
    assert d is not None and set(d.sides) == {"Mob", "Police"}  # written down at once
    police = s.options("Police")
    assert TakePackage("medium_standard") in police and TakePackage("medium_elite") in police
    s.apply("Police", TakePackage("medium_elite"))
    assert s.options("Police") == [DONE]  # a package is taken as it stands
    s.apply("Police", DONE)
    assert s.decision().sides == ("Mob",)  # type: ignore[union-attr]
    s.apply("Mob", TakePackage("medium_mob"))
    s.apply("Mob", DONE)
    assert s.pregame is not None and s.pregame.forces is not None
    assert s.pregame.forces["Police"].package == "medium_elite"


def test_2_3_the_force_selection_is_secret_until_every_side_has_written_it(
    game: CivilPowerGame,
) -> None:
    s = game.start("I-6", seed=1, options=PLAYERS)
    s.apply("Police", TakePackage("medium_elite"))
    s.apply("Police", DONE)
    mob_view = s.view("Mob")["pregame"]
    assert mob_view["selections"]["Police"] == {"done": True}
    assert mob_view["forces"] is None
    assert s.view("Police")["pregame"]["selections"]["Police"]["package"] == "medium_elite"
    # Searching from the Mob's view samples the Police force again among its packages.
    packages = {
        s.determinize("Mob", random.Random(i)).pregame.selections["Police"].package  # type: ignore[union-attr]
        for i in range(20)
    }
    assert packages == {"medium_standard", "medium_elite"}


def test_2_3_units_are_bought_with_points_within_the_limit(game: CivilPowerGame) -> None:
    s = game.start("I-6", seed=1, options=PLAYERS)
    assert s.pregame is not None
    spent = 0
    while Buy("line") in s.options("Police"):
        s.apply("Police", Buy("line"))
        spent += unit_cost("line")
    assert spent <= 300 < spent + unit_cost("line")
    assert TakePackage("medium_elite") not in s.options("Police")  # points or a package
    with pytest.raises(IllegalAction):
        s.apply("Police", Buy("line"))
    # The Mob may buy Snipers here (I-6) but no Punks (Type I) beyond its substitution.
    mob = s.options("Mob")
    assert Buy("mob_sniper") in mob and Buy("pistol_punk") not in mob
    assert Buy("slingshot_punk") in mob
    s.apply("Police", DONE)
    s.apply("Mob", TakePackage("medium_mob"))
    assert Swap("untrained_crowd>slingshot_punk") in s.options("Mob")
    s.apply("Mob", Swap("untrained_crowd>slingshot_punk"))
    s.apply("Mob", DONE)
    forces = s.pregame.forces
    assert forces is not None
    assert forces["Police"].units == {"line": spent // unit_cost("line")}
    assert forces["Mob"].units.get("slingshot_punk") == 1


def test_2_3_units_set_up_one_by_one_in_their_zone_and_the_game_starts_there(
    game: CivilPowerGame,
) -> None:
    s = game.start("I-6", seed=4, options=PLAYERS)
    for side, package in (("Police", "medium_standard"), ("Mob", "medium_mob")):
        s.apply(side, TakePackage(package))
        s.apply(side, DONE)
    pg = s.pregame
    assert pg is not None
    n = pregame.need(pg)
    assert n is not None and n.step == pregame.PLACE and n.sides == ("Mob",)  # Mob first
    board = board_for(pg.scenario.maps)
    assert n.group is not None
    legal = setup_areas(board, pg.scenario, "Mob", n.group, n.kind, pg.placed)
    assert [a.area for a in s.options("Mob")] == [board.ids[a] for a in legal]
    first = s.options("Mob")[-1]
    assert isinstance(first, Place)
    s.apply("Mob", first)
    assert s.view("Police")["units"][0]["area"] == first.area
    with pytest.raises(IllegalAction):
        s.apply("Mob", Place("no-such-area", False))
    _place_all(s, random.Random(2))
    assert s.pregame is None and s.turn == 1 and s.chosen_position is not None
    mob_areas = {s.board.ids[s.loc[u]] for u in s.units_of("Mob")}
    assert first.area in mob_areas


def test_2_3_barricades_stand_on_the_sides_the_player_chooses(game: CivilPowerGame) -> None:
    s = game.start("II-1", seed=2, options=PLAYERS)  # the Communards' 8 fixed Barricades
    rng = random.Random(3)
    chosen: list[str] = []
    while s.pregame is not None:
        side = s.decision().sides[0]  # type: ignore[union-attr]
        options = s.options(side)
        barricades = [a for a in options if isinstance(a, PlaceBarricade)]
        pick = barricades[-1] if barricades else rng.choice(options)
        if isinstance(pick, PlaceBarricade):
            chosen.append(pick.side)
        s.apply(side, pick)
    assert len(chosen) == 8
    assert sorted(s.view(None)["barricades"]) == sorted(chosen)


def test_8_4_hidden_setup_is_a_placement_choice_in_a_building(game: CivilPowerGame) -> None:
    s = game.start("II-1", seed=2, options=PLAYERS)
    assert s.pregame is not None
    for _ in range(5):
        s.apply("Mob", Buy("hidden_setup"))  # II-1: free, up to 5 units
    assert Buy("hidden_setup") not in s.options("Mob")
    s.apply("Mob", DONE)
    s.apply("Police", DONE)
    hidden_places = 0
    while s.pregame is not None:
        side = s.decision().sides[0]  # type: ignore[union-attr]
        options = s.options(side)
        hide = [a for a in options if isinstance(a, Place) and a.hidden]
        for a in hide:
            assert s.board.is_building[s.board.index[a.area]]
        pick = hide[0] if hide else options[0]
        if hide:
            hidden_places += 1
            placed_before = len(s.view("Police")["units"])
            s.apply(side, pick)
            assert len(s.view("Police")["units"]) == placed_before  # secret from the Police
        else:
            s.apply(side, pick)
    assert hidden_places == 5
    assert sum(1 for u in range(len(s.loc)) if s.loc[u] == HIDDEN) == 5


def test_II_2_free_choice_of_the_tank(game: CivilPowerGame) -> None:
    s = game.start("II-2", seed=2, options=PLAYERS)
    s.apply("Police", TakePackage("medium_elite"))
    assert DONE not in s.options("Police")  # the Flame Tank or the Tank first
    (flame,) = [a for a in s.options("Police") if isinstance(a, FreeChoice) and a.index == 1]
    s.apply("Police", flame)
    s.apply("Police", DONE)
    s.apply("Mob", TakePackage("large_gang"))
    s.apply("Mob", DONE)
    assert s.pregame is not None and s.pregame.forces is not None
    assert s.pregame.forces["Police"].units.get("flame_tank") == 1


@pytest.mark.parametrize("scenario_id", ["I-3", "II-5"])
def test_N_11_a_player_decides_which_mob_plays_first(
    game: CivilPowerGame, scenario_id: str
) -> None:
    s = game.start(scenario_id, seed=5)  # the standard set-up: only this choice
    d = s.decision()
    assert d is not None and len(d.sides) == 1
    mobs = builtin(scenario_id).mobs
    assert s.options(d.sides[0]) == [FirstMob(m) for m in mobs]
    s.apply(d.sides[0], FirstMob(mobs[1]))
    assert s.pregame is None
    assert s.order[:2] == (mobs[1], mobs[0]) and s.active == mobs[1]
    # The deciding player is drawn by the dice: every player decides for some seed.
    choosers = {game.start(scenario_id, seed=i).decision().sides[0] for i in range(30)}  # type: ignore[union-attr]
    assert choosers == {x.id for x in builtin(scenario_id).sides}


def test_I_3_neighbourhoods_are_chosen(game: CivilPowerGame) -> None:
    s = game.start("I-3", seed=5, options=PLAYERS)
    rng = random.Random(1)
    seen = []
    while s.pregame is not None:
        side = s.decision().sides[0]  # type: ignore[union-attr]
        options = s.options(side)
        if isinstance(options[0], Neighbourhood):
            seen.append(options)
        s.apply(side, rng.choice(options))
    assert len(seen) == 2 and len(seen[1]) == len(seen[0]) - 1  # not the other Mob's
    assert sum(1 for k in s.marks if k.startswith("quadrant|")) == 2


def test_2_3_an_edge_is_chosen_where_any_one_edge_is_allowed(game: CivilPowerGame) -> None:
    s = game.start("I-6", seed=5, options=PLAYERS)  # "enter on any one map edge on turn 1"
    rng = random.Random(7)
    edge = None
    while s.pregame is not None:
        side = s.decision().sides[0]  # type: ignore[union-attr]
        options = s.options(side)
        if isinstance(options[0], EnterBy):
            edge = next(a for a in options if a.edge == "north")
            s.apply(side, edge)
        else:
            s.apply(side, rng.choice(options))
    assert edge is not None
    police = [u for u in range(len(s.loc)) if s.side_of[u] == "Police"]
    assert police and all("north" in s.board.edges[a] for u in police for a in s.entry[u][1])


def test_2_3_saving_during_and_after_the_pre_game(game: CivilPowerGame) -> None:
    s = game.start("I-3", seed=8, options=PLAYERS)
    rng = random.Random(4)
    saves = 0
    while s.decision() is not None and saves < 80:
        loaded = game.load_state(s.to_json())
        assert loaded.view(None) == s.view(None)
        side = s.decision().sides[0]  # type: ignore[union-attr]
        assert loaded.options(side) == s.options(side)
        pick = rng.choice(s.options(side))
        s.apply(side, pick)
        loaded.apply(side, pick)
        assert loaded.view(None) == s.view(None)
        saves += 1
    assert s.pregame is None


def test_2_3_a_forged_pre_game_save_is_refused(game: CivilPowerGame) -> None:
    s = game.start("I-6", seed=1, options=PLAYERS)
    obj = s.to_json()
    obj["state"]["pregame"]["placed"] = [["Mob", "untrained_crowd", 99999, 0, False]]
    with pytest.raises(RecordError, match="outside the board"):
        game.load_state(obj)
    obj = s.to_json()
    obj["state"]["pregame"] = None
    with pytest.raises(RecordError, match="pre-game"):
        game.load_state(obj)


@pytest.mark.parametrize("scenario_id", SCENARIO_IDS)
def test_2_3_every_scenario_sets_up_by_the_players_and_plays_to_the_end(
    game: CivilPowerGame, scenario_id: str
) -> None:
    s = game.start(scenario_id, seed=11, options=PLAYERS)
    agents = {x: RandomAgent(3) for x in s.scenario.sides}
    while (d := s.decision()) is not None:
        side = d.sides[0]
        s.apply(side, agents[side].choose(s, side))
    assert s.outcome() is not None


def test_2_3_the_heuristic_takes_the_standard_forces_and_set_up(game: CivilPowerGame) -> None:
    s = game.start("I-6", seed=3, options=PLAYERS)
    agents = {x: game.heuristic_agent(x, 1) for x in s.scenario.sides}
    while s.pregame is not None:
        side = s.decision().sides[0]  # type: ignore[union-attr]
        s.apply(side, agents[side].choose(s, side))
    standard = game.start("I-6", seed=3)
    assert sorted(t.id for t in s.kind) == sorted(t.id for t in standard.kind)


@pytest.mark.parametrize("scenario_id", ["I-4", "II-3"])
def test_8_12_the_police_may_start_with_units_loaded_in_a_truck(
    game: CivilPowerGame, scenario_id: str
) -> None:
    """8.12: "The Police player may start the game with units loaded into Trucks": one
    Police Group (or any number of Snipers) per Truck, set up or entering with it."""
    s = game.start(scenario_id, seed=6, options=PLAYERS)
    rng = random.Random(5)
    loaded: LoadAtStart | None = None
    while s.pregame is not None:
        side = s.decision().sides[0]  # type: ignore[union-attr]
        options = s.options(side)
        loads = [a for a in options if isinstance(a, LoadAtStart)]
        if side == "Police" and isinstance(options[0], TakePackage):
            pick = next(a for a in options if isinstance(a, TakePackage) and "small" in a.package)
        elif (n := pregame.need(s.pregame)) and n.step == pregame.PLACE and n.kind == "truck":
            lines = {s.board.ids[p.area] for p in s.pregame.placed if p.kind == "line"}
            pick = next(a for a in options if isinstance(a, Place) and a.area in lines)
        elif loads and loaded is None:
            pick = loaded = next(a for a in loads if "Line" in a.what)
            s.apply(side, pick)
            after = [a for a in s.options(side) if isinstance(a, LoadAtStart)]
            # The Truck is full with one Group: no other Group may board it.
            assert not any(a.carrier == loaded.carrier and "Line" in a.what for a in after)
            continue
        else:
            pick = DONE if DONE in options and loads else rng.choice(options)
        s.apply(side, pick)
    assert loaded is not None
    ((passenger, truck),) = s.aboard.items()
    assert s.kind[truck].id == "truck" and s.kind[passenger].id == "line"
    if s.loc[truck] >= 0:
        assert s.loc[passenger] == ABOARD
    loaded_state = game.load_state(s.to_json())
    assert loaded_state.aboard == s.aboard
