"""Arrests (11.4): who may arrest, the roll that caps how many stands each arrester may
take, resisting arrest, and the guard; escaping from arrest and jails (11.4.1)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from strife.core.dice import Dice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.rule_tables import rule_tables
from strife.games.by_will_alone.rules.confrontation import Confrontation, Party, Stand, confront
from strife.games.by_will_alone.rules.morale import Check, grade_check, roll_against


@dataclass(frozen=True, slots=True)
class Arrester:
    """An authority stand that may make an arrest."""

    name: str
    reliability: Grade
    police: bool  # police, not soldiers
    touching: bool  # touching activist stands


def arrest_capacity(arresters: Sequence[Arrester], dice: Dice) -> tuple[int, ...]:
    """Step 1 of 11.4: each arresting stand rolls 1D6, the number of activist stands it may
    arrest. Only stands touching activist stands can arrest."""
    if not arresters:
        raise StrifeError("an arrest needs at least one arresting stand")
    for a in arresters:
        if not a.touching:
            raise StrifeError(f"{a.name} is not touching any activist stand and cannot arrest")
    return tuple(dice.roll(6) for _ in arresters)


def resist_modifier(arrester: Arrester) -> int:
    """The modifier to the activist stand's morale check to resist this arrester (11.4):
    police -2; Dedicated -1, Wavering +1."""
    t = rule_tables().arrest
    total = t.police if arrester.police else 0
    if arrester.reliability is Grade.DEDICATED:
        total += t.dedicated
    elif arrester.reliability is Grade.WAVERING:
        total += t.wavering
    return total


@dataclass(frozen=True, slots=True)
class Attempt:
    """One arrester trying to arrest one activist stand, and the stand's check to resist."""

    arrester: str
    target: str
    check: Check

    @property
    def arrested(self) -> bool:
        return not self.check.passed


def resist_arrest(
    arresters: Sequence[Arrester],
    capacity: Sequence[int],
    targets: Sequence[Sequence[tuple[str, Grade]]],
    dice: Dice,
) -> tuple[Attempt, ...]:
    """Step 2 of 11.4: `targets[i]` are the activist stands (name, quality) arrester i tries
    to take, no more than it rolled. Each stand checks morale with the arrester's modifier
    and resists if it passes; a stand may be the target of one arrester only."""
    if not len(arresters) == len(capacity) == len(targets):
        raise StrifeError("each arrester needs its roll and its list of targets")
    seen: set[str] = set()
    attempts: list[Attempt] = []
    for arrester, cap, chosen in zip(arresters, capacity, targets, strict=True):
        if len(chosen) > cap:
            raise StrifeError(f"{arrester.name} rolled {cap} and may arrest at most {cap} stands")
        for name, quality in chosen:
            if name in seen:
                raise StrifeError(f"{name} is already the target of another arrester")
            seen.add(name)
            check = grade_check(quality, dice, resist_modifier(arrester))
            attempts.append(Attempt(arrester.name, name, check))
    return tuple(attempts)


def guard_problem(guards_on_foot: Sequence[bool]) -> str | None:
    """Arrested stands need at least one foot stand to guard them; vehicles and other ground
    stands may watch them too (11.4). The problem in plain words, or None."""
    if not any(guards_on_foot):
        return "at least one foot stand must guard the arrested stands"
    return None


def escape_roll(quality: Grade, dice: Dice) -> Check:
    """An arrested stand's escape roll (11.4.1): Untrained 6+, Trained 5+, Veteran 4+."""
    return roll_against(rule_tables().escape.number(quality), dice)


class Jail(Enum):
    """Where arrested stands are held (11.4, 11.4.1)."""

    OPEN = "in the open"
    BUILDING = "in a building"
    VEHICLE = "in a vehicle"
    FENCE = "behind a fence"

    @property
    def envelops(self) -> bool:
        """Stands jailed in buildings or vehicles or by fences are enveloped (11.4.1)."""
        return self is not Jail.OPEN


@dataclass(frozen=True, slots=True)
class Escape:
    """An escape attempt: each arrested stand's roll, and the confrontation with the
    jailers if any stand passed. A breach (the escapers succeed) frees them all."""

    rolls: tuple[Check, ...]
    confrontation: Confrontation | None

    @property
    def breach(self) -> bool:
        c = self.confrontation
        return c is not None and c.outcome.result.succeeds and c.outcome.higher == c.offensive.name


def escape(
    arrested: Sequence[Grade], escapers: str, jailers: Party, jail: Jail, dice: Dice
) -> Escape:
    """Every arrested stand rolls to escape; those that pass confront the jailers (the
    defensive side, enveloping them if the jail is a building, vehicle or fence). A
    breach in the jailers' line lets every arrested stand escape (ruling 11.4.1-a)."""
    if not arrested:
        raise StrifeError("there are no arrested stands to escape")
    rolls = tuple(escape_roll(q, dice) for q in arrested)
    passed = tuple(Stand(q) for q, r in zip(arrested, rolls, strict=True) if r.passed)
    if not passed:
        return Escape(rolls, None)
    breakout = Party(escapers, passed, offensive=True)
    guards = replace(
        jailers, offensive=False, enveloped_opponent=jail.envelops or jailers.enveloped_opponent
    )
    return Escape(rolls, confront(breakout, guards, dice))
