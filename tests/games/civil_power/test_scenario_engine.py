"""The rulebook scenarios' own rules in play on the engine (the scenario hooks the engine
calls): exits that score, the end and the VP of a scenario, I-1's buildings and Crowds."""

from __future__ import annotations

from typing import Any

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_power.game import CivilPowerGame
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.values import ELIMINATED, WAITING
from strife.games.civil_power.scenarios.start import standard_position
from strife.games.civil_power.setup.position_file import read_position


@pytest.fixture(scope="module")
def game() -> CivilPowerGame:
    return CivilPowerGame()


def position(scenario_id: str, **changes: Any) -> dict[str, Any]:
    data = standard_position(scenario_id)
    data.update(changes)
    return data


def begin(game: CivilPowerGame, data: dict[str, Any]) -> CivilPowerState:
    return game.start(game.scenario_from_data(data, str(data["id"])), 1)


def act(s: CivilPowerState, label: str) -> None:
    d = s.decision()
    assert d is not None
    side = d.sides[0]
    choices = {o.label(): o for o in d.options(side)}
    assert label in choices, f"{label!r} not in {sorted(choices)}"
    s.apply(side, choices[label])


def name_of(s: CivilPowerState, side: str, kind: str, n: int = 0) -> str:
    units = [u for u in range(len(s.loc)) if s.side_of[u] == side and s.kind[u].id == kind]
    return s.names[units[n]]


def test_the_rulebook_scenarios_are_listed(game: CivilPowerGame) -> None:
    ids = [sc.id for sc in game.scenarios()]
    for sid in ("I-1", "I-6", "II-1", "II-7"):
        assert sid in ids


def test_i_1_a_police_crowd_marched_off_the_north_edge_scores_5(game: CivilPowerGame) -> None:
    data = position("I-1", turn=20, active="Police", phase="move")
    crowd = next(
        u for u in data["units"] if u["side"] == "Police" and u["type"] == "untrained_crowd"
    )
    crowd.update(area="Ef1", enter=[], enter_turn=0, enter_by=0)
    data["units"] = [u for u in data["units"] if u["side"] == "Mob" or u is crowd]
    s = begin(game, data)
    act(s, f"move {name_of(s, 'Police', 'untrained_crowd')}")
    act(s, "move off the map")
    while s.outcome() is None:
        act(s, "done")
    outcome = s.outcome()
    assert outcome is not None and outcome.scores["Police"] == 5
    assert outcome.reason == "the last game-turn is over"


def test_i_1_no_unit_enters_a_building(game: CivilPowerGame) -> None:
    data = position("I-1", active="Police", phase="move")
    reserve = next(u for u in data["units"] if u["type"] == "reserve")
    reserve.update(area="Wa10", enter=[], enter_turn=0)  # beside building E (b10-c12)
    s = begin(game, data)
    act(s, f"move {name_of(s, 'Police', 'reserve')}")
    d = s.decision()
    assert d is not None
    steps = {o.label() for o in d.options("Police")}
    assert "to Wa11" in steps and "to Wb10" not in steps and "to Wb11" not in steps


def test_ii_3_punks_escaping_off_the_east_edge_score_4(game: CivilPowerGame) -> None:
    data = position("II-3", turn=16, active="Mob", phase="move")
    punk = next(u for u in data["units"] if u["type"] == "slingshot_punk")
    punk["area"] = "El12"
    s = begin(game, data)
    act(s, f"move {name_of(s, 'Mob', 'slingshot_punk')}")
    act(s, "move off the map")
    while s.outcome() is None:
        act(s, "done")
    outcome = s.outcome()
    assert outcome is not None and outcome.scores["Mob"] == 4


def test_ii_1_ends_when_the_last_communard_falls(game: CivilPowerGame) -> None:
    data = position("II-1", turn=3, active="Mob", phase="move")
    mob = [u for u in data["units"] if u["side"] == "Mob"]
    keep = mob[0]
    data["units"] = [u for u in data["units"] if u["side"] != "Mob" or u is keep]
    keep["area"] = "El16"
    s = begin(game, data)
    act(s, f"move {name_of(s, 'Mob', str(keep['type']))}")
    act(s, "move off the map")
    while s.outcome() is None:
        act(s, "done")
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.reason == "no Mob unit is left (II-1)"
    assert s.turn == 3  # long before the 50-turn cap
    assert outcome.scores["Mob"] == 2  # two complete game-turns; no unit lost on either side


