"""Arrests and escapes in play (11.4, 11.4.1): the Arrest action with the player's choice of
stands, resisting, the guard, the activists' discipline after it; the Escape action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import LINE_KINDS, Grade, Role, StandKind
from strife.games.by_will_alone.model.map_data import FeatureKind
from strife.games.by_will_alone.model.rule_actions import Arrest, ArrestStand, Escape
from strife.games.by_will_alone.model.state import Task
from strife.games.by_will_alone.rules import aftermath, confronting, turns
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.arrest import (
    Arrester,
    Jail,
    arrest_capacity,
    escape,
    resist_arrest,
)
from strife.games.by_will_alone.rules.confrontation import Party, Stand
from strife.games.by_will_alone.rules.media import News
from strife.games.by_will_alone.rules.news_crews import news
from strife.games.by_will_alone.rules.registry import (
    ActionRule,
    Outcome,
    TaskRule,
    action_rule,
    task_rule,
)
from strife.games.by_will_alone.rules.situation import (
    ARRESTED,
    GUARDING,
    idle_units,
    stand_grade,
    unit_grade,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "11.4"
KIND = "arrest-stands"


def arresters(state: ByWillAloneState, u: int) -> list[int]:
    """The stands of unit u that can arrest: its line stands in play, which touch the
    activists in its feature (ruling 11.4-a)."""
    return [s for s in state.stands_in_play(u) if state.forces.stands[s].kind in LINE_KINDS]


def guard(state: ByWillAloneState, u: int) -> int | None:
    """The foot stand that will guard the arrested (11.4): the unit's last line stand on
    foot (ruling 11.4-b)."""
    foot = [s for s in arresters(state, u) if state.forces.stands[s].on_foot]
    return foot[-1] if foot else None


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    out: list[Action] = []
    for uid, oid in confronting.facing(state, seat, Role.AUTHORITY):
        if guard(state, state.unit_index(uid)) is not None:
            out.append(Arrest(uid, oid))
    return out


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    """Step 1 of 11.4: each arresting stand rolls how many it may take; then the authority
    player names them, one at a time."""
    assert isinstance(action, Arrest)
    u, target = state.unit_index(action.unit), state.unit_index(action.target)
    team = arresters(state, u)
    rolls = arrest_capacity(
        [Arrester(str(s), unit_grade(state, u), True, True) for s in team], state.dice
    )
    text = (
        f"{unit_name(state, u)} moves to arrest {unit_name(state, target)}: its stands roll "
        f"{', '.join(map(str, rolls))} and may take {sum(rolls)} stands"
    )
    events.append(state.event("arrest", text, RULE, capacity=sum(rolls)))
    data = (("by", u), ("seat", seat), ("caps", ",".join(map(str, rolls))), ("picked", ""))
    state.tasks = (*state.tasks, Task(KIND, seat, target, data))
    return Outcome.PENDING


def picked(task: Task) -> list[int]:
    return [int(x) for x in str(task.get("picked")).split(",") if x]


def offer_stand(state: ByWillAloneState, task: Task) -> list[Action]:
    uid = state.forces.units[task.unit].id
    chosen = picked(task)
    stands = state.forces.units[task.unit].stands
    out: list[Action] = [
        ArrestStand(uid, s, f"{state.forces.stands[s].kind.words} {stands.index(s) + 1}")
        for s in state.stands_in_play(task.unit)
        if s not in chosen
    ]
    return [*out, ArrestStand(uid, -1, "")] if chosen else out


def apply_stand(state: ByWillAloneState, task: Task, action: Action, events: list[Event]) -> None:
    assert isinstance(action, ArrestStand)
    chosen = picked(task) + ([action.stand] if action.stand >= 0 else [])
    caps = [int(x) for x in str(task.get("caps")).split(",")]
    left = [s for s in state.stands_in_play(task.unit) if s not in chosen]
    state.tasks = state.tasks[:-1]
    if action.stand >= 0 and len(chosen) < sum(caps) and left:
        data = tuple((k, ",".join(map(str, chosen)) if k == "picked" else v) for k, v in task.data)
        state.tasks = (*state.tasks, Task(KIND, task.seat, task.unit, data))
        return
    outcome = resolve(state, int(task.get("by")), task.unit, caps, chosen, events)
    turns.conclude(state, str(task.get("seat")), outcome, events)


def resolve(
    state: ByWillAloneState,
    u: int,
    target: int,
    caps: list[int],
    chosen: list[int],
    events: list[Event],
) -> Outcome:
    """Step 2 of 11.4: the chosen stands go to the arresters in order, as many as each
    rolled; each resists on a passed morale check with the arrester's modifier."""
    team = arresters(state, u)
    police = [state.forces.stands[s].kind is StandKind.POLICE for s in team]
    people = [
        Arrester(str(s), unit_grade(state, u), p, True) for s, p in zip(team, police, strict=True)
    ]
    targets: list[list[tuple[str, Grade]]] = [[] for _ in team]
    queue = list(chosen)
    for i, cap in enumerate(caps):
        while queue and len(targets[i]) < cap:
            s = queue.pop(0)
            targets[i].append((str(s), stand_grade(state, s)))
    attempts = resist_arrest(people, caps, targets, state.dice)
    taken = [int(a.target) for a in attempts if a.arrested]
    keeper = guard(state, u)
    for s in taken:
        state.status[s] = ARRESTED
        state.marks[f"held:{s}"] = (keeper or 0) + 1
    if taken and keeper is not None:
        state.status[keeper] = GUARDING
    text = (
        f"{len(taken)} of {len(attempts)} stands of {unit_name(state, target)} are arrested; "
        "the rest resist"
    )
    events.append(state.event("arrested", text, RULE, arrested=len(taken)))
    if taken:
        news(state, state.at[target], News.ARREST)  # 21.3-c: an arrest is news
    if not taken:
        return Outcome.OPPOSED  # every stand resisted: the action was opposed (ruling 11.4-c)
    lost = aftermath.discipline(state, target, 0, 1, events)  # 16.1: the activists lost
    if lost:
        confronting.out_of_control(state, target, lost, [u], events)
    return Outcome.DONE


