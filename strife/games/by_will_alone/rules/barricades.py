"""Building barricades (17.4): the unit's check. What a barricade does is in the
confrontation (its dice doubled, 11.3) and discipline (-1, 16.2) rules."""

from __future__ import annotations

from collections.abc import Sequence

from strife.core.dice import Dice
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.rules.morale import UnitCheck, unit_check


def build_barricade(levels: Sequence[Grade], dice: Dice) -> UnitCheck:
    """17.4 (and 7.5): the unit performs a morale check; its `barricade` is the Building a
    Barricade Result column: built if half or fewer of its stands fail. The action needs
    activation, so it ends the initiative (8.2)."""
    return unit_check(levels, dice)
