"""The judgement calls the text leaves to the umpire that an optional human umpire seat is
asked (docs/rulings/civil-disorder.md, "[seat]"), each with the engine's own choice, which
the seat is offered first and which the engine takes when no one sits there."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Judgement(StrEnum):
    DRAMATIC_CHANGE = "dramatic_change"
    ROUTE = "route"
    BARGAINING_POINT = "bargaining_point"
    FIRE_SPREADS_TO = "fire_spreads_to"
    LOOTERS_TARGET = "looters_target"
    SEQUENCE = "sequence"
    VISIBILITY = "visibility"


@dataclass(frozen=True, slots=True)
class Call:
    ruling: str
    question: str
    engine: str


CALLS: dict[Judgement, Call] = {
    Judgement.DRAMATIC_CHANGE: Call(
        "R-1",
        "Is this a dramatic change for the crowd, calling for an RL test?",
        "only the events ruling R-1 lists",
    ),
    Judgement.ROUTE: Call(
        "M-6", "Which way does the crowd go where routes are equal?", "a die among them"
    ),
    Judgement.BARGAINING_POINT: Call(
        "N-3",
        "What is the negotiator's bargaining point worth: -1, 0 or +1?",
        "the point's value in the scenario",
    ),
    Judgement.FIRE_SPREADS_TO: Call(
        "X-1", "Which adjacent building does the fire spread to?", "a die among them"
    ),
    Judgement.LOOTERS_TARGET: Call(
        "L-5", "Which shop do the looters rob?", "the nearest with loot left"
    ),
    Judgement.SEQUENCE: Call(
        "A-2", "Should this turn's steps be taken in another order?", "the printed order"
    ),
    Judgement.VISIBILITY: Call(
        "A-3",
        "What may a player see beyond their own figure's sight?",
        "their figure's sight and radio reports",
    ),
}
