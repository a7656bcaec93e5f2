"""Response Level: the RL test (one d6 and the factors, to a change of level), the levels a
crowd's circumstances force, and how far a crowd moves at its level."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.response_level import (
    HIGHEST,
    LOWEST,
    ResponseLevelChart,
    RlFactor,
    RlTrigger,
)
from strife.games.civil_disorder.model.schema import band_for

DISPERSED = LOWEST


@dataclass(frozen=True, slots=True)
class RlTestResult:
    """An RL test as the umpire would note it: the die, the factors that counted, the score,
    the change and the new level."""

    trigger: RlTrigger
    roll: int
    counted: tuple[tuple[RlFactor, int], ...]
    score: int
    change: int
    before: int
    after: int


def firearm_casualties(before: int, now: int) -> dict[RlFactor, int]:
    """The casualty factors for `now` firearm casualties this turn in a crowd that had
    `before` earlier ones (ruling R-7: counted per crowd): the first ever is -2, each later -1."""
    if before < 0 or now < 0:
        raise ValueError("firearm casualties cannot be negative")
    if now == 0:
        return {}
    first = 1 if before == 0 else 0
    out = {RlFactor.FIRST_FIREARM_CASUALTY: first, RlFactor.LATER_FIREARM_CASUALTY: now - first}
    return {factor: times for factor, times in out.items() if times}


def counted_factors(
    present: Mapping[RlFactor, int], chart: ResponseLevelChart
) -> tuple[tuple[RlFactor, int], ...]:
    """The factors that count, with their modifiers: a factor not marked `each` counts once
    however often it is present; of a group (wet, gas, shot at) only the strongest counts."""
    strongest: dict[str, tuple[RlFactor, int]] = {}
    counted: list[tuple[RlFactor, int]] = []
    for factor in RlFactor:  # the text's order, so the umpire's note reads like the chart
        times = present.get(factor, 0)
        if times < 0:
            raise ValueError(f"{factor.value}: cannot be present {times} times")
        if times == 0:
            continue
        row = chart.factors[factor]
        value = row.value * (times if row.each else 1)
        if row.group is None:
            counted.append((factor, value))
        elif row.group not in strongest or abs(value) > abs(strongest[row.group][1]):
            strongest[row.group] = (factor, value)
    counted.extend(strongest.values())
    order = list(RlFactor)
    return tuple(sorted(counted, key=lambda fv: order.index(fv[0])))


def level_change(score: int, chart: ResponseLevelChart) -> int:
    """The result bands: 11+ up 3, 9-10 up 2, 7-8 up 1, 1-6 none, -2..0 down 1, -3- down 2."""
    return band_for(chart.results, score)


def shifted(rl: int, change: int) -> int:
    """A level moved by a change, held within 1..8 (ruling R-2)."""
    _check_level(rl)
    return max(LOWEST, min(HIGHEST, rl + change))


def _check_level(rl: int) -> None:
    if not LOWEST <= rl <= HIGHEST:
        raise ValueError(f"no Response Level {rl} (levels run {LOWEST} to {HIGHEST})")


def rl_test(
    rl: int,
    trigger: RlTrigger,
    present: Mapping[RlFactor, int],
    dice: Dice,
    chart: ResponseLevelChart,
) -> RlTestResult:
    """One RL test: roll 1d6, add the factors, read the change. A dispersed crowd (RL 1) does
    not reform (ruling R-3): it rolls nothing and stays dispersed."""
    _check_level(rl)
    if rl == DISPERSED:
        return RlTestResult(trigger, 0, (), 0, 0, rl, rl)
    counted = counted_factors(present, chart)
    roll = chart.test.die.roll(dice)
    score = roll + sum(v for _, v in counted)
    change = level_change(score, chart)
    return RlTestResult(trigger, roll, counted, score, change, rl, shifted(rl, change))


def forced_level(
    rl: int,
    chart: ResponseLevelChart,
    *,
    sf_in_sight: bool,
    surrounded: bool = False,
    no_escape: bool = False,
) -> int:
    """The level a crowd's circumstances force at its level, as the RL table says: running
    or moving along with no SF in sight -> 4; surrounded -> 6 (running) or 5 (moving along);
    dispersing with no escape -> 7. Otherwise the level stands."""
    level = chart.level(rl)
    if no_escape and level.if_no_escape is not None:
        return level.if_no_escape
    if surrounded and level.if_surrounded is not None:
        return level.if_surrounded
    if not sf_in_sight and level.if_no_sf_in_sight is not None:
        return level.if_no_sf_in_sight
    return rl


def crowd_move(rl: int, dice: Dice, chart: ResponseLevelChart, bases: int = 1) -> list[int]:
    """How far a crowd moves this turn at its level, in inches: one distance per base where
    each base moves on its own (RL 1-3), else one for the whole crowd. At RL 4 the crowd
    drifts its `drift` inches; the direction is rules/movement.drift_direction."""
    if bases < 1:
        raise ValueError("a crowd has at least one base")
    level = chart.level(rl)
    if level.move is None:
        assert level.drift is not None  # the chart's validator allows nothing else
        return [level.drift]
    move = level.move
    return [move.roll(dice) for _ in range(bases if level.per_base else 1)]


def crowd_fighters(rl: int, dice: Dice, chart: ResponseLevelChart) -> int:
    """How many of a crowd stand and fight when the SF close for contact: RL 7 "1d6 for
    numbers", RL 8 "2d6 ... individuals"; below RL 7 none (ruling F-9 turns them into bases)."""
    fighters = chart.level(rl).fighters
    return 0 if fighters is None else fighters.roll(dice)


def loots(rl: int, chart: ResponseLevelChart) -> bool:
    """ "Looting is possible" at RL 7 and 8."""
    return chart.level(rl).loots


def running_away(rl: int) -> bool:
    """ "Each adjacent crowd actually running away": a crowd dispersing or running away (RL 1
    or 2; ruling R-9)."""
    _check_level(rl)
    return rl <= 2


def first_trigger(triggers: Collection[RlTrigger]) -> RlTrigger | None:
    """A crowd tests its RL at most once a turn, however many things call for it (ruling
    R-1): the test is made for the first trigger in the text's order, all factors summed."""
    return next((t for t in RlTrigger if t in triggers), None)
