"""20-b in play: whether a side has food now, for 11.3's "+1: unit has food and opponent
stands are unfed". A side starts fed or not as the scenario says (its side's `fed`), goes
hungry after logistics.HUNGER_AFTER initiatives, and is fed again when supplied.

Marks: "meal:<role>" the initiative a side was last supplied in, "supplied:<role>" 1 once it
has been.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.rules import ending
from strife.games.by_will_alone.rules.logistics import Rations, food_modifier
from strife.games.by_will_alone.rules.registry import at_initiative_start

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState
    from strife.games.by_will_alone.scenarios.schema import SideData

RULE = "20"


def _side(state: ByWillAloneState, role: Role) -> SideData:
    return next(s for s in state.setup.data.side if s.role is role)


def rations(state: ByWillAloneState, role: Role) -> Rations:
    supplied = bool(state.marks.get(f"supplied:{role.value}", 0))
    return Rations(_side(state, role).fed or supplied, state.marks.get(f"meal:{role.value}", 0))


def fed(state: ByWillAloneState, role: Role) -> bool:
    return rations(state, role).fed(state.initiative, _side(state, role).hunger_after)


def resupply(state: ByWillAloneState, events: list[Event]) -> None:
    """Ruling 20-b: the side whose initiative begins is fed again if it holds its supply
    point (21-f's holding: its stands there and none of the other side's)."""
    role = Role(state.holder)
    point = _side(state, role).supply
    if point is not None and ending.holds(state, role, point):
        supply(state, role, events)


def supply(state: ByWillAloneState, role: Role, events: list[Event]) -> None:
    """Ruling 20-b: the side is fed again (it held its supply point as an initiative began)."""
    state.marks[f"supplied:{role.value}"] = 1
    state.marks[f"meal:{role.value}"] = state.initiative
    events.append(state.event("fed", f"The {role.words} are fed", RULE))


def activists_food_modifier(state: ByWillAloneState) -> int:
    """11.3: +1 to each activist die when the activists have food and the authority has not."""
    return food_modifier(fed(state, Role.ACTIVISTS), fed(state, Role.AUTHORITY))


at_initiative_start(resupply)