# -- special weapons (scenario_weapons.py) with scripted dice ---------------------------------


def gun_position(scenario_id: str, gun: str = "field_gun") -> dict[str, Any]:
    """A Police gun at Wa9 (or Ea9) and a Pistol Punk in the building next to it (b10),
    in the Police Fire Combat Phase."""
    data = standard_position(scenario_id)
    prefix = "E" if scenario_id == "II-1" else "W"
    police = next(u for u in data["units"] if u["type"] == gun)
    police.update(area=f"{prefix}a9", enter=[], enter_turn=0)
    punk = next(u for u in data["units"] if u["type"] == "pistol_punk")
    punk.update(area=f"{prefix}b10" if prefix == "W" else "Eb9")
    data["units"] = [police, punk]
    data.update(turn=1, active="Police", phase="fire", gas=0)
    return data


def begin_scripted(game: CivilPowerGame, data: dict[str, Any], rolls: list[int]) -> CivilPowerState:
    sc = game.scenario_from_data(data, str(data["id"]), False)
    return game.start_position(sc, read_position(data, str(data["id"])), {}, 1, ScriptedDice(rolls))


def fire_at_the_punk(s: CivilPowerState) -> None:
    act(s, f"fire with {s.names[0]}")
    act(s, f"target {s.names[1]}")
    act(s, "resolve the attack")


def test_ii_2_a_field_gun_6_brings_the_building_down(game: CivilPowerGame) -> None:
    # The CRT roll, the punk's Morale Check (passed), the building roll (6), ammunition (1).
    s = begin_scripted(game, gun_position("II-2"), [1, 1, 6, 1, 1, 1])
    fire_at_the_punk(s)
    punk_area = s.board.area("Wb10")
    assert s.loc[1] == ELIMINATED
    assert punk_area in s.fires


def test_ii_1_a_field_gun_6_sets_the_building_afire(game: CivilPowerGame) -> None:
    s = begin_scripted(game, gun_position("II-1"), [1, 1, 6, 1, 1, 1, 1])
    fire_at_the_punk(s)
    assert s.board.area("Eb9") in s.fires
    assert s.loc[1] != ELIMINATED  # it moves out of the fire instead


def test_ii_2_a_gun_out_of_ammunition_becomes_a_reserve_unit(game: CivilPowerGame) -> None:
    s = begin_scripted(game, gun_position("II-2"), [1, 1, 1, 6, 1, 1])
    fire_at_the_punk(s)
    assert s.kind[0].id == "reserve" and s.loc[0] == s.board.area("Wa9")


def test_ii_2_a_gun_that_fired_does_not_move(game: CivilPowerGame) -> None:
    s = begin_scripted(game, gun_position("II-2"), [1, 1, 1, 1, 1, 1])
    fire_at_the_punk(s)
    act(s, "done")  # the end of the Fire Combat Phase
    d = s.decision()
    assert d is not None and f"move {s.names[0]}" not in {o.label() for o in d.options("Police")}


def test_ii_7_the_burning_tank_explodes(game: CivilPowerGame) -> None:
    data = standard_position("II-7")
    tank = next(u for u in data["units"] if u["type"] == "tank")
    assert tank["area"] == "Ed5"
    reserve = next(u for u in data["units"] if u["type"] == "reserve")
    later = dict(reserve, area="", enter_turn=9)  # the game lasts while one is to come
    later["enter"] = ["Eb2"]
    reserve.update(area="Ec5", enter=[], enter_turn=0)  # next to the Tank, outside the fence
    data["units"] = [tank, reserve, later]
    data["fires"] = [tank["area"]]
    # Turn 1: the Tank's fire check (5 + 1: it burns), the fire does not go out (1).
    # Turn 2: the Tank explodes (6); the explosion's attack on the Reserve and its Morale
    # Check; the fire stays.
    s = begin_scripted(game, data, [5, 1, 6, 6, 1, 1, 1, 1, 1, 1])
    assert s.marks == {"vehicle|0|afire": 1, "arrive|gasfire|2": 9}  # S-19: due on turn 9
    while s.turn == 1:
        act(s, "done")
    assert s.loc[0] == ELIMINATED
    assert s.wia["Mob"] + s.kia["Mob"] > 0  # the Police casualties count against the Mob


