"""Response Level: the eight levels (behaviour, movement, the levels circumstances force),
when the RL is tested, all twenty factors, and the six result bands."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.response_level import (
    Direction,
    ResponseLevelChart,
    RlFactor,
    RlTrigger,
)
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.rules.odds import (
    crowd_people,
    sf_outnumber_crowd,
    sf_outnumbered_over_3_to_1,
)
from strife.games.civil_disorder.rules.response_level import (
    counted_factors,
    crowd_fighters,
    crowd_move,
    firearm_casualties,
    first_trigger,
    forced_level,
    level_change,
    loots,
    rl_test,
    running_away,
    shifted,
)
from tests.games.civil_disorder.cd_support import C

F = RlFactor


def chart() -> ResponseLevelChart:
    return C().response_level


def test_response_level_eight_levels_by_name() -> None:
    names = [chart().level(rl).name for rl in range(1, 9)]
    assert names == [
        "Disperse",
        "Run Away",
        "Move Along",
        "Paused",
        "Demonstrate",
        "Hassle",
        "Bombard",
        "Attack",
    ]
    with pytest.raises(ValueError, match="no Response Level 9"):
        chart().level(9)


def test_response_level_the_sf_are_told_8_bad_1_good() -> None:
    assert chart().sf_told == "8 = bad, 1 = good"


@pytest.mark.parametrize(
    ("rl", "move", "per_base", "up_to", "direction"),
    [
        (1, "2d6", True, False, Direction.AWAY),
        (2, "2d6", True, False, Direction.AWAY),
        (3, "1d6", True, False, Direction.AWAY),
        (4, None, False, False, Direction.DRIFT),
        (5, "1d6", False, False, Direction.OBJECTIVE),
        (6, "1d6", False, False, Direction.CLOSE),
        (7, "2d6", False, True, Direction.CONFORM),
        (8, "2d6", False, False, Direction.CLOSE),
    ],
)
def test_response_level_how_each_level_moves(
    rl: int, move: str | None, per_base: bool, up_to: bool, direction: Direction
) -> None:
    level = chart().level(rl)
    assert (str(level.move) if level.move else None) == move
    assert (level.per_base, level.up_to, level.direction) == (per_base, up_to, direction)


def test_response_level_crowd_move_distances() -> None:
    c = chart()
    # RL 1-3: each base rolls its own distance; 5-8: one roll for the crowd; 4: a 1" drift.
    assert crowd_move(1, ScriptedDice([1, 2, 6, 6, 3, 4]), c, bases=3) == [3, 12, 7]
    assert crowd_move(3, ScriptedDice([5, 2]), c, bases=2) == [5, 2]
    assert crowd_move(4, ScriptedDice([]), c, bases=5) == [1]
    assert crowd_move(5, ScriptedDice([4]), c, bases=5) == [4]
    assert crowd_move(8, ScriptedDice([6, 5]), c, bases=5) == [11]


def test_response_level_forced_levels() -> None:
    c = chart()
    assert forced_level(1, c, sf_in_sight=True, no_escape=True) == 7
    assert forced_level(1, c, sf_in_sight=False) == 1
    assert forced_level(2, c, sf_in_sight=False) == 4
    assert forced_level(2, c, sf_in_sight=True, surrounded=True) == 6
    assert forced_level(3, c, sf_in_sight=False) == 4
    assert forced_level(3, c, sf_in_sight=True, surrounded=True) == 5
    assert forced_level(3, c, sf_in_sight=True) == 3
    for rl in range(4, 9):
        assert forced_level(rl, c, sf_in_sight=False, surrounded=True, no_escape=True) == rl


def test_response_level_behaviour_numbers() -> None:
    c = chart()
    assert c.level(5).stand_off == 3
    assert c.level(6).minor_damage_on == 6
    assert c.level(6).backs_off_if_pushed and c.level(6).throws_if_out_of_reach
    assert str(c.level(7).fighters) == "1d6" and str(c.level(8).fighters) == "2d6"
    assert crowd_fighters(7, ScriptedDice([4]), c) == 4
    assert crowd_fighters(8, ScriptedDice([4, 6]), c) == 10
    assert crowd_fighters(6, ScriptedDice([]), c) == 0
    assert [loots(rl, c) for rl in range(1, 9)] == [False] * 6 + [True, True]
    assert (c.level(7).damage_if_no_sf, c.level(8).damage_if_no_sf) == ("damage", "serious")
    assert c.level(8).bombards_if_blocked


def test_response_level_when_tested() -> None:
    assert set(chart().triggers) == set(RlTrigger)
    assert "charge, threaten, shoot at" in chart().triggers[RlTrigger.SF_INFLUENCE]
    assert str(chart().test.die) == "1d6"


@pytest.mark.parametrize(
    ("factor", "value"),
    [
        (F.DAMP, -1),
        (F.SOAKED, -2),
        (F.MEMBER_ARRESTED_OR_WOUNDED, -1),
        (F.VISIBLY_OUTNUMBERED, -3),
        (F.ADJACENT_CROWD_HIGHER, 1),
        (F.ADJACENT_CROWD_RUNNING_AWAY, -1),
        (F.FIGHTING_AND_WINNING, 2),
        (F.ORDINARY_WITHDRAWING, 1),
        (F.ORDINARY_CHARGING, -1),
        (F.SPECIALIST_WITHDRAWING, 2),
        (F.SPECIALIST_CHARGING, -2),
        (F.SPECIALIST_OR_MOUNTED_FIRST_SEEN, 2),
        (F.MOUNTED_CHARGING, -3),
        (F.TEAR_GAS, -2),
        (F.CS_GAS, -3),
        (F.BATON_GUN, -1),
        (F.SINGLE_SHOT, -3),
        (F.AUTOMATIC, -4),
        (F.FIRST_FIREARM_CASUALTY, -2),
        (F.LATER_FIREARM_CASUALTY, -1),
    ],
)
def test_response_level_each_factor(factor: RlFactor, value: int) -> None:
    result = rl_test(5, RlTrigger.SF_INFLUENCE, {factor: 1}, ScriptedDice([3]), chart())
    assert result.counted == ((factor, value),)
    assert result.score == 3 + value


def test_response_level_each_and_once_factors() -> None:
    c = chart()
    assert counted_factors({F.ADJACENT_CROWD_HIGHER: 2, F.ADJACENT_CROWD_RUNNING_AWAY: 3}, c) == (
        (F.ADJACENT_CROWD_HIGHER, 2),
        (F.ADJACENT_CROWD_RUNNING_AWAY, -3),
    )
    assert counted_factors({F.VISIBLY_OUTNUMBERED: 2}, c) == ((F.VISIBLY_OUTNUMBERED, -3),)
    with pytest.raises(ValueError, match="damp"):
        counted_factors({F.DAMP: -1}, c)


def test_response_level_grouped_factors_take_the_strongest() -> None:
    c = chart()
    assert counted_factors({F.DAMP: 1, F.SOAKED: 1}, c) == ((F.SOAKED, -2),)
    assert counted_factors({F.TEAR_GAS: 1, F.CS_GAS: 1}, c) == ((F.CS_GAS, -3),)
    shots = {F.BATON_GUN: 1, F.SINGLE_SHOT: 1, F.AUTOMATIC: 1}
    assert counted_factors(shots, c) == ((F.AUTOMATIC, -4),)


def test_response_level_firearm_casualties_first_and_subsequent() -> None:
    assert firearm_casualties(0, 0) == {}
    assert firearm_casualties(0, 1) == {F.FIRST_FIREARM_CASUALTY: 1}
    assert firearm_casualties(0, 3) == {F.FIRST_FIREARM_CASUALTY: 1, F.LATER_FIREARM_CASUALTY: 2}
    assert firearm_casualties(2, 2) == {F.LATER_FIREARM_CASUALTY: 2}
    total = sum(v for _, v in counted_factors(firearm_casualties(0, 3), chart()))
    assert total == -4


@pytest.mark.parametrize(
    ("score", "change"),
    [
        (-6, -2),
        (-3, -2),
        (-2, -1),
        (0, -1),
        (1, 0),
        (6, 0),
        (7, 1),
        (8, 1),
        (9, 2),
        (10, 2),
        (11, 3),
        (15, 3),
    ],
)
def test_response_level_result_bands(score: int, change: int) -> None:
    assert level_change(score, chart()) == change


def test_response_level_a_test_from_die_to_new_level() -> None:
    present = {F.SPECIALIST_OR_MOUNTED_FIRST_SEEN: 1, F.ADJACENT_CROWD_HIGHER: 2}
    result = rl_test(5, RlTrigger.MORE_SF_IN_VIEW, present, ScriptedDice([5]), chart())
    assert (result.roll, result.score, result.change, result.after) == (5, 9, 2, 7)
    calm = {F.VISIBLY_OUTNUMBERED: 1, F.CS_GAS: 1}
    result = rl_test(6, RlTrigger.SF_INFLUENCE, calm, ScriptedDice([2]), chart())
    assert (result.score, result.change, result.after) == (-4, -2, 4)


def test_response_level_stays_within_1_and_8() -> None:
    assert shifted(7, 3) == 8 and shifted(2, -2) == 1
    result = rl_test(
        8, RlTrigger.DRAMATIC_CHANGE, {F.FIGHTING_AND_WINNING: 1}, ScriptedDice([6]), chart()
    )
    assert (result.score, result.change, result.after) == (8, 1, 8)


def test_response_level_a_dispersed_crowd_does_not_reform() -> None:
    result = rl_test(
        1, RlTrigger.SF_INFLUENCE, {F.FIGHTING_AND_WINNING: 1}, ScriptedDice([]), chart()
    )
    assert (result.roll, result.after) == (0, 1)


def test_response_level_sf_classes() -> None:
    classes = chart().sf_classes
    assert classes[UnitType.PATROL] == "ordinary"
    assert classes[UnitType.RIOT_GEAR_POLICE] == "ordinary"
    assert classes[UnitType.ANTI_RIOT] == "specialist"
    assert classes[UnitType.RIOT_TRAINED_SOLDIERS] == "specialist"
    assert classes[UnitType.MOUNTED_POLICE] == "mounted"
    assert UnitType.PARAMEDICS not in classes


def test_response_level_adjacent_crowds_running_away() -> None:
    assert chart().adjacent == 4
    assert [running_away(rl) for rl in range(1, 9)] == [True, True] + [False] * 6


def test_response_level_one_test_a_turn() -> None:
    both = {RlTrigger.DRAMATIC_CHANGE, RlTrigger.MORE_SF_IN_VIEW}
    assert first_trigger(both) is RlTrigger.MORE_SF_IN_VIEW
    assert first_trigger(set()) is None


def test_response_level_visibly_outnumbered_counts_people() -> None:
    scales = C().units.scales
    assert crowd_people(5, scales) == 60
    assert sf_outnumber_crowd(61, 5, scales) and not sf_outnumber_crowd(60, 5, scales)
    assert sf_outnumbered_over_3_to_1(19, 5, scales)
    assert not sf_outnumbered_over_3_to_1(20, 5, scales)
