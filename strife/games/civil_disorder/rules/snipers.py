"""Terrorists and Snipers: a sniper's shot at its named target, being spotted, and the
Security Forces' answer."""

from __future__ import annotations

from strife.core.dice import Dice
from strife.games.civil_disorder.model.snipers import SnipersChart


def sniper_hits(dice: Dice, chart: SnipersChart) -> bool:
    """1d6, a 6 hits the named target (one member wounded, a gunfire casualty: ruling S-1).
    The target is always told it is under fire, hit or not."""
    return dice.roll(6) >= chart.hit_on


def spotted(shot: int, dice: Dice, chart: SnipersChart) -> bool:
    """Whether the sniper's `shot`-th shot from one place is spotted: the first never; the
    second on a 6; each later one +1 to the die (the third on 5-6, ruling S-2)."""
    if shot < 1:
        raise ValueError("shots from a place are counted from 1")
    if shot == 1:
        return False
    return dice.roll(6) + chart.spot_bonus * (shot - 2) >= chart.spot_on


def may_fire(under_fire: bool) -> bool:
    """SF return fire never hurts a sniper, but he will not fire whilst under fire."""
    return not under_fire


def swat_picks_off(spotted_sniper: bool, dice: Dice, chart: SnipersChart) -> bool:
    """A SWAT sniper may shoot only at a spotted sniper: 4, 5 or 6 on 1d6 hits."""
    if not spotted_sniper:
        raise ValueError("a SWAT sniper can only shoot at a sniper once it is spotted")
    return dice.roll(6) >= chart.swat_hit_on