@pytest.mark.parametrize("roll", [1, 6])
def test_ii_7_a_slingshot_w_damages_a_vehicle(game: CivilPowerGame, roll: int) -> None:
    data = standard_position("II-7")
    tank = next(u for u in data["units"] if u["type"] == "tank")
    assert tank["area"] == "Ed5"
    punk = next(u for u in data["units"] if u["type"] == "slingshot_punk")
    punk.update(area="Ec5", enter=[], enter_turn=0)
    later = dict(punk, area="", enter_turn=9, enter=["Ea1"])
    data["units"] = [tank, punk, later]
    data.update(turn=1, active="Mob", phase="fire", night_from=0)  # by day: a 6 is a W
    s = begin_scripted(game, data, [roll, 1, 1, 1])
    act(s, f"fire with {s.names[1]}")
    act(s, f"target {s.names[0]}")
    d = s.decision()
    assert d is not None
    side = d.sides[0]
    events = s.apply(side, {o.label(): o for o in d.options(side)}["resolve the attack"])
    result = next(e.data["result"] for e in events if e.kind == "fire")
    assert result == ("W" if roll == 6 else "-")
    assert (s.marks == {"vehicle|0|damaged": 1}) == (result != "-")
    assert s.loc[0] >= 0  # rocks never destroy it


def test_ii_2_the_tank_holds_fire_at_a_second_level_punk_nearby(game: CivilPowerGame) -> None:
    for level, may in ((0, True), (1, False)):
        data = gun_position("II-2", "tank")
        data["units"][1]["level"] = level
        s = begin_scripted(game, data, [1] * 6)
        d = s.decision()
        assert d is not None
        assert (f"fire with {s.names[0]}" in {o.label() for o in d.options("Police")}) == may


def test_i_1_a_reinforcement_joins_the_mob_at_the_start_of_its_player_turn(
    game: CivilPowerGame,
) -> None:
    data = position("I-1")
    s = begin_scripted(game, data, [4, 5] + [1] * 10)  # 9: an Untrained Crowd
    added = [u for u in range(len(s.loc)) if s.loc[u] == WAITING and s.side_of[u] == "Mob"]
    assert [s.kind[u].id for u in added] == ["untrained_crowd"]
    turn, areas = s.entry[added[0]]
    assert turn == 1 and {s.board.x[a] for a in areas} == {0, 11}
    assert s.added == (("Mob", "untrained_crowd", 1, areas),)


def test_ii_6_no_reinforcement_roll_before_turn_3(game: CivilPowerGame) -> None:
    s = begin_scripted(game, position("II-6"), [4, 5] + [1] * 10)
    assert s.added == ()


def test_ii_1_no_line_of_sight_through_the_cemetery(game: CivilPowerGame) -> None:
    from strife.games.civil_power.rules import los

    s = begin(game, position("II-1"))
    west, east = s.board.area("Ec6"), s.board.area("Eh6")  # either side of the Park
    assert not los.clear(s, west, east, 0)
    assert los.clear(s, west, s.board.area("Ed6"), 0)  # into it
    assert los.clear(s, west, east, 1)  # from a second level, over the headstones


def test_i_1_a_blue_unit_may_not_stop_away_from_the_column(game: CivilPowerGame) -> None:
    data = position("I-1", active="Police", phase="move")
    crowd = next(
        u for u in data["units"] if u["type"] == "untrained_crowd" and u["side"] == "Police"
    )
    reserve = next(u for u in data["units"] if u["type"] == "reserve")
    crowd.update(area="Wf16", enter=[], enter_turn=0)
    reserve.update(area="Wf15", enter=[], enter_turn=0)
    s = begin(game, data)
    act(s, f"move {s.names[data['units'].index(reserve)]}")
    act(s, "to Wf14")  # two areas from the Crowd
    d = s.decision()
    assert d is not None and "stop here" not in {o.label() for o in d.options("Police")}
    act(s, "to Wf15")  # back beside it
    act(s, "stop here")


