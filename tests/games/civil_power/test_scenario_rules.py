"""The scenarios' special rules (scenario_rules.py, campaign.py), each against the text."""

from __future__ import annotations

import pytest

from strife.games.civil_power.scenarios import builtin
from strife.games.civil_power.scenarios.rules import (
    EndCheck,
    agitator_benefits,
    ammunition_out,
    blocks_los_through,
    crowd_may_enter_mob_area,
    explosion_areas,
    field_gun_building,
    game_over,
    hedge_blocks_los,
    may_enter_building,
    neighbourhood_cleared,
    police_escort_ok,
    reinforcement_building_areas,
    reinforcement_entry_areas,
    reinforcement_roll,
    replacement_for,
    sewer_eligible,
    sewer_return,
    shock_contributes,
    sniper_result,
    squat_cleared,
    swag_looted,
    tank_explodes,
    tank_may_fire_at,
    tdn,
    weapon_may_fire,
)
from strife.games.civil_power.setup.campaign import Campaign, CampaignError
from strife.games.civil_power.setup.deployment import board_for
from strife.games.civil_power.setup.forces import ForceChoice, ForceError, build_force, unit_types

T = unit_types()
WEST_EAST = board_for("west-east")
EAST = board_for("east")
OVER_WEST = board_for("east-over-west")


def a(name: str) -> int:
    return WEST_EAST.area(name)


# -- 8.9 TDN ------------------------------------------------------------------------------------


def test_8_9_tdn_ten_percent_rounded_up_shared_in_three_player_games_and_fixed() -> None:
    assert tdn(builtin("I-6"), "Mob", {"Mob": 295}) == 30
    assert tdn(builtin("I-6"), "Mob", {"Mob": 301}) == 31
    assert tdn(builtin("I-3"), "Catholics", {"Catholics": 200, "Protestants": 195}) == 40
    assert tdn(builtin("I-5"), "Protest", {"Protest": 300}) == 30
    assert tdn(builtin("II-7"), "Mob", {"Mob": 0}) == 20


# -- I-1 Battle of Cable Street ------------------------------------------------------------------


def test_i_1_random_reinforcements_ignore_molotovs_and_snipers() -> None:
    s = builtin("I-1")
    sniper = reinforcement_roll(s, 1, 2)
    assert sniper is not None and sniper.units == ()
    molotovs = reinforcement_roll(s, 1, 4)
    assert molotovs is not None and molotovs.items == {}
    crowd = reinforcement_roll(s, 5, 9)
    assert crowd is not None and crowd.units == ("untrained_crowd",)


def test_i_1_reinforcements_enter_on_the_east_or_west_sides_of_either_map() -> None:
    s = builtin("I-1")
    assert s.reinforcements is not None and s.reinforcements.enter is not None
    areas = reinforcement_entry_areas(OVER_WEST, s.reinforcements.enter, [])
    assert len(areas) == 64  # 32 rows of both sheets, two sides
    assert {OVER_WEST.sheet_of[x] for x in areas} == {"east", "west"}
    assert all(OVER_WEST.x[x] in (0, 11) for x in areas)


def test_i_1_no_buildings_and_the_police_march_with_their_crowds() -> None:
    s = builtin("I-1")
    assert not may_enter_building(s) and may_enter_building(builtin("I-6"))
    crowd = [OVER_WEST.area("Wf16")]
    assert police_escort_ok(OVER_WEST, [OVER_WEST.area("Wg15"), OVER_WEST.area("Wf16")], crowd)
    assert not police_escort_ok(OVER_WEST, [OVER_WEST.area("Wh14")], crowd)


def test_i_1_police_crowds_do_not_attack_and_the_agitator_helps_only_crowds() -> None:
    s = builtin("I-1")
    uc = T["untrained_crowd"]
    assert not shock_contributes(s, "police", uc)
    assert shock_contributes(s, "mob", uc)
    assert shock_contributes(s, "police", T["reserve"])
    assert shock_contributes(builtin("I-6"), "police", uc)
    assert not crowd_may_enter_mob_area(s, "police", uc, 0)
    assert crowd_may_enter_mob_area(s, "police", uc, 1)
    assert agitator_benefits(s, "police", uc)
    assert not agitator_benefits(s, "police", T["reserve"])
    assert agitator_benefits(builtin("I-6"), "mob", T["slingshot_punk"])


# -- I-2 Armies of the Night ----------------------------------------------------------------------


def test_i_2_mob_enters_on_day_one_and_after_losing() -> None:
    c = Campaign(builtin("I-2"))
    assert c.day == 1 and c.mob_enters()
    c.record("Mob")
    assert not c.mob_enters() and c.chooser() == "Mob"
    c.record("")
    assert not c.mob_enters()  # a drawn day is not a loss
    c.record("Police")
    assert c.mob_enters()


