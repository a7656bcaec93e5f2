"""8.2, the Condition actions of the activists: Sit Down (no activation), Fraternize
(activation +2) and Party (activation). A condition is taken up by the stands that
activate, facing an opposing unit in the same feature (ruling 8.2-a: "to block opposing
unit", "with the opposing unit"); it is what 11.3 multiplies. It lasts until the unit
moves. An action that needs activation passes the initiative (8.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import Fraternize, Party, SitDown
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.state import NOT_ON_TABLE
from strife.games.by_will_alone.rules.activation import activate, unit_name
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "8.2"
# action kind -> (condition, activation modifier or None when none is needed, words)
CONDITIONS: dict[str, tuple[str, int | None, str]] = {
    SitDown.kind: ("sitting", None, "sit down"),
    Fraternize.kind: ("fraternizing", 2, "fraternize"),
    Party.kind: ("partying", 0, "party"),
}
CLASSES: dict[str, type[SitDown] | type[Fraternize] | type[Party]] = {
    SitDown.kind: SitDown,
    Fraternize.kind: Fraternize,
    Party.kind: Party,
}


def facing(state: ByWillAloneState, u: int) -> bool:
    """Whether an opposing unit with stands is in unit u's feature."""
    here = state.at[u]
    other = state.forces.units[u].role.other
    return any(state.at[o] == here and state.stands_in_play(o) for o in state.forces.sides[other])


def able(state: ByWillAloneState, seat: str) -> list[int]:
    """The seat's activist units that may take up a condition now: not yet acted, with
    stands, facing an opposing unit."""
    if state.role_of(seat) is not Role.ACTIVISTS:
        return []
    other = {state.at[o] for o in state.forces.sides[Role.AUTHORITY]}
    return [
        u
        for u in state.forces.commands[seat]
        if not state.acted[u]
        and state.at[u] in other
        and state.at[u] not in NOT_ON_TABLE
        and not state.forces.units[u].dummy
        and state.stands_in_play(u)
        and facing(state, u)
    ]


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    """Each condition for each unit able to take it up, unless all its stands have it."""
    out: list[Action] = []
    for u in able(state, seat):
        stands = state.stands_in_play(u)
        uid = state.forces.units[u].id
        for kind, cls in CLASSES.items():
            if any(state.condition[s] != CONDITIONS[kind][0] for s in stands):
                out.append(cls(uid))
    return out


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, SitDown | Fraternize | Party)
    u = state.unit_index(action.unit)
    condition, modifier, words = CONDITIONS[action.kind]
    if modifier is None:
        taking = state.stands_in_play(u)
    else:
        taking, _ = activate(state, u, modifier, words, RULE, events)
    for s in taking:
        state.condition[s] = condition
    text = f"{unit_name(state, u)}: {len(taking)} stands are {condition}"
    events.append(state.event("condition", text, RULE, condition=condition, stands=len(taking)))
    return Outcome.DONE if modifier is None else Outcome.ACTIVATED


action_rule(ActionRule(SitDown.kind, RULE, offer, apply, (Fraternize.kind, Party.kind)))
