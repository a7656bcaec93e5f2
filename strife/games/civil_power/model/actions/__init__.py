"""The actions of Civil Power. Big choices are chains of small ones (DESIGN.md): a Fire
combat attack is "fire with this unit", "at this target", "add this unit", "resolve"; a move
is "select this unit", then one step at a time, then "stop". Units are named by id ("M3",
"P1"), areas by board id ("Wc3"). Each distinct action is made once and shared (`POOL`).

Every action is importable from here; they are defined by the part of play they belong to:
fire.py (the Fire Combat Phase), movement.py (the Movement Phase), tasks.py (the choices that
interrupt play: Shock combat, retreats, gas, surges, hidden units, barriers) and setup.py (2.3
Starting the Game and the I-2 campaign's days).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from strife.core.actions import Action, ActionCodec
from strife.games.civil_power.model.actions.fire import (
    AddFirer,
    Cancel,
    Fire,
    Gas,
    Into,
    Molotov,
    RaiseEL,
    Reduce,
    Resolve,
    Searchlight,
    TakeBack,
    Target,
)
from strife.games.civil_power.model.actions.movement import (
    Climb,
    Dismount,
    Leave,
    Load,
    Select,
    Sewer,
    Step,
    Stop,
    Unload,
)
from strife.games.civil_power.model.actions.setup import (
    Buy,
    DayOrNight,
    EnterBy,
    FirstMob,
    FreeChoice,
    LoadAtStart,
    Neighbourhood,
    NextEL,
    Place,
    PlaceBarricade,
    Swap,
    TakePackage,
)
from strife.games.civil_power.model.actions.tasks import (
    Accompany,
    BarrierSide,
    GasChoice,
    MoveOut,
    RetreatOff,
    RetreatTo,
    Reveal,
    ShockRoll,
    SuppressOther,
    SurgeLeave,
    VoluntaryRetreat,
)


@dataclass(frozen=True, slots=True)
class Done(Action):
    """End the current phase (Fire Combat, Movement) for the acting side."""

    kind: ClassVar[str] = "done"

    def label(self) -> str:
        return "done"


CLASSES: list[type[Action]] = [
    Done, RaiseEL, Fire, Target, AddFirer, Reduce, Resolve, Cancel, Gas, Molotov, Into,
    Select, Step, Climb, Leave, Stop, Dismount, ShockRoll, VoluntaryRetreat, RetreatTo,
    RetreatOff, GasChoice, Accompany, SuppressOther, SurgeLeave, MoveOut, Reveal,
    BarrierSide, Load, Unload, Searchlight, Sewer, FirstMob, TakePackage, Buy, Swap,
    FreeChoice, Neighbourhood, EnterBy, Place, PlaceBarricade, DayOrNight, NextEL,
    LoadAtStart, TakeBack,
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
TAKE_BACK = TakeBack()
CLIMB = Climb()
LEAVE = Leave()
STOP = Stop()
VOLUNTARY = VoluntaryRetreat()
RETREAT_OFF = RetreatOff()
GAS_RETREAT = GasChoice(True)
GAS_SUPPRESS = GasChoice(False)

__all__ = [
    "CANCEL",
    "CLASSES",
    "CLIMB",
    "CODEC",
    "DONE",
    "GAS_RETREAT",
    "GAS_SUPPRESS",
    "LEAVE",
    "POOL",
    "RAISE_EL",
    "REDUCE",
    "RESOLVE",
    "RETREAT_OFF",
    "STOP",
    "TAKE_BACK",
    "VOLUNTARY",
    "Accompany",
    "ActionPool",
    "AddFirer",
    "BarrierSide",
    "Buy",
    "Cancel",
    "Climb",
    "DayOrNight",
    "Dismount",
    "Done",
    "EnterBy",
    "Fire",
    "FirstMob",
    "FreeChoice",
    "Gas",
    "GasChoice",
    "Into",
    "Leave",
    "Load",
    "LoadAtStart",
    "Molotov",
    "MoveOut",
    "Neighbourhood",
    "NextEL",
    "Place",
    "PlaceBarricade",
    "RaiseEL",
    "Reduce",
    "Resolve",
    "RetreatOff",
    "RetreatTo",
    "Reveal",
    "Searchlight",
    "Select",
    "Sewer",
    "ShockRoll",
    "Step",
    "Stop",
    "SuppressOther",
    "SurgeLeave",
    "Swap",
    "TakeBack",
    "TakePackage",
    "Target",
    "Unload",
    "VoluntaryRetreat",
]
