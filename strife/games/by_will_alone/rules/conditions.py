"""8.2's Condition group in play: Sit Down (no activation), Fraternize (activation +2) and
Party (activation). Each stand that activates takes up the condition; one that fails keeps
what it was doing, as a failed reaction holds (8.3; ruling 8.2-r). A condition lasts while
the unit stays in its feature, and changes 11.3's dice and 16.5's test."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.rule_actions import TakeCondition
from strife.games.by_will_alone.rules import confronting
from strife.games.by_will_alone.rules.confrontation import Condition
from strife.games.by_will_alone.rules.morale import grade_check
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule
from strife.games.by_will_alone.rules.situation import (
    condition,
    name,
    opponents_in,
    set_condition,
    stand_grade,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "8.2"
# 8.2: the activation each needs, as a modifier to the stand morale check; None: none.
ACTIVATION: dict[Condition, int | None] = {
    Condition.SITTING: None,
    Condition.FRATERNIZING: 2,
    Condition.PARTYING: 0,
}
WORDS = {
    Condition.SITTING: "sits down",
    Condition.FRATERNIZING: "fraternizes with its opponents",
    Condition.PARTYING: "parties with its opponents",
}


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    """Sit Down anywhere ("to block opposing unit"); Fraternize and Party only with an
    opposing unit in the same feature."""
    out: list[Action] = []
    for u in confronting.ready(state, seat, Role.ACTIVISTS):
        facing = bool(opponents_in(state, u))
        now = {condition(state, s) for s in state.stands_in_play(u)}
        for c in (Condition.SITTING, Condition.FRATERNIZING, Condition.PARTYING):
            if now != {c} and (c is Condition.SITTING or facing):
                out.append(TakeCondition(state.forces.units[u].id, c.value))
    return out


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, TakeCondition)
    u = state.unit_index(action.unit)
    wanted = Condition(action.condition)
    bonus = ACTIVATION[wanted]
    stands = state.stands_in_play(u)
    if bonus is None:
        for s in stands:
            set_condition(state, s, wanted)
        events.append(state.event("condition", f"{name(state, u)} {WORDS[wanted]}", RULE))
        return Outcome.DONE
    checks = [grade_check(stand_grade(state, s), state.dice, bonus) for s in stands]
    for s, check in zip(stands, checks, strict=True):
        if check.passed:
            set_condition(state, s, wanted)
    ready = sum(c.passed for c in checks)
    text = f"{name(state, u)} {WORDS[wanted]}: {ready} of {len(stands)} stands activate"
    events.append(state.event("condition", text, RULE, activated=ready))
    return Outcome.ACTIVATED


action_rule(ActionRule(TakeCondition.kind, RULE, offer, apply))
