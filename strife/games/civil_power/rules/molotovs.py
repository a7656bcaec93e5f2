"""6.5 Molotov Cocktails: which Mob units may throw one and into which areas, and the throw,
which "counts as a Fire combat attack by the throwing unit" at a strength of 4 and may start a
Fire."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.units import molotov_key
from strife.games.civil_power.model.values import (
    FIRE_START,
    FIRED,
    SUPPRESSED,
    THREW,
    Attack,
    Task,
)
from strife.games.civil_power.rules.fire_combat import attack_unit

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


MOLOTOV_STRENGTH = 4  # 6.5


def may_throw(s: CivilPowerState, u: int) -> bool:
    """6.5: un-suppressed Crowd or Punk units, EL 1+, while Molotovs last; a Crowd may
    throw any number, a Punk one (and that is its Fire combat attack)."""
    if s.el[s.side_of[u]] < 1 or s.stores.get(molotov_key(s.side_of[u]), 0) <= 0 or s.loc[u] < 0:
        return False
    t = s.kind[u]
    if not (t.crowd or t.punk) or s.flags[u] & (SUPPRESSED | FIRED):
        return False
    return bool(_throw_into(s, s.loc[u]))


def molotov_areas(s: CivilPowerState, attack: Attack) -> list[int]:
    """6.5: into adjacent areas; into or out of a building, but not inside one."""
    return _throw_into(s, s.loc[attack.firers[0]])


def _throw_into(s: CivilPowerState, a: int) -> list[int]:
    """`molotov_areas` for a thrower in area `a`."""
    b_of = s.board.building
    return [b for b in s.board.neighbours[a] if not (b_of[a] and b_of[a] == b_of[b])]


def throw_molotov(s: CivilPowerState, u: int, area: int, events: list[Event]) -> None:
    """6.5: a Fire combat attack of strength 4 on each enemy unit in the area, then a Fire
    Check."""
    t = s.kind[u]
    s.flags[u] |= THREW if t.crowd else FIRED
    side = s.side_of[u]
    key = molotov_key(side)
    s.stores[key] -= 1
    events.append(
        Event(
            "molotov",
            f"{s.unit_name(u)} throws a Molotov into {s.area_name(area)} ({s.stores[key]} left)",
            {"unit": s.names[u], "area": s.area_name(area)},
            "6.5",
        )
    )
    for v in list(s.at(area)):
        if s.side_of[v] != side and s.loc[v] == area:
            attack_unit(s, side, (u,), v, MOLOTOV_STRENGTH, s.names[u], events, "6.5")
    s.push(Task(FIRE_START, side=side, area=area))
