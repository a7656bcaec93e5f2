"""The Over-Reaction Test: a unit under stress rolls 1d6 with its type and the situation;
the result may be to advance, carry on, fall back, run, or open fire on the crowd."""

from __future__ import annotations

from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.over_reaction import (
    OverReactionChart,
    Reaction,
    ReactionTrigger,
)
from strife.games.civil_disorder.model.schema import band_for
from strife.games.civil_disorder.model.units import UnitType

ONCE_ONLY = frozenset({ReactionTrigger.FIRST_ABUSE, ReactionTrigger.FIRST_MISSILES})


@dataclass(frozen=True, slots=True)
class Stress:
    """A unit's situation this turn, as the "Other Factors" ask."""

    outnumbered_over_3_to_1: bool = False
    no_support_in_sight: bool = False
    under_gunfire: bool = False
    members_wounded: int = 0
    crowd_outnumbered: bool = False


@dataclass(frozen=True, slots=True)
class Reacted:
    """The test as the umpire notes it. `table` is the row read; `reaction` what the unit
    does after the notes (1) and (2); `second` the second d6 of note (2), if rolled."""

    roll: int
    score: int
    table: Reaction
    reaction: Reaction
    second: int | None = None


def takes_test(unit: UnitType, chart: OverReactionChart) -> bool:
    """Whether a unit type ever takes the test (ruling O-2)."""
    return unit in chart.types


def called_for(trigger: ReactionTrigger, already: frozenset[ReactionTrigger]) -> bool:
    """Abuse and missiles call for a test only the first time they happen to the unit;
    attack, shots and wounds every time."""
    return trigger not in ONCE_ONLY or trigger not in already


def modifier(unit: UnitType, stress: Stress, chart: OverReactionChart) -> int:
    if not takes_test(unit, chart):
        raise ValueError(
            f"a {unit.value.replace('_', ' ')} unit does not take the over-reaction test"
        )
    f = chart.factors
    return (
        chart.types[unit]
        + (f.outnumbered_over_3_to_1 if stress.outnumbered_over_3_to_1 else 0)
        + (f.no_support_in_sight if stress.no_support_in_sight else 0)
        + (f.under_gunfire if stress.under_gunfire else 0)
        + f.each_member_wounded * stress.members_wounded
        + (f.crowd_outnumbered if stress.crowd_outnumbered else 0)
    )


def over_reaction(
    unit: UnitType,
    stress: Stress,
    dice: Dice,
    chart: OverReactionChart,
    *,
    armed: bool,
    escape: bool = True,
) -> Reacted:
    """One test. "0 to -2: run away, if no escape, open fire"; below -2 open fire. (1) A unit
    without guns just runs away (with no escape it stands: ruling O-3). (2) Military units
    and SWAT about to run roll 1d6 again and on 1-3 open fire instead."""
    roll = chart.die.roll(dice)
    score = roll + modifier(unit, stress, chart)
    table = band_for(chart.results, score)
    if table is Reaction.OPEN_FIRE and not armed:
        return Reacted(roll, score, table, Reaction.RUN_AWAY if escape else Reaction.CONTINUE)
    if table is not Reaction.RUN_AWAY:
        return Reacted(roll, score, table, table)
    if not armed:
        return Reacted(roll, score, table, table if escape else Reaction.CONTINUE)
    if not escape:
        return Reacted(roll, score, table, Reaction.OPEN_FIRE)
    if unit in chart.fire_instead:
        second = dice.roll(6)
        fires = second <= chart.fire_instead_on
        return Reacted(roll, score, table, Reaction.OPEN_FIRE if fires else table, second)
    return Reacted(roll, score, table, table)
