"""Firearms: a firing base's casualties in the crowd by weapon and range (ruling G-1), and
how the crowd counts being shot at."""

from __future__ import annotations

from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.firearms import Firearm, FirearmsChart
from strife.games.civil_disorder.model.response_level import RlFactor


@dataclass(frozen=True, slots=True)
class Volley:
    """A base's fire: the band it fell in ("close", "effective", "beyond") and casualties,
    every one of them gunfire casualties (+2 at triage)."""

    band: str
    casualties: int


def band(weapon: Firearm, distance: int, chart: FirearmsChart) -> str:
    gun = chart.weapons[weapon]
    if distance < 0:
        raise ValueError("a distance cannot be negative")
    if distance <= gun.close:
        return "close"
    if gun.max_range is None or distance <= gun.max_range:
        return "effective"
    return "beyond"


def fire(weapon: Firearm, distance: int, dice: Dice, chart: FirearmsChart) -> Volley:
    """One firing base at the crowd (not over its head): within close range the Damage dice,
    out to the maximum effective range the Score / Result dice, beyond it no one is hit."""
    gun = chart.weapons[weapon]
    where = band(weapon, distance, chart)
    if where == "close":
        return Volley(where, gun.damage.roll(dice))
    if where == "effective":
        return Volley(where, gun.result.roll(dice))
    return Volley(where, 0)


def rl_factor(weapon: Firearm, chart: FirearmsChart) -> RlFactor:
    """A crowd shot at by this weapon counts "single shot" or "automatic" firearms."""
    kind = chart.weapons[weapon].rl
    return RlFactor.AUTOMATIC if kind == "automatic" else RlFactor.SINGLE_SHOT
