"""21 Winning Conditions, completed (rulings 21-b to 21-i): points for authority stands
dissuaded, raised by the media present; points for objectives; the authority's points cut by
the force it used on exclusively nonviolent units; the optional Media and Violent seats.

Pure functions over explicit inputs: the engine records what happened (each confrontation
with the media present, each force use, the objectives' tallies) and asks these for scores.
Scores are exact fractions (a cut of 2/3 leaves a third); they are shown rounded down.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from fractions import Fraction

ACTIVISTS = "Activists"
AUTHORITY = "Authority"
MEDIA = "Media"
VIOLENT = "Violent"


class MediaPresent(IntEnum):
    """Who saw it (ruling 21-c): no media, only non-corporate media, or corporate media."""

    NONE = 0
    NON_CORPORATE = 1
    CORPORATE = 2


# 21.1: "1 - for each authority unit stand dissuaded; 3 - ... and media present; 10 - ... and
# media present"; 21 "higher points if the media sees it, though less higher if non-corporate
# media see it" says which media the 3 and the 10 are (ruling 21-c).
DISSUADED_POINTS: Mapping[MediaPresent, int] = {
    MediaPresent.NONE: 1,
    MediaPresent.NON_CORPORATE: 3,
    MediaPresent.CORPORATE: 10,
}

# 21: "If less lethal force used then points are halved. If lethal force is used then points
# are reduced by 2/3rd." By the level of violence of 15 (1 threats, pushing and arrest; 2 less
# lethal; 3 lethal direct fire; 4 lethal indirect fire), ruling 21-e.
FORCE_FACTOR: Mapping[int, Fraction] = {
    1: Fraction(1),
    2: Fraction(1, 2),
    3: Fraction(1, 3),
    4: Fraction(1, 3),
}

# Ruling 21-h: the optional Media seat's points, and what it must reach to win.
MEDIA_POINTS_CONFRONTATION = 1
MEDIA_POINTS_ARREST = 2
MEDIA_POINTS_FORCE = 3
MEDIA_TARGET = 10

# Ruling 21-i: the optional Violent seat's points.
VIOLENT_POINTS_PROPERTY = 1
VIOLENT_POINTS_STAND_ATTACKED = 2


def media_present(seers: Iterable[bool]) -> MediaPresent:
    """The best media that saw a confrontation, from each media stand in sight of either
    unit, given as whether it is corporate (ruling 21-c)."""
    best = MediaPresent.NONE
    for corporate in seers:
        best = max(best, MediaPresent.CORPORATE if corporate else MediaPresent.NON_CORPORATE)
    return best


def ratio_at_least(higher: int, lower: int, k: int) -> bool:
    """Whether higher / lower >= k, in integers; a total against nothing is every ratio
    (ruling 21-b, as 11.3 reads a zero)."""
    return higher > 0 and higher >= k * lower


@dataclass(frozen=True)
class Confrontation:
    """What 21 needs from one resolved confrontation between an authority unit and a
    nonviolent unit (11.3)."""

    authority_stands: int  # the authority unit's stands in the confrontation
    authority_total: int  # points rolled (11.3)
    activist_total: int
    exclusively_nonviolent: bool  # no stand of the activists' unit has attacked (7.5, 21-d)
    media: MediaPresent


def stands_dissuaded(c: Confrontation) -> int:
    """Ruling 21-b: an authority unit's stands are dissuaded when it is the lower side at a
    ratio of 2 or more (it must withdraw, 11.3) against an exclusively nonviolent unit."""
    if not c.exclusively_nonviolent:
        return 0
    if c.activist_total <= c.authority_total:
        return 0
    return c.authority_stands if ratio_at_least(c.activist_total, c.authority_total, 2) else 0


def dissuasion_points(c: Confrontation) -> int:
    """21.1: points per stand dissuaded, by the media present."""
    return stands_dissuaded(c) * DISSUADED_POINTS[c.media]


def force_factor(unjustified_force: int) -> Fraction:
    """Ruling 21-e: the authority's points are cut by the highest level of force it used on
    an exclusively nonviolent unit (0 or 1: no cut)."""
    if unjustified_force < 0 or unjustified_force > 4:
        raise ValueError(f"a level of violence is 1 to 4 (15), not {unjustified_force}")
    return FORCE_FACTOR.get(unjustified_force, Fraction(1))


class ObjectiveKind(StrEnum):
    """Ruling 21-f: what a scenario's objective asks of a side."""

    HOLD = "hold"  # at the end, the side is in the features and the other side is not
    REACH = "reach"  # points for each of the side's stands that ever enters the features
    OCCUPY = "occupy"  # points for each initiative that ends with the side in the features


