"""The waypoints of a table: junctions, points along each street, door fronts, hydrants,
exits and named places. A person clicks one and a search chooses among them, so option
lists stay finite and short; each is a point where a whole base can stand."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

import shapely

from strife.core.errors import DataError
from strife.core.geometry import Point, bearing_degrees, compass_point
from strife.core.geometry.boxes import Box
from strife.games.civil_disorder.model.features import (
    BASE_HALF,
    Building,
    Street,
    Waypoint,
    WaypointKind,
)
from strife.games.civil_disorder.model.table_checks import point
from strife.games.civil_disorder.model.table_data import UNITS_PER_INCH, TableData

# Why a base cannot stand at a point, or None if it can.
Fits = Callable[[Point], str | None]


class _Collector:
    def __init__(self, fits: Fits, reserved: frozenset[str], source: str) -> None:
        self.fits = fits
        self.reserved = reserved
        self.source = source
        self.found: dict[str, Waypoint] = {}

    def add(self, waypoint: Waypoint, key: str) -> None:
        if waypoint.id in self.reserved:
            raise DataError(self.source, key, f"the waypoint id {waypoint.id} names something else")
        if waypoint.id in self.found:
            raise DataError(self.source, key, f"the waypoint id {waypoint.id} is made twice")
        why = self.fits(waypoint.point)
        if why is not None:
            raise DataError(self.source, key, f"{waypoint.name} at {tuple(waypoint.point)}: {why}")
        self.found[waypoint.id] = waypoint


def make_waypoints(
    data: TableData,
    streets: Mapping[str, Street],
    buildings: Mapping[str, Building],
    table: Box,
    fits: Fits,
    source: str,
) -> dict[str, Waypoint]:
    # Waypoints share the SVG's ids with the buildings, streets, spaces and walls.
    reserved = frozenset(
        e.id for group in (data.building, data.street, data.space, data.wall) for e in group
    )
    out = _Collector(fits, reserved, source)
    _street_waypoints(data, streets, buildings, out)
    for n, entry in enumerate(data.building):
        for k, door in enumerate(buildings[entry.id].doors):
            name = (
                f"the door of {entry.name}"
                if len(entry.doors) == 1
                else (f"door {k + 1} of {entry.name}")
            )
            wp = Waypoint(f"{entry.id}-door-{k + 1}", name, WaypointKind.DOOR, door.front, entry.id)
            out.add(wp, f"building.{n}.doors.{k}")
    for n, hydrant in enumerate(data.hydrant):
        at = point(hydrant.point)
        name = f"the fire hydrant {_beside(at, buildings, streets)}"
        out.add(Waypoint(hydrant.id, name, WaypointKind.HYDRANT, at), f"hydrant.{n}.point")
    if not any(e.to_hospital for e in data.exit):
        raise DataError(source, "exit", "no exit is the way to hospital (to_hospital = true)")
    for n, exit_ in enumerate(data.exit):
        at = point(exit_.point)
        inward = _inward(at, table)
        if inward is None:
            raise DataError(source, f"exit.{n}.point", f"{tuple(at)} is not on the table's edge")
        kind = WaypointKind.HOSPITAL if exit_.to_hospital else WaypointKind.EXIT
        out.add(Waypoint(exit_.id, exit_.name, kind, inward), f"exit.{n}.point")
    for n, place in enumerate(data.place):
        out.add(
            Waypoint(place.id, place.name, WaypointKind.PLACE, point(place.point)),
            f"place.{n}.point",
        )
    return out.found


def _inward(at: Point, table: Box) -> Point | None:
    """Where a base stands touching the table's edge at an exit."""
    if at.x == table.x0:
        return Point(at.x + BASE_HALF, at.y)
    if at.x == table.x1:
        return Point(at.x - BASE_HALF, at.y)
    if at.y == table.y0:
        return Point(at.x, at.y + BASE_HALF)
    if at.y == table.y1:
        return Point(at.x, at.y - BASE_HALF)
    return None


def _street_waypoints(
    data: TableData,
    streets: Mapping[str, Street],
    buildings: Mapping[str, Building],
    out: _Collector,
) -> None:
    meeting: dict[Point, list[str]] = {}
    for street in streets.values():
        for p in street.points:
            meeting.setdefault(p, []).append(street.id)
    spacing = data.table.street_spacing
    for n, street in enumerate(streets.values()):
        key = f"street.{n}.points"
        count = 0
        for p in _points_along(street, spacing):
            on = meeting.get(p, [street.id])
            if len(on) > 1:
                if on[0] != street.id:
                    continue  # the junction is made once, by the first street through it
                wid = "x-" + "-".join(on)
                names = [streets[s].name for s in on]
                name = ", ".join(names[:-1]) + " and " + names[-1]
                out.add(Waypoint(wid, name, WaypointKind.JUNCTION, p, street.id), key)
                continue
            count += 1
            name = _along_name(street, p, meeting, streets)
            out.add(Waypoint(f"{street.id}-{count}", name, WaypointKind.STREET, p, street.id), key)


def _along_name(
    street: Street, p: Point, meeting: Mapping[Point, list[str]], streets: Mapping[str, Street]
) -> str:
    """A street point in a player's words: how far, which way, from the nearest junction on
    the street ("Thompson Road, 8" east of Mill Street"), or from the street's end."""
    marks = [q for q in street.points if len(meeting[q]) > 1] or [street.points[0]]
    mark = min(marks, key=lambda q: ((q.x - p.x) ** 2 + (q.y - p.y) ** 2, q))
    others = [streets[s].name for s in meeting[mark] if s != street.id]
    where = " and ".join(others) if others else "its end"
    run = math.hypot(p.x - mark.x, p.y - mark.y) / UNITS_PER_INCH
    inches = f"{run:.0f}" if abs(run - round(run)) < 0.25 else f"{math.floor(run)}\u00bd"
    way = compass_point(bearing_degrees(p.x - mark.x, p.y - mark.y))
    return f'{street.name}, {inches}" {way} of {where}'


def _points_along(street: Street, spacing: int) -> list[Point]:
    """Each corner of the street, and points every `spacing` units along each leg (none
    closer than half a spacing to the leg's far corner)."""
    found = [street.points[0]]
    for leg in street.legs():
        a, b = leg
        dx, dy = b.x - a.x, b.y - a.y
        run = math.hypot(dx, dy)
        steps = math.floor(run / spacing - 0.5)
        for i in range(1, steps + 1):
            f = i * spacing / run
            found.append(Point(a.x + round(dx * f), a.y + round(dy * f)))
        found.append(b)
    return found


def _beside(at: Point, buildings: Mapping[str, Building], streets: Mapping[str, Street]) -> str:
    """Words placing a point for a player: by the nearest building, else on a street."""
    spot = shapely.Point(at.x, at.y)
    if buildings:
        nearest = min(buildings.values(), key=lambda b: (b.polygon.shape.distance(spot), b.id))
        return f"by {nearest.name}"
    for street in streets.values():
        return f"on {street.name}"
    return f"at {tuple(at)}"
