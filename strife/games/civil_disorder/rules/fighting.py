"""Hand to Hand Fighting: bases in contact each roll 1d10 a combat, add their factors, and
the higher score wins; the winner's result by the difference, beating up or arresting. An
outnumbered base wins against one opponent only; losses count from the next turn."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.fighting import Effect, FightingChart, Intent
from strife.games.civil_disorder.model.units import UnitType


@dataclass(frozen=True, slots=True)
class Fighter:
    """A base in a combat as it stood at the start of the turn. `unit` None is a crowd base.
    `opponents` are the enemy bases in contact with it, `own` its own bases counting (itself
    and, for the SF, the second rank behind it: ruling F-7). Gas counts only for a base
    without gas masks (ruling U-2: the caller says whether it is `masked`)."""

    name: str
    unit: UnitType | None = None
    intent: Intent = Intent.BEAT_UP
    opponents: int = 1
    own: int = 1
    charging: bool = False
    tear_gas: bool = False
    cs_gas: bool = False
    masked: bool = False
    on_ground: bool = False
    soaked: bool = False
    wounded_or_arrested: int = 0

    @property
    def outnumbered(self) -> bool:
        return self.opponents > self.own


@dataclass(frozen=True, slots=True)
class Losses:
    """What the loser of a combat suffers, with the dice rolled."""

    push_back: int = 0
    subdued: bool = False
    wounded: int = 0
    killed: int = 0
    arrested: int = 0
    group_arrested: bool = False


@dataclass(frozen=True, slots=True)
class Combat:
    """One comparison: both dice and scores, the margin, the winner's name (None: a tie) and
    the loser's losses. `held_back` when an outnumbered winner had already won this turn."""

    first: str
    second: str
    rolls: tuple[int, int]
    scores: tuple[int, int]
    margin: int
    winner: str | None
    result: str
    losses: Losses
    held_back: bool = False


def factors(f: Fighter, chart: FightingChart) -> list[tuple[str, int]]:
    """The factors that apply to a base, named as the text names them, in its order."""
    out: list[tuple[str, int]] = []
    odds = chart.outnumbered_factor(f.opponents, f.own)
    if odds:
        out.append(("outnumbered", odds))
    if f.unit is not None:
        kind = chart.types[f.unit]
        value = kind.charging if f.charging else kind.standing
        if value:
            out.append((kind.label, value))
    s = chart.situation
    if f.cs_gas and not f.masked:
        out.append(("in effective CS gas", s.cs_gas))
    elif f.tear_gas and not f.masked:
        out.append(("in effective tear gas", s.tear_gas))
    if f.on_ground:
        out.append(("on ground", s.on_ground))
    if f.soaked:
        out.append(("soaked", s.soaked))
    if f.wounded_or_arrested:
        out.append(("wounded/arrested on base", s.each_wounded_or_arrested * f.wounded_or_arrested))
    return out


def score(roll: int, f: Fighter, chart: FightingChart) -> int:
    return roll + sum(v for _, v in factors(f, chart))


def losses(effect: Effect, dice: Dice) -> Losses:
    """The losses an effect names, its dice rolled in the order wounded, killed, arrested."""
    return Losses(
        push_back=effect.push_back,
        subdued=effect.subdued,
        wounded=effect.wounded.roll(dice) if effect.wounded else 0,
        killed=effect.killed.roll(dice) if effect.killed else 0,
        arrested=effect.arrested.roll(dice) if effect.arrested else 0,
        group_arrested=effect.group_arrested,
    )


def combat(
    a: Fighter,
    b: Fighter,
    dice: Dice,
    chart: FightingChart,
    already_won: frozenset[str] = frozenset(),
) -> Combat:
    """One comparison: `a` rolls first, then `b`; the loser's dice are rolled at once. A
    margin of 0 (a tie) is an indecisive scuffle. A winner that is outnumbered and among
    `already_won` this turn only scuffles ("can only win against one opponent", F-6)."""
    rolls = (chart.die.roll(dice), chart.die.roll(dice))
    scores = (score(rolls[0], a, chart), score(rolls[1], b, chart))
    margin = abs(scores[0] - scores[1])
    scuffle = chart.row(0).text
    if margin == 0:
        return Combat(a.name, b.name, rolls, scores, 0, None, scuffle, Losses())
    winner = a if scores[0] > scores[1] else b
    if winner.outnumbered and winner.name in already_won:
        return Combat(
            a.name, b.name, rolls, scores, margin, winner.name, scuffle, Losses(), held_back=True
        )
    row = chart.row(margin)
    return Combat(
        a.name,
        b.name,
        rolls,
        scores,
        margin,
        winner.name,
        row.text,
        losses(row.effect(winner.intent), dice),
    )


def melee(
    pairs: Sequence[tuple[Fighter, Fighter]], dice: Dice, chart: FightingChart
) -> list[Combat]:
    """A turn's fighting: the comparisons in the order given (each pair of bases in contact,
    the first rolling first). Every base fights as it stood at the start of the turn ("Do not
    count the losses from the first part of the combat"); an outnumbered base's wins after
    its first are only scuffles (ruling F-6)."""
    won: set[str] = set()
    out: list[Combat] = []
    for a, b in pairs:
        result = combat(a, b, dice, chart, frozenset(won))
        if result.winner is not None and not result.held_back:
            won.add(result.winner)
        out.append(result)
    return out


def winning(combats: Sequence[Combat], side: Collection[str]) -> bool:
    """ "Fighting SF and winning": the bases named in `side` won more comparisons this turn
    than they lost (ruling R-10)."""
    won = sum(1 for c in combats if c.winner is not None and c.winner in side)
    lost = sum(1 for c in combats if c.winner is not None and c.winner not in side)
    return won > lost


def engaged_bases(fighters: int, bases: int, chart: FightingChart) -> int:
    """How many of a crowd's bases fight when `fighters` of it are prepared to (RL 7: 1d6,
    RL 8: 2d6): 3 a base, rounded up, never more than the crowd has (ruling F-9)."""
    if fighters < 0 or bases < 0:
        raise ValueError("fighters and bases cannot be negative")
    return min(bases, -(-fighters // chart.fighters_per_base))