def held(state: ByWillAloneState, u: int) -> list[int]:
    return [s for s in state.forces.units[u].stands if state.status[s] == ARRESTED]


def offer_escape(state: ByWillAloneState, seat: str) -> list[Action]:
    return [
        Escape(state.forces.units[u].id)
        for u in idle_units(state, seat, Role.ACTIVISTS)
        if held(state, u)
    ]


def jail_of(state: ByWillAloneState, keeper: int) -> Jail:
    """Where the guard holds them (11.4.1): in a building, in a vehicle (a guard unit with
    vehicles), or in the open."""
    u = state.forces.stands[keeper].unit
    if state.board.features[state.at[u]].kind is FeatureKind.BUILDING:
        return Jail.BUILDING
    if any(state.forces.stands[s].kind is StandKind.VEHICLE for s in state.forces.units[u].stands):
        return Jail.VEHICLE
    return Jail.OPEN


def apply_escape(
    state: ByWillAloneState, seat: str, action: Action, events: list[Event]
) -> Outcome:
    """11.4.1: each arrested stand rolls to escape; those that pass confront their guard;
    a breach frees every stand that guard holds."""
    assert isinstance(action, Escape)
    u = state.unit_index(action.unit)
    prisoners = held(state, u)
    keeper = state.marks[f"held:{prisoners[0]}"] - 1
    mine = [s for s in prisoners if state.marks[f"held:{s}"] - 1 == keeper]
    jailers = Party(
        unit_name(state, state.forces.stands[keeper].unit),
        (Stand(stand_grade(state, keeper)),),
        False,
    )
    e = escape(
        [stand_grade(state, s) for s in mine],
        unit_name(state, u),
        jailers,
        jail_of(state, keeper),
        state.dice,
    )
    passed = sum(r.passed for r in e.rolls)
    if not e.breach:
        text = (
            f"{passed} of {len(mine)} arrested stands of {unit_name(state, u)} pass their escape "
            "roll, but they make no breach"
        )
        events.append(state.event("escape-failed", text, "11.4.1"))
        return Outcome.FAILED
    for s in mine:
        state.status[s] = ""
        del state.marks[f"held:{s}"]
    if not any(state.marks.get(f"held:{s}", 0) - 1 == keeper for s in range(len(state.status))):
        state.status[keeper] = ""
    text = f"The arrested stands of {unit_name(state, u)} break out: all {len(mine)} escape"
    events.append(state.event("escaped", text, "11.4.1", escaped=len(mine)))
    return Outcome.DONE


action_rule(ActionRule(Arrest.kind, RULE, offer, apply))
task_rule(TaskRule(KIND, RULE, offer_stand, apply_stand))
action_rule(ActionRule(Escape.kind, "11.4.1", offer_escape, apply_escape))