def test_i_2_engagement_level_moves_one_step_between_days() -> None:
    c = Campaign(builtin("I-2"))
    with pytest.raises(CampaignError, match="only after the first day"):
        c.set_el("Police", 2)
    c.record("Police")
    c.set_el("Police", 2)
    with pytest.raises(CampaignError, match="from EL 2 the next day may be 1-3"):
        c.set_el("Police", 4)
    c.set_el("Mob", 1)
    assert c.el == {"Police": 2, "Mob": 1}


def test_i_2_reinforcements_fail_on_5_or_6_and_only_6_after_a_mob_win() -> None:
    c = Campaign(builtin("I-2"))
    c.record("Police")
    assert c.no_show("Mob", 5) and c.no_show("Police", 5) and not c.no_show("Mob", 4)
    new = c.next_force(
        "Mob", {"untrained_crowd": 3, "agitator": 0}, ["trained_crowd"] * 3, [5, 6, 1]
    )
    assert new == {"untrained_crowd": 3, "trained_crowd": 1}
    c.record("Mob")
    assert not c.no_show("Mob", 5) and c.no_show("Mob", 6)
    assert c.no_show("Police", 5)
    with pytest.raises(CampaignError, match="one roll per reinforcement"):
        c.next_force("Mob", {}, ["agitator"], [])


def test_i_2_reinforcements_are_100_points_under_the_usual_limits() -> None:
    c = Campaign(builtin("I-2"))
    spec = c.reinforcement_spec("Mob")
    ok = build_force(spec, ForceChoice(units={"untrained_crowd": 5}), "Mob", "mob", True)
    assert ok.points == 100
    with pytest.raises(ForceError, match="more than the 100 allowed"):
        build_force(spec, ForceChoice(units={"trained_crowd": 4}), "Mob", "mob", True)
    with pytest.raises(ForceError, match="may not be bought"):
        build_force(spec, ForceChoice(units={"pistol_punk": 1}), "Mob", "mob", True)


def test_i_2_best_three_of_five() -> None:
    c = Campaign(builtin("I-2"))
    for w in ("Mob", "Police", "Mob", "Mob"):
        c.record(w)
    assert c.over() and c.winner() == "Mob"
    with pytest.raises(CampaignError, match="over"):
        c.record("Police")
    d = Campaign(builtin("I-2"))
    for w in ("Mob", "", "Police", "", "Police"):
        d.record(w)
    assert d.over() and d.winner() == "Police"
    e = Campaign(builtin("I-2"))
    for w in ("Mob", "", "Police", "", ""):
        e.record(w)
    assert e.over() and e.winner() == ""
    with pytest.raises(CampaignError, match="not a campaign"):
        Campaign(builtin("I-6"))


# -- I-3 / II-5 neighbourhoods --------------------------------------------------------------------


def test_i_3_clearing_the_enemy_neighbourhood() -> None:
    assert neighbourhood_cleared(WEST_EAST, "east-south", [a("Wa1"), a("Ea8")])
    assert not neighbourhood_cleared(WEST_EAST, "east-south", [a("Ea9")])


# -- I-6 ------------------------------------------------------------------------------------------


def test_i_6_sniper_k_is_a_w() -> None:
    s = builtin("I-6")
    assert sniper_result(s, T["mob_sniper"], "K") == "W"
    assert sniper_result(s, T["mob_sniper"], "W") == "W"
    assert sniper_result(s, T["police_sniper"], "K") == "K"
    assert sniper_result(builtin("I-3"), T["mob_sniper"], "K") == "K"


# -- II-1 / II-7 terrain --------------------------------------------------------------------------


def test_ii_1_cemetery_blocks_los_through_and_ii_7_fence_does_not() -> None:
    park = EAST.place("Park")[0]
    street = EAST.area("Ea1")
    assert blocks_los_through(builtin("II-1"), EAST, park)
    assert not blocks_los_through(builtin("II-1"), EAST, street)
    assert not blocks_los_through(builtin("II-7"), EAST, park)
    assert hedge_blocks_los(builtin("II-1")) and not hedge_blocks_los(builtin("II-7"))


# -- II-1, II-2 special weapons -------------------------------------------------------------------


def test_field_gun_six_collapses_the_building_in_ii_2_and_starts_a_fire_in_ii_1() -> None:
    assert field_gun_building(builtin("II-2"), 6) == "collapse"
    assert field_gun_building(builtin("II-1"), 6) == "fire"
    assert field_gun_building(builtin("II-2"), 5) == ""


