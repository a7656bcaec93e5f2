"""Setting up a scenario (2.3: "the players set their units up on the map in the order and
method described by the scenario instructions"): the areas each set-up zone allows, the
areas units enter through, and the check of a whole set-up.

The engine asks `setup_areas` for the options of the next unit to place (a chain of small
decisions), `entry_choices` for the edges a side may enter by, and `position_units` for
the finished set-up as the unit entries of a position (position_file.PositionFile).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from strife.core.errors import StrifeError
from strife.games.civil_power.model.board import Board
from strife.games.civil_power.model.maps import build_board
from strife.games.civil_power.scenarios.schema import Deployment, Entry, ScenarioFile, Zone
from strife.games.civil_power.setup.forces import Force, unit_types

SETUP_RULE = "2.3 Starting the Game"
QUADRANTS = ("north", "south")
MAX_GROUPS = 3  # 4.1 Stacking, per side
MAX_CROWDS = 1
# A scenario's arrival phase as a position names it (setup.UnitEntry.arrive).
ARRIVAL_PHASES = {"gas-and-fire": "gasfire", "fire": "fire"}


class SetupError(StrifeError):
    """A set-up the scenario does not allow: names the side, the unit and the reason."""


@cache
def board_for(arrangement: str) -> Board:
    """The board of a scenario's map arrangement (shared, static)."""
    return build_board(arrangement)


def neighbourhoods(board: Board) -> dict[str, tuple[int, ...]]:
    """I-3, II-5: "a quadrant of the map (i.e., the north or south half of one map sheet)",
    named "<sheet>-north" / "<sheet>-south". Worked out once per board (the scenario
    checks them after every player-turn): the dict is shared, not to be changed."""
    found: dict[str, tuple[int, ...]] | None = board.memo.get("neighbourhoods")
    if found is None:
        found = board.memo["neighbourhoods"] = _neighbourhoods(board)
    return found


def _neighbourhoods(board: Board) -> dict[str, tuple[int, ...]]:
    out: dict[str, list[int]] = {}
    for sheet in board.sheets:
        areas = [a for a in range(board.n) if board.sheet_of[a] == sheet.map]
        top = min(board.y[a] for a in areas)
        rows = max(board.y[a] for a in areas) - top + 1
        for a in areas:
            half = QUADRANTS[0] if board.y[a] - top < rows // 2 else QUADRANTS[1]
            out.setdefault(f"{sheet.map}-{half}", []).append(a)
    return {k: tuple(v) for k, v in out.items()}


def adjacent(board: Board, areas: Iterable[int]) -> set[int]:
    """Areas next to (sharing a side or a corner with) any of `areas`, not among them."""
    inside = set(areas)
    return {n for a in inside for n in board.neighbours[a]} - inside


def adjacent_buildings(board: Board, place: str) -> set[int]:
    """Every area of every building that touches the place (I-7, II-4)."""
    letters = {board.building[a] for a in adjacent(board, board.place(place))} - {""}
    return {a for a in range(board.n) if board.building[a] in letters}


def edge_band(board: Board, edge: str, areas: int) -> set[int]:
    """The `areas` rows (or columns) nearest the board's edge: I-8 "within 5 areas of the
    south edge" (ruling S-3: the edge row counts as the first)."""
    if edge == "south":
        last = max(board.y)
        return {a for a in range(board.n) if board.y[a] > last - areas}
    if edge == "north":
        first = min(board.y)
        return {a for a in range(board.n) if board.y[a] < first + areas}
    if edge == "east":
        last = max(board.x)
        return {a for a in range(board.n) if board.x[a] > last - areas}
    first = min(board.x)
    return {a for a in range(board.n) if board.x[a] < first + areas}


def within(board: Board, place: str, areas: int) -> set[int]:
    """Areas no more than `areas` areas from any area of the place (I-4)."""
    spots = board.place(place)
    return {a for a in range(board.n) if min(board.distance(a, p) for p in spots) <= areas}


def zone_areas(
    board: Board,
    zone: Zone,
    *,
    neighbourhood: str = "",
    others: Mapping[str, Sequence[int]] = {},
) -> frozenset[int]:
    """The areas a zone allows, before stacking. `neighbourhood` is the side's chosen
    quadrant; `others` the areas of units already set up, by side (II-3 "away from")."""
    out: set[int] = set()
    if zone.anywhere:
        out |= set(range(board.n))
    for place in zone.places:
        out |= set(board.place(place))
    for place in zone.adjacent_buildings:
        out |= adjacent_buildings(board, place)
    for place in zone.adjacent_to:
        out |= adjacent(board, board.place(place))
    for sheet in zone.maps:
        out |= {a for a in range(board.n) if board.sheet_of[a] == sheet}
    if zone.north_of:
        (label,) = board.place(zone.north_of)
        north = board.at(board.x[label], board.y[label] - 1)
        if north is not None:
            out.add(north)
    if zone.neighbourhood and neighbourhood:
        out |= set(neighbourhoods(board)[neighbourhood])
    if zone.within is not None:
        near = within(board, zone.within.place, zone.within.areas)
        out = (out & near) if out else near
    if zone.not_within_edge is not None:
        out -= edge_band(board, zone.not_within_edge.edge, zone.not_within_edge.areas)
    if zone.away_from is not None:
        units = [a for side in zone.away_from.sides for a in others.get(side, ())]
        out = {a for a in out if all(board.distance(a, u) >= zone.away_from.areas for u in units)}
    if zone.buildings_only:
        out = {a for a in out if board.is_building[a]}
    return frozenset(out)


