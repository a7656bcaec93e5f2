"""8.12 Trucks: Police Vehicles that carry one Police Group or any number of Snipers.

Passengers are off the board (`loc` ABOARD; `state.aboard` says which Truck) and do nothing
until they unload. Loading and unloading happen in the Police Movement Phase: the Truck and
its passengers start the phase in the same area and none of them moves that phase. A Truck
eliminated (8.12.1, 8.12.2, 6.5) lets its passengers out, suppressed.

Ruling (O-8): passengers are in plain sight on their Truck (the Truck is seen to carry men).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.civil_power.model.actions import POOL, Load, Unload
from strife.games.civil_power.model.units import POLICE
from strife.games.civil_power.model.values import ABOARD, MOVED, SUPPRESSED

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState
    from strife.games.civil_power.model.units import UnitType


def is_truck(s: CivilPowerState, u: int) -> bool:
    return s.kind[u].id == "truck"


def passengers(s: CivilPowerState, truck: int) -> list[int]:
    return sorted(p for p, t in s.aboard.items() if t == truck)


def room(aboard: list[UnitType], unit: UnitType) -> bool:
    """Whether a Truck carrying `aboard` takes `unit`: one Group, or any number of Snipers
    (8.12)."""
    if unit.sniper:
        return all(p.sniper for p in aboard)
    return unit.group and not aboard


def _room(s: CivilPowerState, truck: int, u: int) -> bool:
    return room([s.kind[p] for p in passengers(s, truck)], s.kind[u])


def options(s: CivilPowerState) -> list[Action]:
    if s.active != POLICE or (not s.aboard and not any(is_truck(s, u) for u in s.units_of(POLICE))):
        return []
    out: list[Action] = []
    for t in s.units_of(POLICE):
        if not is_truck(s, t) or s.flags[t] & MOVED:
            continue
        if passengers(s, t):
            out.append(POOL.get(Unload, s.names[t]))
        for u in s.side_at(s.loc[t], POLICE, 0):
            if u != t and not s.flags[u] & MOVED and _room(s, t, u):
                out.append(POOL.get(Load, s.names[u], s.names[t]))
    return out


def load(s: CivilPowerState, u: int, truck: int, events: list[Event]) -> None:
    s.loc[u] = ABOARD
    s.aboard = {**s.aboard, u: truck}
    s.flags[u] |= MOVED
    s.flags[truck] |= MOVED
    s.touch()
    events.append(Event("load", f"{s.unit_name(u)} boards {s.names[truck]}", {}, "8.12"))


def unload(s: CivilPowerState, truck: int, events: list[Event], suppressed: bool = False) -> None:
    area = s.loc[truck]
    aboard = dict(s.aboard)
    for p in passengers(s, truck):
        del aboard[p]
        s.loc[p] = area
        s.level[p] = 0
        s.flags[p] |= MOVED | (SUPPRESSED if suppressed else 0)
        events.append(
            Event("unload", f"{s.unit_name(p)} gets off {s.names[truck]} in "
                  f"{s.area_name(area)}" + (", suppressed" if suppressed else ""), {}, "8.12")
        )  # fmt: skip
    s.aboard = aboard
    s.flags[truck] |= MOVED
    s.touch()
