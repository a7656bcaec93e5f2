"""Section 7: stand morale checks (7.4) and unit morale checks with their table (7.5)."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.rule_tables import Barricade, Reinforcement, StreetSign
from strife.games.by_will_alone.rules.morale import (
    WHEN_ATTACKED,
    conflict_unit_check,
    drop_reliability,
    failing_row,
    grade_check,
    morale_number,
    responds_to_commands,
    unit_check,
)

Q = R = Grade


@pytest.mark.parametrize(
    ("level", "number"),
    [
        (Q.UNTRAINED, 6),
        (Q.TRAINED, 4),
        (Q.VETERAN, 2),
        (R.WAVERING, 6),
        (R.RELIABLE, 4),
        (R.DEDICATED, 2),
    ],
)
def test_7_4_thresholds(level: Grade, number: int) -> None:
    assert morale_number(level) == number
    assert grade_check(level, ScriptedDice([number])).passed
    if number > 1:
        assert not grade_check(level, ScriptedDice([number - 1])).passed


def test_7_4_a_modifier_is_added_to_the_die() -> None:
    check = grade_check(Q.TRAINED, ScriptedDice([3]), modifier=1)
    assert (check.total, check.needed, check.passed) == (4, 4, True)
    assert check.describe() == "rolled 3 +1 = 4, needing 4: passes"


def test_7_5_b_unreliable_checks_at_six() -> None:
    assert morale_number(R.UNRELIABLE) == 6


# Eight stands in the unit; the share failing and the row of the table it picks.
@pytest.mark.parametrize(
    ("failed", "total", "row"),
    [
        (0, 4, 0),  # 0
        (1, 4, 0),  # 1/4 is 25% exactly: the first row
        (1, 3, 1),  # 1/3
        (2, 4, 1),  # 2/4 is 50% exactly
        (2, 3, 2),  # 2/3
        (3, 4, 2),  # 3/4 is 75% exactly
        (4, 4, 3),  # all of them
        (1, 1, 3),
        (0, 1, 0),
    ],
)
def test_7_5_share_failing_picks_the_row(failed: int, total: int, row: int) -> None:
    assert failing_row(failed, total) == row


COLUMNS = {
    # row: (levels dropped, reinforcement, street sign, barricade)
    0: (0, Reinforcement.ARRIVES, StreetSign.UNAFFECTED, Barricade.BUILT),
    1: (0, Reinforcement.ARRIVES, StreetSign.WRONG_WAY_ONCE, Barricade.BUILT),
    2: (1, Reinforcement.NEXT_INITIATIVE, StreetSign.WRONG_WAY_AGAIN, Barricade.NOT_BUILT),
    3: (2, Reinforcement.DOES_NOT_ARRIVE, StreetSign.LOST, Barricade.NOT_BUILT),
}


@pytest.mark.parametrize(
    ("rolls", "row"),
    [
        ([4, 4, 4, 4], 0),  # 0 of 4 fail
        ([3, 4, 4, 4], 0),  # 1/4
        ([3, 4, 4], 1),  # 1/3
        ([3, 3, 4, 4], 1),  # 2/4
        ([3, 3, 4], 2),  # 2/3
        ([3, 3, 3, 4], 2),  # 3/4
        ([1, 2, 3, 3], 3),  # 4/4
    ],
)
def test_7_5_every_column_at_each_share(rolls: list[int], row: int) -> None:
    check = unit_check([R.RELIABLE] * len(rolls), ScriptedDice(rolls))
    assert check.failed == sum(r < 4 for r in rolls)
    assert check.row == row
    assert (
        check.levels_dropped,
        check.reinforcement,
        check.street_sign,
        check.barricade,
    ) == COLUMNS[row]


def test_7_5_a_unit_check_rolls_every_stand_in_order() -> None:
    dice = ScriptedDice([6, 1, 5])
    check = unit_check([Q.UNTRAINED, Q.VETERAN, Q.TRAINED], dice)
    assert [c.rolls for c in check.checks] == [(6,), (1,), (5,)]
    assert [c.passed for c in check.checks] == [True, False, True]
    assert check.describe() == "1 of 3 stands fail (50% or fewer of the unit)"
    assert dice.position == 3


def test_7_5_an_empty_unit_is_refused() -> None:
    with pytest.raises(StrifeError, match="at least one stand"):
        unit_check([], ScriptedDice([]))
    with pytest.raises(StrifeError, match="cannot fail"):
        failing_row(3, 2)


@pytest.mark.parametrize(
    ("rolls", "after"),
    [
        ([4, 4, 4, 4], R.RELIABLE),  # no change
        ([3, 3, 4, 4], R.RELIABLE),  # half fail: no change
        ([3, 3, 3, 4], R.WAVERING),  # three quarters: drop one level
        ([3, 3, 3, 3], R.UNRELIABLE),  # all: drop two levels, below Wavering
    ],
)
def test_7_5_conflict_column_drops_reliability(rolls: list[int], after: Grade) -> None:
    check, level = conflict_unit_check(R.RELIABLE, 4, ScriptedDice(rolls))
    assert (check.failed, level) == (sum(r < 4 for r in rolls), after)


def test_7_5_below_wavering_is_unreliable_and_obeys_no_commands() -> None:
    assert drop_reliability(R.WAVERING, 1) is R.UNRELIABLE
    assert drop_reliability(R.WAVERING, 2) is R.UNRELIABLE
    assert drop_reliability(R.DEDICATED, 2) is R.WAVERING
    assert drop_reliability(R.DEDICATED, 1) is R.RELIABLE
    assert not responds_to_commands(R.UNRELIABLE)
    assert responds_to_commands(R.WAVERING)


def test_7_5_attacked_unit_becomes_dedicated() -> None:
    assert WHEN_ATTACKED is R.DEDICATED


def test_7_5_reliability_levels_only() -> None:
    with pytest.raises(StrifeError, match="trained is a quality of activists"):
        drop_reliability(Grade.TRAINED, 1)
