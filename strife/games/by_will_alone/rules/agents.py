"""18 Spies, provocateurs, snatch squads and violent resisters, completed (rulings 18.1-a to
18.4-c): the numbers and the tests each agent's effect turns on, over explicit inputs."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

# 18.1-c: a search gets this much on its die when an agent in the unit has attacked
# (18.2-c, "Easier to identify when they attack").
IDENTIFY_AFTER_ATTACK = 2
# 18.2-b: Incite's modifier to each of the host's stands on its next discipline rolls (16.2).
INCITE_MODIFIER = -2
# 18.3-a: a snatch squad takes exactly one stand, which resists with this further modifier.
SNATCH_STANDS = 1
SNATCH_RESIST_MODIFIER = -1
# 18.2-c, 18.4-c: what both the other side and the media see of an agent or resister that
# has attacked.
VIOLENT_STAND_WORDS = "a violent stand"


class Agent(StrEnum):
    SPY = "spy"  # 18.1, either side's
    PROVOCATEUR = "provocateur"  # 18.2, the authority's, in an activist unit


class Attacker(StrEnum):
    """Who in an activist unit attacked an authority unit (ruling 21-d)."""

    UNDISCIPLINED = "undisciplined"  # a stand that lost nonviolent discipline (16.3)
    VIOLENT = "violent"  # a violent resister (18.4)
    PROVOCATEUR = "provocateur"  # a provocateur not yet found (18.2)
    FOUND_PROVOCATEUR = "found_provocateur"  # found out: its attacks are struck (18.2-c)


class Target(StrEnum):
    """What a violent resister may attack (18.4; 18.4-b). Civilians are not modelled."""

    AUTHORITY = "authority"
    MEDIA = "media"
    PROPERTY = "property"


@dataclass(frozen=True)
class Search:
    """The result of Identify Spies & Provocateurs in one unit (18.1-c)."""

    roll: int
    needed: int
    modifier: int
    found: tuple[Agent, ...]  # every agent in the unit when it succeeds, else ()

    @property
    def succeeded(self) -> bool:
        return self.roll + self.modifier >= self.needed

    def describe(self) -> str:
        if not self.succeeded:
            return f"The search fails (rolled {self.roll}{self.modifier:+d}, needed {self.needed})"
        if not self.found:
            return "The search finds no one"
        names = ", ".join(a.value for a in self.found)
        return f"The search finds: {names}"


def search(roll: int, needed: int | None, agents: Iterable[Agent], attacked: bool) -> Search:
    """Identify Spies & Provocateurs (18.1-c): 1D6 against the unit's morale number, +2 if an
    agent in it has attacked; success finds every agent in the unit. An Unreliable unit
    (needed None) cannot act (7.5)."""
    if needed is None:
        raise ValueError("an Unreliable unit no longer responds to commands (7.5)")
    if not 1 <= roll <= 6:
        raise ValueError(f"a die shows 1 to 6, not {roll}")
    modifier = IDENTIFY_AFTER_ATTACK if attacked else 0
    found = tuple(agents) if roll + modifier >= needed else ()
    return Search(roll, needed, modifier, found)


def exclusively_nonviolent(attackers: Iterable[Attacker]) -> bool:
    """Ruling 21-d: an activist unit stays exclusively nonviolent until one of its stands,
    or a provocateur not yet found in it, attacks; a found provocateur's attacks are struck."""
    return all(a is Attacker.FOUND_PROVOCATEUR for a in attackers)


def snatch_resists(roll: int, needed: int, arrest_modifier: int) -> bool:
    """Ruling 18.3-a: the named stand resists a snatch on a passed morale check with 11.4's
    modifiers (given) and a further -1."""
    return roll + arrest_modifier + SNATCH_RESIST_MODIFIER >= needed


def incited_discipline_modifier(incited: bool) -> int:
    """Ruling 18.2-b: the modifier Incite puts on the host's next discipline rolls (16.2)."""
    return INCITE_MODIFIER if incited else 0


def shown_as(attacker: Attacker) -> str:
    """Ruling 18.4-c: the other side and the media cannot tell a violent resister's attack
    from a provocateur's."""
    if attacker is Attacker.UNDISCIPLINED:
        return "an undisciplined stand"
    return VIOLENT_STAND_WORDS