@dataclass(frozen=True)
class Objective:
    name: str
    side: str
    kind: ObjectiveKind
    features: frozenset[str]
    points: int


@dataclass(frozen=True)
class ObjectiveTally:
    """What the engine counted for one objective (ruling 21-f)."""

    held_at_end: bool = False
    stands_reached: int = 0
    initiatives_occupied: int = 0


def holds(side: str, present: Mapping[str, int]) -> bool:
    """Ruling 21-f: a side holds features when it has stands there able to act (not
    arrested, not dispersed) and no other side has any."""
    return present.get(side, 0) > 0 and all(n == 0 for s, n in present.items() if s != side)


def objective_points(objective: Objective, tally: ObjectiveTally) -> int:
    if objective.kind is ObjectiveKind.HOLD:
        return objective.points if tally.held_at_end else 0
    if objective.kind is ObjectiveKind.REACH:
        return objective.points * tally.stands_reached
    return objective.points * tally.initiatives_occupied


@dataclass(frozen=True)
class Ledger:
    """Everything 21 scores, as the engine recorded it during the game."""

    confrontations: tuple[Confrontation, ...] = ()
    objectives: tuple[tuple[Objective, ObjectiveTally], ...] = ()
    activists_removed: int = 0  # arrested and still held, or dispersed and not rallied
    unjustified_force: int = 1  # highest level of force used on an exclusively NV unit
    # the optional seats (21-h, 21-i)
    media_confrontations_seen: int = 0
    media_arrests_seen: int = 0
    media_force_seen: int = 0
    violent_property_attacks: int = 0
    violent_stands_attacked: int = 0


def _objectives(ledger: Ledger, side: str) -> int:
    return sum(objective_points(o, t) for o, t in ledger.objectives if o.side == side)


def activist_score(ledger: Ledger) -> Fraction:
    """21.1 completed: dissuaded stands by the media present, and the activists' objectives."""
    return Fraction(sum(dissuasion_points(c) for c in ledger.confrontations)) + _objectives(
        ledger, ACTIVISTS
    )


def authority_score(ledger: Ledger) -> Fraction:
    """21.2 (ruling 21-d): 1 per activist stand removed from play and the authority's
    objectives, cut by the force it used (21-e)."""
    raw = ledger.activists_removed + _objectives(ledger, AUTHORITY)
    return raw * force_factor(ledger.unjustified_force)


def media_score(ledger: Ledger) -> Fraction:
    """21.3 (ruling 21-h), for a Media seat taken by a player."""
    return Fraction(
        MEDIA_POINTS_CONFRONTATION * ledger.media_confrontations_seen
        + MEDIA_POINTS_ARREST * ledger.media_arrests_seen
        + MEDIA_POINTS_FORCE * ledger.media_force_seen
    )


def violent_score(ledger: Ledger) -> Fraction:
    """21.4 (ruling 21-i), for a Violent seat taken by a player."""
    return Fraction(
        VIOLENT_POINTS_PROPERTY * ledger.violent_property_attacks
        + VIOLENT_POINTS_STAND_ATTACKED * ledger.violent_stands_attacked
        + _objectives(ledger, VIOLENT)
    )


def scores(ledger: Ledger, seats: Iterable[str] = (ACTIVISTS, AUTHORITY)) -> dict[str, Fraction]:
    """Each seated side's score (Media and Violent only when a player takes the seat)."""
    scorers = {
        ACTIVISTS: activist_score,
        AUTHORITY: authority_score,
        MEDIA: media_score,
        VIOLENT: violent_score,
    }
    out: dict[str, Fraction] = {}
    for seat in seats:
        if seat not in scorers:
            raise ValueError(f"no By Will Alone side is called {seat!r}")
        out[seat] = scorers[seat](ledger)
    return out


def winners(score: Mapping[str, Fraction], media_target: int = MEDIA_TARGET) -> tuple[str, ...]:
    """Ruling 21-g: the higher of Activists and Authority wins (equal: neither); a Media
    seat also wins on reaching its target; a Violent seat wins on outscoring the Activists."""
    won: list[str] = []
    a, b = score[ACTIVISTS], score[AUTHORITY]
    if a != b:
        won.append(ACTIVISTS if a > b else AUTHORITY)
    if MEDIA in score and score[MEDIA] >= media_target:
        won.append(MEDIA)
    if VIOLENT in score and score[VIOLENT] > a:
        won.append(VIOLENT)
    return tuple(won)


def shown(points: Fraction) -> int:
    """A score as shown to players: whole points, rounded down."""
    return points.numerator // points.denominator
