"""The Fire combat attack being composed, as a player sees it before any die (5.3.1, 5.3.3):
each firer's strength as it counts against the target, the total after reductions, the
column of the Fire CRT it is rolled on and each die modifier with its reason, and which step
a take-back would undo (ruling E-4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.games.civil_power.rules import special_weapons
from strife.games.civil_power.rules.fire_combat import (
    fire_drm,
    strength,
    total_strength,
    tv_nearby,
)
from strife.games.civil_power.rules.optional import baton
from strife.games.civil_power.rules.take_back import last_step, may_take_back

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


def attack_view(s: CivilPowerState) -> dict[str, Any] | None:
    """What the view's "attack" (the firers, target and reductions) does not say: None
    until a Fire combat attack has its target (the heuristic players' brief view leaves it
    out: they need no help to see what they compose)."""
    a = s.attack
    if a is None or a.mode != "fire" or a.target < 0:
        return None
    names = s.names
    found: dict[str, Any] = {}
    found["taken_back"] = [names[u] for u in a.taken]
    found["take_back"] = last_step(a) if may_take_back(a) else None
    found["strength"] = total_strength(s, a)
    first = a.firers[0]
    shock = s.tables.shock
    if special_weapons.is_special(s, first) or baton.armed(s, first):
        # 8.1 Baton Rounds, 8.2 Water Cannon, 8.3 ADS: rolled on the Shock CRT.
        rule = "8.1" if baton.armed(s, first) else "8.3" if s.kind[first].ads else "8.2"
        found["table"] = f"Shock CRT ({rule})"
        found["column"] = shock.columns[shock.column(found["strength"])]
        return found
    found["strengths"] = [strength(s, f, a.target) for f in a.firers]
    crt = s.tables.fire
    found["table"] = "Fire CRT (5.3.1)"
    found["column"] = crt.columns[crt.column(found["strength"])]
    drm, why = fire_drm(s, a.firers, a.target)
    if tv_nearby(s, a.firers):
        why.append("TV Crew nearby: the result one level down (8.8)")
    found["drm"] = drm
    found["modifiers"] = why
    return found
