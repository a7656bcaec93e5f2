"""Build Barricade in play (8.2, 17.4): the unit's morale check; a barricade built stands
in the unit's feature for its side (ruling 17.4-a), doubling the dice of that side's units
there when they are not the offensive side (11.3) and costing its activists -1 on
discipline (16.2). The action needs activation, so the initiative passes after it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.rule_actions import BuildBarricade
from strife.games.by_will_alone.model.rule_tables import Barricade
from strife.games.by_will_alone.rules import confronting
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.barricades import build_barricade
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule
from strife.games.by_will_alone.rules.situation import ROLES, barricade_role, own_event, stand_grade

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "17.4"


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    role = state.role_of(seat)
    return [
        BuildBarricade(state.forces.units[u].id)
        for u in confronting.ready(state, seat, role)
        if barricade_role(state, state.at[u]) is not role
    ]


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, BuildBarricade)
    u = state.unit_index(action.unit)
    role: Role = state.forces.units[u].role
    check = build_barricade([stand_grade(state, s) for s in state.stands_in_play(u)], state.dice)
    where = state.board.features[state.at[u]].name
    if check.barricade is Barricade.BUILT:
        state.marks[f"barricade:{state.at[u]}"] = ROLES.index(role) + 1
        text = f"{unit_name(state, u)} builds a barricade in {where}: {check.describe()}"
    else:
        text = f"{unit_name(state, u)} fails to build a barricade in {where}: {check.describe()}"
    built = check.barricade is Barricade.BUILT
    events.append(own_event(state, u, "barricade", text, RULE, built=built))
    return Outcome.ACTIVATED


action_rule(ActionRule(BuildBarricade.kind, RULE, offer, apply))
