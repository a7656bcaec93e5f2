"""The scenario hooks on the engine's own state: records kept in play, the end of the game
and the scenario's victory, for rulebook scenarios started from scenario_start."""

from __future__ import annotations

from typing import cast

import pytest

from strife.games.civil_power.game import CivilPowerGame
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.values import ELIMINATED, OFF_MAP, WAITING
from strife.games.civil_power.scenarios import builtin
from strife.games.civil_power.scenarios.hooks import (
    MarkedState,
    agitator_helps,
    blocks_los,
    crowd_may_enter,
    escorted,
    fire_result,
    may_enter_building,
    may_move,
    reinforcements,
    rocks_hit_vehicles,
    rulebook,
    shock_counts,
    tank_may_fire,
    weapon_range,
)
from strife.games.civil_power.scenarios.records import (
    after_player_turn,
    outcome,
    record_exit,
    record_vehicle,
    swag_areas,
    tally,
    vehicle_hit,
)
from strife.games.civil_power.scenarios.start import standard_position


@pytest.fixture(scope="module")
def game() -> CivilPowerGame:
    return CivilPowerGame()


def start(game: CivilPowerGame, scenario_id: str) -> CivilPowerState:
    data = standard_position(scenario_id)
    return game.start(game.scenario_from_data(data, scenario_id), 1)


def units(s: CivilPowerState, side: str, kind: str = "") -> list[int]:
    return [u for u in range(len(s.loc)) if s.side_of[u] == side and kind in ("", s.kind[u].id)]


def test_rulebook_scenario_of_a_position(game: CivilPowerGame) -> None:
    assert rulebook(start(game, "I-6")) == builtin("I-6")
    assert rulebook(game.start("skirmish", 1)) is None


def test_i_6_standard_vp_and_dispersal_from_the_state(game: CivilPowerGame) -> None:
    s = start(game, "I-6")
    crowds = units(s, "Mob", "untrained_crowd")
    for u in crowds[:5]:  # 5 of 10 Untrained + 2 Trained: not yet half of 12
        s.loc[u] = ELIMINATED
    s.wia["Police"] = 2
    s.touch()
    t = tally(s, builtin("I-6"), {})
    assert t.crowds_in_play == {"Mob": 12}
    result = outcome(s, builtin("I-6"), {}, "test")
    assert result.scores == {"Police": 5 * 2 - 2, "Mob": 0}
    assert result.winners == ()  # the Police lead but the riot is not dispersed
    s.loc[crowds[5]] = ELIMINATED
    s.touch()
    assert outcome(s, builtin("I-6"), {}, "test").winners == ("Police",)


def test_ii_3_escapes_and_the_squat_cleared_in_time(game: CivilPowerGame) -> None:
    s = start(game, "II-3")
    scenario = builtin("II-3")
    marks: dict[str, int] = {}
    edge = s.board.area("El12")
    punks = units(s, "Mob", "slingshot_punk")
    for u in punks[:3]:
        record_exit(s, marks, u, edge)
        s.loc[u] = OFF_MAP
    assert after_player_turn(s, scenario, marks) == ""
    assert "cleared|Squat" not in marks  # the others are still in or beside it
    for u in units(s, "Mob"):
        if s.loc[u] >= 0:
            s.loc[u] = s.board.area("Ek1")
    s.turn = 8
    s.touch()
    after_player_turn(s, scenario, marks)
    assert marks["cleared|Squat"] == 1
    assert outcome(s, scenario, marks, "test").scores == {"Mob": 3 * 4, "Police": 20}


def test_ii_6_looting_in_the_police_player_turn(game: CivilPowerGame) -> None:
    s = start(game, "II-6")
    scenario = builtin("II-6")
    swag = swag_areas(s, scenario)
    assert len(swag) == 4 and all(s.board.is_building[a] for a in swag)
    crowd = units(s, "Mob", "untrained_crowd")[0]
    beside = next(n for n in s.board.orth[swag[0]] if not s.board.is_building[n])
    s.loc[crowd] = beside
    s.touch()
    marks: dict[str, int] = {}
    s.active = "Mob"
    after_player_turn(s, scenario, marks)
    assert "looted" not in marks  # only in the Police player-turn's Recovery Phase
    s.active = "Police"
    after_player_turn(s, scenario, marks)
    after_player_turn(s, scenario, marks)
    assert marks["looted"] == 2
    assert outcome(s, scenario, marks, "test").scores["Mob"] == 2


def test_ii_7_vehicles_labels_and_the_end(game: CivilPowerGame) -> None:
    s = start(game, "II-7")
    scenario = builtin("II-7")
    t = tally(s, scenario, {})
    assert sorted(v.label for v in t.vehicles) == ["", "", "", "commander", "tank"]
    marks: dict[str, int] = {}
    tank = units(s, "Police", "tank")[0]
    trucks = units(s, "Police", "truck")
    commander = next(u for u in trucks if s.loc[u] == s.board.area("Ee10"))
    record_vehicle(marks, tank, "afire")
    record_vehicle(marks, commander, "damaged")
    s.loc[commander] = ELIMINATED
    with pytest.raises(ValueError):
        record_vehicle(marks, tank, "scratched")
    s.touch()
    # "As normal" (+5 for a Police unit eliminated), the Tank afire and never exploded
    # (damaged, doubled: 6), the commander's vehicle damaged then destroyed (2, doubled: 4).
    assert outcome(s, scenario, marks, "test").scores["Mob"] == 5 + 6 + 4


