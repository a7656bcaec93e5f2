"""What a commander may know (view), as JSON-ready data.

A side sees its own units whole. It sees the other side's units whole once they are
sighted (10.1); until then only a counter's name and where it is (6.3), and during a secret
set-up (a meeting engagement) not even that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.rules import sighting
from strife.games.by_will_alone.rules.spies import spied_by

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState


def view(state: ByWillAloneState, seat: str | None) -> dict[str, Any]:
    role = state.role_of(seat) if seat is not None else None
    info = state.setup.data.scenario
    units: list[dict[str, Any]] = []
    counters: list[dict[str, Any]] = []
    secret = sighting.deployment_secret(state)
    hidden_count = 0
    for unit in state.forces.units:
        u = unit.index
        if role is None or unit.role is role or state.seen[u] or spied_by(state, u, role):
            if unit.dummy and not state.on_table(u) and state.seen[u] and role is not unit.role:
                continue  # a removed dummy is simply gone for the other side
            units.append(_unit(state, u))
        elif state.on_table(u):
            if secret and sighting.placed_by_player(state, u):
                hidden_count += 1
                continue
            counters.append(
                {
                    "label": state.label[u],
                    "side": unit.role.value,
                    "feature": state.at[u],
                    "floor": state.floor[u],
                    # The direction of a move is announced (9.1) and a failed crossing is
                    # seen: the obstacle a counter is trying, and how often it failed.
                    "trying": state.trying[u],
                    "tries": state.tries[u],
                }
            )
    counters.sort(key=lambda c: c["label"])
    task = state.tasks[-1] if state.tasks else None
    return {
        "game": "by-will-alone",
        "scenario": info.id,
        "title": info.title,
        "map": info.map,
        "seat": seat,
        "role": role.value if role else None,
        "phase": state.phase,
        "initiative": state.initiative,
        "length": info.initiatives,
        "holder": state.holder,
        "acted_seats": list(state.acted_seats),
        "passing": state.passing,
        "deploying": list(state.deploying),
        "units": units,
        "counters": counters,
        "unseen_set_up": hidden_count,
        "task": None if task is None else {"kind": task.kind, "seat": task.seat},
        "objectives": [
            {
                "feature": o.feature,
                "side": o.role.value,
                "points": o.points,
                "name": o.name,
                "kind": o.kind,  # ruling 21-f: hold, reach or occupy
            }
            for o in state.setup.data.objective
        ],
        "zones": {r.value: list(state.setup.zones[r]) for r in Role},
        "scores": dict(state.scores),
        "seats": {c.seat: {"side": c.role.value, "name": c.name} for c in state.forces.commanders},
        "result": state.result.to_json() if state.result else None,
    }


def _unit(state: ByWillAloneState, u: int) -> dict[str, Any]:
    unit = state.forces.units[u]
    stands = [
        {
            "kind": state.forces.stands[s].kind.value,
            "quality": _quality(state, s),
            "status": state.status[s],
            "condition": state.condition[s],
        }
        for s in unit.stands
    ]
    return {
        "id": unit.id,
        "name": unit.name,
        "side": unit.role.value,
        "seat": unit.seat,
        "label": state.label[u],
        "feature": state.at[u],
        "floor": state.floor[u],
        "seen": state.seen[u],
        "dummy": unit.dummy,
        "reserve": unit.reserve,
        "grade": state.grade[u],
        "acted": state.acted[u],
        "tries": state.tries[u],
        "trying": state.trying[u],
        "equipment": sorted(e.value for e in unit.equipment),
        "stands": stands,
    }


def _quality(state: ByWillAloneState, s: int) -> str:
    quality = state.forces.stands[s].quality
    return "" if quality is None else quality.value
