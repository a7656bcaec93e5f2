"""Withdrawing after a confrontation (11.3, 8.3's Withdraw: "to the next terrain feature"):
where a lower unit may go, and the player's choice of where, which the text gives to the
lower side at 2:1 and to the higher side from 3:1 (ruling 11.3-d: also at 4:1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.rule_actions import Withdraw
from strife.games.by_will_alone.model.state import Task
from strife.games.by_will_alone.rules import sighting, turns
from strife.games.by_will_alone.rules.registry import Outcome, TaskRule, task_rule
from strife.games.by_will_alone.rules.situation import name
from strife.games.by_will_alone.rules.terrain import is_obstacle, may_occupy

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "11.3"
KIND = "withdraw"


def destinations(state: ByWillAloneState, u: int) -> list[str]:
    """The next features a unit may withdraw into: those it may be in, across no obstacle
    and holding no opposing unit (ruling 11.3-g), clockwise from north."""
    unit = state.forces.units[u]
    here = state.at[u]
    enemy = {state.at[o.index] for o in state.forces.units if o.role is not unit.role}
    out: list[str] = []
    for edge in state.board.neighbours(here):
        kind = state.board.features[edge.to].kind
        if edge.to in enemy or not may_occupy(state.forces, unit, kind):
            continue
        if is_obstacle(state.forces, unit, edge, kind):
            continue
        out.append(edge.to)
    return out


def withdraw(
    state: ByWillAloneState,
    lower: list[int],
    chooser: int | None,
    seat: str,
    outcome: Outcome,
    events: list[Event],
) -> Outcome:
    """Put each lower unit's withdrawal to the player who chooses where (the lower unit's
    own commander unless `chooser`, a higher unit, chooses); a unit with nowhere to go
    stays where it is (ruling 11.3-g). Returns `outcome`, or PENDING while choices wait;
    the last choice ends the action for `seat` with `outcome`."""
    tasks: list[Task] = []
    for u in lower:
        if not state.stands_in_play(u):
            continue
        if not destinations(state, u):
            text = f"{name(state, u)} has nowhere to withdraw to and stays"
            events.append(state.event("no-withdrawal", text, RULE))
            continue
        decides = state.forces.units[chooser if chooser is not None else u].seat
        tasks.append(Task(KIND, decides, u, (("seat", seat), ("outcome", outcome.value))))
    if not tasks:
        return outcome
    state.tasks = (*state.tasks, *reversed(tasks))
    return Outcome.PENDING


def offer(state: ByWillAloneState, task: Task) -> list[Action]:
    uid = state.forces.units[task.unit].id
    return [Withdraw(uid, f) for f in destinations(state, task.unit)]


def apply(state: ByWillAloneState, task: Task, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Withdraw)
    u = task.unit
    where = state.board.features[action.feature].name
    events.append(state.event("withdrew", f"{name(state, u)} withdraws to {where}", RULE))
    state.at[u] = action.feature
    state.floor[u] = 0
    state.tasks = state.tasks[:-1]
    sighting.update(state, events)
    if not state.tasks or state.tasks[-1].kind != KIND:
        turns.conclude(state, str(task.get("seat")), Outcome(task.get("outcome")), events)


task_rule(TaskRule(KIND, RULE, offer, apply))
