"""18.1 spies in play (rulings 18.1-a, 18.1-b). A scenario gives a side spies; as the first
initiative begins the side places each on an opposing counter, unseen by the other side.
Its owner then sees the host as sighted (a spy on a dummy reports nothing).

Marks: "spy:<owner role>:<k>" the host's unit index + 1 (0 once found or not placed).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import register_action
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.state import Task
from strife.games.by_will_alone.rules.registry import (
    TaskRule,
    at_initiative_start,
    resampler,
    task_rule,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "18.1"
PLACE = "place-spy"


@dataclass(frozen=True, slots=True)
class PlaceSpy(Action):
    """18.1-a: put spy k on the opposing counter named `counter`."""

    kind: ClassVar[str] = "place-spy"
    agent: int
    counter: str

    def label(self) -> str:
        return f"Place spy {self.agent + 1} with {self.counter}"


def count(state: ByWillAloneState, role: Role) -> int:
    return sum(s.spies for s in state.setup.data.side if s.role is role)


def key(role: Role, k: int) -> str:
    return f"spy:{role.value}:{k}"


def host(state: ByWillAloneState, role: Role, k: int) -> int:
    """The unit the side's spy k is with, or -1."""
    return state.marks.get(key(role, k), 0) - 1


def hosts(state: ByWillAloneState, role: Role) -> list[int]:
    return [h for k in range(count(state, role)) if (h := host(state, role, k)) >= 0]


def spied_by(state: ByWillAloneState, u: int, role: Role) -> bool:
    """18.1-b: whether `role` knows unit u through a spy with it (not a dummy: nothing to
    report)."""
    unit = state.forces.units[u]
    return unit.role is not role and not unit.dummy and u in hosts(state, role)


def counters(state: ByWillAloneState, role: Role) -> list[int]:
    """The counters of `role` on the table, by their public names."""
    units = [u.index for u in state.units_of(role) if state.on_table(u.index)]
    return sorted(units, key=lambda u: state.label[u])


def place_all(state: ByWillAloneState, events: list[Event]) -> None:
    if state.initiative != 1:
        return
    for role in Role:
        seat = state.forces.seats(role)[0]
        tasks = [
            Task(PLACE, seat, -1, (("agent", k),)) for k in reversed(range(count(state, role)))
        ]
        state.tasks = (*state.tasks, *tasks)


def offer_place(state: ByWillAloneState, task: Task) -> list[Action]:
    other = state.role_of(task.seat).other
    k = int(task.get("agent"))
    return [PlaceSpy(k, state.label[u]) for u in counters(state, other)]


def apply_place(state: ByWillAloneState, task: Task, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PlaceSpy)
    role = state.role_of(task.seat)
    u = next(u for u in counters(state, role.other) if state.label[u] == action.counter)
    state.marks[key(role, action.agent)] = u + 1
    state.tasks = state.tasks[:-1]
    own = frozenset(state.forces.seats(role))
    text = f"Spy {action.agent + 1} is with {action.counter}"
    events.append(Event("agent-placed", text, rule=RULE, visible_to=own))


def redraw_hosts(world: ByWillAloneState, seat: str, rng: random.Random) -> None:
    """In a seat's world, the other side's spies may be with any of its own counters."""
    role = world.role_of(seat)
    other = role.other
    own = counters(world, role)
    for k in range(count(world, other)):
        if host(world, other, k) >= 0 and own:
            world.marks[key(other, k)] = own[rng.randrange(len(own))] + 1


register_action(PlaceSpy)
task_rule(TaskRule(PLACE, RULE, offer_place, apply_place))
at_initiative_start(place_all)
resampler(redraw_hosts)
