"""The actions of Crisis 2000. A conflict is a chain of small choices: pick the region, add
units one by one, add Support markers, announce Maximum Firepower, roll. Actions are
immutable, so each distinct one is made once and shared (`ActionPool`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from strife.core.actions import Action, ActionCodec

# The counters' names, for labels (the ids are what actions carry).
NAMES = {"infrastructure": "Infrastructure", "cybernaut": "Cybernaut",
         "high_tech": "High-Tech Arms", "rapid_deployment": "Rapid Deployment",
         "strike_force": "Strike Force", "special_operations": "Special Operations",
         "insurgent": "Insurgent"}  # fmt: skip


def name(unit: str) -> str:
    return NAMES.get(unit, unit)


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put a unit of this type into a region (setup, Recovery, Special Events)."""

    kind: ClassVar[str] = "place"
    unit: str
    region: str

    def label(self) -> str:
        return f"place {name(self.unit)} in {self.region}"

    def targets(self) -> tuple[str, ...]:
        return (self.region,)


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Begin a Data or Armed attack in a region (the phase says which)."""

    kind: ClassVar[str] = "attack"
    region: str

    def label(self) -> str:
        return f"attack in {self.region}"

    def targets(self) -> tuple[str, ...]:
        return (self.region,)


@dataclass(frozen=True, slots=True)
class Join(Action):
    """Add one more unit of this type to the attack being made."""

    kind: ClassVar[str] = "join"
    unit: str

    def label(self) -> str:
        return f"add {name(self.unit)} to the attack"


@dataclass(frozen=True, slots=True)
class Support(Action):
    """Play a Support marker for the attack being made (III.A)."""

    kind: ClassVar[str] = "support"
    marker: str

    def label(self) -> str:
        return f"play {self.marker} in support"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a Special Event marker."""

    kind: ClassVar[str] = "play"
    marker: str

    def label(self) -> str:
        return f"play {self.marker}"


@dataclass(frozen=True, slots=True)
class Firepower(Action):
    """Announce Maximum Firepower (VI.C)."""

    kind: ClassVar[str] = "firepower"

    def label(self) -> str:
        return "announce Maximum Firepower"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the die and resolve the attack."""

    kind: ClassVar[str] = "roll"

    def label(self) -> str:
        return "roll the die"


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """Take back the last step of an attack not yet rolled: the last unit added, or the
    attack itself when no unit has been added (ruling C-TB in docs/rulings/crisis2000.md)."""

    kind: ClassVar[str] = "withdraw"
    takes_back: ClassVar[bool] = True

    def label(self) -> str:
        return "take back the last step of the attack"


@dataclass(frozen=True, slots=True)
class Counterattack(Action):
    """Answer a Counterattack result by attacking (VI.A)."""

    kind: ClassVar[str] = "counterattack"

    def label(self) -> str:
        return "counterattack"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """End this portion of the turn, or decline (a counterattack, an interrupt)."""

    kind: ClassVar[str] = "done"

    def label(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """The attacker's choice on a "D" Data result: defect, neutralize or recruit one unit."""

    kind: ClassVar[str] = "choose"
    effect: str
    unit: str

    def label(self) -> str:
        return f"{self.effect} one {name(self.unit)}"


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Take a unit of this type from the Recruiting Pool (IV.C Recruit)."""

    kind: ClassVar[str] = "recruit"
    unit: str

    def label(self) -> str:
        return f"recruit {name(self.unit)}"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move one unit of this type from one region to another within its Movement Rating."""

    kind: ClassVar[str] = "move"
    unit: str
    frm: str
    to: str

    def label(self) -> str:
        return f"move {name(self.unit)} {self.frm} -> {self.to}"

    def targets(self) -> tuple[str, ...]:
        return (self.frm, self.to)


@dataclass(frozen=True, slots=True)
class Lose(Action):
    """Choose which of your units is lost to a "T" Armed result."""

    kind: ClassVar[str] = "lose"
    unit: str

    def label(self) -> str:
        return f"lose {name(self.unit)}"


CODEC = ActionCodec(
    [Place, Attack, Join, Support, Play, Firepower, Roll, Counterattack, Done, Choose,
     Recruit, Move, Lose, Withdraw]
)  # fmt: skip

DONE = Done()
ROLL = Roll()
FIREPOWER = Firepower()
COUNTERATTACK = Counterattack()
WITHDRAW = Withdraw()


class ActionPool:
    """Each distinct action is made once: option lists are built from lookups."""

    def __init__(self) -> None:
        self._made: dict[tuple[Any, ...], Action] = {}

    def get(self, cls: type[Action], *args: str) -> Action:
        key = (cls, *args)
        found = self._made.get(key)
        if found is None:
            found = self._made[key] = cls(*args)
        return found


POOL = ActionPool()


def _one(cls: type[Action]) -> Callable[[str], Action]:
    """A quicker `POOL.get(cls, arg)` for the actions made of one name (the same objects)."""
    made: dict[str, Action] = {}

    def get(arg: str) -> Action:
        found = made.get(arg)
        if found is None:
            found = made[arg] = POOL.get(cls, arg)
        return found

    return get


attack = _one(Attack)
join = _one(Join)
support = _one(Support)
play = _one(Play)
