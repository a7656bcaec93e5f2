"""VII. Neutralization Recovery: Infrastructure first, into a region with no Infrastructure
and at least one friendly unit; then every other unit into a region with a friendly
Infrastructure. Units that cannot return stay in the box."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.model.actions import POOL, Place
from strife.games.crisis2000.model.turn import NEUTRALIZED
from strife.games.crisis2000.model.units import INFRASTRUCTURE

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

RULE = "VII. Neutralization Recovery"


def boxed(s: CrisisState, side: str) -> list[int]:
    return [u for u in range(len(s.loc)) if s.loc[u] == NEUTRALIZED and s.owner[u] == side]


def options(s: CrisisState, side: str) -> list[Action]:
    units = boxed(s, side)
    kinds = list(dict.fromkeys(s.table.kind[u] for u in units))
    if INFRASTRUCTURE in kinds:
        regions = [r for r in s.occupied(side) if s.infrastructure_at(r) is None]
        if regions:
            return [POOL.get(Place, INFRASTRUCTURE, r) for r in regions]
    others = [k for k in kinds if k != INFRASTRUCTURE]
    homes = s.infrastructure_regions(side)
    return [POOL.get(Place, k, r) for k in others for r in homes]


def place(s: CrisisState, side: str, action: Place) -> list[Event]:
    unit = next(u for u in boxed(s, side) if s.table.kind[u] == action.unit)
    s.put(unit, side, action.region)
    text = f"{RULE}: {side}'s {s.table[action.unit].name} returns to {s.board[action.region].name}"
    data = {"side": side, "unit": action.unit, "region": action.region}
    return [Event("recovered", text, data, RULE)]
