"""Turning validated table entries into buildings, streets, spaces and walls, checking what
one entry cannot check alone. Every failure is a DataError naming the file, the key and the
problem."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, pairwise
from typing import Protocol

import shapely

from strife.core.errors import DataError
from strife.core.geometry import Point, Polygon, Segment
from strife.core.geometry.boxes import Box
from strife.core.geometry.lattice import collinear_overlap, on_segment, segments_intersect
from strife.core.geometry.polygon import PolygonError
from strife.games.civil_disorder.model.features import (
    BASE_HALF,
    Building,
    Door,
    Space,
    Street,
    Wall,
)
from strife.games.civil_disorder.model.table_data import TableData

Corner = list[int]


class _HasId(Protocol):
    @property
    def id(self) -> str: ...


def point(corner: Corner) -> Point:
    return Point(corner[0], corner[1])


def check_unique_ids(data: TableData, source: str) -> None:
    """Every id on the table names one thing: SVG elements and options use them."""
    seen: dict[str, str] = {}
    groups: Sequence[tuple[str, Sequence[_HasId]]] = (
        ("building", data.building),
        ("street", data.street),
        ("space", data.space),
        ("wall", data.wall),
        ("hydrant", data.hydrant),
        ("exit", data.exit),
        ("place", data.place),
    )
    for group, entries in groups:
        for n, entry in enumerate(entries):
            ident = entry.id
            if ident in seen:
                raise DataError(
                    source, f"{group}.{n}.id", f"{ident} is already the id of a {seen[ident]}"
                )
            seen[ident] = group


def _polygon(corners: Sequence[Corner], table: Box, source: str, key: str) -> Polygon:
    try:
        polygon = Polygon(tuple(point(c) for c in corners))
    except PolygonError as exc:
        raise DataError(source, key, str(exc)) from None
    x0, y0, x1, y1 = polygon.bounds()
    if x0 < table.x0 or y0 < table.y0 or x1 > table.x1 or y1 > table.y1:
        raise DataError(source, key, f"goes off the table (0-{table.x1} by 0-{table.y1})")
    return polygon


def make_buildings(data: TableData, table: Box, source: str) -> dict[str, Building]:
    outlines = {
        e.id: _polygon(e.polygon, table, source, f"building.{n}.polygon")
        for n, e in enumerate(data.building)
    }
    _check_no_overlaps(outlines, source)
    buildings: dict[str, Building] = {}
    for n, entry in enumerate(data.building):
        polygon = outlines[entry.id]
        doors = tuple(
            _door(entry.id, polygon, point(c), source, f"building.{n}.doors.{k}")
            for k, c in enumerate(entry.doors)
        )
        buildings[entry.id] = Building(
            entry.id,
            entry.name,
            entry.kind,
            polygon,
            entry.value,
            entry.loot_units,
            entry.storeys,
            doors,
        )
    return buildings


def _door(building: str, polygon: Polygon, at: Point, source: str, key: str) -> Door:
    """A door sits inside one straight wall running north-south or east-west (not at a
    corner), so that a base can stand square against it."""
    for edge in polygon.edges():
        if not on_segment(at, edge) or at in edge:
            continue
        if edge.a.x != edge.b.x and edge.a.y != edge.b.y:
            raise DataError(
                source, key, f"{tuple(at)} is on a slanting wall; doors go in square walls"
            )
        nx, ny = (0, 1) if edge.a.y == edge.b.y else (1, 0)
        # The outside is the side where a point half a unit off the wall is not inside.
        if polygon.locate(2 * at.x + nx, 2 * at.y + ny, 2) > 0:
            nx, ny = -nx, -ny
        return Door(building, at, Point(at.x + nx * BASE_HALF, at.y + ny * BASE_HALF))
    raise DataError(source, key, f"{tuple(at)} is not on a wall of the building (corners excluded)")


def _check_no_overlaps(outlines: dict[str, Polygon], source: str) -> None:
    """Buildings may share walls (a terrace) but not overlap."""
    ids = list(outlines)
    shapes = [outlines[i].shape for i in ids]
    tree = shapely.STRtree(shapes)
    for j, shape in enumerate(shapes):
        for i in sorted(int(i) for i in tree.query(shape)):
            if i < j and shapes[i].intersection(shape).area > 0:
                raise DataError(source, f"building.{j}.polygon", f"overlaps {ids[i]}")


def make_spaces(
    data: TableData, table: Box, buildings: dict[str, Building], source: str
) -> dict[str, Space]:
    """Open spaces lie between buildings, never under one (they may overlap each other: a
    bridge over a canal)."""
    spaces: dict[str, Space] = {}
    tree = shapely.STRtree([b.polygon.shape for b in buildings.values()])
    ids = list(buildings)
    for n, e in enumerate(data.space):
        polygon = _polygon(e.polygon, table, source, f"space.{n}.polygon")
        for i in sorted(int(i) for i in tree.query(polygon.shape)):
            if buildings[ids[i]].polygon.shape.intersection(polygon.shape).area > 0:
                raise DataError(source, f"space.{n}.polygon", f"overlaps the building {ids[i]}")
        spaces[e.id] = Space(e.id, e.name, e.kind, polygon)
    return spaces


def make_walls(data: TableData, table: Box, source: str) -> dict[str, Wall]:
    walls: dict[str, Wall] = {}
    for n, e in enumerate(data.wall):
        a, b = point(e.points[0]), point(e.points[1])
        if a == b:
            raise DataError(source, f"wall.{n}.points", "a wall needs two different ends")
        if a.x != b.x and a.y != b.y:
            raise DataError(source, f"wall.{n}.points", "walls run north-south or east-west")
        for p in (a, b):
            if not (table.x0 <= p.x <= table.x1 and table.y0 <= p.y <= table.y1):
                raise DataError(source, f"wall.{n}.points", f"{tuple(p)} is off the table")
        walls[e.id] = Wall(e.id, e.name, e.kind, Segment(a, b))
    return walls


def make_streets(data: TableData, table: Box, source: str) -> dict[str, Street]:
    streets: dict[str, Street] = {}
    for n, e in enumerate(data.street):
        points = tuple(point(c) for c in e.points)
        for p in points:
            if not (table.x0 <= p.x <= table.x1 and table.y0 <= p.y <= table.y1):
                raise DataError(source, f"street.{n}.points", f"{tuple(p)} is off the table")
        if any(p == q for p, q in pairwise(points)):
            raise DataError(source, f"street.{n}.points", "a point is repeated")
        streets[e.id] = Street(e.id, e.name, points, e.width)
    _check_junctions(streets, source)
    return streets


def _check_junctions(streets: dict[str, Street], source: str) -> None:
    """Where two streets meet, the meeting point is a corner of both (a junction)."""
    ids = list(streets)
    for i, j in combinations(range(len(ids)), 2):
        s, t = streets[ids[i]], streets[ids[j]]
        for leg in s.legs():
            for other in t.legs():
                if not segments_intersect(leg, other):
                    continue
                if collinear_overlap(leg, other) is not None:
                    raise DataError(source, f"street.{j}.points", f"runs along {s.id}")
                common = {p for p in (*leg, *other) if on_segment(p, leg) and on_segment(p, other)}
                if not common or not all(p in s.points and p in t.points for p in common):
                    where = f" at {tuple(next(iter(common)))}" if common else ""
                    raise DataError(
                        source,
                        f"street.{j}.points",
                        f"meets {s.id}{where} away from a corner of both; "
                        "give the meeting point in both streets",
                    )