def test_ii_7_ends_when_all_police_are_in_and_the_compound_is_empty(game: CivilPowerGame) -> None:
    s = start(game, "II-7")
    scenario = builtin("II-7")
    reserves = units(s, "Police", "reserve")
    assert all(s.loc[u] == WAITING for u in reserves)
    assert after_player_turn(s, scenario, {}) == ""
    barracks = s.board.place("Barracks")
    for i, u in enumerate(reserves):
        s.loc[u] = barracks[i]
    punk = units(s, "Mob", "slingshot_punk")[0]
    s.loc[punk] = s.board.place("Park")[5]
    s.touch()
    assert after_player_turn(s, scenario, {}) == ""
    s.loc[punk] = OFF_MAP
    s.touch()
    assert "compound" in after_player_turn(s, scenario, {})


def test_ii_1_ends_when_the_last_mob_unit_falls(game: CivilPowerGame) -> None:
    s = start(game, "II-1")
    scenario = builtin("II-1")
    mob = units(s, "Mob")
    for u in mob[:-1]:
        s.loc[u] = ELIMINATED
    s.touch()
    assert after_player_turn(s, scenario, {}) == ""
    s.loc[mob[-1]] = ELIMINATED
    s.turn, s.active = 7, "Police"
    s.touch()
    assert after_player_turn(s, scenario, {}) == "no Mob unit is left (II-1)"
    result = outcome(s, scenario, {}, "no Mob unit is left (II-1)")
    assert result.scores == {"Police": 3 * len(mob), "Mob": 7}  # 7 complete Game-turns


def test_i_1_reinforcements_each_mob_player_turn_on_east_or_west_sides(
    game: CivilPowerGame,
) -> None:
    s = start(game, "I-1")
    scenario = builtin("I-1")
    s.active = "Police"
    assert reinforcements(s, scenario, 9) is None  # the Mob's player-turns only
    s.active = "Mob"
    got = reinforcements(s, scenario, 9)
    assert got is not None and got.units == ("untrained_crowd",) and not got.placed
    assert {s.board.x[a] for a in got.areas} == {0, 11}  # the east and west sides
    assert not any(s.board.is_building[a] for a in got.areas)  # I-1: no buildings
    sniper = reinforcements(s, scenario, 2)
    assert sniper is not None and sniper.units == ()  # "Ignore references to ... Snipers"


def test_ii_6_reinforcements_from_turn_3_not_beside_the_police(game: CivilPowerGame) -> None:
    s = start(game, "II-6")
    scenario = builtin("II-6")
    s.active = "Mob"
    s.turn = 2
    assert reinforcements(s, scenario, 9) is None
    s.turn = 3
    cop = units(s, "Police", "line")[0]
    s.loc[cop] = s.board.area("Wa1")
    s.touch()
    got = reinforcements(s, scenario, 9)
    assert got is not None and got.units == ("untrained_crowd",)
    near = {s.board.area(n) for n in ("Wa1", "Wb1", "Wa2", "Wb2")}
    assert got.areas and not near & set(got.areas)
    police = [s.loc[u] for u in units(s, "Police") if s.loc[u] >= 0]
    edge = [a for a in range(s.board.n) if s.board.edges[a]]
    far = {a for a in edge if all(s.board.distance(a, p) >= 2 for p in police)}
    assert set(got.areas) == far


def test_ii_2_reinforcements_placed_in_buildings_away_from_police(game: CivilPowerGame) -> None:
    s = start(game, "II-2")
    scenario = builtin("II-2")
    s.active = "Mob"
    cop = units(s, "Police", "line")[0] if units(s, "Police", "line") else units(s, "Police")[0]
    s.loc[cop] = s.board.area("Wa2")
    s.touch()
    got = reinforcements(s, scenario, 3)
    assert got is not None and got.placed and got.units == ("pistol_punk",)
    assert all(s.board.is_building[a] for a in got.areas)
    assert s.board.area("Wb2") not in got.areas and s.board.area("Wd2") in got.areas
    crowd = reinforcements(s, scenario, 9)
    assert crowd is not None and crowd.units == ()  # "ignore any references to Crowds"


def test_i_1_nobody_enters_buildings_and_i_6_arrows_do_not_kill(game: CivilPowerGame) -> None:
    assert not may_enter_building(start(game, "I-1"))
    i6 = start(game, "I-6")
    assert may_enter_building(i6)
    assert may_enter_building(game.start("skirmish", 1))
    sniper = units(i6, "Police", "line")[0]
    assert fire_result(i6, [sniper], "K") == "K"  # not a Mob Sniper
    i6.kind[sniper] = game.unit_types["mob_sniper"]
    assert fire_result(i6, [sniper], "K") == "W"
    assert fire_result(i6, [sniper, sniper], "K") == "K"  # not a Sniper's own attack


