"""Reinforcements (13): reserve stands and units brought onto the table by a Request
Reinforcements action."""

from __future__ import annotations

from collections.abc import Sequence

from strife.core.dice import Dice
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.rules.morale import Check, UnitCheck, grade_check, unit_check


def activist_reinforcements(levels: Sequence[Grade], dice: Dice) -> tuple[Check, ...]:
    """13.1: a morale check for each reserve stand; each that passes arrives."""
    return tuple(grade_check(q, dice) for q in levels)


def authority_reinforcements(level: Grade, stands: int, dice: Dice) -> UnitCheck:
    """13.2: a unit morale check for the reserve unit; its `reinforcement` is the
    Reinforcement Result column (7.5): arrives, arrives next initiative, or does not."""
    return unit_check([level] * stands, dice)
