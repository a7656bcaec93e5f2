"""Negotiation: a player character talks to a crowd at RL 4 or 5, in voice or megaphone
range, with no shooting or gas in the crowd's sight; 1d6 plus the hidden quality, the
face-to-face factor and the umpire's discretion, read on the hidden table."""

from __future__ import annotations

from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.negotiation import NegotiationChart, Quality
from strife.games.civil_disorder.model.schema import band_for
from strife.games.civil_disorder.rules.response_level import shifted


@dataclass(frozen=True, slots=True)
class Talk:
    """A negotiation as it is attempted. `discretion` is the umpire's ±1 for a good or bad
    bargaining point (the engine's: the point's hidden value; a human umpire seat decides)."""

    rl: int
    quality: Quality
    distance: int
    megaphone: bool = False
    shooting_or_gas_in_sight: bool = False
    discretion: int = 0


@dataclass(frozen=True, slots=True)
class Negotiated:
    """What came of it: no roll (0) when it could have no effect, and why (umpire-only)."""

    roll: int
    score: int
    change: int
    after: int
    why_no_effect: str | None = None


def in_range(distance: int, megaphone: bool, chart: NegotiationChart) -> bool:
    """Voice carries 2", a megaphone or PA system 8"."""
    return distance <= (chart.megaphone_range if megaphone else chart.voice_range)


def face_to_face(distance: int, chart: NegotiationChart) -> bool:
    """Within a voice's range the talk is face to face; beyond it, through a megaphone, it is
    not (ruling N-1)."""
    return distance <= chart.voice_range


def negotiate(talk: Talk, dice: Dice, chart: NegotiationChart) -> Negotiated:
    """One negotiation by a player character (the caller lets no one else negotiate)."""
    if not in_range(talk.distance, talk.megaphone, chart):
        raise ValueError(
            f'a crowd {talk.distance}" away is beyond the range of '
            + ("a megaphone" if talk.megaphone else "a voice")
        )
    if abs(talk.discretion) > chart.factors.discretion_most:
        raise ValueError(f"the umpire's discretion is at most ±{chart.factors.discretion_most}")
    if talk.shooting_or_gas_in_sight:
        return Negotiated(0, 0, 0, talk.rl, "there is shooting or gas in sight of the crowd")
    if talk.rl not in chart.levels:
        return Negotiated(0, 0, 0, talk.rl, f"a crowd at RL {talk.rl} will not negotiate")
    roll = chart.die.roll(dice)
    score = roll + chart.quality[talk.quality] + talk.discretion
    if not face_to_face(talk.distance, chart):
        score += chart.factors.not_face_to_face
    change = band_for(chart.results[talk.rl], score)
    return Negotiated(roll, score, change, shifted(talk.rl, change))
