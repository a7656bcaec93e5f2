"""Finding a new activist commander in play (14). A unit whose commander stand was
arrested or dispersed may look for a new one; the rules of this package offer it no other
action (ruling 14-b), though it may still react."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import QUALITIES, Role
from strife.games.by_will_alone.model.rule_actions import FindCommander
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.commanders import Search, replace_commander
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule
from strife.games.by_will_alone.rules.situation import (
    DISPERSED,
    idle_units,
    leader_present,
    leader_stand,
    own_event,
    stand_grade,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "14"


def search(state: ByWillAloneState, u: int) -> Search:
    uid = state.forces.units[u].id
    failed = state.marks.get(f"commander-failed:{uid}", 0) == state.initiative
    return Search(state.marks.get(f"commander-tries:{uid}", 0), failed)


def leaderless(state: ByWillAloneState, u: int) -> bool:
    unit = state.forces.units[u]
    return (
        unit.role is Role.ACTIVISTS
        and not unit.dummy
        and leader_stand(state, u) is not None
        and not leader_present(state, u)
    )


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    return [
        FindCommander(state.forces.units[u].id)
        for u in idle_units(state, seat, Role.ACTIVISTS)
        if state.stands_in_play(u)
        and leaderless(state, u)
        and not search(state, u).failed_this_initiative
    ]


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    """14: the unit's highest quality stand (the first of equals: they are alike) checks,
    +1 for each attempt before; if the old commander was dispersed, a second check may
    bring it back instead. The new commander may order new actions at once."""
    assert isinstance(action, FindCommander)
    u = state.unit_index(action.unit)
    uid = state.forces.units[u].id
    stands = state.stands_in_play(u)
    best = max(stands, key=lambda s: QUALITIES.index(stand_grade(state, s)))
    old = leader_stand(state, u)
    assert old is not None
    was_dispersed = state.status[old] == DISPERSED
    r = replace_commander(
        [(str(s), stand_grade(state, s)) for s in stands],
        str(best),
        search(state, u),
        was_dispersed,
        state.dice,
    )
    state.marks[f"commander-tries:{uid}"] = r.search.attempts
    if not r.found:
        state.marks[f"commander-failed:{uid}"] = state.initiative
        text = f"{unit_name(state, u)} finds no new commander: {r.check.describe()}"
        events.append(own_event(state, u, "no-commander", text, RULE))
        return Outcome.FAILED
    if r.old_commander_returns:
        state.status[old] = ""
        text = f"{unit_name(state, u)}: its old commander comes back from the crowd"
    else:
        state.marks[f"leader:{uid}"] = best + 1
        text = f"{unit_name(state, u)}: a stand steps forward as its new commander"
    events.append(own_event(state, u, "new-commander", f"{text} ({r.check.describe()})", RULE))
    state.acted[u] = False  # 14: "The new commander may order new actions"
    return Outcome.DONE


action_rule(ActionRule(FindCommander.kind, RULE, offer, apply))
