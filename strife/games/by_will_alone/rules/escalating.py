"""Asking to escalate the level of violence in play (15): one authority unit asks for its
commander; the roll is a risky action (8.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Pattern, Role
from strife.games.by_will_alone.model.rule_actions import Escalate
from strife.games.by_will_alone.rules import confronting, scoring
from strife.games.by_will_alone.rules.escalation import escalate, why_cannot_escalate
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule
from strife.games.by_will_alone.rules.situation import authorization, save_authorization
from strife.games.by_will_alone.rules.victory import MediaPresent

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "15"


def media_in_sight(state: ByWillAloneState, seat: str) -> bool:
    """Whether any news crew on the table has one of the commander's units in sight (15:
    "At least one media stand in sight"; the crews 21-c counts, rules/scoring.py)."""
    mine = tuple(
        state.at[u.index]
        for u in state.forces.units
        if u.seat == seat and state.on_table(u.index) and u.pattern is not Pattern.MEDIA_CREW
    )
    return scoring.media_at(state, mine) is not MediaPresent.NONE


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
