"""Section 12: rallying dispersed activist stands (12.1.1), losing them (12.1.2) and
rallying authority units (12.2)."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.rules.rally import (
    losing_dispersed,
    rally_authority,
    rally_dice,
    rally_dispersed,
    rally_modifier,
)

Q = R = Grade


@pytest.mark.parametrize(
    ("dispersed", "dice"), [(0, 0), (9, 0), (10, 1), (19, 1), (25, 2), (30, 3)]
)
def test_12_1_1_one_die_per_ten_dispersed_round_down(dispersed: int, dice: int) -> None:
    assert rally_dice(dispersed) == dice


def test_12_1_1_each_leader_rolls_its_dice_and_takes_that_many() -> None:
    r = rally_dispersed([1, 1], 25, ScriptedDice([4, 6]))
    assert (r.rolls, r.returned) == (((4,), (6,)), (4, 6))
    r = rally_dispersed([2, 0], 25, ScriptedDice([3, 5]))
    assert r.returned == (8, 0)


def test_12_1_1_the_dice_must_all_be_assigned() -> None:
    with pytest.raises(StrifeError, match="25 dispersed stands give 2 rally dice, and 3"):
        rally_dispersed([2, 1], 25, ScriptedDice([1, 1, 1]))
    with pytest.raises(StrifeError, match="9 dispersed stands give 0 rally dice, and 1"):
        rally_dispersed([1], 9, ScriptedDice([1]))


@pytest.mark.parametrize(
    ("quality", "rolls", "lost"),
    [
        (Q.UNTRAINED, [2, 3], True),  # 5 < 6
        (Q.UNTRAINED, [3, 3], False),  # 6
        (Q.TRAINED, [1, 2], True),  # 3 < 4
        (Q.TRAINED, [2, 2], False),
        (Q.VETERAN, [1, 1], False),  # 2 is never below 2
    ],
)
def test_12_1_2_losing_dispersed_stands(quality: Grade, rolls: list[int], lost: bool) -> None:
    (check,) = losing_dispersed([quality], ScriptedDice(rolls))
    assert (not check.passed) is lost


@pytest.mark.parametrize(
    ("touching", "in_sight", "higher", "modifier"),
    [
        (False, True, False, 0),
        (True, True, False, -2),
        (False, False, False, 1),
        (False, True, True, 2),
        (False, False, True, 3),
        (True, True, True, 0),
    ],
)
def test_12_2_modifiers(touching: bool, in_sight: bool, higher: bool, modifier: int) -> None:
    assert (
        rally_modifier(
            activists_touching=touching, activists_in_sight=in_sight, higher_commander=higher
        )
        == modifier
    )


def test_12_2_rally_raises_one_level_and_ends_the_initiative() -> None:
    # Wavering (was Reliable) needs 6: 5 + 1 with no activists in sight.
    r = rally_authority(
        R.WAVERING,
        R.RELIABLE,
        ScriptedDice([5]),
        activists_touching=False,
        activists_in_sight=False,
        higher_commander=False,
    )
    assert (r.check.total, r.after, r.ends_initiative) == (6, R.RELIABLE, True)
    # The same roll with activists in sight fails.
    r = rally_authority(
        R.WAVERING,
        R.RELIABLE,
        ScriptedDice([5]),
        activists_touching=False,
        activists_in_sight=True,
        higher_commander=False,
    )
    assert (r.check.passed, r.after, r.ends_initiative) == (False, R.WAVERING, True)


def test_12_2_an_unreliable_unit_rallies_to_wavering() -> None:
    # Touching activists (-2) but a higher commander (+2): a 6 is needed and rolled.
    r = rally_authority(
        R.UNRELIABLE,
        R.DEDICATED,
        ScriptedDice([6]),
        activists_touching=True,
        activists_in_sight=True,
        higher_commander=True,
    )
    assert r.after is R.WAVERING


def test_12_2_only_a_reduced_unit_rallies() -> None:
    with pytest.raises(StrifeError, match="only a unit whose reliability was reduced"):
        rally_authority(
            R.RELIABLE,
            R.RELIABLE,
            ScriptedDice([6]),
            activists_touching=False,
            activists_in_sight=False,
            higher_commander=False,
        )
