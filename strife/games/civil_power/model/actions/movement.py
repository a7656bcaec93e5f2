"""The actions of the Movement Phase (4.0): a move step by step, dismounting (8.5), the
sewers (II-2), and Trucks loading and unloading (8.12)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from strife.core.actions import Action


@dataclass(frozen=True, slots=True)
class Select(Action):
    """4.0: move this unit next (or bring it on from off the map)."""

    kind: ClassVar[str] = "select"
    unit: str

    def label(self) -> str:
        return f"move {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class Step(Action):
    """4.0: the moving unit enters this adjacent area."""

    kind: ClassVar[str] = "step"
    area: str

    def label(self) -> str:
        return f"to {self.area}"

    def targets(self) -> tuple[str, ...]:
        return (self.area,)


@dataclass(frozen=True, slots=True)
class Climb(Action):
    """4.2: the moving unit changes level in its building area (2 MP)."""

    kind: ClassVar[str] = "climb"

    def label(self) -> str:
        return "change level"


@dataclass(frozen=True, slots=True)
class Leave(Action):
    """4.0: the moving unit leaves the map (removed, not eliminated)."""

    kind: ClassVar[str] = "leave"

    def label(self) -> str:
        return "move off the map"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """The moving unit ends its move here."""

    kind: ClassVar[str] = "stop"

    def label(self) -> str:
        return "stop here"


@dataclass(frozen=True, slots=True)
class Dismount(Action):
    """8.5: a Mounted Police unit dismounts and becomes a Line squad."""

    kind: ClassVar[str] = "dismount"
    unit: str

    def label(self) -> str:
        return f"dismount {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class Sewer(Action):
    """II-2: this unit goes into the sewers (back two turns later)."""

    kind: ClassVar[str] = "sewer"
    unit: str

    def label(self) -> str:
        return f"{self.unit} into the sewers"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class Load(Action):
    """8.12: this unit boards this Truck (neither moves this phase)."""

    kind: ClassVar[str] = "load"
    unit: str
    truck: str

    def label(self) -> str:
        return f"{self.unit} boards {self.truck}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit, self.truck)


@dataclass(frozen=True, slots=True)
class Unload(Action):
    """8.12: this Truck's passengers get off in its area (neither moves this phase)."""

    kind: ClassVar[str] = "unload"
    truck: str

    def label(self) -> str:
        return f"unload {self.truck}"

    def targets(self) -> tuple[str, ...]:
        return (self.truck,)