# -- which units deploy how ------------------------------------------------------------------


@dataclass(frozen=True)
class Group:
    """Some of a side's units and how they come onto the map (one Deployment)."""

    index: int  # the deployment's index in the side's list
    deployment: Deployment
    units: tuple[str, ...]  # unit type ids, one per counter


def groups(
    scenario: ScenarioFile, side_id: str, force: Force, *, mob_entered: bool = True
) -> list[Group]:
    """Split a side's force between its deployments: those naming units take them first,
    the one naming none takes the rest. `mob_entered` picks I-2's alternative (campaign
    day one or after a Mob loss: the Mob enters; otherwise it sets up)."""
    side = scenario.side(side_id)
    left = dict(force.units)
    out: list[Group] = []
    rest: tuple[int, Deployment] | None = None
    for i, d in enumerate(side.deploy):
        if d.campaign_day == "first-or-after-loss" and not mob_entered:
            continue
        if d.campaign_day == "other" and mob_entered:
            continue
        if not d.units:
            if rest is not None:
                raise SetupError(f"{side_id}: two deployments take 'the rest'")
            rest = (i, d)
            continue
        taken: list[str] = []
        for kind, n in sorted(d.units.items()):
            if left.get(kind, 0) < n:
                raise SetupError(f"{side_id}: the force has too few {kind} for deployment {i}")
            left[kind] -= n
            taken += [kind] * n
        out.append(Group(i, d, tuple(taken)))
    remaining = tuple(k for k in sorted(left) for _ in range(left[k]))
    if rest is not None:
        out.append(Group(rest[0], rest[1], remaining))
    elif remaining:
        raise SetupError(f"{side_id}: no deployment for {', '.join(remaining)}")
    return sorted(out, key=lambda g: g.index)


def entry_choices(board: Board, entry: Entry) -> list[tuple[str, ...]]:
    """The edge sets a side may choose to enter by: each single edge for "any one map
    edge", else all the allowed edges together."""
    if entry.one_edge:
        return [(e,) for e in entry.edges if entry_areas(board, entry, (e,))]
    return [tuple(entry.edges)]


def entry_areas(board: Board, entry: Entry, edges: Sequence[str]) -> tuple[int, ...]:
    """The board areas along the chosen edges (on `entry.sheet` only, if given: I-1 "the
    south edge of the West map"). Worked out once per board, sheet and edges (reinforcements
    ask for them every time they enter)."""
    key = f"entry_areas:{entry.sheet}:{'|'.join(edges)}"
    found: tuple[int, ...] | None = board.memo.get(key)
    if found is None:
        found = board.memo[key] = tuple(
            a
            for a in range(board.n)
            if any(e in board.edges[a] for e in edges)
            and (not entry.sheet or board.sheet_of[a] == entry.sheet)
        )
    return found


# -- placing units ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Placed:
    """A unit set up in an area."""

    side: str
    kind: str
    area: int
    group: int  # the deployment index
    hidden: bool = False


def setup_areas(
    board: Board,
    scenario: ScenarioFile,
    side_id: str,
    group: Group,
    kind: str,
    placed: Sequence[Placed],
    *,
    neighbourhood: str = "",
) -> list[int]:
    """The areas where the next unit of type `kind` of this group may set up, given what is
    already placed: its zone, terrain (4.2: Crowds, Vehicles and Mounted Police not in
    buildings; I-1: nobody in buildings) and stacking (4.1: per side, at most three Groups
    and one Crowd in an area); II-7 one vehicle per square, II-6 one per building."""
    zone = group.deployment.setup
    if zone is None:
        return []
    others: dict[str, list[int]] = {}
    for p in placed:
        others.setdefault(p.side, []).append(p.area)
    areas = zone_areas(board, zone, neighbourhood=neighbourhood, others=others)
    unit = unit_types()[kind]
    mine = [p for p in placed if p.side == side_id]
    types = unit_types()
    out: list[int] = []
    for a in sorted(areas):
        if board.is_building[a] and (
            not unit.enters_buildings or "no-buildings" in scenario.special
        ):
            continue
        here = [types[p.kind] for p in mine if p.area == a]
        if unit.group and sum(u.group for u in here) >= MAX_GROUPS:
            continue
        if unit.crowd and sum(u.crowd for u in here) >= MAX_CROWDS:
            continue
        if zone.one_per_area and any(p.group == group.index and p.area == a for p in mine):
            continue
        if zone.one_per_building and any(
            p.group == group.index and board.building[p.area] == board.building[a] for p in mine
        ):
            continue
        out.append(a)
    return out


