"""Request Reinforcements in play (8.2, 13): a reserve unit comes onto the table at a
feature of its side's set-up zone. Activists: each stand that passes its check comes, the
others stay in reserve (ruling 13-a); the authority: a unit check, Reinforcement column."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.rule_actions import Reinforce
from strife.games.by_will_alone.model.rule_tables import Reinforcement
from strife.games.by_will_alone.model.state import OFF
from strife.games.by_will_alone.rules import sighting
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.registry import (
    ActionRule,
    Outcome,
    action_rule,
    at_initiative_start,
)
from strife.games.by_will_alone.rules.reinforcements import (
    activist_reinforcements,
    authority_reinforcements,
)
from strife.games.by_will_alone.rules.situation import own_event, stand_grade, unit_grade

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "13"
RESERVE = "reserve"


def waiting(state: ByWillAloneState, u: int) -> list[int]:
    """The unit's stands still in reserve."""
    unit = state.forces.units[u]
    if state.at[u] == OFF:
        return list(unit.stands)
    return [s for s in unit.stands if state.status[s] == RESERVE]


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    out: list[Action] = []
    for unit in state.forces.units:
        u = unit.index
        if unit.seat != seat or not unit.reserve or state.acted[u] or not waiting(state, u):
            continue
        if state.marks.get(f"arriving:{unit.id}", 0):
            continue
        if state.at[u] == OFF:
            out += [Reinforce(unit.id, f) for f in state.setup.zones[unit.role]]
        else:
            out.append(Reinforce(unit.id, state.at[u]))
    return out


def arrive(state: ByWillAloneState, u: int, feature: str, events: list[Event]) -> None:
    state.at[u] = feature
    where = state.board.features[feature].name
    text = f"{unit_name(state, u)} arrives in {where}"
    events.append(state.event("arrived", text, RULE, counter=state.label[u]))
    sighting.update(state, events, u)


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, Reinforce)
    u = state.unit_index(action.unit)
    unit = state.forces.units[u]
    if unit.role is Role.ACTIVISTS:
        stands = waiting(state, u)
        checks = activist_reinforcements([stand_grade(state, s) for s in stands], state.dice)
        came = [s for s, c in zip(stands, checks, strict=True) if c.passed]
        text = f"{len(came)} of {len(stands)} reserve stands of {unit.name} answer the call"
        events.append(own_event(state, u, "reinforcements", text, "13.1", stands=len(came)))
        if not came:
            return Outcome.FAILED
        for s in stands:
            state.status[s] = "" if s in came else RESERVE
        if state.at[u] == OFF:
            arrive(state, u, action.feature, events)
        return Outcome.DONE
    check = authority_reinforcements(unit_grade(state, u), len(unit.stands), state.dice)
    result = check.reinforcement
    text = f"{unit.name}: {check.describe()}: {result.label}"
    events.append(own_event(state, u, "reinforcements", text, "13.2", result=result.value))
    if result is Reinforcement.ARRIVES:
        arrive(state, u, action.feature, events)
        return Outcome.DONE
    if result is Reinforcement.NEXT_INITIATIVE:
        state.marks[f"arriving:{unit.id}"] = 1
        state.marks[f"arriving-at:{unit.id}:{action.feature}"] = 1
        return Outcome.DONE
    return Outcome.FAILED


def arrivals(state: ByWillAloneState, events: list[Event]) -> None:
    """Units that arrive "next initiative" come when their side's next initiative begins."""
    for unit in state.forces.units:
        if unit.role.value != state.holder or not state.marks.pop(f"arriving:{unit.id}", 0):
            continue
        key = next(k for k in state.marks if k.startswith(f"arriving-at:{unit.id}:"))
        del state.marks[key]
        arrive(state, unit.index, key.rsplit(":", 1)[1], events)


at_initiative_start(arrivals)
action_rule(ActionRule(Reinforce.kind, RULE, offer, apply))
