"""What follows the dice of a confrontation: the authority unit's morale check on first
using each level of force on an exclusively nonviolent unit (7.5), and the activists'
discipline checks when they lose (16.1, 16.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.levels import Violence
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.agents import incited_discipline_modifier
from strife.games.by_will_alone.rules.discipline import keep_discipline, lost_conflict
from strife.games.by_will_alone.rules.escalation import first_use_check_due
from strife.games.by_will_alone.rules.morale import conflict_unit_check
from strife.games.by_will_alone.rules.scoring import exclusively_nonviolent
from strife.games.by_will_alone.rules.situation import (
    UNDISCIPLINED,
    barricade_role,
    force_of,
    stand_grade,
    unit_grade,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState


def force_used(
    state: ByWillAloneState,
    authority: list[int],
    activists: list[int],
    shot: dict[int, int],
    events: list[Event],
) -> None:
    """Each authority unit that used force (2 or more) on an exclusively nonviolent unit
    marks it ("force:<level>", for 21-e) and, the first time at each level, takes a unit
    morale check on the Conflict Result column (7.5; ruling 7.5-c)."""
    if not any(exclusively_nonviolent(state, a) for a in activists):
        return
    for u in authority:
        stands = state.stands_in_play(u)
        levels = {int(force_of(state, u))} | {shot[s] for s in stands if s in shot}
        uid = state.forces.units[u].id
        for level in sorted(v for v in levels if v > Violence.THREATS):
            state.marks[f"force:{level}"] = 1
            used = frozenset(
                Violence(v) for v in range(2, 5) if state.marks.get(f"used:{uid}:{v}", 0)
            )
            if not first_use_check_due(Violence(level), used, True):
                continue
            state.marks[f"used:{uid}:{level}"] = 1
            check, after = conflict_unit_check(unit_grade(state, u), len(stands), state.dice)
            state.grade[u] = after.value
            text = (
                f"{unit_name(state, u)} first uses {Violence(level).label} on nonviolent "
                f"people: {check.describe()}; it is now {after.value}"
            )
            events.append(state.event("first-force", text, "7.5", grade=after.value))
    if any(_from_afar(state, u, shot) for u in authority):
        witnesses(state, authority, activists, events)


def _from_afar(state: ByWillAloneState, u: int, shot: dict[int, int]) -> bool:
    """Whether authority unit u used indirect fire or an airborne unit's weapons (7.5)."""
    stands = state.stands_in_play(u)
    levels = {int(force_of(state, u))} | {shot[s] for s in stands if s in shot}
    used = max(levels)
    airborne = state.forces.airborne_unit(u) and used > Violence.THREATS
    return used >= Violence.LETHAL_INDIRECT or airborne


def witnesses(
    state: ByWillAloneState, authority: list[int], activists: list[int], events: list[Event]
) -> None:
    """7.5: "the unit first sees indirect fire or airborne weapons used on an exclusively
    nonviolent unit": every other authority unit in sight of the target checks, once a game
    (ruling 7.5-d)."""
    from strife.games.by_will_alone.rules import sighting

    for unit in state.units_of(Role.AUTHORITY):
        w = unit.index
        key = f"saw-from-afar:{unit.id}"
        if w in authority or state.marks.get(key, 0) or not state.stands_in_play(w):
            continue
        if not any(sighting.sees(state, w, a) for a in activists):
            continue
        state.marks[key] = 1
        stands = len(state.stands_in_play(w))
        check, after = conflict_unit_check(unit_grade(state, w), stands, state.dice)
        state.grade[w] = after.value
        text = (
            f"{unit_name(state, w)} sees {Violence.LETHAL_INDIRECT.label} or air weapons used "
            f"on nonviolent people: {check.describe()}; it is now {after.value}"
        )
        events.append(state.event("saw-force", text, "7.5", grade=after.value))


def discipline(
    state: ByWillAloneState, u: int, own: int, other: int, events: list[Event]
) -> list[int]:
    """16.1-16.2: an activist unit that lost (its total `own` below `other`) checks each
    stand still in play: 2D6 + 1 (-1 behind a barricade) at its morale number keeps
    discipline. Those that fail leave command; returns them."""
    if not lost_conflict(own, other):
        return []
    stands = state.stands_in_play(u)
    role = state.forces.units[u].role
    behind = barricade_role(state, state.at[u]) is role
    incited = bool(state.marks.pop(f"incited:{state.forces.units[u].id}", 0))
    checks = keep_discipline(
        [(stand_grade(state, s), behind) for s in stands],
        state.dice,
        incited_discipline_modifier(incited),
    )
    lost = [s for s, c in zip(stands, checks, strict=True) if not c.passed]
    for s in lost:
        state.status[s] = UNDISCIPLINED
    if lost:
        state.marks[f"violent:{state.forces.units[u].id}"] = 1
    text = (
        f"{unit_name(state, u)}: {len(lost)} of {len(stands)} stands lose their "
        "nonviolent discipline"
    )
    events.append(state.event("discipline", text, "16.2", lost=len(lost)))
    return lost
