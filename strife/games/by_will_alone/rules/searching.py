"""18.1-c Identify Spies & Provocateurs in play: a unit searches itself; at or above its
morale number (an activist group: its leader's; +2 if a provocateur in it has attacked)
every agent in it is found and removed; below, the search fails and the initiative passes.
Offered to a side's units whenever the other side has agents that could be among them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import register_action, unit_target
from strife.games.by_will_alone.model.forces import Role, StandKind
from strife.games.by_will_alone.rules import provocateurs, scoring, spies
from strife.games.by_will_alone.rules.agents import Agent, search
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "18.1"


@dataclass(frozen=True, slots=True)
class Identify(Action):
    """18.1-c: a unit searches itself for spies and provocateurs."""

    kind: ClassVar[str] = "identify"
    unit: str

    def label(self) -> str:
        return f"{self.unit} searches itself for spies and provocateurs"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


def words(action: Action, names: dict[str, str]) -> str | None:
    """The option in plain words, the unit by name (for the presenter)."""
    if isinstance(action, Identify):
        return f"{names.get(action.unit, action.unit)}: search for spies and provocateurs"
    return None


def _threatened(state: ByWillAloneState, role: Role) -> bool:
    """Whether the other side has agents that could be among `role`'s units."""
    other = spies.count(state, role.other)
    return bool(other or (role is Role.ACTIVISTS and provocateurs.count(state)))


def searcher(state: ByWillAloneState, u: int) -> int:
    """The stand whose morale number the search uses: an activist group's leader, any stand
    of an authority unit (they share the unit's reliability); -1 if none can."""
    unit = state.forces.units[u]
    in_play = state.stands_in_play(u)
    if unit.role is Role.ACTIVISTS:
        in_play = [s for s in in_play if state.forces.stands[s].kind is StandKind.LEADER]
    found = next(iter(in_play), -1)
    return found if found >= 0 and state.morale_number(found) is not None else -1


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    role = state.role_of(seat)
    if not _threatened(state, role):
        return []
    return [
        Identify(unit.id)
        for unit in state.units_of(role)
        if unit.seat == seat
        and not unit.dummy
        and not state.acted[unit.index]
        and state.on_table(unit.index)
        and searcher(state, unit.index) >= 0
    ]


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, Identify)
    u = state.unit_index(action.unit)
    role = state.forces.units[u].role
    planted = [k for k in range(provocateurs.count(state)) if provocateurs.host(state, k) == u]
    if role is not Role.ACTIVISTS:
        planted = []
    spying = [
        k for k in range(spies.count(state, role.other)) if spies.host(state, role.other, k) == u
    ]
    attacked = any(state.marks.get(f"revealed:{k}", 0) for k in planted)
    agents = [Agent.SPY] * len(spying) + [Agent.PROVOCATEUR] * len(planted)
    roll = state.dice.roll()
    result = search(roll, state.morale_number(searcher(state, u)), agents, attacked)
    if result.succeeded:
        for k in spying:
            state.marks[spies.key(role.other, k)] = 0
        for k in planted:
            state.marks[f"provocateur:{k}"] = 0
        if planted:
            scoring.provocateur_found(state, u)
    name = state.forces.units[u].name
    events.append(state.event("search", f"{name}: {result.describe()}", RULE, roll=roll))
    return Outcome.DONE if result.succeeded else Outcome.FAILED


register_action(Identify)
action_rule(ActionRule(Identify.kind, RULE, offer, apply))
