"""The city table (Scales: 1" = 2 m): buildings, streets, walls and waypoints on an integer
lattice of 1 m (half an inch), with exact sight, room for bases, and shortest paths.

Everything is worked out when the table loads and shared by every game on it; a query in
play is a lookup or a few integer tests against the buildings near it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path as FilePath

import shapely

from strife.core.data import read_toml, validate
from strife.core.errors import DataError, UnknownName
from strife.core.geometry import Point, Polygon, Segment
from strife.core.geometry.boxes import Box
from strife.core.geometry.ground_sight import GroundSight
from strife.core.geometry.growth import GrowthError, grow_polygon, grow_segment
from strife.core.geometry.obstacles import ObstacleGrid
from strife.core.geometry.paths import Path, VisibilityGraph
from strife.games.civil_disorder.model.features import (
    BASE_HALF,
    Building,
    Space,
    Street,
    Wall,
    Waypoint,
)
from strife.games.civil_disorder.model.table_checks import (
    check_unique_ids,
    make_buildings,
    make_spaces,
    make_streets,
    make_walls,
)
from strife.games.civil_disorder.model.table_data import (
    UNITS_PER_INCH,
    SpaceKind,
    TableData,
    TableInfo,
)
from strife.games.civil_disorder.model.waypoints import make_waypoints

TABLES = FilePath(__file__).resolve().parent.parent / "data" / "tables"

# Buildings this close (1", an alley) count as adjacent for a fire to spread.
ADJACENT_GAP = 2

# Grid cells of 16 units (8"): a city block or two, so a query tests a handful of buildings.
GRID_CELL = 16


def units(inches: int) -> int:
    """A distance the rules give in inches, in lattice units."""
    return inches * UNITS_PER_INCH


@dataclass(frozen=True, repr=False)
class Table:
    info: TableInfo
    buildings: Mapping[str, Building]
    streets: Mapping[str, Street]
    spaces: Mapping[str, Space]
    walls: Mapping[str, Wall]
    waypoints: Mapping[str, Waypoint]
    edge: Box  # the table itself
    area: Box  # where a base's centre may be with the whole base on the table
    sight_lines: ObstacleGrid  # buildings: what stops sight
    room: ObstacleGrid  # buildings, walls and water grown by half a base: no base centre inside
    graph: VisibilityGraph
    sight: GroundSight  # between waypoints
    adjacent: Mapping[str, frozenset[str]]  # buildings a fire spreads between

    @classmethod
    def from_data(cls, data: TableData, source: str) -> Table:
        check_unique_ids(data, source)
        edge = Box(0, 0, data.table.width, data.table.height)
        area = edge.grow(-BASE_HALF)
        buildings = make_buildings(data, edge, source)
        spaces = make_spaces(data, edge, buildings, source)
        walls = make_walls(data, edge, source)
        streets = make_streets(data, edge, source)
        sight_lines = ObstacleGrid({b.id: b.polygon for b in buildings.values()}, GRID_CELL)
        room = ObstacleGrid(_grown(data, buildings, spaces, walls, source), GRID_CELL)

        def fits(p: Point) -> str | None:
            return _why_no_room(p, area, room, buildings, spaces, walls)

        waypoints = make_waypoints(data, streets, buildings, edge, fits, source)
        graph = VisibilityGraph(room, area, {w.id: w.point for w in waypoints.values()})
        sight = GroundSight({w.id: w.point for w in waypoints.values()}, sight_lines)
        table = cls(
            data.table, buildings, streets, spaces, walls, waypoints, edge, area,
            sight_lines, room, graph, sight, _adjacent(buildings),
        )  # fmt: skip
        _check_connected(table, source)
        return table

    def __repr__(self) -> str:
        return f"Table({self.info.name!r}, {len(self.buildings)} buildings)"

    # -- looking things up ------------------------------------------------------------

    def waypoint(self, wid: str) -> Waypoint:
        try:
            return self.waypoints[wid]
        except KeyError:
            raise UnknownName(f"no waypoint {wid!r} on the table {self.info.name}") from None

    def building(self, bid: str) -> Building:
        try:
            return self.buildings[bid]
        except KeyError:
            raise UnknownName(f"no building {bid!r} on the table {self.info.name}") from None

    def name_of(self, ident: str) -> str:
        """The plain name of any building, street, space, wall or waypoint."""
        for group in (self.buildings, self.waypoints, self.streets, self.spaces, self.walls):
            if ident in group:
                return group[ident].name
        raise UnknownName(f"nothing called {ident!r} on the table {self.info.name}")

    def building_at(self, p: Point) -> str | None:
        """The building p is strictly inside, if any."""
        return self.sight_lines.containing(p)

    # -- room for a base ----------------------------------------------------------------

    def base(self, at: Point) -> Box:
        """The square of a base centred on a lattice point."""
        return Box.around(at, BASE_HALF)

    def why_no_room(self, at: Point) -> str | None:
        """Why a base cannot stand at this point, in plain words, or None if it can."""
        return _why_no_room(at, self.area, self.room, self.buildings, self.spaces, self.walls)

    def has_room(self, at: Point) -> bool:
        return self.why_no_room(at) is None

    def clear_way(self, a: Point, b: Point) -> bool:
        """Whether a base can slide in a straight line from a to b, touching walls at most."""
        return self.room.clear(Segment(a, b))

    # -- sight --------------------------------------------------------------------------

    def why_not_seen(self, a: Point, b: Point) -> str | None:
        """Why a figure at a does not see one at b (the building in the way), or None.

        Figures see from eye to eye along the straight line between their points; a
        building stops the line where it passes through the building's inside, unless the
        building holds one of the two (a figure inside sees out of its windows and is seen)."""
        inside = frozenset(filter(None, (self.building_at(a), self.building_at(b))))
        blocker = self.sight_lines.blocker(Segment(a, b), inside)
        return None if blocker is None else f"{self.buildings[blocker].name} is in the way"

    def sees(self, a: Point, b: Point) -> bool:
        return self.why_not_seen(a, b) is None

    def waypoints_seen(self, wid: str) -> frozenset[str]:
        """The waypoints seen from a waypoint (precomputed)."""
        self.waypoint(wid)
        return self.sight.seen_from(wid)

    # -- paths --------------------------------------------------------------------------

    def path(self, a: Point, b: Point) -> Path | None:
        """The shortest way a base's centre can go from a to b, round buildings and walls."""
        return self.graph.path(a, b)

    def route(self, from_wid: str, to_wid: str) -> Path | None:
        self.waypoint(from_wid)
        self.waypoint(to_wid)
        return self.graph.between(from_wid, to_wid)

    def reaches(self, a: Point, b: Point, inches: int) -> bool:
        """Whether a move of `inches` (walk 8", run 16", crawl 4" ...) gets from a to b."""
        way = self.path(a, b)
        return way is not None and _within_length(way, units(inches))

    def waypoints_within(self, at: Point, inches: int) -> list[tuple[Waypoint, float]]:
        """The waypoints a move of `inches` reaches from `at`, nearest first, with the length
        of the way in units: the places to offer for a walk, a run or a crowd's move."""
        found = self.graph.places_within(at, units(inches))
        ranked = sorted(found.items(), key=lambda item: (item[1], item[0]))
        return [(self.waypoints[wid], run) for wid, run in ranked]

    def move_towards(self, a: Point, b: Point, inches: int) -> Point:
        """Where a move of `inches` from a towards b ends: at b if it is reached, else at a
        lattice point on the way (a if there is no way)."""
        way = self.path(a, b)
        if way is None:
            return a
        return self.graph.point_along(way, float(units(inches)))


