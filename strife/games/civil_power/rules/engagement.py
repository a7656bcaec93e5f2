"""6.7 Engagement Level: which units each level lets fire, and raising it (each level raised
costs one level of victory, 7.0)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


def el_allows(s: CivilPowerState, u: int) -> bool:
    """6.7: who may use Fire combat at the side's Engagement Level."""
    t = s.kind[u]
    el = s.el[s.side_of[u]]
    if s.police_of(u):
        return el >= 4 or (el == 3 and t.sniper)
    if t.rocks:
        return el >= 1  # EL 1: Slingshot Punks and Trained Crowds
    if t.sniper:
        return el >= 3
    return el >= 4 and t.group


def raise_el(s: CivilPowerState, side: str, events: list[Event]) -> None:
    s.el[side] += 1
    s.el_raised[side] += 1
    events.append(
        Event(
            "engagement_level",
            f"{side} raises its Engagement Level to {s.el[side]} (one level of victory lost)",
            {"side": side, "el": s.el[side]},
            "6.7",
        )
    )
