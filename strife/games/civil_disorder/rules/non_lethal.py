"""Non-Lethal Weapons and Supplies: ranges, gas clouds, petrol bombs, bricks and bottles,
water cannon and fire hoses (damp, soaked, drying), baton guns, and the crowd's stocks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.weapons import (
    NonLethal,
    Protection,
    WeaponsChart,
    Wetness,
)


@dataclass(frozen=True, slots=True)
class BatonShot:
    """A baton gun's shot at a crowd base: whether it hit, how many turns the base is
    stopped, and whether one person was seriously wounded (close range only)."""

    hit: bool
    stopped_turns: int
    seriously_wounded: bool


def in_range(weapon: NonLethal, distance: int, chart: WeaponsChart) -> bool:
    return 0 <= distance <= chart.range_of(weapon)


def _need_range(weapon: NonLethal, distance: int, chart: WeaponsChart) -> None:
    if not in_range(weapon, distance, chart):
        raise ValueError(
            f'{weapon.value.replace("_", " ")}: a target {distance}" away is out of range '
            f'({chart.range_of(weapon)}")'
        )


def gas_lasts(dice: Dice, chart: WeaponsChart) -> int:
    """How long a gas cloud remains once it is effective: 2d6 turns (umpire-only)."""
    return chart.gas_grenade.lasts.roll(dice)


def gas_effective(placed: int, lasts: int, now: int, chart: WeaponsChart) -> bool:
    """A cloud placed in turn `placed` takes 1 turn to become effective, then remains
    `lasts` turns (ruling W-1): effective in turns placed+1 .. placed+lasts."""
    start = placed + chart.gas_grenade.effective_after
    return start <= now < start + lasts


def gas_gone(placed: int, lasts: int, now: int, chart: WeaponsChart) -> bool:
    return now >= placed + chart.gas_grenade.effective_after + lasts


def petrol_bomb_wounded(fireproof: Sequence[bool], dice: Dice, chart: WeaponsChart) -> list[int]:
    """1d3 wounded for each base in the 2" flame hazard, 1 fewer in fireproof kit (never
    below none); one entry per base, in the order given."""
    bomb = chart.petrol_bomb
    return [max(0, bomb.wounded.roll(dice) - (bomb.fireproof_less if f else 0)) for f in fireproof]


def petrol_bomb_fires(in_building: bool, chart: WeaponsChart) -> int:
    """Fires a petrol bomb starts: one if it lands in a building."""
    return chart.petrol_bomb.fires_in_building if in_building else 0


def brick_hits(throwing_bases: int, dice: Dice, chart: WeaponsChart) -> int:
    """1d3 per base throwing: the total is the number of hits."""
    if throwing_bases < 0:
        raise ValueError("throwing bases cannot be negative")
    return sum(chart.bricks.hits.roll(dice) for _ in range(throwing_bases))


def brick_wounded(hits: int, protection: Protection) -> int:
    """Unprotected targets have that many wounded; riot shields half (rounded down, ruling
    W-5); full riot equipment is impervious."""
    if protection is Protection.FULL:
        return 0
    return hits // 2 if protection is Protection.SHIELDS else hits


def wetness(hosed_turns: int, dry_turns: int, chart: WeaponsChart) -> Wetness:
    """A crowd's wetness after `hosed_turns` turns under a water cannon or fire hose, and
    `dry_turns` turns since the water last reached it: damp after 1, soaked after 3, dry
    again 20 turns after (ruling W-3: the turns under water need not follow each other)."""
    if hosed_turns < 0 or dry_turns < 0:
        raise ValueError("turns cannot be negative")
    water = chart.water_cannon
    if hosed_turns < water.damp_after or dry_turns >= water.dry_after:
        return Wetness.DRY
    return Wetness.SOAKED if hosed_turns >= water.soaked_after else Wetness.DAMP


def baton_gun(distance: int, dice: Dice, chart: WeaponsChart) -> BatonShot:
    """A baton gun (rubber bullets) fires at a crowd base: 1d6, 5 or 6 stops the base for 3
    turns; under 10" the hit rolls again and a 6 seriously wounds one person in it."""
    _need_range(NonLethal.BATON_GUN, distance, chart)
    gun = chart.baton_gun
    if dice.roll(6) < gun.hit_on:
        return BatonShot(False, 0, False)
    wounded = distance < gun.close and dice.roll(6) >= gun.wound_on
    return BatonShot(True, gun.stopped_turns, wounded)


def may_throw(missile_turns_left: int) -> bool:
    """A crowd throws while it has turns of bricks and bottles left (5 at the start)."""
    return missile_turns_left > 0


def restocked(turns_at_source: int, chart: WeaponsChart) -> int | None:
    """A crowd that spends a turn at a source of missiles (a skip, a building site, a wall
    to break down) has its 5 turns of throwing again (ruling W-6); None: not yet."""
    supplies = chart.supplies
    return supplies.missile_turns if turns_at_source >= supplies.restock_turns else None


def petrol_bomb_ready(last_thrown: int | None, now: int, chart: WeaponsChart) -> bool:
    """A crowd with a source of bottles and petrol throws petrol bombs at most once every 4
    turns."""
    return last_thrown is None or now - last_thrown >= chart.supplies.petrol_bomb_every
