"""Negotiation: the preconditions, ranges, the negotiator's quality and the 12 cells."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.negotiation import NegotiationChart, Quality
from strife.games.civil_disorder.rules.negotiation import (
    Negotiated,
    Talk,
    face_to_face,
    in_range,
    negotiate,
)
from tests.games.civil_disorder.cd_support import C

Q = Quality


def chart() -> NegotiationChart:
    return C().negotiation


# The 12 cells: score (die 1..6 plus modifiers) -> change, at RL 4 and RL 5.
CELLS = [
    (4, 0, 2),
    (4, 1, 1),
    (4, 2, 1),
    (4, 3, 1),
    (4, 4, 1),
    (4, 5, 0),
    (4, 6, -1),
    (4, 7, -1),
    (4, 8, -2),
    (5, 0, 1),
    (5, 1, 1),
    (5, 2, 1),
    (5, 3, 0),
    (5, 4, 0),
    (5, 5, -1),
    (5, 6, -2),
    (5, 7, -2),
    (5, 8, -2),
]


@pytest.mark.parametrize(("rl", "score", "change"), CELLS)
def test_negotiation_results_table(rl: int, score: int, change: int) -> None:
    # An average negotiator face to face, with the umpire's discretion bringing the die
    # (1..6) to the score: score 0 is a 1 with -1, 7 a 6 with +1, 8 from a good negotiator.
    if score == 0:
        talk, die = Talk(rl, Q.AVERAGE, 1, discretion=-1), 1
    elif score == 7:
        talk, die = Talk(rl, Q.AVERAGE, 1, discretion=1), 6
    elif score == 8:
        talk, die = Talk(rl, Q.GOOD, 1), 6
    else:
        talk, die = Talk(rl, Q.AVERAGE, 1), score
    result = negotiate(talk, ScriptedDice([die]), chart())
    assert (result.score, result.change, result.after) == (score, change, rl + change)


def test_negotiation_quality_and_factors() -> None:
    c = chart()
    assert c.quality == {Q.GOOD: 2, Q.AVERAGE: 0, Q.POOR: -4}
    assert c.factors.not_face_to_face == -2 and c.factors.discretion_most == 1
    assert negotiate(Talk(4, Q.POOR, 2), ScriptedDice([6]), c).score == 2
    assert negotiate(Talk(4, Q.GOOD, 6, megaphone=True), ScriptedDice([3]), c).score == 3


def test_negotiation_voice_2_megaphone_8() -> None:
    c = chart()
    assert in_range(2, False, c) and not in_range(3, False, c)
    assert in_range(8, True, c) and not in_range(9, True, c)
    assert face_to_face(2, c) and not face_to_face(3, c)
    with pytest.raises(ValueError, match="beyond the range of a voice"):
        negotiate(Talk(4, Q.GOOD, 3), ScriptedDice([]), c)
    with pytest.raises(ValueError, match="discretion is at most"):
        negotiate(Talk(4, Q.GOOD, 1, discretion=2), ScriptedDice([]), c)


@pytest.mark.parametrize("rl", [1, 2, 3, 6, 7, 8])
def test_negotiation_only_at_rl_4_or_5(rl: int) -> None:
    result = negotiate(Talk(rl, Q.GOOD, 1), ScriptedDice([]), chart())
    assert result == Negotiated(0, 0, 0, rl, f"a crowd at RL {rl} will not negotiate")


def test_negotiation_not_with_shooting_or_gas_in_sight() -> None:
    result = negotiate(Talk(4, Q.GOOD, 1, shooting_or_gas_in_sight=True), ScriptedDice([]), chart())
    assert (result.change, result.why_no_effect) == (
        0,
        "there is shooting or gas in sight of the crowd",
    )