def _adjacent(buildings: Mapping[str, Building]) -> dict[str, frozenset[str]]:
    """Buildings that touch or stand within ADJACENT_GAP of each other (Fires and
    Firefighting: a fire spreads "to an adjacent building")."""
    ids = list(buildings)
    shapes = [buildings[b].polygon.shape for b in ids]
    tree = shapely.STRtree(shapes)
    near: dict[str, set[str]] = {b: set() for b in ids}
    mine, theirs = tree.query(shapes, predicate="dwithin", distance=ADJACENT_GAP)
    for i, j in zip(mine.tolist(), theirs.tolist(), strict=True):
        if i != j:
            near[ids[i]].add(ids[j])
    return {b: frozenset(found) for b, found in near.items()}


def _within_length(way: Path, limit: int) -> bool:
    """A straight way is compared exactly in integers; a bent one as a sum of roots."""
    if len(way.points) <= 2:
        a, b = way.points[0], way.points[-1]
        return (a.x - b.x) ** 2 + (a.y - b.y) ** 2 <= limit * limit
    return way.length <= limit


def _grown(
    data: TableData,
    buildings: Mapping[str, Building],
    spaces: Mapping[str, Space],
    walls: Mapping[str, Wall],
    source: str,
) -> dict[str, Polygon]:
    """Everything a base may not overlap, grown by half a base."""
    grown: dict[str, Polygon] = {}
    try:
        for n, b in enumerate(buildings.values()):
            key = f"building.{n}.polygon"
            grown[b.id] = grow_polygon(b.polygon, BASE_HALF)
        for n, s in enumerate(spaces.values()):
            key = f"space.{n}.polygon"
            if s.kind is SpaceKind.CANAL:
                grown[s.id] = grow_polygon(s.polygon, BASE_HALF)
        for n, w in enumerate(walls.values()):
            key = f"wall.{n}.points"
            grown[w.id] = grow_segment(w.line.a, w.line.b, BASE_HALF)
    except GrowthError as exc:
        raise DataError(source, key, str(exc)) from None
    return grown


def _why_no_room(
    at: Point,
    area: Box,
    room: ObstacleGrid,
    buildings: Mapping[str, Building],
    spaces: Mapping[str, Space],
    walls: Mapping[str, Wall],
) -> str | None:
    if not (area.x0 <= at.x <= area.x1 and area.y0 <= at.y <= area.y1):
        return "a base there would hang off the table"
    hit = room.containing(at)
    if hit is None:
        return None
    if hit in buildings:
        return f"a base there would stand in {buildings[hit].name}"
    if hit in spaces:
        return f"a base there would stand in {spaces[hit].name}"
    return f"a base there would stand across {walls[hit].name}"


def _check_connected(table: Table, source: str) -> None:
    """Every waypoint can be reached from every other: the streets form one table."""
    lost = table.graph.unreachable()
    if lost:
        first = next(iter(table.waypoints.values())).name
        where = table.waypoints[lost[0]].name
        raise DataError(source, "table", f"{where} cannot be reached from {first}")


def load_table(path: FilePath) -> Table:
    """Read, validate and precompute a table file; a bad file fails naming file and key."""
    source = str(path)
    return Table.from_data(validate(TableData, read_toml(path), source), source)


def load_city(name: str = "city") -> Table:
    """A table shipped with the game, by file stem."""
    return load_table(TABLES / f"{name}.toml")