def test_i_1_the_column_attacks_with_its_police_only(game: CivilPowerGame) -> None:
    from strife.games.civil_power.rules import shock

    data = position("I-1", active="Police", phase="move")
    crowd = next(
        u for u in data["units"] if u["type"] == "untrained_crowd" and u["side"] == "Police"
    )
    reserve = next(u for u in data["units"] if u["type"] == "reserve")
    agitator = next(u for u in data["units"] if u["type"] == "agitator" and u["side"] == "Police")
    for u in (crowd, reserve, agitator):
        u.update(area="Wf9", enter=[], enter_turn=0)
    s = begin(game, data)
    area = s.board.area("Wf9")
    reserve_shock = game.unit_types["reserve"].shock
    assert shock.side_strength(s, area, 0, "Police") == reserve_shock  # no Crowd, no +1
    s.active = "Mob"  # defending, the Crowd counts, and the Agitator helps it
    assert (
        shock.side_strength(s, area, 0, "Police")
        == reserve_shock + game.unit_types["untrained_crowd"].shock + 1
    )


def test_i_7_eight_free_barricades_and_ii_4_overreaction_on(game: CivilPowerGame) -> None:
    i7 = game.scenario("I-7")
    assert len(game.position(i7).barricades) == 8 + 1  # the free eight and the package's
    overreaction = game.scenario("II-4").option("overreaction")
    disintegration = game.scenario("II-1").option("tactical_disintegration")
    assert overreaction is not None and overreaction.default is True
    assert disintegration is not None and disintegration.default is False


@pytest.mark.parametrize(("area", "reaches"), [("Wd9", True), ("We9", False)])
def test_ii_2_the_flame_thrower_reaches_three_areas(
    game: CivilPowerGame, area: str, reaches: bool
) -> None:
    data = gun_position("II-2", "tank")
    data["units"][0]["type"] = "flame_tank"  # the Police's other free choice
    data["units"][1]["area"] = area  # along the street from Wa9
    s = begin_scripted(game, data, [1] * 6)
    d = s.decision()
    assert d is not None
    assert (f"fire with {s.names[0]}" in {o.label() for o in d.options("Police")}) == reaches


def test_ii_2_the_flame_thrower_attacks_each_unit_in_the_target_area(
    game: CivilPowerGame,
) -> None:
    """II-2: "it attacks each unit in the target area with a Fire Combat Strength of 10 and
    automatically starts a fire in the area" (ruling S-24): the Flame Tank at Wa9 fires at
    the Punk in Wb10; the other Punk there is attacked too, each with its own roll and
    Morale Check; the Punk on the second level, less than three areas away, is not (the
    Tank may not fire at it); a unit next door is not touched; then the fire starts and
    everyone there moves out. Before, only the target was attacked."""
    data = gun_position("II-2", "tank")
    data["units"][0]["type"] = "flame_tank"
    punk = data["units"][1]
    data["units"] += [dict(punk), dict(punk, level=1), dict(punk, area="Wb9")]
    # On M1: 6 - 1 (windows) = 5 on the 16-20 column: K, its Morale Check 1; on M2: 1 - 1:
    # no effect, its Morale Check 1; the ammunition roll 1.
    s = begin_scripted(game, data, [6, 1, 1, 1, 1, 1, 1])
    names = [s.names[u] for u in range(1, 5)]
    fire_at_the_punk(s)
    fired = [e.data for e in s.log if e.kind == "fire"]
    # The target, then the other Punk at street level; not the one above, nor next door.
    assert [f["target"] for f in fired] == names[:2]
    assert [(f["strength"], f["result"]) for f in fired] == [(20, "K"), (20, "-")]  # EL 5: 2x10
    assert [e.text.split()[0] for e in s.log if e.kind == "morale"] == names[:2]
    assert s.kia["Police"] == 1
    assert s.board.area("Wb10") in s.fires
    assert s.loc[4] == s.board.area("Wb9")
    # The fire starts: everyone in Wb10, both levels, must move out of it (6.5).
    d = s.decision()
    assert d is not None and d.sides == ("Mob",)
    assert sorted(t.unit for t in s.tasks if t.kind == "move_out") == [1, 2, 3]


def test_ii_2_the_flame_thrower_fires_over_intervening_units(game: CivilPowerGame) -> None:
    """II-2: "a range of three areas with no LOS obstruction, along the same lines as a
    water cannon": a Crowd in between does not block it, as it would an ordinary firer."""
    data = gun_position("II-2", "tank")
    data["units"][0]["type"] = "flame_tank"
    data["units"][1]["area"] = "Wa6"  # three areas up the street from Wa9
    crowd = {"side": "Mob", "type": "untrained_crowd", "area": "Wa7"}  # in between
    data["units"].append(crowd)
    s = begin_scripted(game, data, [1] * 6)
    act(s, f"fire with {s.names[0]}")
    targets = {o.label() for o in s.options("Police")}
    assert f"target {s.names[1]}" in targets
    s.kind[0] = game.unit_types["hmg"]  # an HMG (unlimited range) does not see past the Crowd
    s._option_cache = {}
    assert f"target {s.names[1]}" not in {o.label() for o in s.options("Police")}


