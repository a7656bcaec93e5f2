"""Changing street signs (17.2): the authority unit's check at a switched intersection and
where a unit going the wrong way turns."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from strife.core.dice import Dice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.levels import Familiarity
from strife.games.by_will_alone.model.rule_tables import WrongWay, rule_tables
from strife.games.by_will_alone.rules.morale import UnitCheck, unit_check


def sign_modifier(familiarity: Familiarity, gps: bool) -> int:
    """17.2: +1 from the neighbouring area, +2 from the area of the game (not both: ruling
    17.2-b), +2 with GPS mapping software; added to each stand's die."""
    t = rule_tables().signs
    total = {
        Familiarity.STRANGER: 0,
        Familiarity.NEIGHBOURING: t.neighbouring,
        Familiarity.LOCAL: t.local,
    }[familiarity]
    return total + (t.gps if gps else 0)


def street_sign_check(
    level: Grade, stands: int, familiarity: Familiarity, gps: bool, dice: Dice
) -> UnitCheck:
    """17.2 (and 7.5): an authority unit at an intersection whose signs were switched takes
    a unit morale check; its `street_sign` is the Street Sign Check Result column."""
    return unit_check([level] * stands, dice, sign_modifier(familiarity, gps))


@dataclass(frozen=True, slots=True)
class Turn:
    rolls: tuple[int, ...]
    way: WrongWay | None  # None: every way is blocked, and the unit holds (ruling 17.2-c)


def wrong_way(blocked: Collection[WrongWay], dice: Dice) -> Turn:
    """17.2: 1D6: 1-2 right of the axis of advance, 3-4 reverse, 5-6 left; if that way is
    blocked by friendly or opposing units, roll again."""
    table = rule_tables().signs.wrong_way
    if set(WrongWay) <= set(blocked):
        return Turn((), None)
    rolls: list[int] = []
    while True:
        roll = dice.roll(6)
        rolls.append(roll)
        way = table[roll - 1]
        if way not in blocked:
            return Turn(tuple(rolls), way)
        if len(rolls) > 1000:
            raise StrifeError("the dice never gave an open way")
