"""8.1: the sequence of play and the initiative, and the dispatch of every decision.

A side acts while it holds the initiative; it passes when a unit fails a risky action, an
action is opposed, an action needed activation (8.2), or the commander holds. With several
commanders on a side, each takes one action in a round, and a failure passes the
initiative once the round is complete. Each unit acts once per initiative (ruling 8.1-c),
and the initiative passes when no unit of the side can act.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.decision import Decision
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import Deploy, Hold
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.state import DEPLOY, NOT_ON_TABLE, OVER, PLAY
from strife.games.by_will_alone.rules import deployment, ending, sighting
from strife.games.by_will_alone.rules.registry import (
    ACTION_RULES,
    INITIATIVE_STARTS,
    OFFERS,
    TASK_RULES,
    Outcome,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "8.1"
ROLES = {r.value: r for r in Role}
HOLD = Hold()
PASSING = {
    Outcome.FAILED: "a risky action failed",
    Outcome.ACTIVATED: "the action needed activation",
    Outcome.OPPOSED: "an action was opposed",
    Outcome.HELD: "the commander holds",
}


def decision(state: ByWillAloneState) -> Decision | None:
    if state.phase == OVER:
        return None
    if state.tasks:
        task = state.tasks[-1]
        return Decision(state, (task.seat,), TASK_RULES[task.kind].rule)
    if state.phase == DEPLOY:
        return Decision(state, deployment.seats(state), "6.3 Set up")
    return Decision(state, round_seats(state), f"{RULE} Initiative")


def round_seats(state: ByWillAloneState) -> tuple[str, ...]:
    """The holder's commanders who still act in this round: those with a unit that can."""
    role = ROLES[state.holder]
    return tuple(
        seat
        for seat in state.forces.seats(role)
        if seat not in state.acted_seats and can_act(state, seat)
    )


def can_act(state: ByWillAloneState, seat: str) -> bool:
    acted, at = state.acted, state.at
    for u in state.forces.commands[seat]:  # noqa: SIM110 (a loop makes no generator)
        if not acted[u] and at[u] not in NOT_ON_TABLE:
            return True
    return False


def options(state: ByWillAloneState, seat: str) -> list[Action]:
    found = state.decision()
    if found is None or seat not in found.sides:
        return []
    if state.tasks:
        task = state.tasks[-1]
        return TASK_RULES[task.kind].offer(state, task)
    if state.phase == DEPLOY:
        return deployment.offer(state, seat)
    out: list[Action] = []
    for rule in OFFERS:
        out += rule.offer(state, seat)
    out.append(HOLD)
    return out


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> None:
    if state.tasks:
        task = state.tasks[-1]
        TASK_RULES[task.kind].apply(state, task, action, events)
        return
    if state.phase == DEPLOY:
        assert isinstance(action, Deploy)
        if deployment.apply(state, seat, action, events):
            begin_play(state, events)
        return
    if isinstance(action, Hold):
        conclude(state, seat, Outcome.HELD, events)
        return
    uid = getattr(action, "unit", None)
    u = state.unit_index(uid) if isinstance(uid, str) else -1
    if u >= 0:
        state.acted[u] = True
        if state.marks:
            state.marks.pop(f"shadow:{u}", None)  # 8.3: a shadowing unit that acts lets go
        if action.kind != "move":
            state.trying[u], state.tries[u] = "", 0  # 9.2: a different action was chosen
    outcome = ACTION_RULES[action.kind].apply(state, seat, action, events)
    if outcome is not Outcome.PENDING:
        conclude(state, seat, outcome, events)


def conclude(state: ByWillAloneState, seat: str, outcome: Outcome, events: list[Event]) -> None:
    """An action (and every decision it led to) is over: the round and the initiative."""
    state.acted_seats = (*state.acted_seats, seat)
    if outcome in PASSING and not state.passing:
        state.passing = PASSING[outcome]
    seats = state.forces.seats(ROLES[state.holder])
    if len(seats) > 1 and round_seats(state):
        return  # 8.1: the other commanders of the side complete their actions
    if state.passing or not any(can_act(state, s) for s in seats):
        pass_initiative(state, state.passing or "no unit of the side can act", events)
    else:
        state.acted_seats = ()


def pass_initiative(state: ByWillAloneState, why: str, events: list[Event]) -> None:
    ended = ROLES[state.holder]
    events.append(
        state.event(
            "initiative-ends",
            f"The {ended.words} lose the initiative: {why}",
            RULE,
        )
    )
    if state.initiative >= state.setup.data.scenario.initiatives:
        ending.finish(state, events)
        return
    begin_initiative(state, ended.other, events)


def begin_initiative(state: ByWillAloneState, role: Role, events: list[Event]) -> None:
    state.holder = role.value
    state.initiative += 1
    state.acted = [False] * len(state.acted)
    state.acted_seats = ()
    state.passing = ""
    length = state.setup.data.scenario.initiatives
    text = f"Initiative {state.initiative} of {length}: the {role.words} act"
    events.append(state.event("initiative", text, RULE, role=role.value))
    for hook in INITIATIVE_STARTS:
        hook(state, events)
    if state.phase == PLAY and not state.tasks and not round_seats(state):
        pass_initiative(state, "no unit of the side can act", events)


def begin_play(state: ByWillAloneState, events: list[Event]) -> None:
    """Set-up is over: counters are sighted, and the first initiative begins (8.1-a)."""
    state.phase = PLAY
    sighting.update(state, events)
    begin_initiative(state, deployment.first_side(state, events), events)


def why_illegal(state: ByWillAloneState, seat: str, action: Action) -> str:
    found = decision(state)
    if found is None:
        return "the game is over"
    if seat not in found.sides:
        return f"it is not {seat}'s decision now"
    return f"{action.label()} is not among {seat}'s choices now"
