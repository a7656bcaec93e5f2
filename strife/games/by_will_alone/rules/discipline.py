"""Losing nonviolent discipline (16.1-16.3), regaining it (16.4), and accidental attacks
by authority stands (16.5)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from strife.core.dice import Dice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.levels import Violence
from strife.games.by_will_alone.model.rule_tables import rule_tables
from strife.games.by_will_alone.rules.confrontation import Condition
from strife.games.by_will_alone.rules.morale import Check, morale_number, roll_against


def lost_conflict(own_points: int, opponent_points: int) -> bool:
    """16.1: an activist unit on the losing side of a confrontation, "no matter the end
    result" (a Hold too): its total was the lower (ruling 16.1-a)."""
    return own_points < opponent_points


def keep_discipline(
    stands: Sequence[tuple[Grade, bool]], dice: Dice, modifier: int = 0
) -> tuple[Check, ...]:
    """16.2: for each remaining stand (quality, behind a barricade), 2D6 + 1 (-1 behind a
    barricade, 17.4) at its morale check number or more keeps discipline; `modifier` is
    the unit's own (-2 when a provocateur has incited it, ruling 18.2-b)."""
    t = rule_tables().discipline
    return tuple(
        roll_against(
            morale_number(q),
            dice,
            t.bonus + modifier + (t.behind_barricade if barricade else 0),
            t.dice,
        )
        for q, barricade in stands
    )


def regain_modifier(
    *,
    authority_in_sight: bool,
    authority_touching: bool,
    blocked: bool,
    outnumbered: bool,
    surrounded: bool,
) -> int:
    """The modifiers of 16.4. Touching includes being in sight, so it is -2 and not -3;
    blocked, outnumbered and surrounded are degrees of one thing, so the best of them
    counts (ruling 16.4-a)."""
    t = rule_tables().regain
    if authority_touching and not authority_in_sight:
        raise StrifeError("an authority unit touching the stands is in their sight")
    total = 0
    if authority_touching:
        total += t.authority_touching
    elif authority_in_sight:
        total += t.authority_in_sight
    held = [
        value
        for flag, value in (
            (blocked, t.blocked),
            (outnumbered, t.outnumbered),
            (surrounded, t.surrounded),
        )
        if flag
    ]
    return total + max(held, default=0)


def regain_discipline(quality: Grade, modifier: int, dice: Dice) -> Check:
    """16.4: a commander rallies a stand that lost discipline as in section 12: 1D6 plus
    the modifiers at the stand's morale check number or more (ruling 16.4-b)."""
    return roll_against(morale_number(quality), dice, modifier)


def accidental_test_due(conditions: Sequence[Condition]) -> bool:
    """16.5: the test is taken when an activist unit that is not partying or fraternizing
    confronts or moves toward an authority unit. A unit is partying or fraternizing when
    every stand is (ruling 16.5-a); if only some are, the test is taken with +3 or +2."""
    if not conditions:
        raise StrifeError("an activist unit has at least one stand")
    busy = {Condition.FRATERNIZING, Condition.PARTYING}
    return not all(c in busy for c in conditions)


@dataclass(frozen=True, slots=True)
class Shooter:
    """An authority stand taking the accidental attack test."""

    name: str
    reliability: Grade
    touching: frozenset[str] = frozenset()  # the other authority stands it touches
    enveloped: bool = False


def accidental_attacks(
    shooters: Sequence[Shooter], conditions: Sequence[Condition], dice: Dice
) -> tuple[Check, ...]:
    """16.5: before conflicts, each authority stand in turn rolls 2D6 + 2 with the
    modifiers; below its morale check number it shoots the activists accidentally (a
    failed check). +3 if some activist stands fraternize, +2 if some party, -1 if a stand
    it touches has already shot, -2 if it is enveloped."""
    if not accidental_test_due(conditions):
        raise StrifeError("a partying or fraternizing unit does not provoke accidental fire")
    t = rule_tables().accidental
    common = (t.fraternizing if Condition.FRATERNIZING in conditions else 0) + (
        t.partying if Condition.PARTYING in conditions else 0
    )
    shot: set[str] = set()
    checks: list[Check] = []
    for s in shooters:
        modifier = t.bonus + common + (t.enveloped if s.enveloped else 0)
        if s.touching & shot:
            modifier += t.touching_stand_fired
        check = roll_against(morale_number(s.reliability), dice, modifier, t.dice)
        if not check.passed:
            shot.add(s.name)
        checks.append(check)
    return tuple(checks)


def deadliest(weapons: Iterable[Violence]) -> Violence:
    """16.5: a stand that shoots accidentally uses its most deadly weapon for its
    confrontation dice, whatever level of violence its commander is allowed."""
    return max(weapons, default=Violence.THREATS)
