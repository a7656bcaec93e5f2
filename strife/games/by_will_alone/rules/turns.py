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
PASSED_BY = "passed-by"  # 1 + the index of the commander whose action passes the initiative
SET_UP, INITIATIVE = "6.3 Set up", "8.1 Initiative"
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
        return Decision(state, deployment.seats(state), SET_UP)
    return Decision(state, round_seats(state), INITIATIVE)


def round_seats(state: ByWillAloneState) -> tuple[str, ...]:
    """The holder's commanders who still act in this round: those with a unit that can."""
    acted = state.acted_seats
    return tuple(
        [s for s in state.forces.seats_of[state.holder] if s not in acted and can_act(state, s)]
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
        every = [c.seat for c in state.forces.commanders]
        state.marks[PASSED_BY] = every.index(seat) + 1
    seats = state.forces.seats_of[state.holder]
    if len(seats) > 1 and round_seats(state):
        return  # 8.1: the other commanders of the side complete their actions
    if state.passing or not round_seats_possible(state, seats):
        pass_initiative(state, state.passing or "no unit of the side can act", events)
    else:
        state.acted_seats = ()


def passed_by(state: ByWillAloneState) -> str | None:
    """The seat whose action ends the initiative after this round, if one has."""
    n = state.marks.get(PASSED_BY, 0)
    return state.forces.commanders[n - 1].seat if n else None


def passing_seen_by(state: ByWillAloneState, seat: str | None) -> str:
    """Why the initiative passes, as `seat` may know it: the reason (8.1) only for the
    commander whose action it was, since a hidden unit's action that needed activation
    and a Hold would otherwise tell each other apart; for the others only that it passes."""
    if not state.passing or seat is None or seat == passed_by(state):
        return state.passing
    return "the initiative passes after this round"


def round_seats_possible(state: ByWillAloneState, seats: tuple[str, ...]) -> bool:
    """Whether any of these commanders has a unit that can still act."""
    return bool([s for s in seats if can_act(state, s)])


def pass_initiative(state: ByWillAloneState, why: str, events: list[Event]) -> None:
    ended = ROLES[state.holder]
    seat = passed_by(state)
    told = frozenset([seat]) if seat else frozenset(state.forces.seats(ended))
    others = frozenset(c.seat for c in state.forces.commanders) - told
    why_event = state.event(
        "initiative-ends", f"The {ended.words} lose the initiative: {why}", RULE
    )
    events.append(why_event._replace(visible_to=told))
    if others:
        plain = state.event("initiative-ends", f"The {ended.words} lose the initiative", RULE)
        events.append(plain._replace(visible_to=others))
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
    state.marks.pop(PASSED_BY, None)
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
