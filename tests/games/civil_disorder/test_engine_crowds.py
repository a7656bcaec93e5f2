"""Movement: Crowds and Response Level, played through the Game API with scripted dice: a
crowd moves by its level (ruling E-2: as far as its slowest base) and tests its level when
the SF influence it, with the factors the turn brought."""

from __future__ import annotations

from tests.games.civil_disorder.engine_support import (
    choose,
    crowd,
    idle_turn,
    position,
    start,
    unit,
    used_all,
)

FAR = "mill-14"  # out of sight of Thompson Road and of Patel's Newsagent


def test_movement_crowds_rl5_demonstrates_towards_its_objective() -> None:
    s = start(position([unit("u1", FAR)], [crowd("c1", "thompson-5", 5, "x-thompson-mill")]), [4])
    idle_turn(s)
    assert s.crowds["c1"].at == "thompson-6"  # 1d6 = 4": 8 m along Thompson Road
    assert used_all(s)


def test_movement_crowds_rl5_will_not_move_closer_than_3_inches_to_sf() -> None:
    s = start(position([unit("u1", "x-thompson-mill")], [crowd("c1", "thompson-7", 5)]), [4])
    idle_turn(s)
    assert s.crowds["c1"].at == "thompson-7"  # the move would end among the SF: not made
    assert used_all(s)


def test_movement_crowds_rl2_runs_away_from_sf_in_sight_as_its_slowest_base() -> None:
    # 2d6" a base, four bases: 7, 10, 12, 5 -> the crowd keeps together at 5"
    dice = [3, 4, 5, 5, 6, 6, 2, 3]
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", "thompson-4", 2)]), dice)
    idle_turn(s)
    assert s.crowds["c1"].at == "thompson-5"
    assert s.crowds["c1"].rl == 2
    assert used_all(s)


def test_response_level_rl2_with_no_sf_in_sight_goes_to_4() -> None:
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", FAR, 2)]), [])
    idle_turn(s)
    assert s.crowds["c1"].rl == 4 and s.crowds["c1"].at == FAR  # RL 4 only drifts
    assert used_all(s)


def test_response_level_rl1_disperses_off_the_table() -> None:
    dice = [6, 6] * 4
    s = start(position([unit("u1", "canalside-3")], [crowd("c1", "canalside-1", 1)]), dice)
    idle_turn(s)
    assert s.crowds["c1"].gone
    assert s.view("a")["crowds"] == []
    assert used_all(s)


def test_response_level_tested_when_sf_charge_with_the_turns_factors() -> None:
    """A riot-gear van charges a crowd at RL 4 (ordinary police charging -1); the fight
    wounds two of it (-1); the test rolls 1: 1 - 2 = -1, down a level."""
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", "thompson-4", 4)]), [])
    choose(s, "a", "Radio Unit u1")
    choose(s, "a", "Unit u1: charge crowd c1")
    choose(s, "a", "Stay where you are")
    assert used_all(s) and s.units["u1"].at == "thompson-2"
    # fights: van base 1 rolls 8 against 2 (10 to 2: +8, 1d3 = 2 wounded); van base 2
    # rolls 1 against 10 (3 to 10: the crowd by 7, 1d3 = 1 wounded); over-reaction 5;
    # the crowd's RL test 1.
    s.dice.values += [8, 2, 2, 1, 10, 1, 5, 1]  # type: ignore[attr-defined]
    events = idle_turn(s)
    assert s.units["u1"].at == "thompson-4"
    assert any(e.text == "Unit u1 charges crowd c1" for e in events)
    assert s.crowds["c1"].lost == 2
    assert s.units["u1"].figures == 7 and s.units["u1"].wounded == 1 and s.units["u1"].subdued
    assert s.crowds["c1"].rl == 3
    assert s.tally["civilians_wounded"] == 2 and s.tally["sf_wounded"] == 1
    assert sum(1 for c in s.casualties if c.civilian) == 2
    assert used_all(s)


def test_response_level_gas_taking_effect_calls_a_test_with_tear_gas() -> None:
    s = start(position([unit("u1", "thompson-2", gas=2)], [crowd("c1", "thompson-5", 4)]), [])
    choose(s, "a", "Radio Unit u1")
    choose(s, "a", "Unit u1: throw gas at crowd c1")
    choose(s, "a", "Stay where you are")
    # turn 2: the grenade lands (2d6 = 3 + 4 turns, secret); the gas call tests: 3, no change
    s.dice.values += [3, 4, 3]  # type: ignore[attr-defined]
    idle_turn(s)
    assert s.units["u1"].gas == 1 and s.clouds[0].lasts == 7
    assert s.crowds["c1"].rl == 4
    seen = s.view("a")["clouds"]
    assert seen == [{"at": "thompson-5", "place": seen[0]["place"], "gas": "tear gas"}]
    # turn 3: the cloud is effective: 2 - 2 (in effective tear gas) = 0, down a level
    s.dice.values += [2]  # type: ignore[attr-defined]
    idle_turn(s)
    assert s.crowds["c1"].rl == 3
    assert used_all(s)


def test_response_level_rl8_attacks_the_sf_it_reaches() -> None:
    """RL 8: 2d6 = 4" brings the crowd into contact; 2d6 = 6 individuals fight (2 bases,
    ruling F-9). Van base 1: 5 + 3 against 5, +3: the crowd is pushed back and 1 wounded;
    van base 2: 1 + 3 against 9, the crowd by 5: pushed back, 2 wounded. The van tests: 6 +
    2 - 1 (outnumbered more than 3-1) - 1 (no support) - 2 (two wounded) = 4, carries on;
    the crowd tests: 4 - 1 (a member wounded) = 3, stays at 8."""
    dice = [2, 2, 3, 3, 5, 5, 1, 1, 9, 2, 6, 4]
    s = start(position([unit("u1", "thompson-3")], [crowd("c1", "thompson-4", 8, bases=2)]), dice)
    events = idle_turn(s)
    assert s.units["u1"].wounded == 2 and s.crowds["c1"].lost == 1
    assert s.crowds["c1"].rl == 8
    assert s.units["u1"].at != s.crowds["c1"].at  # both pushed back: contact broken
    assert sum(1 for e in events if "fight" in e.text and e.visible("a")) == 2
    assert used_all(s)


def test_response_level_adjacent_crowds_higher_and_running_away() -> None:
    """A crowd with two others within 4" (ruling R-9): one at a higher level (+1), one
    running away (-1); both count in its next test."""
    from strife.games.civil_disorder.model.response_level import RlFactor
    from strife.games.civil_disorder.rules.step_assessment import standing_factors

    s = start(
        position(
            [unit("u1", "mill-14")],
            [
                crowd("c1", "thompson-4", 4),
                crowd("hi", "thompson-5", 6),
                crowd("run", "thompson-3", 2),
            ],
        ),
        [],
    )
    present = standing_factors(s, s.crowds["c1"])
    assert present[RlFactor.ADJACENT_CROWD_HIGHER] == 1
    assert present[RlFactor.ADJACENT_CROWD_RUNNING_AWAY] == 1
