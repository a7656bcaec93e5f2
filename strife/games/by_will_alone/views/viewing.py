"""What a commander may know (view), as JSON-ready data.

A side sees its own units whole. It sees the other side's units whole once they are
sighted (10.1); until then only a counter's name and where it is (6.3), and during a secret
set-up (a meeting engagement) not even that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.games.by_will_alone.model.features import GROUND
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.rules import sighting, smoking, turns
from strife.games.by_will_alone.rules.situation import barricade_role
from strife.games.by_will_alone.rules.spies import spied_by

UNSEEN_ACTIONS = frozenset({"escalate", "deploy"})  # asked up the chain; secret set-up
BARRICADE = "barricade:"  # the marks rules/engineering.py keeps, one a feature

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
        "passing": turns.passing_seen_by(state, seat),
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
        "barricades": barricades_seen(state, role),
        "last_action": last_action_seen(state, role),
        # 10.3: a cloud of smoke is seen by everyone, with the side that made it
        "smoke": [{"feature": f, "side": by} for f, by in sorted(smoking.clouds(state).items())],
        "zones": {r.value: list(state.setup.zones[r]) for r in Role},
        "scores": dict(state.scores),
        "seats": {c.seat: {"side": c.role.value, "name": c.name} for c in state.forces.commanders},
        "result": state.result.to_json() if state.result else None,
    }


def last_action_seen(state: ByWillAloneState, role: Role | None) -> str:
    """The last action taken, as the table shows it: to its own side, and to the other side
    when it was a sighted unit's (8.2); an escalation is a request up the chain of command
    and a Hold shows nothing, so the other side does not tell them from a hidden unit's act."""
    if state.history is None:
        return ""
    _, seat, action = state.history
    actor = state.role_of(seat)
    uid = getattr(action, "unit", None)
    if role is None or actor is role:
        return action.label()
    if action.kind in UNSEEN_ACTIONS or not isinstance(uid, str):
        return ""
    u = state.unit_index(uid)
    return action.label() if state.seen[u] or spied_by(state, u, role) else ""


def barricades_seen(state: ByWillAloneState, role: Role | None) -> list[dict[str, str]]:
    """The barricades (17.4) a side knows of: its own, and the other side's in a feature one
    of its units has in sight at ground level (ruling 17.4-b)."""
    found = []
    for key in sorted(k for k in state.marks if k.startswith(BARRICADE)):
        feature = key[len(BARRICADE) :]
        owner = barricade_role(state, feature)
        assert owner is not None
        if role is None or owner is role or _in_sight(state, role, feature):
            found.append({"feature": feature, "side": owner.value})
    return found


def _in_sight(state: ByWillAloneState, role: Role, feature: str) -> bool:
    sight = state.board.sight
    return any(
        state.at[u] == feature
        or sight.sees((state.at[u], sighting.level(state, u)), (feature, GROUND))
        for u in sighting.spotters(state, role)
    )


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
