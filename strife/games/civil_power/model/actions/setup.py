"""The actions of 2.3 Starting the Game (the pre-game, setup/pregame) and of the days
between I-2's campaign games (setup/campaign_play)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from strife.core.actions import Action


@dataclass(frozen=True, slots=True)
class FirstMob(Action):
    """I-3, II-5: this Mob side plays first in each Game-turn."""

    kind: ClassVar[str] = "first_mob"
    side: str

    def label(self) -> str:
        return f"{self.side} play first in each Game-turn"


@dataclass(frozen=True, slots=True)
class TakePackage(Action):
    """2.3: take this standard Force Package."""

    kind: ClassVar[str] = "package"
    package: str

    def label(self) -> str:
        return f"take the {self.package.replace('_', ' ')} package"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """2.3: buy one unit or item ("hidden_setup": one unit sets up hidden, 8.4) with points."""

    kind: ClassVar[str] = "buy"
    thing: str

    def label(self) -> str:
        return f"buy a {self.thing.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """A scenario's substitution ("replace>by") for one unit of a package or fixed force."""

    kind: ClassVar[str] = "swap"
    key: str

    def label(self) -> str:
        old, new = self.key.split(">")
        return f"swap a {old.replace('_', ' ')} for a {new.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class FreeChoice(Action):
    """II-2: take this one of the scenario's free alternatives (the Flame Tank or the Tank)."""

    kind: ClassVar[str] = "free_choice"
    index: int
    units: str

    def label(self) -> str:
        return f"take {self.units} free"


@dataclass(frozen=True, slots=True)
class Neighbourhood(Action):
    """I-3, II-5: this quadrant is the side's neighbourhood."""

    kind: ClassVar[str] = "neighbourhood"
    name: str

    def label(self) -> str:
        return f"neighbourhood {self.name}"


@dataclass(frozen=True, slots=True)
class EnterBy(Action):
    """These units enter by this map edge ("on any one map edge")."""

    kind: ClassVar[str] = "enter_by"
    edge: str

    def label(self) -> str:
        return f"enter by the {self.edge} edge"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """2.3: set the next unit up in this area (8.4: `hidden`, somewhere in its building)."""

    kind: ClassVar[str] = "place"
    area: str
    hidden: bool

    def label(self) -> str:
        return f"set up {'hidden ' if self.hidden else ''}in {self.area}"

    def targets(self) -> tuple[str, ...]:
        return (self.area,)


@dataclass(frozen=True, slots=True)
class PlaceBarricade(Action):
    """2.3: "Barricades purchased are placed clearly along one of the four sides of a given
    area" (and 8.11 Barriers likewise): this side, "Wc3|Wc4"."""

    kind: ClassVar[str] = "place_barricade"
    side: str
    barrier: bool

    def label(self) -> str:
        return f"{'Barrier' if self.barrier else 'Barricade'} on {self.side}"

    def targets(self) -> tuple[str, ...]:
        return tuple(self.side.split("|"))


@dataclass(frozen=True, slots=True)
class LoadAtStart(Action):
    """8.12: "The Police player may start the game with units loaded into Trucks" (8.6: a
    Sniper or ADS in a Helicopter): the side's unit entry `passenger` starts aboard its
    entry `carrier` (`what` says which, for the label)."""

    kind: ClassVar[str] = "load_at_start"
    passenger: int
    carrier: int
    what: str

    def label(self) -> str:
        return f"start with {self.what}"


@dataclass(frozen=True, slots=True)
class DayOrNight(Action):
    """I-2: the last day's winner decides whether the next game is a day or night one."""

    kind: ClassVar[str] = "day_or_night"
    night: bool

    def label(self) -> str:
        return "a night scenario next" if self.night else "a day scenario next"


@dataclass(frozen=True, slots=True)
class NextEL(Action):
    """I-2: the Engagement Level to start the next day at (one up or down)."""

    kind: ClassVar[str] = "next_el"
    level: int

    def label(self) -> str:
        return f"Engagement Level {self.level} next day"
