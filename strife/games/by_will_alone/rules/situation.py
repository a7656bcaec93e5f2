"""What the rules of sections 7 and 11-17 read from a state and keep in it: stands'
grades, the activists' conditions (kept by rules/conditions.py) and leaders, the
authority's level of violence, and the marks (state.marks, small counters by key) that
hold them between actions.

Keys of state.marks written here:
- "leader:<unit>": the stand index + 1 of a new activist commander stand (14);
- "violence:<seat>": the commander's level of violence when above 1 (15);
- "escalated:<seat>": the initiative in which the commander last escalated (15);
- "situation:<seat>:<name>": a situation of 15 since the commander's last escalation;
- "used:<unit>:<level>": the unit has used that level of force on an exclusively
  nonviolent unit (7.5);
- "violent:<unit>": a stand of the activist unit has attacked (not exclusively nonviolent);
- "force:<level>": the authority used that level of force on exclusively nonviolent units;
- "held:<stand>": the stand index + 1 of the stand guarding an arrested stand (11.4);
- "barricade:<feature>": 1 + the index of the Role whose barricade stands there (17.4);
- "envelops:<unit>:<opponent>:<feature>": the unit has surrounded the opponent there (8.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Grade, Role, StandKind
from strife.games.by_will_alone.model.levels import Violence
from strife.games.by_will_alone.rules import sighting
from strife.games.by_will_alone.rules.confrontation import Condition
from strife.games.by_will_alone.rules.escalation import Authorization, Situation

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

ARRESTED, DISPERSED, UNDISCIPLINED, GUARDING = "arrested", "dispersed", "undisciplined", "guarding"
CONDITIONS = frozenset(c.value for c in Condition if c is not Condition.NONE)
ROLES = (Role.ACTIVISTS, Role.AUTHORITY)


def idle_units(state: ByWillAloneState, seat: str, role: Role) -> list[int]:
    """The seat's units of `role` on the table that have not acted this initiative."""
    if state.role_of(seat) is not role:
        return []
    units = state.forces.units
    return [
        u
        for u in state.forces.commands[seat]
        if not units[u].dummy and not state.acted[u] and state.on_table(u)
    ]


def stand_grade(state: ByWillAloneState, s: int) -> Grade:
    stand = state.forces.stands[s]
    return stand.quality if stand.quality is not None else Grade(state.grade[stand.unit])


def unit_grade(state: ByWillAloneState, u: int) -> Grade:
    """An authority unit's reliability now (7.3, 7.5)."""
    return Grade(state.grade[u])


def opponents_in(state: ByWillAloneState, u: int) -> list[int]:
    """The opposing units with stands in play in unit u's feature, in unit order."""
    role, here = state.forces.units[u].role, state.at[u]
    return [
        o
        for o in state.units_in(here)
        if state.forces.units[o].role is not role and state.stands_in_play(o)
    ]


def sees_each_other(state: ByWillAloneState, a: int, b: int) -> bool:
    return sighting.sees(state, a, b) and sighting.sees(state, b, a)


def condition(state: ByWillAloneState, s: int) -> Condition:
    """Stand s's condition (8.2, rules/conditions.py); a slow move is none of 11.3's."""
    value = state.condition[s]
    return Condition(value) if value in CONDITIONS else Condition.NONE


def leader_stand(state: ByWillAloneState, u: int) -> int | None:
    """The unit's commander stand (5.2): its leader stand, or the stand that replaced it
    (14); None for a unit without one."""
    unit = state.forces.units[u]
    new = state.marks.get(f"leader:{unit.id}", 0)
    if new:
        return new - 1
    return next((s for s in unit.stands if state.forces.stands[s].kind is StandKind.LEADER), None)


def leader_present(state: ByWillAloneState, u: int) -> bool:
    s = leader_stand(state, u)
    return s is not None and state.status[s] == ""


def authorization(state: ByWillAloneState, seat: str) -> Authorization:
    """A commander's level of violence and what counts toward raising it (15). The
    weapons are the deadliest of the commander's units (15: "the weapons he has")."""
    units = state.forces.units
    weapons = max(
        (units[u].weapons for u in state.forces.commands[seat] if not units[u].dummy), default=1
    )
    return Authorization(
        Violence(state.marks.get(f"violence:{seat}", 1)),
        Violence(weapons),
        frozenset(s for s in Situation if state.marks.get(f"situation:{seat}:{s.name}", 0)),
        state.marks.get(f"escalated:{seat}", 0) == state.initiative,
    )


def save_authorization(state: ByWillAloneState, seat: str, auth: Authorization) -> None:
    state.marks[f"violence:{seat}"] = int(auth.level)
    for s in Situation:
        key = f"situation:{seat}:{s.name}"
        if s in auth.situations:
            state.marks[key] = 1
        else:
            state.marks.pop(key, None)
    if auth.escalated_this_initiative:
        state.marks[f"escalated:{seat}"] = state.initiative


def note_situation(state: ByWillAloneState, seat: str, situation: Situation) -> None:
    state.marks[f"situation:{seat}:{situation.name}"] = 1


def force_of(state: ByWillAloneState, u: int) -> Violence:
    """The force an authority unit uses in a confrontation: its commander's level, as far
    as its own weapons go (ruling 15-b)."""
    unit = state.forces.units[u]
    return Violence(min(authorization(state, unit.seat).level, unit.weapons))


def envelops(state: ByWillAloneState, u: int, o: int) -> bool:
    """Whether unit u has enveloped unit o, both still where it happened (8.2, 11.3)."""
    uid, oid = state.forces.units[u].id, state.forces.units[o].id
    return bool(state.marks.get(f"envelops:{uid}:{oid}:{state.at[u]}", 0)) and (
        state.at[u] == state.at[o]
    )


def barricade_role(state: ByWillAloneState, feature: str) -> Role | None:
    code = state.marks.get(f"barricade:{feature}", 0)
    return ROLES[code - 1] if code else None


def own_event(
    state: ByWillAloneState, u: int, kind: str, text: str, rule: str, **data: Any
) -> Event:
    """An event about unit u: for everyone once the other side has sighted it, otherwise
    for its own commander only, so that its rolls do not tell what the counter hides (10.1);
    a fellow commander of the side sees the unit (its view) but not what it tried."""
    event = state.event(kind, text, rule, **data)
    if state.seen[u]:
        return event
    return event._replace(visible_to=frozenset([state.forces.units[u].seat]))
