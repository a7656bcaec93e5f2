"""The actions of the choices that interrupt play: Shock combat rolls and voluntary retreat
(5.4.1), retreats and the unit an over-stacking retreat suppresses (5.4.3), leaving a surge
(5.4.2), a failed gas Morale Check (6.1), Individuals accompanying a retreat (6.4), moving out
of a new Fire (6.5), placing a hidden unit (8.4) and a Barrier (8.11)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from strife.core.actions import Action


@dataclass(frozen=True, slots=True)
class ShockRoll(Action):
    """5.4.1: roll for one's side with this total strength (5.0: it may be reduced)."""

    kind: ClassVar[str] = "shock_roll"
    strength: int

    def label(self) -> str:
        return f"roll with shock strength {self.strength}"


@dataclass(frozen=True, slots=True)
class VoluntaryRetreat(Action):
    """5.4.1: retreat one area in place of rolling, to end the combat."""

    kind: ClassVar[str] = "voluntary_retreat"

    def label(self) -> str:
        return "retreat voluntarily"


@dataclass(frozen=True, slots=True)
class RetreatTo(Action):
    """5.4.3: the retreating unit goes to this area, at this level (0 street, 1 second)."""

    kind: ClassVar[str] = "retreat_to"
    area: str
    level: int

    def label(self) -> str:
        return f"retreat to {self.area}" + (" (2nd level)" if self.level else "")

    def targets(self) -> tuple[str, ...]:
        return (self.area,)


@dataclass(frozen=True, slots=True)
class RetreatOff(Action):
    """5.4.3: the retreating unit retreats off the map (not counted as eliminated)."""

    kind: ClassVar[str] = "retreat_off"

    def label(self) -> str:
        return "retreat off the map"


@dataclass(frozen=True, slots=True)
class GasChoice(Action):
    """6.1: after a failed gas Morale Check: retreat one area, or be suppressed in place."""

    kind: ClassVar[str] = "gas_choice"
    retreat: bool

    def label(self) -> str:
        return "retreat one area" if self.retreat else "be suppressed in place"


@dataclass(frozen=True, slots=True)
class Accompany(Action):
    """5.4.3, 6.4: whether this Agitator (TV Crew, Sniper) goes with the retreating unit."""

    kind: ClassVar[str] = "accompany"
    unit: str
    go: bool

    def label(self) -> str:
        return f"{self.unit} {'goes along' if self.go else 'stays'}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class SuppressOther(Action):
    """5.4.3: the other unit of that size suppressed by an over-stacking retreat."""

    kind: ClassVar[str] = "suppress_other"
    unit: str

    def label(self) -> str:
        return f"suppress {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class SurgeLeave(Action):
    """5.4.2: after a Crowd surge, this Crowd leaves into this orthogonal area."""

    kind: ClassVar[str] = "surge_leave"
    unit: str
    area: str

    def label(self) -> str:
        return f"{self.unit} leaves to {self.area}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit, self.area)


@dataclass(frozen=True, slots=True)
class MoveOut(Action):
    """6.5: a unit in an area where fire starts moves one area out of it."""

    kind: ClassVar[str] = "move_out"
    area: str

    def label(self) -> str:
        return f"move out to {self.area}"

    def targets(self) -> tuple[str, ...]:
        return (self.area,)


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """8.4: a revealed hidden unit appears in this area of its building."""

    kind: ClassVar[str] = "reveal"
    area: str

    def label(self) -> str:
        return f"appear in {self.area}"

    def targets(self) -> tuple[str, ...]:
        return (self.area,)


@dataclass(frozen=True, slots=True)
class BarrierSide(Action):
    """8.11: build a Barrier on this side, or (build false) destroy the one there; side ""
    with build false keeps things as they are."""

    kind: ClassVar[str] = "barrier"
    side: str
    build: bool

    def label(self) -> str:
        if not self.side:
            return "leave the Barriers"
        return f"{'build' if self.build else 'destroy'} a Barrier on {self.side}"

    def targets(self) -> tuple[str, ...]:
        return tuple(self.side.split("|")) if self.side else ()
