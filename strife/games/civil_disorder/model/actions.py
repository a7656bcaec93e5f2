"""A player's choices in step 1 of a turn (Sequence of Action: "Players give the umpire(s)
notice of their general intentions"), made as a short chain so that every list is short:
the one action of the turn (Player Actions), then what it says (an order, a bargaining
point), then the figure's walk, which ends the side's turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from strife.core.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Act(Action):
    """The turn's one action: "none", "radio" or "shout" (to a unit), "negotiate" (with a
    crowd), "run" (to a waypoint). `words` is the plain line shown."""

    kind: ClassVar[str] = "act"
    what: str
    whom: str
    words: str

    def label(self) -> str:
        return self.words

    def targets(self) -> tuple[str, ...]:
        return (self.whom,) if self.whom else ()


@dataclass(frozen=True, slots=True)
class GiveOrder(Action):
    """The order a radio call or a shout gives a unit; it takes effect next turn."""

    kind: ClassVar[str] = "order"
    order: str
    target: str
    words: str

    def label(self) -> str:
        return self.words

    def targets(self) -> tuple[str, ...]:
        return (self.target,) if self.target else ()


@dataclass(frozen=True, slots=True)
class Offer(Action):
    """The bargaining point a negotiator offers a crowd (ruling N-3)."""

    kind: ClassVar[str] = "offer"
    point: str
    words: str

    def label(self) -> str:
        return self.words


@dataclass(frozen=True, slots=True)
class Walk(Action):
    """The personal figure's walk (8", not an action), or staying put; ends the side's turn."""

    kind: ClassVar[str] = "walk"
    to: str
    words: str

    def label(self) -> str:
        return self.words

    def targets(self) -> tuple[str, ...]:
        return (self.to,)


CODEC = ActionCodec([Act, GiveOrder, Offer, Walk])
