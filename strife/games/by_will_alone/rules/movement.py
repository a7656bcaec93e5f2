"""9: movement by terrain features. A Move takes a unit up to its rate in features (9.1),
stopping at an opposing unit; crossing an obstacle needs the equipment and a morale check
of each stand, +1 for each failed attempt before (9.2). The direction is announced first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import Climb, Move
from strife.games.by_will_alone.model.forces import AIRBORNE
from strife.games.by_will_alone.model.state import GONE, NOT_ON_TABLE
from strife.games.by_will_alone.rules import encounter, sighting
from strife.games.by_will_alone.rules.checks import stand_check
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule
from strife.games.by_will_alone.rules.terrain import is_obstacle, may_cross, may_occupy

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "9.1"


def occupied_by_other_side(state: ByWillAloneState, u: int) -> frozenset[str]:
    """The features holding a unit or counter of the other side (all of them are on the
    table for everyone to see, as stands or counters)."""
    at = state.at
    found = frozenset([at[o] for o in state.forces.opposing[u]])
    return found - NOT_ON_TABLE if not found.isdisjoint(NOT_ON_TABLE) else found


CACHE_LIMIT = 50_000
EDGE_OBSTACLES = frozenset({"wire_fence", "stone_fence", "cliff", "stream"})


def paths(
    state: ByWillAloneState, u: int, enemy: frozenset[str] | None = None
) -> dict[str, tuple[str, ...]]:
    """The destinations of unit u with the path to each: fewest obstacles, then fewest
    features, then the first found in map order (ruling 9.1-d). A path crosses at most one
    obstacle and goes no further than a feature with an opposing unit (9.1)."""
    return _found(state, u, enemy)[0]


def _found(
    state: ByWillAloneState, u: int, enemy: frozenset[str] | None
) -> tuple[dict[str, tuple[str, ...]], list[Action]]:
    """The paths and the Move actions of unit u, kept for every state of the game: they
    depend only on where it is and on the opposing units within its reach."""
    start = state.at[u]
    cache = state.setup.cache
    if enemy is None:
        enemy = occupied_by_other_side(state, u)
    meet = encounter.CONFRONT is not None
    seen_before = (u, start, meet, enemy)  # the whole of the other side: one lookup
    found: tuple[dict[str, tuple[str, ...]], list[Action]] | None = cache.get(seen_before)
    if found is not None:
        return found
    if len(cache) > CACHE_LIMIT:
        cache.clear()
    reach = cache.get(("reach", u, start))
    if reach is None:
        reach = cache["reach", u, start] = frozenset(_search(state, u, frozenset(), False))
    key = ("near", u, start, meet, reach & enemy)  # only what is within reach matters
    found = cache.get(key)
    if found is None:
        unit = state.forces.units[u]
        where = _search(state, u, key[4], meet and not unit.dummy)
        moves: list[Action] = [Move(unit.id, path) for path in where.values()]
        found = cache[key] = (where, moves)
    cache[seen_before] = found
    return found


def _search(
    state: ByWillAloneState, u: int, enemy: frozenset[str], meet: bool
) -> dict[str, tuple[str, ...]]:
    forces, board = state.forces, state.board
    unit = forces.units[u]
    start = state.at[u]
    rate = forces.rate(unit)
    if rate >= AIRBORNE:
        return {f: (f,) for f in board.features if f != start and (f not in enemy or meet)}
    best: dict[str, tuple[int, tuple[str, ...]]] = {}
    frontier: list[tuple[str, int, tuple[str, ...]]] = [(start, 0, ())]
    for _ in range(rate):
        grown: list[tuple[str, int, tuple[str, ...]]] = []
        for here, crossed, path in frontier:
            for edge in board.neighbours(here):
                to = edge.to
                into = board.features[to].kind
                if to == start or to in path or not may_occupy(forces, unit, into):
                    continue
                if to in enemy and not meet:
                    continue
                obstacle = is_obstacle(forces, unit, edge, into)
                if obstacle and (crossed or not may_cross(forces, unit, edge, into)):
                    continue
                step = (to, crossed + obstacle, (*path, to))
                known = best.get(to)
                if known is None or (step[1], len(step[2])) < (known[0], len(known[1])):
                    best[to] = (step[1], step[2])
                if to not in enemy:
                    grown.append(step)
        frontier = grown
    order = {fid: n for n, fid in enumerate(board.features)}
    return {to: best[to][1] for to in sorted(best, key=order.__getitem__)}


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    out: list[Action] = []
    enemy: frozenset[str] | None = None
    acted, at = state.acted, state.at
    for u in state.forces.commands[seat]:
        if acted[u] or at[u] in NOT_ON_TABLE:
            continue
        if enemy is None:
            enemy = occupied_by_other_side(state, u)
        out += _found(state, u, enemy)[1]
    return out


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, Move)
    u = state.unit_index(action.unit)
    board, forces, at = state.board, state.forces, state.at
    unit = forces.units[u]
    edges, features = board.edges, board.features
    first = edges[at[u]].get(action.path[0])
    heading = f" {first.direction}" if first is not None else ""
    name = unit.name if state.seen[u] else f"Counter {state.label[u]}"
    events.append(Event("announce", f"{name} moves{heading}", rule=RULE))
    condition = state.condition
    for s in unit.stands:
        condition[s] = ""  # ruling 8.2-a: a condition lasts until the unit moves
    if state.trying[u]:
        steps = zip((at[u], *action.path), action.path, strict=False)
        if state.trying[u] not in {f"{a}>{b}" for a, b in steps}:
            state.trying[u], state.tries[u] = "", 0  # 9.2: a different action was chosen
    for to in action.path:
        edge = edges[at[u]].get(to)
        obstacle = edge is not None and is_obstacle(forces, unit, edge, features[to].kind)
        if obstacle and not cross(state, u, f"{at[u]}>{to}", events):
            return Outcome.FAILED
        at[u] = to
        state.floor[u] = 0
        sighting.update(state, events, u)
        if at[u] == GONE:
            return Outcome.DONE  # a dummy, sighted and removed on the way (10.1)
    where = features[at[u]].name
    events.append(Event("moved", f"{name} arrives in {where}", rule=RULE))
    encounter.follow(state, u, events)
    if encounter.CONFRONT is not None and state.at[u] in occupied_by_other_side(state, u):
        return encounter.meet(state, u, events)
    return Outcome.DONE


def cross(state: ByWillAloneState, u: int, edge: str, events: list[Event]) -> bool:
    """9.2: each stand checks morale, +1 for each earlier failed attempt at this obstacle;
    the unit crosses if every stand passes (ruling 9.2-b)."""
    if state.trying[u] != edge:
        state.trying[u], state.tries[u] = edge, 0
    bonus = state.tries[u]
    rolls = [stand_check(state, s, bonus) for s in state.stands_in_play(u)]
    a, b = edge.split(">")
    feature_a, feature_b = state.board.features[a].name, state.board.features[b].name
    what = state.board.edges[a][b].obstacle
    obstacle = what.value.replace("_", " ") if what.value in EDGE_OBSTACLES else ""
    # The rolls of a counter not yet sighted would tell how many stands it has.
    shown = " ".join(str(r) for r, _ in rolls) + (f" (+{bonus})" if bonus else "")
    shown = f": rolls {shown}" if state.seen[u] else ""
    name = state.forces.units[u].name if state.seen[u] else f"Counter {state.label[u]}"
    crossing = f"the {obstacle} into {feature_b}" if obstacle else f"onto {feature_b}"
    if all(ok for _, ok in rolls):
        state.trying[u], state.tries[u] = "", 0
        text = f"{name} crosses {crossing} from {feature_a}{shown}"
        events.append(state.event("crossed", text, "9.2"))
        return True
    state.tries[u] += 1
    text = f"{name} fails to cross {crossing}{shown}"
    events.append(state.event("not-crossed", text, "9.2"))
    return False


def offer_climbs(state: ByWillAloneState, seat: str) -> list[Action]:
    """Ruling 9.1-e: units on foot in a building or housing block may climb to any of its
    floors or come down, as their move."""
    out: list[Action] = []
    forces, features, at = state.forces, state.board.features, state.at
    tall = state.setup.cache.get("tall")
    if tall is None:
        tall = state.setup.cache["tall"] = frozenset(f for f in features if features[f].floors > 1)
    for u in forces.commands[seat]:
        if at[u] not in tall or state.acted[u]:
            continue
        unit = forces.units[u]
        floors = features[at[u]].floors
        if unit.dummy or not forces.on_foot(unit):
            continue
        key = ("climbs", u, floors, state.floor[u])
        climbs: list[Action] | None = state.setup.cache.get(key)
        if climbs is None:
            climbs = state.setup.cache[key] = [
                Climb(unit.id, f) for f in range(floors) if f != state.floor[u]
            ]
        out += climbs
    return out


def apply_climb(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, Climb)
    u = state.unit_index(action.unit)
    state.floor[u] = action.floor
    where = state.board.features[state.at[u]].name
    up = f"floor {action.floor} of {where}" if action.floor else f"the ground floor of {where}"
    name = state.forces.units[u].name if state.seen[u] else f"Counter {state.label[u]}"
    events.append(state.event("climbed", f"{name} goes to {up}", "10.2", floor=action.floor))
    sighting.update(state, events, u)
    return Outcome.DONE


action_rule(ActionRule(Move.kind, RULE, offer, apply))
action_rule(ActionRule(Climb.kind, "10.2", offer_climbs, apply_climb))
