"""Stand and unit morale checks (7.4, 7.5): the roll, the share that fails and the four
columns of the unit morale check table, reliability dropped and raised."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from strife.core.dice import Dice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import MORALE_NUMBER, RELIABILITIES, Grade
from strife.games.by_will_alone.model.rule_tables import (
    ROWS,
    Barricade,
    Reinforcement,
    StreetSign,
    rule_tables,
)

ROW_LABELS = ("25% or fewer", "50% or fewer", "75% or fewer", "more than 75%")


def morale_number(grade: Grade) -> int:
    """The roll a stand of this quality or reliability needs to pass (7.4). An Unreliable
    unit obeys no commands (7.5) and never activates; for the rolls that are not commands
    (rallying it, its confrontation dice, accidental fire) it counts 6 (ruling 7.5-b)."""
    if grade is Grade.UNRELIABLE:
        return rule_tables().morale.unreliable
    return MORALE_NUMBER[grade]


@dataclass(frozen=True, slots=True)
class Check:
    """One roll against a number: the dice, what was added, and what was needed."""

    rolls: tuple[int, ...]
    modifier: int
    needed: int

    @property
    def total(self) -> int:
        return sum(self.rolls) + self.modifier

    @property
    def passed(self) -> bool:
        return self.total >= self.needed

    def describe(self) -> str:
        dice = " + ".join(str(r) for r in self.rolls)
        added = f" {self.modifier:+d}" if self.modifier else ""
        verdict = "passes" if self.passed else "fails"
        return f"rolled {dice}{added} = {self.total}, needing {self.needed}: {verdict}"


def roll_against(needed: int, dice: Dice, modifier: int = 0, count: int = 1) -> Check:
    """Roll `count` D6, add `modifier`, and compare with `needed` (equal passes)."""
    return Check(tuple(dice.roll(6) for _ in range(count)), modifier, needed)


def grade_check(grade: Grade, dice: Dice, modifier: int = 0) -> Check:
    """A stand morale check: 1D6 (+ modifier) of the stand's number or higher (7.4)."""
    return roll_against(morale_number(grade), dice, modifier)


def failing_row(failed: int, total: int) -> int:
    """The row of the 7.5 table for `failed` of `total` stands: 0 for 25% or fewer, 1 for
    50% or fewer, 2 for 75% or fewer, 3 for more. Whole numbers, so 1/4 is exactly 25%."""
    if total <= 0:
        raise StrifeError("a unit morale check needs at least one stand")
    if not 0 <= failed <= total:
        raise StrifeError(f"{failed} of {total} stands cannot fail")
    for row in range(ROWS - 1):
        if failed * ROWS <= total * (row + 1):
            return row
    return ROWS - 1


@dataclass(frozen=True, slots=True)
class UnitCheck:
    """A unit morale check (7.5): one stand check per stand, and the row their failures
    pick in each column of the table."""

    checks: tuple[Check, ...]

    @property
    def failed(self) -> int:
        return sum(not c.passed for c in self.checks)

    @property
    def row(self) -> int:
        return failing_row(self.failed, len(self.checks))

    @property
    def levels_dropped(self) -> int:
        """The Conflict Result column: levels of reliability lost."""
        return rule_tables().unit_check.conflict[self.row]

    @property
    def reinforcement(self) -> Reinforcement:
        return rule_tables().unit_check.reinforcement[self.row]

    @property
    def street_sign(self) -> StreetSign:
        return rule_tables().unit_check.street_sign[self.row]

    @property
    def barricade(self) -> Barricade:
        return rule_tables().unit_check.barricade[self.row]

    def describe(self) -> str:
        return (
            f"{self.failed} of {len(self.checks)} stands fail ({ROW_LABELS[self.row]} of the unit)"
        )


def unit_check(grades: Sequence[Grade], dice: Dice, modifier: int = 0) -> UnitCheck:
    """Check every stand of a unit, in order, each with the same `modifier` (7.5, 17.2)."""
    if not grades:
        raise StrifeError("a unit morale check needs at least one stand")
    return UnitCheck(tuple(grade_check(grade, dice, modifier) for grade in grades))


def reliability_step(grade: Grade) -> int:
    """How far up the reliability levels a grade is: Unreliable 0 ... Dedicated 3."""
    if grade not in RELIABILITIES:
        raise StrifeError(f"{grade.value} is a quality of activists, not a reliability")
    return RELIABILITIES.index(grade)


def drop_reliability(grade: Grade, levels: int) -> Grade:
    """Reliability after dropping `levels` (7.5); below Wavering a unit is Unreliable and
    "will no longer respond to commands", and there it stays."""
    if levels < 0:
        raise StrifeError("reliability drops by zero or more levels")
    return RELIABILITIES[max(0, reliability_step(grade) - levels)]


def raise_reliability(grade: Grade) -> Grade:
    """One level up (12.2), no higher than Dedicated."""
    return RELIABILITIES[min(len(RELIABILITIES) - 1, reliability_step(grade) + 1)]


def conflict_unit_check(level: Grade, stands: int, dice: Dice) -> tuple[UnitCheck, Grade]:
    """An authority unit's check with the Conflict Result column (7.5): after a Morale
    Check / Withdraw result (11.3) and on first use of force on an exclusively nonviolent
    unit. Every stand of a unit has the unit's reliability. Returns the check and the
    unit's new reliability."""
    check = unit_check([level] * stands, dice)
    return check, drop_reliability(level, check.levels_dropped)


# An authority unit that is attacked becomes Dedicated, whatever it was (7.5, 16.3).
WHEN_ATTACKED = Grade.DEDICATED


def responds_to_commands(grade: Grade) -> bool:
    """An Unreliable unit no longer responds to commands (7.5)."""
    return grade is not Grade.UNRELIABLE
