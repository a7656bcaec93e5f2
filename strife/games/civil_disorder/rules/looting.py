"""Looting: hidden looter bases and when they break off, Loot Units, breaking in, taking
loot, carrying it away, and fires where there is nothing left to take."""

from __future__ import annotations

from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.looting import LootingChart
from strife.games.civil_disorder.model.movement import Vehicle


@dataclass(frozen=True, slots=True)
class Looted:
    """One turn's looting at a place: Loot Units taken (one per looter who had none) and
    what is left; `fire` when there was nothing left to take ("they start fires")."""

    taken: int
    left: int
    fire: bool


def hidden_looters(dice: Dice, chart: LootingChart) -> int:
    """The looter bases hidden in a crowd at the start (1d3), never shown to the SF."""
    return chart.hidden_looter_bases.roll(dice)


def converted(looter_bases: int, dice: Dice, chart: LootingChart) -> int:
    """At a looting RL, each looter base still in the crowd rolls 1d6 and breaks off to rob
    the nearest shops on a 6 (ruling L-1): how many converted this turn, a permanent loss."""
    if looter_bases < 0:
        raise ValueError("looter bases cannot be negative")
    return sum(1 for _ in range(looter_bases) if dice.roll(6) >= chart.convert_on)


def loot_units(property_value: int, chart: LootingChart) -> int:
    """A property's Loot Units: 50% of its value, rounded down (ruling L-2)."""
    if property_value < 0:
        raise ValueError("a property value cannot be negative")
    return property_value * chart.loot_percent // 100


def check_scenario_loot(units: int, chart: LootingChart) -> int:
    """A scenario's own Loot Units figure must lie between 5 and 50."""
    low, high = chart.loot_units_range
    if not low <= units <= high:
        raise ValueError(f"Loot Units must be between {low} and {high}, not {units}")
    return units


def broken_in(turns_at_door: int, chart: LootingChart) -> bool:
    """Breaking in takes one turn: looting starts the turn after."""
    return turns_at_door >= chart.break_in_turns


def loot(left: int, empty_handed: int, chart: LootingChart) -> Looted:
    """One turn of looting by `empty_handed` looters (each takes one Loot Unit and will
    then leave) at a place with `left` Loot Units. Where nothing is left, they start a fire."""
    if left < 0 or empty_handed < 0:
        raise ValueError("loot and looters cannot be negative")
    if left == 0:
        return Looted(0, 0, fire=empty_handed > 0)
    can_take = empty_handed * min(chart.per_looter_per_turn, chart.looter_carries)
    taken = min(left, can_take)
    return Looted(taken, left - taken, fire=False)


def leave_move(dice: Dice, chart: LootingChart) -> int:
    """Looters burdened with loot leave at 1d6" a turn."""
    return chart.leave_move.roll(dice)


def vehicle_carries(vehicle: Vehicle, chart: LootingChart) -> int:
    """Optional: a car carries 5 Loot Units, a van 10; no other vehicle loots."""
    if vehicle is Vehicle.CAR:
        return chart.vehicle_carries.car
    if vehicle is Vehicle.VAN:
        return chart.vehicle_carries.van
    raise ValueError(f"a {vehicle.value.replace('_', ' ')} does not carry loot")
