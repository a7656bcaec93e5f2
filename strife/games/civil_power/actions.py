"""The actions of Civil Power. Big choices are chains of small ones (DESIGN.md): a Fire
combat attack is "fire with this unit", "at this target", "add this unit", "resolve"; a move
is "select this unit", then one step at a time, then "stop". Units are named by id ("M3",
"P1"), areas by board id ("Wc3"). Each distinct action is made once and shared (`POOL`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from strife.core.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Done(Action):
    """End the current phase (Fire Combat, Movement) for the acting side."""

    kind: ClassVar[str] = "done"

    def label(self) -> str:
        return "done"


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


# -- 2.3 Starting the Game (pregame.py) -----------------------------------------------------


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


CLASSES: list[type[Action]] = [
    Done, RaiseEL, Fire, Target, AddFirer, Reduce, Resolve, Cancel, Gas, Molotov, Into,
    Select, Step, Climb, Leave, Stop, Dismount, ShockRoll, VoluntaryRetreat, RetreatTo,
    RetreatOff, GasChoice, Accompany, SuppressOther, SurgeLeave, MoveOut, Reveal,
    BarrierSide, Load, Unload, Searchlight, Sewer, FirstMob, TakePackage, Buy, Swap,
    FreeChoice, Neighbourhood, EnterBy, Place, PlaceBarricade, DayOrNight, NextEL,
    LoadAtStart,
]  # fmt: skip
CODEC = ActionCodec(CLASSES)


class ActionPool:
    """Each distinct action is made once: option lists are built from lookups."""

    def __init__(self) -> None:
        self._made: dict[tuple[Any, ...], Action] = {}

    def get(self, cls: type[Action], *args: Any) -> Action:
        key = (cls, *args)
        found = self._made.get(key)
        if found is None:
            found = self._made[key] = cls(*args)
        return found


POOL = ActionPool()
DONE = Done()
RAISE_EL = RaiseEL()
REDUCE = Reduce()
RESOLVE = Resolve()
CANCEL = Cancel()
CLIMB = Climb()
LEAVE = Leave()
STOP = Stop()
VOLUNTARY = VoluntaryRetreat()
RETREAT_OFF = RetreatOff()
GAS_RETREAT = GasChoice(True)
GAS_SUPPRESS = GasChoice(False)
