"""The Over-Reaction Test: when it is called for, the unit and other factors, the five
results and the notes (1) and (2)."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.over_reaction import (
    OverReactionChart,
    Reaction,
    ReactionTrigger,
)
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.rules.over_reaction import (
    Stress,
    called_for,
    modifier,
    over_reaction,
    takes_test,
)
from tests.games.civil_disorder.cd_support import C

U = UnitType
R = Reaction
T = ReactionTrigger


def chart() -> OverReactionChart:
    return C().over_reaction


@pytest.mark.parametrize(
    ("unit", "factor"),
    [
        (U.PATROL, 2),
        (U.RIOT_GEAR_POLICE, 2),
        (U.SWAT, -1),
        (U.ANTI_RIOT, 3),
        (U.RIOT_TRAINED_SOLDIERS, 3),
        (U.MOUNTED_POLICE, 3),
        (U.MOUNTED_RIOT_POLICE, 4),
        (U.PART_TIME_SOLDIERS, -2),
        (U.REGULAR_SOLDIERS, 0),
        (U.SPECIAL_FORCES, -1),
    ],
)
def test_over_reaction_unit_effects(unit: UnitType, factor: int) -> None:
    assert modifier(unit, Stress(), chart()) == factor


def test_over_reaction_who_never_tests() -> None:
    for unit in (U.SENIOR_OFFICER, U.FIREFIGHTERS, U.PARAMEDICS):
        assert not takes_test(unit, chart())
        with pytest.raises(ValueError, match="unit does not take the over-reaction test"):
            modifier(unit, Stress(), chart())


def test_over_reaction_other_factors() -> None:
    c = chart()
    base = modifier(U.REGULAR_SOLDIERS, Stress(), c)
    assert modifier(U.REGULAR_SOLDIERS, Stress(outnumbered_over_3_to_1=True), c) == base - 1
    assert modifier(U.REGULAR_SOLDIERS, Stress(no_support_in_sight=True), c) == base - 1
    assert modifier(U.REGULAR_SOLDIERS, Stress(under_gunfire=True), c) == base - 4
    assert modifier(U.REGULAR_SOLDIERS, Stress(members_wounded=3), c) == base - 3
    assert modifier(U.REGULAR_SOLDIERS, Stress(crowd_outnumbered=True), c) == base + 1


def test_over_reaction_when_called_for() -> None:
    assert set(chart().triggers) == set(ReactionTrigger)
    assert called_for(T.FIRST_ABUSE, frozenset())
    assert not called_for(T.FIRST_ABUSE, frozenset({T.FIRST_ABUSE}))
    assert not called_for(T.FIRST_MISSILES, frozenset({T.FIRST_MISSILES}))
    for every in (T.ATTACKED, T.SHOT_AT, T.MEMBER_WOUNDED):
        assert called_for(every, frozenset({every}))


@pytest.mark.parametrize(
    ("die", "stress", "score", "table"),
    [
        (5, Stress(), 7, R.ADVANCE),  # regular police +2
        (4, Stress(), 6, R.CONTINUE),
        (1, Stress(), 3, R.CONTINUE),
        (1, Stress(no_support_in_sight=True), 2, R.FALL_BACK),
        (1, Stress(members_wounded=2), 1, R.FALL_BACK),
        (2, Stress(under_gunfire=True), 0, R.RUN_AWAY),
        (1, Stress(under_gunfire=True, no_support_in_sight=True), -2, R.RUN_AWAY),
        (1, Stress(under_gunfire=True, members_wounded=2), -3, R.OPEN_FIRE),
    ],
)
def test_over_reaction_results(die: int, stress: Stress, score: int, table: Reaction) -> None:
    # An armed patrol with an escape: the table's row is what it does.
    out = over_reaction(U.PATROL, stress, ScriptedDice([die]), chart(), armed=True)
    assert (out.roll, out.score, out.table, out.reaction) == (die, score, table, table)


def test_over_reaction_note_1_units_without_guns_run_away() -> None:
    gunfire = Stress(under_gunfire=True, members_wounded=2)
    out = over_reaction(U.PATROL, gunfire, ScriptedDice([1]), chart(), armed=False)
    assert (out.table, out.reaction) == (R.OPEN_FIRE, R.RUN_AWAY)


def test_over_reaction_run_away_with_no_escape() -> None:
    gunfire = Stress(under_gunfire=True)
    out = over_reaction(U.PATROL, gunfire, ScriptedDice([2]), chart(), armed=True, escape=False)
    assert (out.table, out.reaction) == (R.RUN_AWAY, R.OPEN_FIRE)
    out = over_reaction(U.PATROL, gunfire, ScriptedDice([2]), chart(), armed=False, escape=False)
    assert out.reaction is R.CONTINUE  # ruling O-3: nowhere to go and nothing to fire


def test_over_reaction_note_2_military_and_swat_may_fire_instead_of_running() -> None:
    gunfire = Stress(under_gunfire=True)
    # Regular soldiers 0: a 3 gives -1, run away; the second d6 of 3 means they open fire.
    out = over_reaction(U.REGULAR_SOLDIERS, gunfire, ScriptedDice([3, 3]), chart(), armed=True)
    assert (out.score, out.table, out.second, out.reaction) == (-1, R.RUN_AWAY, 3, R.OPEN_FIRE)
    out = over_reaction(U.SWAT, Stress(), ScriptedDice([1, 4]), chart(), armed=True)
    assert (out.score, out.second, out.reaction) == (0, 4, R.RUN_AWAY)
    # Police do not roll again.
    out = over_reaction(U.PATROL, gunfire, ScriptedDice([2]), chart(), armed=True)
    assert (out.second, out.reaction) == (None, R.RUN_AWAY)
