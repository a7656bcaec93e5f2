"""6.1 Tear Gas and 6.1.1 Gas Guns: who may throw or fire gas and into which areas, the gas
marker placed, and the Morale Checks of Mob units caught in gas (and what a failed one means)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.values import (
    FIRED,
    GAS_CHOICE,
    MORALE,
    SUPPRESSED,
    THREW,
    Task,
)
from strife.games.civil_power.rules import los
from strife.games.civil_power.rules.fire_combat import first_use

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


GAS_GUN_RANGE = 6  # 6.1


def may_gas(s: CivilPowerState, u: int) -> bool:
    """6.1: un-suppressed Police units, EL 1+, while Gas Grenades last; Group units throw
    by hand, a Gas Gun's carrier fires it."""
    if s.el[s.side_of[u]] < 1 or s.stores["gas"] <= 0 or s.loc[u] < 0:
        return False
    if s.kind[u].water_cannon:
        # 8.2: its Gas Gun may fire in the same phase as its water attack, once.
        return u in s.gas_gun and not s.flags[u] & (SUPPRESSED | THREW)
    if s.flags[u] & (SUPPRESSED | FIRED):
        return False
    return s.kind[u].group or u in s.gas_gun


def gas_areas(s: CivilPowerState, u: int) -> list[int]:
    a = s.loc[u]
    if u not in s.gas_gun:
        return list(s.board.neighbours[a])
    eye = los.eye(s, u)
    return [
        b
        for b in s.board.within(a, GAS_GUN_RANGE)
        if not los.night_blind(s, u, a, b) and los.clear(s, a, b, eye, units=False)
    ]


def fire_gas(s: CivilPowerState, u: int, area: int, events: list[Event]) -> None:
    """6.1: place a Gas marker; Mob units there check morale at once (no modifiers)."""
    s.flags[u] |= THREW if s.kind[u].water_cannon else FIRED
    s.stores["gas"] -= 1
    s.gas[area] = 1
    gun = u in s.gas_gun
    events.append(
        Event(
            "gas",
            f"{s.unit_name(u)} {'fires' if gun else 'throws'} tear gas into "
            f"{s.area_name(area)} ({s.stores['gas']} Gas Grenades left)",
            {"unit": s.names[u], "area": s.area_name(area)},
            "6.1.1" if gun else "6.1",
        )
    )
    first_use(s, "nonlethal", 1, events)
    if gun and s.at(area):
        roll = s.dice.roll(6)
        if roll == 6:
            s.wia[s.side_of[u]] += 1
            events.append(
                Event("gas_wia", "a gas canister hits someone's head: 1 WIA", {}, "6.1.1")
            )
    gas_checks(s, area)


def gas_checks(s: CivilPowerState, area: int) -> None:
    """6.1: every Mob unit in the area makes a gas Morale Check, in unit order."""
    tasks = [
        Task(MORALE, side=s.side_of[v], unit=v, area=area, mc="gas")
        for v in s.at(area)
        if s.mob_of(v) and s.kind[v].checks_morale
    ]
    s.push(*tasks)


def gas_failed(s: CivilPowerState, v: int) -> None:
    """6.1: a failed gas MC: the Mob chooses retreat (conducted by the Police) or
    suppression in place."""
    s.push(Task(GAS_CHOICE, side=s.side_of[v], unit=v, area=s.loc[v]))
