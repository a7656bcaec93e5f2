"""10: sighting units. Deployed units are counters (6.3) until an opposing unit has line of
sight to them; then the counter is replaced by the unit's stands, or removed if a dummy.

Line of sight is the board's precomputed table (model/sighting.py), a lookup per pair.
`resample_hidden` makes the worlds `determinize` needs: which unit stands behind each of the
other side's counters is what a side cannot know.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from strife.core.events import Event
from strife.games.by_will_alone.model.features import AIR, GROUND, Level
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.state import DEPLOY, GONE, NOT_ON_TABLE
from strife.games.by_will_alone.rules import spies
from strife.games.by_will_alone.scenarios.schema import Engagement

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "10.1"
T = TypeVar("T")


def level(state: ByWillAloneState, u: int) -> Level:
    if state.forces.airborne_unit(u):
        return AIR
    return state.floor[u] or GROUND


# What the rules put on the table that hides a unit from another (10.3's smoke): each
# obscured(state, a, b) says whether unit b is hidden from unit a despite the map's sight.
OBSCURED: list[Callable[[ByWillAloneState, int, int], bool]] = []


def sees(state: ByWillAloneState, a: int, b: int) -> bool:
    """Whether unit a has line of sight to unit b (10.1, 10.2; 10.3 through OBSCURED)."""
    spot_a, spot_b = (state.at[a], level(state, a)), (state.at[b], level(state, b))
    if not state.board.sight.sees(spot_a, spot_b):
        return False
    return not any(hides(state, a, b) for hides in OBSCURED)


def spotters(state: ByWillAloneState, role: Role) -> list[int]:
    """The units of `role` that can sight: on the table with stands (a dummy sees nothing)."""
    return [
        u.index
        for u in state.forces.units
        if u.role is role and not u.dummy and state.on_table(u.index)
    ]


def update(state: ByWillAloneState, events: list[Event], mover: int = -1) -> None:
    """Reveal every counter an opposing unit now sees (10.1); remove sighted dummies.
    After a move of one unit (`mover`) only what that unit sees, or who sees it, changed."""
    if state.phase == DEPLOY:
        return
    units = state.forces.units
    at = state.at
    if mover >= 0 and not OBSCURED:
        _after_move(state, mover, events)
        return
    hidden = [u for u, seen in enumerate(state.seen) if not seen and at[u] not in NOT_ON_TABLE]
    if not hidden:
        return
    visible = state.board.sight.visible
    if OBSCURED:  # the map's table is not the whole answer: pair by pair
        for u in hidden:
            if any(sees(state, e, u) for e in spotters(state, units[u].role.other)):
                reveal(state, u, events)
        return
    eyes = {role: [visible[state.at[e], level(state, e)] for e in spotters(state, role)]
            for role in Role}  # fmt: skip
    for u in hidden:
        spot = (state.at[u], level(state, u))
        if any(spot in seen for seen in eyes[units[u].role.other]):
            reveal(state, u, events)


def _after_move(state: ByWillAloneState, mover: int, events: list[Event]) -> None:
    """After unit `mover` moved: whether the other side now sees it, and which of the
    other side's counters it now sees (nothing else changed)."""
    forces, at, seen, floor = state.forces, state.at, state.seen, state.floor
    air, units = forces.air, forces.units
    visible = state.board.sight.visible
    theirs = forces.sides[units[mover].role.other]
    spot = (at[mover], AIR if air[mover] else floor[mover])
    if not seen[mover]:
        for e in theirs:
            if at[e] in NOT_ON_TABLE or units[e].dummy:
                continue
            if spot in visible[at[e], AIR if air[e] else floor[e]]:
                reveal(state, mover, events)
                break
    if units[mover].dummy or at[mover] in NOT_ON_TABLE:
        return
    eye = visible[spot]
    for u in theirs:
        if (
            not seen[u]
            and at[u] not in NOT_ON_TABLE
            and (at[u], AIR if air[u] else floor[u]) in eye
        ):
            reveal(state, u, events)


def reveal(state: ByWillAloneState, u: int, events: list[Event]) -> None:
    unit = state.forces.units[u]
    where = state.board.features[state.at[u]].name
    state.seen[u] = True
    if unit.dummy:
        state.at[u] = GONE
        text = f"Counter {state.label[u]} in {where} is sighted: a dummy, removed from the table"
        events.append(state.event("dummy", text, RULE, counter=state.label[u]))
        return
    kinds = [state.forces.stands[s].kind.words for s in unit.stands]
    counts = ", ".join(f"{kinds.count(k)} {k}{'s' if kinds.count(k) > 1 else ''}"
                       for k in dict.fromkeys(kinds))  # fmt: skip
    text = f"Counter {state.label[u]} in {where} is sighted: {unit.name} ({counts})"
    events.append(state.event("sighted", text, RULE, counter=state.label[u], unit=unit.id))


def hidden_from(state: ByWillAloneState, u: int, role: Role) -> bool:
    """Whether `role` does not know which unit unit u is (it sees a counter, or nothing)."""
    unit = state.forces.units[u]
    return unit.role is not role and not state.seen[u] and not spies.spied_by(state, u, role)


def deployment_secret(state: ByWillAloneState) -> bool:
    """6.3: in a meeting engagement both sides set up at once, unseen by each other."""
    return state.phase == DEPLOY and state.setup.data.scenario.engagement is Engagement.MEETING


def resample_hidden(world: ByWillAloneState, seat: str, rng: random.Random) -> None:
    """A world consistent with what `seat` knows: the other side's counters that are not
    sighted are shuffled among its units of the same commander (their places, names and
    what they have done stay where the counters are), and while set-up is secret its
    placements are drawn afresh from its zone."""
    role = world.role_of(seat)
    forces = world.forces
    if deployment_secret(world):
        zone = world.setup.zones[role.other]
        for unit in forces.units:
            if (
                unit.role is not role
                and world.on_table(unit.index)
                and placed_by_player(world, unit.index)
            ):
                choices = [f for f in zone if _may(world, unit.index, f)]
                world.at[unit.index] = choices[rng.randrange(len(choices))]
        return
    for commander in forces.commanders:
        if commander.role is role:
            continue
        hidden = [
            u.index
            for u in forces.units
            if u.seat == commander.seat
            and world.on_table(u.index)
            and not world.seen[u.index]
            and not spies.spied_by(world, u.index, role)  # 18.1-b: a spy's host is known
        ]
        order = hidden[:]
        rng.shuffle(order)
        _permute(world.at, hidden, order)
        _permute(world.floor, hidden, order)
        _permute(world.label, hidden, order)
        _permute(world.acted, hidden, order)
        _permute(world.tries, hidden, order)
        _permute(world.trying, hidden, order)


def _permute(field: list[T], hidden: list[int], order: list[int]) -> None:
    values = [field[u] for u in hidden]
    for u, value in zip(order, values, strict=True):
        field[u] = value


def placed_by_player(state: ByWillAloneState, u: int) -> bool:
    """Set up by its player (6.3), not placed by the scenario (dummies are the players')."""
    entries = state.setup.data.unit
    return u >= len(entries) or entries[u].feature is None


def _may(world: ByWillAloneState, u: int, fid: str) -> bool:
    from strife.games.by_will_alone.rules.terrain import may_occupy

    unit = world.forces.units[u]
    return may_occupy(world.forces, unit, world.board.features[fid].kind)
