"""Resolving a confrontation (11.3): the confrontation dice of each stand with their
multipliers, the modifiers to each die, the points scored and the outcome."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from strife.core.dice import Dice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade, Role
from strife.games.by_will_alone.model.levels import Origin, Violence
from strife.games.by_will_alone.model.rule_tables import rule_tables
from strife.games.by_will_alone.rules.conflict import Outcome, outcome
from strife.games.by_will_alone.rules.morale import morale_number


class Condition(Enum):
    """What an activist stand is doing toward its opponent (8.2's Condition group)."""

    NONE = "none"
    SITTING = "sitting"  # sitting down to block the opponent
    FRATERNIZING = "fraternizing"
    PARTYING = "partying"


@dataclass(frozen=True, slots=True)
class Stand:
    """One stand in a confrontation, with what sets its number of dice."""

    level: Grade
    condition: Condition = Condition.NONE  # activists only
    in_housing_block: bool = False  # activists only
    force: Violence = Violence.THREATS  # authority only: the force it uses
    undisciplined: bool = False  # 16.3: a stand that lost nonviolent discipline

    @property
    def activist(self) -> bool:
        return self.level.role is Role.ACTIVISTS

    def check(self) -> None:
        if self.activist and self.force is not Violence.THREATS:
            raise StrifeError("an activist stand uses no force against its opponent")
        if not self.activist and (
            self.condition is not Condition.NONE or self.in_housing_block or self.undisciplined
        ):
            raise StrifeError(
                "sitting, fraternizing, partying, housing blocks and lost discipline "
                "multiply the dice of activist stands only"
            )


@dataclass(frozen=True, slots=True)
class Party:
    """One side of a confrontation: its stands and what changes all their dice."""

    name: str
    stands: tuple[Stand, ...]
    offensive: bool  # the side whose action started the confrontation
    enveloped_opponent: bool = False
    behind_barricade: bool = False  # 17.4: counts only for the side that is not offensive
    # Activists' modifiers (11.3).
    fed_against_unfed: bool = False
    origin: Origin = Origin.SAME_REGION
    other_language: bool = False
    # The authority's modifier: the activist commander stand touches no stand of its unit.
    commander_not_touching: bool = False

    @property
    def activists(self) -> bool:
        return self.stands[0].activist

    def check(self) -> None:
        if not self.stands:
            raise StrifeError(f"{self.name} has no stands in the confrontation")
        if any(s.activist != self.activists for s in self.stands):
            raise StrifeError(f"{self.name} mixes activist and authority stands")
        for s in self.stands:
            s.check()
        activist_only = (
            self.fed_against_unfed or self.origin is not Origin.SAME_REGION or self.other_language
        )
        if activist_only and not self.activists:
            raise StrifeError("food, region, country and language modify activists' dice only")
        if self.commander_not_touching and self.activists:
            raise StrifeError("the absent-commander modifier is the authority's")


def force_multiplier(force: Violence) -> int:
    m = rule_tables().multipliers
    return {
        Violence.THREATS: 1,
        Violence.LESS_LETHAL: m.less_lethal,
        Violence.LETHAL_DIRECT: m.lethal_direct,
        Violence.LETHAL_INDIRECT: m.lethal_indirect,
    }[force]


def stand_dice(stand: Stand, party: Party) -> int:
    """The confrontation dice of one stand: one (two if undisciplined, 16.3) times every
    multiplier that applies (11.3); several multipliers multiply (ruling 11.3-a)."""
    m = rule_tables().multipliers
    dice = m.undisciplined_dice if stand.undisciplined else 1
    dice *= {
        Condition.NONE: 1,
        Condition.SITTING: m.sitting,
        Condition.FRATERNIZING: m.fraternizing,
        Condition.PARTYING: m.partying,
    }[stand.condition]
    if stand.in_housing_block:
        dice *= m.housing_block
    dice *= force_multiplier(stand.force)
    if party.enveloped_opponent:
        dice *= m.enveloped_opponent
    if party.behind_barricade and not party.offensive:
        dice *= m.barricade
    return dice


def die_modifier(party: Party) -> int:
    """The modifier to each of the side's dice (11.3). A unit from another country is
    -2, not -1 and -2 (ruling 11.3-f); language counts on its own."""
    t = rule_tables().die_modifiers
    total = 0
    if party.fed_against_unfed:
        total += t.fed_against_unfed
    if party.origin is Origin.OTHER_REGION:
        total += t.other_region
    elif party.origin is Origin.OTHER_COUNTRY:
        total += t.other_country
    if party.other_language:
        total += t.other_language
    if party.commander_not_touching:
        total += t.commander_not_touching
    return total


def scores(roll: int, needed: int, modifier: int) -> bool:
    """Whether one confrontation die scores a point: a natural 6 always does, a natural 1
    never does, otherwise the modified roll must reach the stand's morale number."""
    if roll == 6:
        return True
    if roll == 1:
        return False
    return roll + modifier >= needed


@dataclass(frozen=True, slots=True)
class PartyRoll:
    """What one side rolled: per stand, its dice; the modifier; the points."""

    name: str
    rolls: tuple[tuple[int, ...], ...]
    needed: tuple[int, ...]
    modifier: int
    points: int = field(init=False)

    def __post_init__(self) -> None:
        points = sum(
            scores(r, need, self.modifier)
            for stand, need in zip(self.rolls, self.needed, strict=True)
            for r in stand
        )
        object.__setattr__(self, "points", points)

    @property
    def dice(self) -> int:
        return sum(len(stand) for stand in self.rolls)

    def describe(self) -> str:
        added = f", {self.modifier:+d} to each die" if self.modifier else ""
        points = "1 point" if self.points == 1 else f"{self.points} points"
        return f"{self.name} rolls {self.dice} dice{added}: {points}"


def roll_party(party: Party, dice: Dice) -> PartyRoll:
    """Roll a side's confrontation dice, stand by stand in order."""
    party.check()
    rolls = tuple(tuple(dice.roll(6) for _ in range(stand_dice(s, party))) for s in party.stands)
    needed = tuple(morale_number(s.level) for s in party.stands)
    return PartyRoll(party.name, rolls, needed, die_modifier(party))


@dataclass(frozen=True, slots=True)
class Confrontation:
    """A resolved confrontation: both sides' rolls and the outcome."""

    offensive: PartyRoll
    defensive: PartyRoll
    outcome: Outcome

    def describe(self) -> str:
        return (
            f"{self.offensive.describe()}; {self.defensive.describe()}; {self.outcome.describe()}"
        )


def confront(offensive: Party, defensive: Party, dice: Dice) -> Confrontation:
    """Resolve a confrontation (11.3): the offensive side rolls, then the defensive side."""
    if not offensive.offensive or defensive.offensive:
        raise StrifeError("a confrontation has one offensive side and one defensive side")
    attack = roll_party(offensive, dice)
    defence = roll_party(defensive, dice)
    result = outcome(attack.name, attack.points, defence.name, defence.points)
    return Confrontation(attack, defence, result)


__all__ = [
    "Condition",
    "Confrontation",
    "Party",
    "PartyRoll",
    "Stand",
    "confront",
    "force_multiplier",
    "stand_dice",
]