@pytest.mark.parametrize(
    ("scenario_id", "fixed"), [("I-1", {"Police"}), ("II-7", {"Mob", "Police"}), ("I-6", set())]
)
def test_s_30_a_fixed_engagement_level_is_never_raised(
    game: CivilPowerGame, scenario_id: str, fixed: set[str]
) -> None:
    """I-1: "The Police player may not change their Engagement Level"; II-7: "Players may
    not increase their Engagement Level": no raise offered, and 8.10 Overreaction rolls no
    die for them (ruling S-30)."""
    from strife.games.civil_power.rules import morale

    data = position(scenario_id)
    for side in ("Mob", "Police"):
        data.update(active=side, phase="fire")
        s = begin_scripted(game, data, [6] * 40)
        s.rules = frozenset({"overreaction"})
        options = {o.label() for o in s.options(side)}
        assert ("raise the Engagement Level" in options) == (side not in fixed), side
        el = s.el[side]
        u = next(u for u in range(len(s.loc)) if s.side_of[u] == side)
        morale.eliminate(s, u, [], "test")  # and the Overreaction die would be a 6
        assert s.el[side] == (el if side in fixed else el + 1)


@pytest.mark.parametrize(
    ("scenario_id", "options", "rules", "baton"),
    [
        ("II-1", {"extended_range": True, "tactical_disintegration": True}, set(), ""),
        ("II-2", {"baton_class": "Line"}, {"tactical_disintegration"}, ""),
        ("I-5", {"tactical_disintegration": False}, {"tactical_disintegration"}, ""),
        ("II-7", {"tactical_disintegration": False}, {"tactical_disintegration"}, "Reserve"),
        ("II-7", {"baton_class": ""}, {"tactical_disintegration"}, ""),
        ("I-6", {"extended_range": True, "baton_class": "Line"},
         {"tactical_disintegration", "extended_range"}, "Line"),
    ],
)  # fmt: skip
def test_s_31_the_scenario_settles_some_optional_rules(
    game: CivilPowerGame, scenario_id: str, options: dict[str, Any], rules: set[str], baton: str
) -> None:
    """II-1: "The Extended Range optional rule (8.13) is not used" (and no 8.9, S-18); II-2:
    "May not ... use ... baton rounds"; I-5 and II-7 play 8.9 (their TDN): the options
    cannot undo it (ruling S-31). Elsewhere the options are as chosen."""
    s = game.start(scenario_id, 1, options)
    assert set(s.rules) == rules and s.baton_class == baton


def test_s_32_ii_7_the_reserves_fire_baton_rounds_by_default(game: CivilPowerGame) -> None:
    """II-7: "The player may use baton rounds": the standard game designates the Reserves
    (8.1; ruling S-32); a Reserve placed at the Barracks may fire them at a Punk in the
    street; the scenarios that do not mention them leave the option off."""
    from strife.games.civil_power.scenarios.start import baton_class
    from strife.games.civil_power.setup.forces import Force

    assert game.scenario("II-7").option("baton_class").default == "Reserve"
    assert game.scenario("I-6").option("baton_class").default == ""

    def force(**units: int) -> Force:
        return Force(units=units, items={}, hidden=0, points=0)

    assert baton_class(force(line=3, reserve=2, tactical=3)) == "Line"
    assert baton_class(force(unarmed_reserve=4)) == ""
    data = position("II-7", turn=1, active="Police", phase="fire")
    reserve = next(u for u in data["units"] if u["type"] == "reserve")
    reserve.update(area="Eb4", enter=[], enter_turn=0, arrive="")
    punk = next(u for u in data["units"] if u["type"] == "slingshot_punk")
    punk.update(area="Ea4", enter=[], enter_turn=0, enter_by=0)
    data["units"] = [reserve, punk]
    s = game.start(game.scenario_from_data(data, "II-7"), 1)
    assert s.baton_class == "Reserve"
    act(s, f"fire with {s.names[0]}")
    act(s, f"target {s.names[1]}")
