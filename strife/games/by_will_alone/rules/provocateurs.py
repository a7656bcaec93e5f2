"""18.2 provocateurs in play (rulings 18.2-a to 18.2-c); searches are rules/searching.py.

A scenario gives the authority a number of provocateurs. As the first initiative begins, the
authority places each in an activist counter, hidden from the activists. On the authority's
initiative each may Provoke (attack an authority unit in its host's feature) or Incite, once
an initiative.

Marks: "provocateur:<k>" the host's unit index + 1 (0 once found or not placed);
"provocateur-acted:<k>" the initiative it last acted in; "revealed:<k>" 1 once it has
provoked (its host is then public); "incited:<unit id>" 1 until the host's next discipline
rolls (16.2, which read it); "provoked:<unit id>" (rules/scoring.py) for 21-d.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import register_action, unit_target
from strife.games.by_will_alone.model.forces import Grade, Role
from strife.games.by_will_alone.model.state import Task
from strife.games.by_will_alone.rules import scoring
from strife.games.by_will_alone.rules.registry import (
    ActionRule,
    Outcome,
    TaskRule,
    action_rule,
    at_initiative_start,
    resampler,
    task_rule,
)
from strife.games.by_will_alone.rules.spies import PlaceSpy, counters

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "18.2"
PLACE = "place-provocateur"


@dataclass(frozen=True, slots=True)
class PlaceProvocateur(Action):
    """18.2-a: put provocateur k in the activist counter named `counter`."""

    kind: ClassVar[str] = "place-provocateur"
    agent: int
    counter: str

    def label(self) -> str:
        return f"Place provocateur {self.agent + 1} in {self.counter}"


@dataclass(frozen=True, slots=True)
class Provoke(Action):
    """18.2-b: provocateur k attacks the authority unit `target` in its host's feature."""

    kind: ClassVar[str] = "provoke"
    agent: int
    target: str

    def label(self) -> str:
        return f"Provocateur {self.agent + 1} attacks {self.target}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.target),)


@dataclass(frozen=True, slots=True)
class Incite(Action):
    """18.2-b: provocateur k urges its host's stands to break discipline."""

    kind: ClassVar[str] = "incite"
    agent: int

    def label(self) -> str:
        return f"Provocateur {self.agent + 1} incites its group"


def agent_words(action: Action, names: dict[str, str]) -> str | None:
    """An option of this module in plain words, units by name (for the presenter)."""
    if isinstance(action, Provoke):
        target = names.get(action.target, action.target)
        return f"Provocateur {action.agent + 1}: attack {target} from among its group"
    if isinstance(action, (Incite, PlaceProvocateur, PlaceSpy)):
        return action.label()
    return None


def count(state: ByWillAloneState) -> int:
    return sum(s.provocateurs for s in state.setup.data.side)


def host(state: ByWillAloneState, k: int) -> int:
    """The unit provocateur k is in, or -1."""
    return state.marks.get(f"provocateur:{k}", 0) - 1


def _authority_seat(state: ByWillAloneState) -> str:
    return state.forces.seats(Role.AUTHORITY)[0]


def _authority_only(state: ByWillAloneState) -> frozenset[str]:
    return frozenset(state.forces.seats(Role.AUTHORITY))


# -- placing (18.2-a) ---------------------------------------------------------------------


def place_all(state: ByWillAloneState, events: list[Event]) -> None:
    """As the first initiative begins, the authority places each provocateur."""
    if state.initiative != 1 or not count(state):
        return
    seat = _authority_seat(state)
    tasks = [Task(PLACE, seat, -1, (("agent", k),)) for k in reversed(range(count(state)))]
    state.tasks = (*state.tasks, *tasks)


def offer_place(state: ByWillAloneState, task: Task) -> list[Action]:
    k = int(task.get("agent"))
    return [PlaceProvocateur(k, state.label[u]) for u in counters(state, Role.ACTIVISTS)]


