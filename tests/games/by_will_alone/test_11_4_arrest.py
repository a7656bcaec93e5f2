"""Section 11.4: arrests (touching, the roll capping targets, the -2/-1/+1 modifiers, the
guard) and 11.4.1: escape rolls and jails."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.rules.arrest import (
    Arrester,
    Jail,
    arrest_capacity,
    escape,
    escape_roll,
    guard_problem,
    resist_arrest,
    resist_modifier,
)
from strife.games.by_will_alone.rules.confrontation import Party, Stand

Q = R = Grade
POLICE = Arrester("P1", R.RELIABLE, police=True, touching=True)
SOLDIERS = Arrester("S1", R.RELIABLE, police=False, touching=True)


def test_11_4_only_touching_stands_arrest() -> None:
    away = Arrester("P2", R.RELIABLE, police=True, touching=False)
    with pytest.raises(StrifeError, match="P2 is not touching any activist stand"):
        arrest_capacity([POLICE, away], ScriptedDice([3, 3]))
    with pytest.raises(StrifeError, match="at least one arresting stand"):
        arrest_capacity([], ScriptedDice([]))


def test_11_4_each_arrester_rolls_how_many_it_may_take() -> None:
    assert arrest_capacity([POLICE, SOLDIERS], ScriptedDice([2, 5])) == (2, 5)


def test_11_4_the_roll_caps_the_targets() -> None:
    three = [("A1", Q.TRAINED), ("A2", Q.TRAINED), ("A3", Q.TRAINED)]
    with pytest.raises(StrifeError, match="P1 rolled 2 and may arrest at most 2 stands"):
        resist_arrest([POLICE], [2], [three], ScriptedDice([1, 1, 1]))
    attempts = resist_arrest([POLICE], [2], [three[:2]], ScriptedDice([1, 6]))
    assert [(a.target, a.arrested) for a in attempts] == [("A1", True), ("A2", False)]


def test_11_4_one_arrester_per_target() -> None:
    with pytest.raises(StrifeError, match="A1 is already the target"):
        resist_arrest(
            [POLICE, SOLDIERS],
            [1, 1],
            [[("A1", Q.TRAINED)], [("A1", Q.TRAINED)]],
            ScriptedDice([6, 6]),
        )


@pytest.mark.parametrize(
    ("arrester", "modifier"),
    [
        (Arrester("S", R.RELIABLE, police=False, touching=True), 0),
        (Arrester("P", R.RELIABLE, police=True, touching=True), -2),
        (Arrester("S", R.DEDICATED, police=False, touching=True), -1),
        (Arrester("S", R.WAVERING, police=False, touching=True), 1),
        (Arrester("P", R.DEDICATED, police=True, touching=True), -3),
        (Arrester("P", R.WAVERING, police=True, touching=True), -1),
    ],
)
def test_11_4_resisting_modifiers(arrester: Arrester, modifier: int) -> None:
    assert resist_modifier(arrester) == modifier


def test_11_4_resisting_is_a_morale_check_with_the_modifier() -> None:
    # A Trained stand (4+) against police: 5 - 2 = 3 is arrested, 6 - 2 = 4 resists.
    arrested, resisted = resist_arrest(
        [POLICE], [2], [[("A1", Q.TRAINED), ("A2", Q.TRAINED)]], ScriptedDice([5, 6])
    )
    assert (arrested.check.total, arrested.arrested) == (3, True)
    assert (resisted.check.total, resisted.arrested) == (4, False)
    # Against Wavering soldiers, a Veteran (2+) resists even on a 1.
    (a,) = resist_arrest(
        [Arrester("S", R.WAVERING, police=False, touching=True)],
        [1],
        [[("A1", Q.VETERAN)]],
        ScriptedDice([1]),
    )
    assert not a.arrested


def test_11_4_a_foot_stand_must_guard() -> None:
    assert guard_problem([False]) == "at least one foot stand must guard the arrested stands"
    assert guard_problem([]) is not None
    assert guard_problem([False, True]) is None


@pytest.mark.parametrize(("quality", "number"), [(Q.UNTRAINED, 6), (Q.TRAINED, 5), (Q.VETERAN, 4)])
def test_11_4_1_escape_rolls(quality: Grade, number: int) -> None:
    assert escape_roll(quality, ScriptedDice([number])).passed
    assert not escape_roll(quality, ScriptedDice([number - 1])).passed


def jailers() -> Party:
    return Party("Authority", (Stand(R.RELIABLE),), offensive=False)


def test_11_4_1_jail_in_a_building_envelops_and_a_breach_frees_all() -> None:
    # Trained rolls 5 (escapes), Untrained 5 (does not). The Trained stand confronts the
    # jailers: 1 die, a 6: 1 point. The jailers in a building have enveloped the arrested:
    # 2 dice, 1 and 2: no points. 1 against 0 is the largest ratio: a breach.
    dice = ScriptedDice([5, 5, 6, 1, 2])
    e = escape([Q.TRAINED, Q.UNTRAINED], "Activists", jailers(), Jail.BUILDING, dice)
    assert [r.passed for r in e.rolls] == [True, False]
    assert e.confrontation is not None
    assert e.confrontation.defensive.dice == 2
    assert e.breach
    assert dice.position == 5


def test_11_4_1_jail_in_the_open_does_not_envelop() -> None:
    dice = ScriptedDice([4, 4, 4])
    e = escape([Q.VETERAN], "Activists", jailers(), Jail.OPEN, dice)
    assert e.confrontation is not None
    assert e.confrontation.defensive.dice == 1
    assert (e.confrontation.offensive.points, e.confrontation.defensive.points) == (1, 1)
    assert not e.breach


@pytest.mark.parametrize("jail", [Jail.BUILDING, Jail.VEHICLE, Jail.FENCE])
def test_11_4_1_buildings_vehicles_fences_envelop(jail: Jail) -> None:
    assert jail.envelops
    assert not Jail.OPEN.envelops


def test_11_4_1_no_one_escapes_without_passing() -> None:
    e = escape(
        [Q.UNTRAINED, Q.UNTRAINED], "Activists", jailers(), Jail.VEHICLE, ScriptedDice([5, 1])
    )
    assert e.confrontation is None and not e.breach