def check_setup(
    board: Board,
    scenario: ScenarioFile,
    side_id: str,
    force: Force,
    placed: Sequence[Placed],
    *,
    neighbourhood: str = "",
    mob_entered: bool = True,
    earlier: Sequence[Placed] = (),
) -> None:
    """Check a side's whole set-up, unit by unit in the order given; `earlier` are the units
    other sides set up before. SetupError names the first unit that breaks a rule."""
    side = scenario.side(side_id)
    if any(d.setup and d.setup.neighbourhood for d in side.deploy) and not neighbourhood:
        raise SetupError(f"{side_id}: choose a neighbourhood ({sorted(neighbourhoods(board))})")
    expected: dict[int, list[str]] = {}
    for g in groups(scenario, side_id, force, mob_entered=mob_entered):
        if g.deployment.setup is not None:
            expected[g.index] = sorted(g.units)
    got: dict[int, list[str]] = {}
    for p in placed:
        got.setdefault(p.group, []).append(p.kind)
    for index, kinds in expected.items():
        if sorted(got.get(index, [])) != kinds:
            raise SetupError(f"{side_id}: deployment {index} must set up exactly {kinds}")
    for index in got:
        if index not in expected:
            raise SetupError(f"{side_id}: deployment {index} does not set up on the map")
    by_index = {g.index: g for g in groups(scenario, side_id, force, mob_entered=mob_entered)}
    hidden = 0
    so_far: list[Placed] = list(earlier)
    for p in placed:
        g = by_index[p.group]
        legal = setup_areas(
            board, scenario, side_id, g, p.kind, so_far, neighbourhood=neighbourhood
        )
        if p.area not in legal:
            raise SetupError(
                f"{SETUP_RULE}: {side_id} {p.kind} may not set up in {board.ids[p.area]}"
            )
        if p.hidden:
            hidden += 1
            if not board.is_building[p.area] or not g.deployment.hidden_allowed:
                raise SetupError(f"8.4: {side_id} {p.kind} may set up hidden only in a building")
        so_far.append(p)
    if hidden != force.hidden:
        raise SetupError(f"8.4: {side_id} bought {force.hidden} hidden units but hid {hidden}")


def position_units(
    board: Board,
    scenario: ScenarioFile,
    side_id: str,
    force: Force,
    placed: Sequence[Placed],
    edges: Mapping[int, Sequence[str]] = {},
    *,
    mob_entered: bool = True,
) -> list[dict[str, object]]:
    """The set-up as the `units` entries of a position (position_file.PositionFile): units placed in
    areas, and units that enter later with their first turn and entry areas. `edges` gives,
    per entering deployment, the edges chosen (default: all the allowed ones)."""
    out: list[dict[str, object]] = []
    for p in placed:
        unit: dict[str, object] = {"side": side_id, "type": p.kind, "area": board.ids[p.area]}
        if p.hidden:
            unit["hidden"] = True  # 8.4: somewhere in that building until revealed
        out.append(unit)
    for g in groups(scenario, side_id, force, mob_entered=mob_entered):
        entry = g.deployment.enter
        if entry is None:
            continue
        chosen = edges.get(g.index, entry.edges)
        areas = [board.ids[a] for a in entry_areas(board, entry, chosen)]
        for kind in g.units:
            out.append(
                {
                    "side": side_id,
                    "type": kind,
                    "enter_turn": entry.turns[0],
                    "enter_by": entry.turns[-1],  # "on turn 1", "on turns 1 and 2"
                    "enter": areas,
                }
            )
    for g in groups(scenario, side_id, force, mob_entered=mob_entered):
        arrival = g.deployment.arrive
        if arrival is None:
            continue
        # II-7: they wait off the map and `per_turn` a turn are placed by their owner in the
        # place's areas at the start of the phase the text names (ruling S-19, arrivals.py).
        areas = [board.ids[a] for a in board.place(arrival.place)]
        phase = ARRIVAL_PHASES[arrival.phase]
        for i, kind in enumerate(g.units):
            turn = arrival.first_turn + i // arrival.per_turn
            out.append(
                {"side": side_id, "type": kind, "enter_turn": turn, "enter": areas,
                 "arrive": phase}
            )  # fmt: skip
    return out
