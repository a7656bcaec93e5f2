"""Fires and Firefighting: fires burn a building's value, grow, spread once the value is
gone, hurt those who go in; fire engines put them out while their water lasts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from strife.core.dice import Dice
from strife.games.civil_disorder.model.fires import FiresChart

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Burnt:
    """A turn of fire at one place: value and fires after, whether it grew and whether one
    fire spreads to an adjacent building."""

    value: int
    fires: int
    grew: bool
    spreads: bool


def burn(value: int, fires: int, dice: Dice, chart: FiresChart) -> Burnt:
    """One turn (ruling X-1 on the order): each fire takes a value point; 1d6 at or under the
    existing fires adds a fire; once the value is gone, 1d6 at or under the fires spreads one
    fire to an adjacent building (both rolls against the fires at the start of the turn)."""
    if value < 0 or fires < 0:
        raise ValueError("value and fires cannot be negative")
    if fires == 0:
        return Burnt(value, 0, False, False)
    value = max(0, value - fires * chart.value_per_fire)
    grew = chart.grow.roll(dice) <= fires
    spreads = value == 0 and chart.spread.roll(dice) <= fires
    return Burnt(value, fires + grew, grew, spreads)


def spread_to(adjacent: Sequence[T], dice: Dice) -> T:
    """Which adjacent building the spreading fire reaches: a die among them (a judgement a
    human umpire seat is asked, the engine's roll offered first)."""
    if not adjacent:
        raise ValueError("no adjacent building for the fire to spread to")
    return adjacent[0] if len(adjacent) == 1 else dice.choice(adjacent)


def crowd_may_enter(fires: int) -> bool:
    """ "Crowds will not enter burning buildings.\""""
    return fires == 0


def as_petrol_bombed(fires: int, firefighters: bool, chart: FiresChart) -> bool:
    """Whether a base in a burning building counts as under petrol bomb attack: SF always;
    firefighters only at fires of 3 or more (immune to 1 or 2; ruling X-2: 5+ as 3-4)."""
    if fires <= 0:
        return False
    return not firefighters or fires > chart.firefighters_immune_to


def may_fight_fire(crew: int, water_turns: int, on_hydrant: bool, chart: FiresChart) -> bool:
    """An engine fights fire with 4 firefighters on the hose and water aboard or a hydrant."""
    return crew >= chart.hose_crew and (water_turns > 0 or on_hydrant)


def extinguish(fires: int, dice: Dice, chart: FiresChart) -> int:
    """A fire engine puts out 1d6 fires a turn: the fires left."""
    if fires < 0:
        raise ValueError("fires cannot be negative")
    return max(0, fires - chart.extinguish.roll(dice))


def water_after_turn(water_turns: int, on_hydrant: bool) -> int:
    """An engine's water after a turn of firefighting (or hosing a crowd, ruling X-3): a turn
    less from its tank unless it is connected to a hydrant."""
    if water_turns <= 0 and not on_hydrant:
        raise ValueError("the engine has no water and no hydrant")
    return water_turns if on_hydrant else water_turns - 1
