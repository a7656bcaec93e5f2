"""6: setting up. In attack/defence games the defender places its units first, about a
third of the table back from the attacker's edge; in meeting engagements both sides place
at once, each within a quarter of the table from its own edge, unseen by the other (6.1,
6.3; ruling 6.1-a). Units go down as counters; dummies too if the scenario has them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import Deploy
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.state import OFF
from strife.games.by_will_alone.rules.terrain import may_occupy
from strife.games.by_will_alone.scenarios.schema import Engagement, Stance

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "6.3"


def stages(state: ByWillAloneState) -> list[tuple[str, ...]]:
    """Who sets up, in turn: the defender's commanders, then the attacker's; or everyone
    at once in a meeting engagement. Stages with nothing to place are left out."""
    data = state.setup.data
    if data.scenario.engagement is Engagement.MEETING:
        found = [state.setup.order]
    else:
        by_stance = {side.stance: side.role for side in data.side}
        found = [
            tuple(s for s in state.setup.order if state.role_of(s) is by_stance[stance])
            for stance in (Stance.DEFENDER, Stance.ATTACKER)
        ]
    return [stage for stage in found if any(_waiting(state, seat) for seat in stage)]


def _waiting(state: ByWillAloneState, seat: str) -> list[int]:
    units, at = state.forces.units, state.at
    return [u for u in state.forces.commands[seat] if at[u] == OFF and not units[u].reserve]


def seats(state: ByWillAloneState) -> tuple[str, ...]:
    return tuple(seat for seat in state.deploying if _waiting(state, seat))


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    """The next unit of the seat (in the scenario's order), in each feature of its zone
    where it may be."""
    waiting = _waiting(state, seat)
    if not waiting:
        return []
    unit = state.forces.units[waiting[0]]
    found: list[Action] | None = state.setup.cache.get(("deploy", unit.index))
    if found is None:
        zone = state.setup.zones[unit.role]
        features = state.board.features
        found = state.setup.cache["deploy", unit.index] = [
            Deploy(unit.id, f) for f in zone if may_occupy(state.forces, unit, features[f].kind)
        ]
    return found


def apply(state: ByWillAloneState, seat: str, action: Deploy, events: list[Event]) -> bool:
    """Place the counter; True when the whole set-up is done."""
    u = state.unit_index(action.unit)
    state.at[u] = action.feature
    role = state.forces.units[u].role
    secret = state.setup.data.scenario.engagement is Engagement.MEETING
    seats_of_role = frozenset(state.forces.seats(role))
    if secret:
        where = state.board.features[action.feature].name
        text = f"Counter {state.label[u]} is set up in {where}"
        events.append(Event("deployed", text, {}, RULE, seats_of_role))
    else:
        where = state.board.features[action.feature].name
        text = f"The {role.words} set up counter {state.label[u]} in {where}"
        events.append(state.event("deployed", text, RULE, counter=state.label[u]))
    if seats(state):
        return False
    rest = [stage for stage in stages(state) if stage != state.deploying]
    if rest:
        state.deploying = rest[0]
        return False
    state.deploying = ()
    return True


def first_side(state: ByWillAloneState, events: list[Event]) -> Role:
    """Ruling 8.1-a: the scenario's first side; else the attacker; in a meeting engagement
    each side rolls 1D6 and the higher acts first (ties roll again)."""
    data = state.setup.data
    if data.scenario.first is not None:
        return data.scenario.first
    if data.scenario.engagement is Engagement.ATTACK_DEFENCE:
        return next(s.role for s in data.side if s.stance is Stance.ATTACKER)
    while True:
        a, b = state.dice.roll(), state.dice.roll()
        if a != b:
            break
    first = Role.ACTIVISTS if a > b else Role.AUTHORITY
    text = f"For the first initiative the activists roll {a}, the authority {b}"
    events.append(state.event("first", text, "8.1", activists=a, authority=b))
    return first
