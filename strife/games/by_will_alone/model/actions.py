"""The actions of By Will Alone, as frozen dataclasses with a stable JSON form.

Each is a decision a commander (a seat, 8.1) takes: deploying a unit (6.3), an action of
the 8.2 table, a reaction of 8.3, or a choice the text gives a player in the middle of a
rule. Units are named by their scenario id; features by their map id. `targets()` names
the board's elements (`unit:G1`, `feature:I2`) so that a click offers the action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from strife.core.actions import Action, ActionCodec


def unit_target(unit: str) -> str:
    return f"unit:{unit}"


def feature_target(feature: str) -> str:
    return f"feature:{feature}"


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """6.3: place a unit's counter in a feature of the side's set-up zone."""

    kind: ClassVar[str] = "deploy"
    unit: str
    feature: str

    def label(self) -> str:
        return f"Set up {self.unit} in {self.feature}"

    def targets(self) -> tuple[str, ...]:
        return (feature_target(self.feature),)


@dataclass(frozen=True, slots=True)
class Hold(Action):
    """8.1: the commander decides to hold, and the initiative passes."""

    kind: ClassVar[str] = "hold"

    def label(self) -> str:
        return "Hold: pass the initiative"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """9.1: move a unit to a feature within its rate, along `path` (the features entered,
    in order, the last being where it stops)."""

    kind: ClassVar[str] = "move"
    unit: str
    path: tuple[str, ...]

    def label(self) -> str:
        return f"Move {self.unit} to {self.path[-1]}" if self.path else f"Move {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit), feature_target(self.path[-1])) if self.path else ()


@dataclass(frozen=True, slots=True)
class Climb(Action):
    """Ruling 9.1-e: a Move up or down within the building a unit is in, to `floor` (0 is
    the ground floor), from where it sees as 10.2 says."""

    kind: ClassVar[str] = "climb"
    unit: str
    floor: int

    def label(self) -> str:
        return f"{self.unit}: to floor {self.floor}" if self.floor else f"{self.unit}: down"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class React(Action):
    """8.3: the reaction of a unit met by a moving opposing unit; `feature` is where it
    withdraws to ("" for the other reactions)."""

    kind: ClassVar[str] = "react"
    unit: str
    reaction: str  # "hold", "sit down", "slow move", "shadow", "withdraw"
    feature: str

    def label(self) -> str:
        to = f" to {self.feature}" if self.feature else ""
        return f"{self.unit}: {self.reaction}{to}"

    def targets(self) -> tuple[str, ...]:
        if self.feature:
            return (unit_target(self.unit), feature_target(self.feature))
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class UnitAction(Action):
    """An action of one unit with nothing more to choose (the Condition actions of 8.2)."""

    unit: str
    words: ClassVar[str] = ""

    def label(self) -> str:
        return f"{self.unit}: {self.words}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class SitDown(UnitAction):
    """8.2 (Condition): the unit's stands sit down to block the opposing unit."""

    kind: ClassVar[str] = "sit-down"
    words: ClassVar[str] = "sit down"


@dataclass(frozen=True, slots=True)
class Fraternize(UnitAction):
    """8.2 (Condition): the unit's stands fraternize with the opposing unit."""

    kind: ClassVar[str] = "fraternize"
    words: ClassVar[str] = "fraternize"


@dataclass(frozen=True, slots=True)
class Party(UnitAction):
    """8.2 (Condition): the unit's stands party with the opposing side."""

    kind: ClassVar[str] = "party"
    words: ClassVar[str] = "party"


@dataclass(frozen=True, slots=True)
class Partial(Action):
    """8.3: some stands failed to activate; the commander decides whether the activated
    stands carry out the reaction (`carry_out`) or all hold."""

    kind: ClassVar[str] = "partial"
    unit: str
    carry_out: bool

    def label(self) -> str:
        return f"{self.unit}: {'activated stands react' if self.carry_out else 'all hold'}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


ACTION_CLASSES: list[type[Action]] = [
    Deploy,
    Hold,
    Move,
    Climb,
    React,
    Partial,
    SitDown,
    Fraternize,
    Party,
]
CODEC = ActionCodec(ACTION_CLASSES)


def register_action(cls: type[Action]) -> None:
    """Add an action class made by another rules module (see docs/bwa-engine-api.md)."""
    if cls.kind in CODEC.classes and CODEC.classes[cls.kind] is not cls:
        raise ValueError(f"action kind {cls.kind!r} is registered twice")
    CODEC.classes[cls.kind] = cls
    if cls not in ACTION_CLASSES:
        ACTION_CLASSES.append(cls)