def test_ii_7_a_w_damages_a_vehicle(game: CivilPowerGame) -> None:
    s = start(game, "II-7")
    setattr(s, "marks", {})  # noqa: B010 - the field the engine keeps for scenario records
    marked = cast(MarkedState, s)
    truck = units(s, "Police", "truck")[0]
    vehicle_hit(marked, truck, "-")
    assert marked.marks == {}
    vehicle_hit(marked, truck, "W")
    assert marked.marks == {f"vehicle|{truck}|damaged": 1}
    other = start(game, "II-3")
    setattr(other, "marks", {})  # noqa: B010
    vehicle_hit(cast(MarkedState, other), units(other, "Police")[0], "W")
    assert cast(MarkedState, other).marks == {}


def test_i_1_police_crowds_defend_but_do_not_attack_and_need_an_escort(
    game: CivilPowerGame,
) -> None:
    s = start(game, "I-1")
    police_crowd = units(s, "Police", "untrained_crowd")[0]
    reserve = units(s, "Police", "reserve")[0]
    mob_crowd = units(s, "Mob", "untrained_crowd")[0]
    s.active = "Police"
    assert not shock_counts(s, police_crowd) and shock_counts(s, reserve)
    s.active = "Mob"
    assert shock_counts(s, police_crowd) and shock_counts(s, mob_crowd)
    assert agitator_helps(s, police_crowd) and not agitator_helps(s, reserve)
    assert agitator_helps(s, mob_crowd)
    target = s.loc[mob_crowd]
    assert not crowd_may_enter(s, police_crowd, target)
    s.loc[reserve] = target
    s.touch()
    assert crowd_may_enter(s, police_crowd, target)
    assert crowd_may_enter(s, reserve, s.board.area("Wa16"))
    other = start(game, "I-6")
    assert shock_counts(other, units(other, "Mob", "untrained_crowd")[0])


def test_ii_7_vehicles_never_move_and_ii_2_guns_do_not_fire_and_move(
    game: CivilPowerGame,
) -> None:
    s = start(game, "II-7")
    truck = units(s, "Police", "truck")[0]
    reserve = units(s, "Police", "reserve")[0]
    assert not may_move(s, truck, False) and may_move(s, reserve, True)
    uprising = start(game, "II-2")
    gun = units(uprising, "Police", "field_gun")[0]
    tank = units(uprising, "Police", "tank")[0]
    assert may_move(uprising, gun, False) and not may_move(uprising, gun, True)
    assert may_move(uprising, tank, True)
    i6 = start(game, "I-6")
    assert may_move(i6, units(i6, "Police")[0], True)


def test_ii_7_rocks_may_fire_at_vehicles_and_ii_2_tanks_keep_their_distance(
    game: CivilPowerGame,
) -> None:
    assert rocks_hit_vehicles(start(game, "II-7"))
    assert not rocks_hit_vehicles(start(game, "II-3"))
    s = start(game, "II-2")
    tank = units(s, "Police", "tank")[0]
    punk = units(s, "Mob", "pistol_punk")[0]
    s.loc[tank], s.loc[punk] = s.board.area("Wa9"), s.board.area("Wb10")
    s.touch()
    assert tank_may_fire(s, tank, punk, 0)
    assert not tank_may_fire(s, tank, punk, 1)
    s.loc[punk] = s.board.area("Wd10")
    assert tank_may_fire(s, tank, punk, 1)
    line = units(s, "Police", "line")[0]
    s.loc[line] = s.board.area("Wa9")
    assert tank_may_fire(s, line, punk, 1)


def test_ii_1_the_cemetery_blocks_los_through_it(game: CivilPowerGame) -> None:
    s = start(game, "II-1")
    park = s.board.place("Park")
    assert all(blocks_los(s, a) for a in park)
    assert not blocks_los(s, s.board.area("Ea1"))
    ii7 = start(game, "II-7")
    assert not any(blocks_los(ii7, a) for a in ii7.board.place("Park"))


def test_i_1_blue_units_end_their_moves_beside_their_crowds(game: CivilPowerGame) -> None:
    s = start(game, "I-1")
    reserve = units(s, "Police", "reserve")[0]
    crowd = units(s, "Police", "untrained_crowd")[0]
    far, near = s.board.area("Wa16"), s.board.area("Wf15")
    assert escorted(s, reserve, far)  # no Police Crowd on the map yet
    s.loc[crowd] = s.board.area("Wf16")
    s.touch()
    assert escorted(s, reserve, near) and not escorted(s, reserve, far)
    assert escorted(s, crowd, far)  # the Crowds themselves go where they will
    mob = units(s, "Mob", "untrained_crowd")[0]
    assert escorted(s, mob, far)


def test_ii_2_the_flame_thrower_reaches_three_areas(game: CivilPowerGame) -> None:
    s = start(game, "II-2")
    line = units(s, "Police", "line")[0] if units(s, "Police", "line") else units(s, "Police")[0]
    s.kind[line] = game.unit_types["flame_tank"]
    assert weapon_range(s, line) == 3
    s.kind[line] = game.unit_types["tank"]
    assert weapon_range(s, line) is None
