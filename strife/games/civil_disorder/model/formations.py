"""Formations set exactly around a waypoint: where each base of a unit or crowd stands.

A player or a search picks a waypoint, a formation and a facing; the engine places the
bases. A formation that does not fit where it is centred slides sideways a unit at a time
(up to SLIDE units each way) until every base has room; if it still does not fit, it is not
offered. So the choices stay few while every base stands on an exact lattice point.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from strife.core.geometry import Point
from strife.core.geometry.boxes import Box
from strife.games.civil_disorder.model.features import BASE_HALF
from strife.games.civil_disorder.model.table import Table

STEP = 2 * BASE_HALF  # bases set edge to edge
SLIDE = 8  # 4": how far a formation may slide sideways to fit between buildings

# A crowd is loose, never regular (Movement, Crowds: "Regular lines or blocks or formations
# of civilians are not acceptable"; "any density from around 1" apart down to packed
# tightly"): bases about 1" apart in an irregular cluster, or, where a street is too narrow
# for that, strung out along it. No two of these squares overlap.
CROWD_SPOTS = (
    (0, 0), (6, -2), (-5, 3), (2, 6), (-3, -6), (7, 5), (-9, -1), (10, -6),
)  # fmt: skip
CROWD_STRUNG_OUT = (
    (0, 0), (4, -5), (-1, -10), (3, 5), (-2, 10), (2, -15), (1, 15), (-3, -20),
)  # fmt: skip


class Facing(StrEnum):
    NORTH = "north"
    EAST = "east"
    SOUTH = "south"
    WEST = "west"

    @property
    def ahead(self) -> tuple[int, int]:
        return {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}[self.value]

    @property
    def across(self) -> tuple[int, int]:
        """The direction along a line facing this way (to its right)."""
        x, y = self.ahead
        return (-y, x)


class Formation(StrEnum):
    LINE = "line"  # one rank abreast
    TWO_RANKS = "two ranks"  # SF may fight in two ranks (Fighting)
    COLUMN = "column"  # one behind another, the first at the waypoint
    CROWD = "crowd"  # a loose irregular cluster


def offsets(formation: Formation, count: int, facing: Facing) -> list[tuple[int, int]]:
    """Where each base stands relative to the waypoint, before any slide."""
    if count < 1:
        raise ValueError("a formation needs at least one base")
    ax, ay = facing.across
    fx, fy = facing.ahead

    def rank(n: int, back: int) -> list[tuple[int, int]]:
        # Centred on the waypoint: base i is (i - (n - 1) / 2) steps across, in whole units.
        return [
            (
                (STEP * i - BASE_HALF * (n - 1)) * ax - back * fx,
                (STEP * i - BASE_HALF * (n - 1)) * ay - back * fy,
            )
            for i in range(n)
        ]

    if formation is Formation.LINE:
        return rank(count, 0)
    if formation is Formation.TWO_RANKS:
        front = (count + 1) // 2
        return rank(front, 0) + rank(count - front, STEP)
    if formation is Formation.COLUMN:
        return [(-STEP * i * fx, -STEP * i * fy) for i in range(count)]
    if count > len(CROWD_SPOTS):
        raise ValueError(f"a crowd of more than {len(CROWD_SPOTS)} bases is placed as two")
    return list(CROWD_SPOTS[:count])


def place(
    table: Table,
    at: Point,
    formation: Formation,
    count: int,
    facing: Facing = Facing.NORTH,
    occupied: Sequence[Point] = (),
) -> tuple[Point, ...] | None:
    """The bases' points, or None if the formation fits nowhere near `at`. A crowd that
    does not fit as a cluster is strung out north-south, then east-west."""
    taken = [table.base(o) for o in occupied]
    if formation is not Formation.CROWD:
        return _fit(table, at, offsets(formation, count, facing), [facing.across], taken)
    if count > len(CROWD_SPOTS):
        raise ValueError(f"a crowd of more than {len(CROWD_SPOTS)} bases is placed as two")
    strung = CROWD_STRUNG_OUT[:count]
    shapes = [CROWD_SPOTS[:count], strung, tuple((y, x) for x, y in strung)]
    both_ways = [(1, 0), (0, 1)]
    for spots in shapes:
        found = _fit(table, at, spots, both_ways, taken)
        if found is not None:
            return found
    return None


def _fit(
    table: Table,
    at: Point,
    spots: Sequence[tuple[int, int]],
    directions: Sequence[tuple[int, int]],
    taken: Sequence[Box],
) -> tuple[Point, ...] | None:
    """The spots around `at`, slid along each direction in turn until every base has room."""
    for ax, ay in directions:
        for slide in _slides():
            points = tuple(
                Point(at.x + dx + slide * ax, at.y + dy + slide * ay) for dx, dy in spots
            )
            if all(table.has_room(p) for p in points) and not any(
                table.base(p).overlaps(t) for p in points for t in taken
            ):
                return points
    return None


def _slides() -> list[int]:
    out = [0]
    for k in range(1, SLIDE + 1):
        out += [k, -k]
    return out
