"""Section 11.1-11.3: when a conflict can occur (the three cases of 11.2), and the results
of a confrontation by the ratio of the totals, with the initiative and Morale Check /
Withdraw for each kind of unit."""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.core.dice import ScriptedDice
from strife.games.by_will_alone.model.board import Board, load_board
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.rules.conflict import (
    Result,
    activists_morale_withdraw,
    authority_morale_withdraw,
    is_confrontation,
    outcome,
    ratio_result,
    why_no_conflict,
)

TEST_TOWN = Path(__file__).parent / "maps" / "test-town.toml"


@pytest.fixture(scope="module")
def town() -> Board:
    return load_board(TEST_TOWN)


def test_11_2_case_intersection(town: Board) -> None:
    """ "Two units can be in conflict with each other if they are in the same
    intersection.\""""
    assert why_no_conflict(town, "I2", "I2", touching=False, opposed=True) is None


def test_11_2_case_crest(town: Board) -> None:
    """ "Two units which are on the same hill, but are on opposite sides of the crest of the
    hill, and thus do not have line of sight, cannot confront each other.\""""
    assert (
        why_no_conflict(town, "WS", "ES", touching=True, opposed=True)
        == "they cannot see each other: Crest is in the way"
    )


def test_11_2_case_forest_and_housing_block(town: Board) -> None:
    """ "Units in the same forest or housing block can be in conflict if some of the stands
    in one unit are touching stands in the opposing unit.\""""
    for fid, name in (("WD", "Woods"), ("HA", "Houses A")):
        assert (
            why_no_conflict(town, fid, fid, touching=False, opposed=True)
            == f"in {name} the stands of the two units must be touching"
        )
        assert why_no_conflict(town, fid, fid, touching=True, opposed=True) is None


def test_11_2_same_feature_is_needed_even_in_sight(town: Board) -> None:
    assert town.sees("I2", "M2")
    assert (
        why_no_conflict(town, "I2", "M2", touching=False, opposed=True)
        == "they are not on the same terrain feature (North Road crossing and Main Street middle)"
    )


def test_11_2_one_unit_must_wish_to_prevent_the_other(town: Board) -> None:
    assert (
        why_no_conflict(town, "I2", "I2", touching=True, opposed=False)
        == "neither unit is trying to prevent what the other does"
    )


def test_11_2_different_floors_of_a_building(town: Board) -> None:
    assert (
        why_no_conflict(town, "TH", "TH", touching=True, opposed=True, height_a=0, height_b=3)
        == "they are on different floors of Town Hall"
    )


def test_11_3_every_conflict_action_but_arrest_is_a_confrontation() -> None:
    for action in ("move", "dismount", "mount", "confront", "envelope", "disrupt", "disperse"):
        assert is_confrontation(action)
    assert is_confrontation("escape")
    assert not is_confrontation("arrest")
    with pytest.raises(ValueError, match="not an action of the Conflict group"):
        is_confrontation("party")


@pytest.mark.parametrize(
    ("higher", "lower", "result"),
    [
        (1, 1, Result.HOLD),
        (7, 4, Result.HOLD),  # 1.75
        (3, 2, Result.HOLD),
        (2, 1, Result.WITHDRAW_LOWER_CHOOSES),  # 2:1
        (5, 2, Result.WITHDRAW_LOWER_CHOOSES),
        (8, 4, Result.WITHDRAW_LOWER_CHOOSES),
        (3, 1, Result.WITHDRAW_HIGHER_CHOOSES),  # 3:1
        (11, 4, Result.WITHDRAW_LOWER_CHOOSES),  # 2.75
        (12, 4, Result.WITHDRAW_HIGHER_CHOOSES),
        (4, 1, Result.MORALE_CHECK_WITHDRAW),  # 4:1
        (15, 4, Result.WITHDRAW_HIGHER_CHOOSES),  # 3.75
        (16, 4, Result.MORALE_CHECK_WITHDRAW),
        (1, 0, Result.MORALE_CHECK_WITHDRAW),  # ruling 11.3-b
        (0, 0, Result.HOLD),
    ],
)
def test_11_3_ratios(higher: int, lower: int, result: Result) -> None:
    assert ratio_result(higher, lower) is result


def test_11_3_result_meanings() -> None:
    assert not Result.HOLD.succeeds
    assert (
        Result.WITHDRAW_LOWER_CHOOSES.succeeds and not Result.WITHDRAW_LOWER_CHOOSES.higher_places
    )
    assert Result.WITHDRAW_HIGHER_CHOOSES.higher_places
    assert Result.MORALE_CHECK_WITHDRAW.higher_places
    with pytest.raises(ValueError, match="at least the lower"):
        ratio_result(1, 2)


def test_11_3_hold_loses_the_initiative() -> None:
    # The actor is higher at 7:4: a Hold, and the actor loses the initiative.
    o = outcome("Activists", 7, "Authority", 4)
    assert (o.result, o.higher, o.lower, o.initiative) == (
        Result.HOLD,
        "Activists",
        "Authority",
        "Authority",
    )
    # Equal totals: nobody is higher; the action was opposed.
    o = outcome("Activists", 3, "Authority", 3)
    assert (o.result, o.higher, o.initiative) == (Result.HOLD, None, "Authority")
    assert o.describe() == "the totals are equal: both sides hold; Authority takes the initiative"


def test_11_3_the_higher_side_keeps_or_gains_the_initiative() -> None:
    keep = outcome("Activists", 6, "Authority", 3)
    assert (keep.result, keep.higher, keep.initiative) == (
        Result.WITHDRAW_LOWER_CHOOSES,
        "Activists",
        "Activists",
    )
    gain = outcome("Activists", 2, "Authority", 6)
    assert (gain.result, gain.higher, gain.lower, gain.initiative) == (
        Result.WITHDRAW_HIGHER_CHOOSES,
        "Authority",
        "Activists",
        "Authority",
    )


def test_11_3_morale_check_withdraw_activists() -> None:
    # Trained passes on 4; Untrained fails on 5; Veteran fails on a 1.
    broken = activists_morale_withdraw(
        [Grade.TRAINED, Grade.UNTRAINED, Grade.VETERAN], ScriptedDice([4, 5, 1])
    )
    assert broken.dispersed == (1, 2)
    assert broken.withdrawing == (0,)


def test_11_3_morale_check_withdraw_authority() -> None:
    # Four Reliable stands, three fail: 75% or fewer, one level down.
    broken = authority_morale_withdraw(Grade.RELIABLE, 4, ScriptedDice([1, 2, 3, 4]))
    assert (broken.check.failed, broken.after, broken.unreliable) == (
        3,
        Grade.WAVERING,
        False,
    )
    # A Wavering unit all of whose stands fail drops two levels: Unreliable.
    broken = authority_morale_withdraw(Grade.WAVERING, 2, ScriptedDice([5, 5]))
    assert (broken.after, broken.unreliable) == (Grade.UNRELIABLE, True)
