"""Rallying (12): dispersed activist stands return to their leaders (12.1.1), may be lost
for good (12.1.2, optional), and authority units win back reliability (12.2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from strife.core.dice import Dice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.rule_tables import rule_tables
from strife.games.by_will_alone.rules.morale import (
    Check,
    morale_number,
    raise_reliability,
    reliability_step,
    roll_against,
)


def rally_dice(dispersed: int) -> int:
    """One die for each ten dispersed stands, rounded down (12.1.1)."""
    if dispersed < 0:
        raise StrifeError("the dispersed pile cannot hold fewer than no stands")
    return dispersed // rule_tables().rally.stands_per_die


@dataclass(frozen=True, slots=True)
class Rallied:
    """What each leader rolled and how many stands come back to it from the pile."""

    rolls: tuple[tuple[int, ...], ...]
    returned: tuple[int, ...]


def rally_dispersed(dice_per_leader: Sequence[int], dispersed: int, dice: Dice) -> Rallied:
    """Roll the rally dice assigned to each leader stand (12.1.1). The number rolled is the
    number of stands taken from the pile and placed beside that leader."""
    if any(n < 0 for n in dice_per_leader):
        raise StrifeError("a leader cannot be given fewer than no dice")
    available = rally_dice(dispersed)
    if sum(dice_per_leader) != available:
        raise StrifeError(
            f"{dispersed} dispersed stands give {available} rally dice, "
            f"and {sum(dice_per_leader)} were assigned"
        )
    rolls = tuple(tuple(dice.roll(6) for _ in range(n)) for n in dice_per_leader)
    # One die per ten stands returns at most six: the pile never runs short.
    return Rallied(rolls, tuple(sum(leader) for leader in rolls))


def losing_dispersed(levels: Sequence[Grade], dice: Dice) -> tuple[Check, ...]:
    """12.1.2 (optional): when the initiative turns to the authority, 2D6 for each dispersed
    stand; below its morale check number, the stand is removed from the game for good. A
    check that fails is a stand lost."""
    return tuple(roll_against(morale_number(q), dice, count=2) for q in levels)


def rally_modifier(
    *, activists_touching: bool, activists_in_sight: bool, higher_commander: bool
) -> int:
    """The modifiers to an authority Rally roll (12.2)."""
    t = rule_tables().rally
    total = 0
    if activists_touching:
        total += t.activists_touching
    if not activists_in_sight:
        total += t.no_activists_in_sight
    if higher_commander:
        total += t.higher_commander
    return total


@dataclass(frozen=True, slots=True)
class Rally:
    """An authority Rally action: the roll and the reliability after it. Rallying always
    ends the commander's initiative (12.2)."""

    check: Check
    before: Grade
    after: Grade
    ends_initiative: bool = True


def rally_authority(
    current: Grade,
    original: Grade,
    dice: Dice,
    *,
    activists_touching: bool,
    activists_in_sight: bool,
    higher_commander: bool,
) -> Rally:
    """Rally a unit whose reliability was reduced (12.2): 1D6 with the modifiers, at the
    unit's morale number or more; success raises it one level, never above what it had
    (ruling 12.2-a)."""
    if reliability_step(current) >= reliability_step(original):
        raise StrifeError(
            f"the unit is {current.value}, as it began: only a unit whose reliability was "
            "reduced can be rallied"
        )
    if activists_touching and not activists_in_sight:
        raise StrifeError("activists touching the unit are in its sight")
    modifier = rally_modifier(
        activists_touching=activists_touching,
        activists_in_sight=activists_in_sight,
        higher_commander=higher_commander,
    )
    check = roll_against(morale_number(current), dice, modifier)
    after = raise_reliability(current) if check.passed else current
    return Rally(check, current, after)
