"""Property Damage: points off a building's value, wrecks, and the fires wrecks catch."""

from __future__ import annotations

from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.property_damage import PropertyChart


@dataclass(frozen=True, slots=True)
class Damage:
    """Damage done to a building: the points, its value after, and whether a fire started."""

    points: int
    value: int
    fire: bool

    @property
    def wreck(self) -> bool:
        return self.value == 0


def check_value(value: int, chart: PropertyChart) -> int:
    """A scenario's property value lies "between say 10 and 100"."""
    low, high = chart.value_range
    if not low <= value <= high:
        raise ValueError(f"a property value is between {low} and {high}, not {value}")
    return value


def _wreck_fire(dice: Dice, chart: PropertyChart) -> bool:
    return dice.roll(6) >= chart.wreck_fire_on


def damage(value: int, bases: int, dice: Dice, chart: PropertyChart) -> Damage:
    """A crowd determined to do damage: 1d6 points per base. A building already a total
    wreck takes no points; instead there is a 1 in 6 chance of a fire each attempt."""
    if bases < 1 or value < 0:
        raise ValueError("damage needs at least one base and a value of 0 or more")
    if value == 0:
        return Damage(0, 0, _wreck_fire(dice, chart))
    points = sum(chart.damage.roll(dice) for _ in range(bases))
    return Damage(points, max(0, value - points), False)


def break_in(value: int, dice: Dice, chart: PropertyChart) -> Damage:
    """Looters breaking in do 1d6 points; at a wreck, a 1 in 6 chance of a fire instead."""
    if value < 0:
        raise ValueError("a property value cannot be negative")
    if value == 0:
        return Damage(0, 0, _wreck_fire(dice, chart))
    points = chart.break_in_damage.roll(dice)
    return Damage(points, max(0, value - points), False)


def hassle_damage(value: int, dice: Dice, chart: PropertyChart) -> Damage | None:
    """RL 6: "Roll 6 on 1d6 to engage in random minor property damage": one base's damage
    (ruling P-1). None when the crowd does no damage this turn."""
    if dice.roll(6) < 6:
        return None
    return damage(value, chart.minor_bases, dice, chart)


def serious_damage(value: int, bases: int, dice: Dice, chart: PropertyChart) -> Damage:
    """RL 8 with no SF to intervene: every base's 1d6 and, on 4-6, a fire ("burning /
    turning over cars, starting fires", ruling P-2)."""
    done = damage(value, bases, dice, chart)
    if done.fire:
        return done
    return Damage(done.points, done.value, dice.roll(6) >= chart.serious_fire_on)
