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
from strife.games.by_will_alone.rules.logistics import Rations, food_modifier

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "20"


def rations(state: ByWillAloneState, role: Role) -> Rations:
    side = next(s for s in state.setup.data.side if s.role is role)
    supplied = bool(state.marks.get(f"supplied:{role.value}", 0))
    return Rations(side.fed or supplied, state.marks.get(f"meal:{role.value}", 0))


def fed(state: ByWillAloneState, role: Role) -> bool:
    return rations(state, role).fed(state.initiative)


def supply(state: ByWillAloneState, role: Role, events: list[Event]) -> None:
    """Ruling 20-b: the side is fed again (it held its supply point as an initiative began)."""
    state.marks[f"supplied:{role.value}"] = 1
    state.marks[f"meal:{role.value}"] = state.initiative
    events.append(state.event("fed", f"The {role.words} are fed", RULE))


def activists_food_modifier(state: ByWillAloneState) -> int:
    """11.3: +1 to each activist die when the activists have food and the authority has not."""
    return food_modifier(fed(state, Role.ACTIVISTS), fed(state, Role.AUTHORITY))
