"""Withdrawing after a confrontation (11.3, 8.3's Withdraw: "to the next terrain feature",
the places encounter.withdrawals finds): the player's choice of where, which the text
gives to the lower side at 2:1 and to the higher side from 3:1 (ruling 11.3-d: also at
4:1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.rule_actions import Withdraw
from strife.games.by_will_alone.model.state import PLAY, Task
from strife.games.by_will_alone.rules import sighting, turns
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.encounter import withdrawals
from strife.games.by_will_alone.rules.registry import Outcome, TaskRule, task_rule

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "11.3"
KIND = "withdraw"


def withdraw(
    state: ByWillAloneState,
    lower: list[int],
    chooser: int | None,
    seat: str | None,
    outcome: Outcome,
    events: list[Event],
) -> Outcome:
    """Put each lower unit's withdrawal to the player who chooses where (the lower unit's
    own commander unless `chooser`, a higher unit, chooses); a unit with nowhere to go
    stays where it is (ruling 11.3-g). With `seat`, the action of that seat ends when the
    last choice is made (PENDING until then); without, the caller ends it with `outcome`
    and the choices follow."""
    tasks: list[Task] = []
    for u in lower:
        if not state.stands_in_play(u):
            continue
        if not withdrawals(state, u):
            text = f"{unit_name(state, u)} has nowhere to withdraw to and stays"
            events.append(state.event("no-withdrawal", text, RULE))
            continue
        decides = state.forces.units[chooser if chooser is not None else u].seat
        tasks.append(Task(KIND, decides, u, (("seat", seat or ""), ("outcome", outcome.value))))
    if not tasks:
        return outcome
    state.tasks = (*state.tasks, *reversed(tasks))
    return Outcome.PENDING if seat else outcome


def offer(state: ByWillAloneState, task: Task) -> list[Action]:
    uid = state.forces.units[task.unit].id
    return [Withdraw(uid, f) for f in withdrawals(state, task.unit)]


def apply(state: ByWillAloneState, task: Task, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Withdraw)
    u = task.unit
    where = state.board.features[action.feature].name
    events.append(state.event("withdrew", f"{unit_name(state, u)} withdraws to {where}", RULE))
    state.at[u] = action.feature
    state.floor[u] = 0
    for s in state.forces.units[u].stands:
        state.condition[s] = ""  # ruling 8.2-a: a condition lasts until the unit moves
    state.tasks = state.tasks[:-1]
    sighting.update(state, events, u)
    seat = str(task.get("seat"))
    if seat and (not state.tasks or state.tasks[-1].kind != KIND):
        turns.conclude(state, seat, Outcome(task.get("outcome")), events)
    elif not seat:
        settle(state, events)


def settle(state: ByWillAloneState, events: list[Event]) -> None:
    """After a choice made outside any action (a withdrawal placed after the engine ended
    the move, the rally dice at the start of an initiative), the initiative passes if the
    side holding it has no unit left that can act, as when an initiative begins (8.1)."""
    if state.phase == PLAY and not state.tasks and not turns.round_seats(state):
        turns.pass_initiative(state, "no unit of the side can act", events)


task_rule(TaskRule(KIND, RULE, offer, apply))
