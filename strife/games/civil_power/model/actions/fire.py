"""The actions of the Fire Combat Phase (5.3): composing an attack, gas (6.1), Molotovs
(6.5), a Helicopter's searchlight (8.6) and raising the Engagement Level (6.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from strife.core.actions import Action


@dataclass(frozen=True, slots=True)
class RaiseEL(Action):
    """6.7: raise one's Engagement Level by one (costing one level of victory)."""

    kind: ClassVar[str] = "raise_el"

    def label(self) -> str:
        return "raise the Engagement Level"


@dataclass(frozen=True, slots=True)
class Fire(Action):
    """5.3: begin a Fire combat attack with this unit (it chooses the target next)."""

    kind: ClassVar[str] = "fire"
    unit: str

    def label(self) -> str:
        return f"fire with {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class Target(Action):
    """5.3: the ONE enemy unit the attack is directed at."""

    kind: ClassVar[str] = "target"
    unit: str

    def label(self) -> str:
        return f"target {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class AddFirer(Action):
    """5.3: combine this unit's fire strength into the attack."""

    kind: ClassVar[str] = "add"
    unit: str

    def label(self) -> str:
        return f"add {self.unit} to the attack"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class Reduce(Action):
    """5.0: reduce the attack's strength by one point (to avoid bloodshed)."""

    kind: ClassVar[str] = "reduce"

    def label(self) -> str:
        return "reduce the attack's strength by one"


@dataclass(frozen=True, slots=True)
class Resolve(Action):
    """Roll for the attack as composed."""

    kind: ClassVar[str] = "resolve"

    def label(self) -> str:
        return "resolve the attack"


@dataclass(frozen=True, slots=True)
class Cancel(Action):
    """Abandon the attack being composed (nobody has fired yet)."""

    kind: ClassVar[str] = "cancel"

    def label(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class TakeBack(Action):
    """Take back the last step of a chain not yet carried out (ruling E-4): of a Fire combat
    attack being composed, before any die, a reduction, else the last unit added, else the
    target; in the Movement Phase, the choice of the unit to move, before its first step."""

    kind: ClassVar[str] = "take_back"
    takes_back: ClassVar[bool] = True

    def label(self) -> str:
        return "take back the last step"


@dataclass(frozen=True, slots=True)
class Gas(Action):
    """6.1: this Police unit delivers a Gas Grenade (by hand or Gas Gun); the area next."""

    kind: ClassVar[str] = "gas"
    unit: str

    def label(self) -> str:
        return f"tear gas from {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class Molotov(Action):
    """6.5: this Crowd or Punk unit throws a Molotov; the adjacent area next."""

    kind: ClassVar[str] = "molotov"
    unit: str

    def label(self) -> str:
        return f"Molotov from {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class Searchlight(Action):
    """8.6: the Helicopter turns its searchlight on an area (the area next)."""

    kind: ClassVar[str] = "searchlight"
    unit: str

    def label(self) -> str:
        return f"searchlight from {self.unit}"

    def targets(self) -> tuple[str, ...]:
        return (self.unit,)


@dataclass(frozen=True, slots=True)
class Into(Action):
    """The area a Gas Grenade or Molotov goes into."""

    kind: ClassVar[str] = "into"
    area: str

    def label(self) -> str:
        return f"into {self.area}"

    def targets(self) -> tuple[str, ...]:
        return (self.area,)
