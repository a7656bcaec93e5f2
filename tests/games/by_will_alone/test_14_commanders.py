"""Section 14: replacing a nonviolent activist commander."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.rules.commanders import Search, replace_commander

Q = Grade
UNIT = [("A1", Q.TRAINED), ("A2", Q.VETERAN), ("A3", Q.VETERAN)]


def test_14_the_highest_quality_grade_checks() -> None:
    with pytest.raises(StrifeError, match="A1 is not of the unit's highest quality"):
        replace_commander(UNIT, "A1", Search(), False, ScriptedDice([6]))
    with pytest.raises(StrifeError, match="B9 is not a stand of the unit"):
        replace_commander(UNIT, "B9", Search(), False, ScriptedDice([6]))
    r = replace_commander(UNIT, "A3", Search(), False, ScriptedDice([2]))
    assert (r.found, r.stand_becomes_commander, r.stand) == (True, True, "A3")
    assert r.return_check is None  # the old commander was arrested: no second check


def test_14_the_second_check_when_the_commander_was_dispersed() -> None:
    unit = [("A1", Q.TRAINED)]
    back = replace_commander(unit, "A1", Search(), True, ScriptedDice([4, 4]))
    assert (back.found, back.old_commander_returns, back.stand_becomes_commander) == (
        True,
        True,
        False,
    )
    stays = replace_commander(unit, "A1", Search(), True, ScriptedDice([4, 3]))
    assert (stays.old_commander_returns, stays.stand_becomes_commander) == (False, True)


def test_14_no_retry_until_the_initiative_returns() -> None:
    r = replace_commander(UNIT, "A2", Search(), False, ScriptedDice([1]))
    assert not r.found
    assert r.search == Search(attempts=1, failed_this_initiative=True)
    with pytest.raises(StrifeError, match="may try again next initiative"):
        replace_commander(UNIT, "A2", r.search, False, ScriptedDice([6]))
    assert r.search.new_initiative() == Search(1, False)


@pytest.mark.parametrize(
    ("attempts", "roll", "found"), [(0, 5, False), (1, 5, True), (2, 4, True), (2, 3, False)]
)
def test_14_plus_one_per_prior_attempt(attempts: int, roll: int, found: bool) -> None:
    r = replace_commander(
        [("A1", Q.UNTRAINED)], "A1", Search(attempts), False, ScriptedDice([roll])
    )
    assert r.check.modifier == attempts
    assert r.found is found
    assert r.search.attempts == attempts + 1