def apply_place(state: ByWillAloneState, task: Task, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PlaceProvocateur)
    u = next(u for u in counters(state, Role.ACTIVISTS) if state.label[u] == action.counter)
    state.marks[f"provocateur:{action.agent}"] = u + 1
    state.tasks = state.tasks[:-1]
    text = f"Provocateur {action.agent + 1} joins {action.counter}"
    events.append(Event("agent-placed", text, rule=RULE, visible_to=_authority_only(state)))


# -- acting (18.2-b) ----------------------------------------------------------------------


def _ready(state: ByWillAloneState) -> list[int]:
    """Provocateurs placed, in a unit with stands in play, not yet acted this initiative."""
    return [
        k
        for k in range(count(state))
        if (u := host(state, k)) >= 0
        and state.on_table(u)
        and state.stands_in_play(u)
        and state.marks.get(f"provocateur-acted:{k}", 0) != state.initiative
    ]


def offer_provoke(state: ByWillAloneState, seat: str) -> list[Action]:
    if state.role_of(seat) is not Role.AUTHORITY:
        return []
    out: list[Action] = []
    for k in _ready(state):
        here = state.at[host(state, k)]
        out += [
            Provoke(k, unit.id)
            for unit in state.units_of(Role.AUTHORITY)
            if unit.seat == seat
            and state.at[unit.index] == here
            and state.stands_in_play(unit.index)
        ]
    return out


def apply_provoke(
    state: ByWillAloneState, seat: str, action: Action, events: list[Event]
) -> Outcome:
    assert isinstance(action, Provoke)
    u, target = host(state, action.agent), state.unit_index(action.target)
    state.marks[f"provocateur-acted:{action.agent}"] = state.initiative
    state.marks[f"revealed:{action.agent}"] = 1
    state.grade[target] = Grade.DEDICATED.value  # 7.5: an attacked unit becomes Dedicated
    scoring.record_attack(state, u, provocateur=True)
    name = state.forces.units[target].name
    text = f"A violent stand in {state.label[u]} attacks {name}, which becomes Dedicated"
    events.append(state.event("provoked", text, RULE, unit=state.label[u], target=action.target))
    return Outcome.DONE


def offer_incite(state: ByWillAloneState, seat: str) -> list[Action]:
    if state.role_of(seat) is not Role.AUTHORITY:
        return []
    return [Incite(k) for k in _ready(state)]


def apply_incite(
    state: ByWillAloneState, seat: str, action: Action, events: list[Event]
) -> Outcome:
    assert isinstance(action, Incite)
    u = host(state, action.agent)
    state.marks[f"provocateur-acted:{action.agent}"] = state.initiative
    state.marks[f"incited:{state.forces.units[u].id}"] = 1
    text = f"Provocateur {action.agent + 1} incites {state.label[u]} (-2 on its next discipline)"
    events.append(Event("incited", text, rule=RULE, visible_to=_authority_only(state)))
    return Outcome.DONE


# -- what the activists do not know -------------------------------------------------------


def redraw_hosts(world: ByWillAloneState, seat: str, rng: random.Random) -> None:
    """In an activist's world, each provocateur that has not shown itself may be in any of
    their counters on the table (18.2-a: hidden from the activists)."""
    if world.role_of(seat) is not Role.ACTIVISTS or not count(world):
        return
    own = counters(world, Role.ACTIVISTS)
    for k in range(count(world)):
        if host(world, k) >= 0 and not world.marks.get(f"revealed:{k}", 0) and own:
            world.marks[f"provocateur:{k}"] = own[rng.randrange(len(own))] + 1


for _cls in (PlaceProvocateur, Provoke, Incite):
    register_action(_cls)
task_rule(TaskRule(PLACE, RULE, offer_place, apply_place))
action_rule(ActionRule(Provoke.kind, RULE, offer_provoke, apply_provoke))
action_rule(ActionRule(Incite.kind, RULE, offer_incite, apply_incite))
at_initiative_start(place_all)
resampler(redraw_hosts)
