"""Rallying in play (12): the activists' rally dice at the start of their initiative
(12.1.1), the authority's Rally action (12.2), and rallying stands that lost their
nonviolent discipline (16.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.rule_actions import Rally, RallyDie, RegainDiscipline
from strife.games.by_will_alone.model.state import Task
from strife.games.by_will_alone.rules import sighting, withdrawal
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.discipline import regain_discipline, regain_modifier
from strife.games.by_will_alone.rules.morale import reliability_step
from strife.games.by_will_alone.rules.rally import rally_authority, rally_dice, rally_dispersed
from strife.games.by_will_alone.rules.registry import (
    ActionRule,
    Outcome,
    TaskRule,
    action_rule,
    at_initiative_start,
    task_rule,
)
from strife.games.by_will_alone.rules.situation import (
    DISPERSED,
    UNDISCIPLINED,
    idle_units,
    leader_present,
    own_event,
    stand_grade,
    unit_grade,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

KIND = "rally-dice"


def dispersed(state: ByWillAloneState) -> list[int]:
    return [
        s
        for s, stand in enumerate(state.forces.stands)
        if state.status[s] == DISPERSED and state.forces.units[stand.unit].role is Role.ACTIVISTS
    ]


def leaders(state: ByWillAloneState) -> list[int]:
    """Activist units whose leader stand is with them on the table (12.1.1)."""
    return [
        u.index
        for u in state.forces.units
        if u.role is Role.ACTIVISTS and state.on_table(u.index) and leader_present(state, u.index)
    ]


def start_rally(state: ByWillAloneState, events: list[Event]) -> None:
    """12.1.1: at the start of the activists' initiative, one die for each ten dispersed
    stands; the commander gives each to a leader stand."""
    if state.holder != Role.ACTIVISTS.value:
        return
    dice = rally_dice(len(dispersed(state)))
    if not dice or not leaders(state):
        return
    seat = state.forces.seats(Role.ACTIVISTS)[0]
    dice_words = "1 rally die" if dice == 1 else f"{dice} rally dice"
    text = f"{len(dispersed(state))} stands are dispersed: {dice_words} to give out"
    events.append(state.event("rally-dice", text, "12.1.1", dice=dice))
    state.tasks = (*state.tasks, Task(KIND, seat, -1, (("left", dice), ("given", ""))))


def offer_die(state: ByWillAloneState, task: Task) -> list[Action]:
    return [RallyDie(state.forces.units[u].id) for u in leaders(state)]


def apply_die(state: ByWillAloneState, task: Task, action: Action, events: list[Event]) -> None:
    assert isinstance(action, RallyDie)
    given = [
        *(x for x in str(task.get("given")).split(",") if x),
        str(state.unit_index(action.unit)),
    ]
    left = int(task.get("left")) - 1
    state.tasks = state.tasks[:-1]
    if left:
        state.tasks = (
            *state.tasks,
            Task(KIND, task.seat, -1, (("left", left), ("given", ",".join(given)))),
        )
        return
    units = list(dict.fromkeys(int(g) for g in given))
    pile = dispersed(state)
    rallied = rally_dispersed([given.count(str(u)) for u in units], len(pile), state.dice)
    for u, back in zip(units, rallied.returned, strict=True):
        # Ruling 12.1.1-b: a stand stays in its own group; the leader's own come back first.
        order = sorted(pile, key=lambda s: state.forces.stands[s].unit != u)
        freed = order[:back]
        for s in freed:
            state.status[s] = ""
        pile = [s for s in pile if s not in freed]
        text = f"The leader of {unit_name(state, u)} rallies {len(freed)} dispersed stands"
        events.append(own_event(state, u, "rallied", text, "12.1.1", stands=len(freed)))
    sighting.update(state, events)
    withdrawal.settle(state, events)


def reduced(state: ByWillAloneState, u: int) -> bool:
    unit = state.forces.units[u]
    start = unit.reliability
    return start is not None and reliability_step(unit_grade(state, u)) < reliability_step(start)


def activists_near(state: ByWillAloneState, u: int) -> tuple[bool, bool]:
    """Whether activists touch unit u (share its feature with stands in play) and whether
    any are in its sight."""
    others = [
        a.index
        for a in state.forces.units
        if a.role is Role.ACTIVISTS and state.on_table(a.index) and state.stands_in_play(a.index)
    ]
    touching = any(state.at[a] == state.at[u] for a in others)
    return touching, touching or any(sighting.sees(state, u, a) for a in others)


def offer_rally(state: ByWillAloneState, seat: str) -> list[Action]:
    """12.2: a unit whose reliability was reduced (an Unreliable one too: its commander
    rallies it, ruling 12.2-a)."""
    return [
        Rally(state.forces.units[u].id)
        for u in idle_units(state, seat, Role.AUTHORITY)
        if reduced(state, u)
    ]


def apply_rally(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, Rally)
    u = state.unit_index(action.unit)
    touching, in_sight = activists_near(state, u)
    start = state.forces.units[u].reliability
    assert start is not None
    r = rally_authority(
        unit_grade(state, u),
        start,
        state.dice,
        activists_touching=touching,
        activists_in_sight=in_sight,
        higher_commander=False,  # ruling 12.2-b: each seat is one commander
    )
    state.grade[u] = r.after.value
    verdict = f"it is {r.after.value} again" if r.check.passed else f"it stays {r.after.value}"
    text = f"{unit_name(state, u)} is rallied: {r.check.describe()}; {verdict}"
    events.append(own_event(state, u, "rally", text, "12.2", grade=r.after.value))
    return Outcome.ACTIVATED  # 12.2: "The commander loses initiative after performing"


def offer_regain(state: ByWillAloneState, seat: str) -> list[Action]:
    out: list[Action] = []
    for u in idle_units(state, seat, Role.ACTIVISTS):
        unit = state.forces.units[u]
        wild = [s for s in unit.stands if state.status[s] == UNDISCIPLINED]
        if wild and leader_present(state, u):
            out.append(RegainDiscipline(unit.id, wild[0]))
    return out


def apply_regain(
    state: ByWillAloneState, seat: str, action: Action, events: list[Event]
) -> Outcome:
    """16.4: rally one stand (Section 12): 1D6 with 16.4's modifiers at its morale number.
    Blocked: another of the side's units shares its feature; outnumbered: its side has more
    stands in play there; surrounded is not told apart on a feature map (ruling 16.4-c)."""
    assert isinstance(action, RegainDiscipline)
    u = state.unit_index(action.unit)
    here = state.units_in(state.at[u])
    police = [
        o for o in here if state.forces.units[o].role is Role.AUTHORITY and state.stands_in_play(o)
    ]
    friends = [o for o in here if o != u and state.forces.units[o].role is Role.ACTIVISTS]
    ours = sum(
        len(state.stands_in_play(o)) for o in here if state.forces.units[o].role is Role.ACTIVISTS
    )
    theirs = sum(len(state.stands_in_play(o)) for o in police)
    in_sight = bool(police) or any(
        sighting.sees(state, u, a.index)
        for a in state.forces.units
        if a.role is Role.AUTHORITY and state.on_table(a.index) and not a.dummy
    )
    modifier = regain_modifier(
        authority_in_sight=in_sight,
        authority_touching=bool(police),
        blocked=bool(friends),
        outnumbered=ours > theirs,
        surrounded=False,
    )
    check = regain_discipline(stand_grade(state, action.stand), modifier, state.dice)
    if check.passed:
        state.status[action.stand] = ""
    verdict = "it is calm again" if check.passed else "it is still out of control"
    text = f"{unit_name(state, u)} rallies a stand out of control: {check.describe()}; {verdict}"
    events.append(own_event(state, u, "regain", text, "16.4"))
    return Outcome.ACTIVATED


at_initiative_start(start_rally)
task_rule(TaskRule(KIND, "12.1.1", offer_die, apply_die))
action_rule(ActionRule(Rally.kind, "12.2", offer_rally, apply_rally))
action_rule(ActionRule(RegainDiscipline.kind, "16.4", offer_regain, apply_regain))