def test_ii_2_ammunition_movement_and_tanks() -> None:
    assert ammunition_out(6) and not ammunition_out(5)
    assert replacement_for("hmg") == "reserve" == replacement_for("field_gun")
    assert replacement_for("tank") is None
    assert not weapon_may_fire("field_gun", True) and weapon_may_fire("field_gun", False)
    assert weapon_may_fire("tank", True)
    tank = a("Wa9")
    assert tank_may_fire_at(WEST_EAST, tank, a("Wb10"), 0)
    assert not tank_may_fire_at(WEST_EAST, tank, a("Wb10"), 1)
    assert tank_may_fire_at(WEST_EAST, tank, a("Wd10"), 1)


def test_ii_2_reinforcements_in_buildings_not_adjacent_to_police_ignoring_crowds() -> None:
    s = builtin("II-2")
    crowd = reinforcement_roll(s, 3, 9)
    assert crowd is not None and crowd.units == ()
    punk = reinforcement_roll(s, 3, 3)
    assert punk is not None and punk.units == ("pistol_punk",)
    areas = reinforcement_building_areas(WEST_EAST, [a("Wa2")])
    assert all(WEST_EAST.is_building[x] for x in areas)
    assert a("Wb2") not in areas and a("Wb3") not in areas and a("Wd2") in areas


def test_ii_2_sewer_movement() -> None:
    assert sewer_eligible(T["pistol_punk"], True, False)
    assert sewer_eligible(T["mob_sniper"], True, False)
    assert not sewer_eligible(T["pistol_punk"], True, True)
    assert not sewer_eligible(T["pistol_punk"], False, False)
    assert not sewer_eligible(T["untrained_crowd"], True, False)
    turn, areas = sewer_return(WEST_EAST, 4, "east")
    assert turn == 6
    assert areas and all(
        WEST_EAST.is_building[x] and WEST_EAST.sheet_of[x] == "east" for x in areas
    )


# -- II-3 Raus!! ----------------------------------------------------------------------------------


def test_ii_3_squat_cleared_by_turn_8() -> None:
    inside = a("Ee12")
    assert not squat_cleared(WEST_EAST, 5, [inside])
    assert squat_cleared(WEST_EAST, 8, [a("Ek1")])
    assert not squat_cleared(WEST_EAST, 9, [a("Ek1")])


# -- II-6 Rodney King Live ------------------------------------------------------------------------


def test_ii_6_swag_looted_by_a_punk_in_it_or_a_crowd_beside_it() -> None:
    swag = a("Wb10")
    assert swag_looted(WEST_EAST, swag, [(T["pistol_punk"], swag)])
    assert not swag_looted(WEST_EAST, swag, [(T["pistol_punk"], a("Wa10"))])
    assert swag_looted(WEST_EAST, swag, [(T["untrained_crowd"], a("Wa9"))])
    assert not swag_looted(WEST_EAST, swag, [(T["untrained_crowd"], a("Wd10"))])
    assert not swag_looted(WEST_EAST, swag, [(T["agitator"], swag)])


def test_ii_6_reinforcements_from_turn_3_not_adjacent_to_police() -> None:
    s = builtin("II-6")
    assert reinforcement_roll(s, 2, 9) is None
    assert reinforcement_roll(s, 3, 9) is not None
    assert s.reinforcements is not None and s.reinforcements.enter is not None
    areas = reinforcement_entry_areas(WEST_EAST, s.reinforcements.enter, [a("Wa1")])
    assert a("Wa1") not in areas and a("Wb1") not in areas and a("Wa2") not in areas
    assert a("Wc1") in areas


# -- II-7 Ephraim Motor Pool ----------------------------------------------------------------------


def test_ii_7_the_tank_explodes_on_a_6_over_its_neighbours() -> None:
    assert tank_explodes(6) and not tank_explodes(5)
    tank = EAST.place("Park")[0]
    assert len(explosion_areas(EAST, tank)) == 1 + len(EAST.neighbours[tank])


# -- the end of the game --------------------------------------------------------------------------


def check(
    turn: int = 3,
    last_player_turn: bool = True,
    mob_units_left: int = 5,
    police_waiting: int = 0,
    mob_in_park: int = 0,
    disintegrated: str = "",
) -> EndCheck:
    return EndCheck(
        turn, last_player_turn, mob_units_left, police_waiting, mob_in_park, disintegrated
    )


def test_game_over() -> None:
    assert game_over(builtin("I-6"), check(turn=15)) == "the last game-turn is over"
    assert game_over(builtin("I-6"), check(turn=15, last_player_turn=False)) == ""
    assert game_over(builtin("I-6"), check(turn=14)) == ""
    assert game_over(builtin("II-1"), check(turn=40)) == ""
    assert "no Mob unit is left" in game_over(builtin("II-1"), check(mob_units_left=0))
    assert game_over(builtin("II-7"), check(police_waiting=2)) == ""
    assert game_over(builtin("II-7"), check(mob_in_park=1)) == ""
    assert "compound" in game_over(builtin("II-7"), check())
    assert "Protest" in game_over(builtin("I-5"), check(disintegrated="Protest"))
