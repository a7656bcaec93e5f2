"""Asking to escalate the level of violence in play (15): one authority unit asks for its
commander; the roll is a risky action (8.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Role, StandKind
from strife.games.by_will_alone.model.rule_actions import Escalate
from strife.games.by_will_alone.rules import confronting
from strife.games.by_will_alone.rules.escalation import escalate, why_cannot_escalate
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule
from strife.games.by_will_alone.rules.situation import authorization, save_authorization

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "15"


def media_in_sight(state: ByWillAloneState, seat: str) -> bool:
    """Whether any media stand on the table is in sight of one of the commander's units
    (15: "At least one media stand in sight")."""
    from strife.games.by_will_alone.rules import sighting

    mine = [u.index for u in state.forces.units if u.seat == seat and state.on_table(u.index)]
    crews = [
        u.index
        for u in state.forces.units
        if state.on_table(u.index)
        and any(state.forces.stands[s].kind is StandKind.MEDIA for s in u.stands)
    ]
    return any(sighting.sees(state, m, c) for m in mine for c in crews)


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    """One Escalate a commander, asked by its first unit that may act (8.2: the action of a
    unit; 15: the commander's level)."""
    units = confronting.ready(state, seat, Role.AUTHORITY)
    if not units or why_cannot_escalate(authorization(state, seat)) is not None:
        return []
    return [Escalate(state.forces.units[units[0]].id)]


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    auth = authorization(state, seat)
    media = media_in_sight(state, seat)
    result = escalate(auth, media, state.dice)
    save_authorization(state, seat, result.after)
    commander = next(c.name for c in state.forces.commanders if c.seat == seat)
    # Asking is a request up the chain of command (8.2's Communication group): the
    # activists learn of a new level when it is used, not when it is granted, and the
    # answer goes to the commander who asked (no view shows another's level).
    ours = frozenset([seat])
    if result.escalated:
        text = f"{commander} escalates to {result.after.level.label}: {result.check.describe()}"
        event = state.event("escalated", text, RULE, level=int(result.after.level))
        events.append(event._replace(visible_to=ours))
        return Outcome.DONE
    text = f"{commander} is refused leave to escalate: {result.check.describe()}"
    events.append(state.event("not-escalated", text, RULE)._replace(visible_to=ours))
    return Outcome.FAILED


action_rule(ActionRule(Escalate.kind, RULE, offer, apply))
