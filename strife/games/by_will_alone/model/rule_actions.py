"""The actions of sections 11-17 (8.2's Conflict, Communication and Engineering groups)
and the choices their rules put to a player in the middle of play. Units are named by
scenario id, features by map id, stands by index in the forces."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from strife.core.actions import Action
from strife.games.by_will_alone.model.actions import feature_target, register_action, unit_target


@dataclass(frozen=True, slots=True)
class Confront(Action):
    """8.2 (activists): confront an opposing unit in the same feature (11.3)."""

    kind: ClassVar[str] = "confront"
    unit: str
    target: str

    def label(self) -> str:
        return f"{self.unit} confronts {self.target}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit), unit_target(self.target))


@dataclass(frozen=True, slots=True)
class Disperse(Action):
    """8.2 (authority): attack an opposing unit in the same feature to disperse it (11.3)."""

    kind: ClassVar[str] = "disperse"
    unit: str
    target: str

    def label(self) -> str:
        return f"{self.unit} tries to disperse {self.target}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit), unit_target(self.target))


@dataclass(frozen=True, slots=True)
class Envelope(Action):
    """8.2 (both sides): surround an opposing unit in the same feature (a confrontation)."""

    kind: ClassVar[str] = "envelope"
    unit: str
    target: str

    def label(self) -> str:
        return f"{self.unit} tries to surround {self.target}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit), unit_target(self.target))


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """11.3: where a unit on the lower side withdraws to (the next terrain feature)."""

    kind: ClassVar[str] = "withdraw"
    unit: str
    feature: str

    def label(self) -> str:
        return f"{self.unit} withdraws to {self.feature}"

    def targets(self) -> tuple[str, ...]:
        return (feature_target(self.feature),)


@dataclass(frozen=True, slots=True)
class Arrest(Action):
    """8.2 (authority): arrest stands of an activist unit its stands touch (11.4)."""

    kind: ClassVar[str] = "arrest"
    unit: str
    target: str

    def label(self) -> str:
        return f"{self.unit} arrests stands of {self.target}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit), unit_target(self.target))


@dataclass(frozen=True, slots=True)
class ArrestStand(Action):
    """11.4: the next activist stand to arrest (-1: arrest no more)."""

    kind: ClassVar[str] = "arrest-stand"
    unit: str  # the activist unit
    stand: int
    words: str  # what the stand is, for people

    def label(self) -> str:
        return "Arrest no more" if self.stand < 0 else f"Arrest {self.words} of {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class Escape(Action):
    """8.2 (activists): the unit's arrested stands try to escape (11.4.1)."""

    kind: ClassVar[str] = "escape"
    unit: str

    def label(self) -> str:
        return f"{self.unit}: the arrested try to escape"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class Rally(Action):
    """12.2 (authority): rally a unit whose reliability was reduced."""

    kind: ClassVar[str] = "rally"
    unit: str

    def label(self) -> str:
        return f"Rally {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class RallyDie(Action):
    """12.1.1: give the next rally die to a leader stand's group."""

    kind: ClassVar[str] = "rally-die"
    unit: str

    def label(self) -> str:
        return f"Give a rally die to the leader of {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class Reinforce(Action):
    """8.2 / 13: request a reserve unit, to enter at a feature of the side's edge."""

    kind: ClassVar[str] = "reinforce"
    unit: str
    feature: str

    def label(self) -> str:
        return f"Request reinforcements: {self.unit} to {self.feature}"

    def targets(self) -> tuple[str, ...]:
        return (feature_target(self.feature),)


@dataclass(frozen=True, slots=True)
class FindCommander(Action):
    """14: a unit whose commander was arrested or dispersed tries to find a new one."""

    kind: ClassVar[str] = "find-commander"
    unit: str

    def label(self) -> str:
        return f"{self.unit} looks for a new commander"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class Escalate(Action):
    """8.2 / 15 (authority): ask to escalate the level of violence."""

    kind: ClassVar[str] = "escalate"
    unit: str

    def label(self) -> str:
        return f"Ask to escalate the level of violence ({self.unit} asks)"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class BuildBarricade(Action):
    """8.2 / 17.4: build a barricade in the unit's feature."""

    kind: ClassVar[str] = "barricade"
    unit: str

    def label(self) -> str:
        return f"{self.unit} builds a barricade"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


@dataclass(frozen=True, slots=True)
class RegainDiscipline(Action):
    """16.4: the commander rallies one of the unit's stands that lost discipline."""

    kind: ClassVar[str] = "regain-discipline"
    unit: str
    stand: int

    def label(self) -> str:
        return f"{self.unit}: calm a stand that lost its discipline"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


RULE_ACTIONS: tuple[type[Action], ...] = (
    Confront,
    Disperse,
    Envelope,
    Withdraw,
    Arrest,
    ArrestStand,
    Escape,
    Rally,
    RallyDie,
    Reinforce,
    FindCommander,
    Escalate,
    BuildBarricade,
    RegainDiscipline,
)
for _cls in RULE_ACTIONS:
    register_action(_cls)
