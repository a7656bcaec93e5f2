"""Line of sight between named viewpoints past blocking polygons with heights, built once.

A sight line runs straight from one viewpoint's eye to the other's, its height rising or
falling evenly between the two eye heights. A blocker stops it where the line passes through
the blocker's interior lower than the blocker's top (a line exactly at roof height sees over).
Building the cache uses shapely's STRtree to find candidate blockers and exact rational tests
to decide; afterwards every query is a bit lookup.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import shapely

from strife.core.geometry.batch import PolygonArrays
from strife.core.geometry.lattice import Point, Segment
from strife.core.geometry.polygon import Polygon
from strife.core.geometry.segment_polygon import inside_intervals, open_box_interval


@dataclass(frozen=True)
class Viewpoint:
    """Where an eye can be: a lattice point at a height, ignoring the blockers it stands in
    or on (a viewer in a wood or a building sees out of it)."""

    name: str
    point: Point
    height: int
    ignore: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Blocker:
    name: str
    polygon: Polygon
    height: int


Intervals = list[tuple[Fraction, Fraction]]


def blocks_over(blocker: Blocker, a: Viewpoint, b: Viewpoint, inside: Intervals) -> bool:
    """Whether the blocker stops the line a-b, given where the line runs inside it."""
    if blocker.name in a.ignore or blocker.name in b.ignore or blocker.height <= 0:
        return False
    rise = b.height - a.height
    # The line is straight, so it is lowest at one end of each stretch inside; compare
    # a.height + rise * t < blocker.height in integers (t = n / d, d > 0).
    for span in inside:
        for t in span:
            n, d = t.numerator, t.denominator
            if a.height * d + rise * n < blocker.height * d:
                return True
    return False


def blocks(blocker: Blocker, a: Viewpoint, b: Viewpoint) -> bool:
    """Whether this blocker stops the sight line between a and b."""
    return blocks_over(blocker, a, b, inside_intervals(Segment(a.point, b.point), blocker.polygon))


class SightRows:
    """Who sees whom among named viewpoints, as one bit row per viewpoint (symmetric, and
    every viewpoint sees itself), with the blocker that stops each pair that does not see."""

    def __init__(self, names: Sequence[str]) -> None:
        self._index = {n: i for i, n in enumerate(names)}
        if len(self._index) != len(names):
            raise ValueError("viewpoint names must be unique")
        self._names = tuple(names)
        self._rows: tuple[int, ...] = tuple(1 << i for i in range(len(names)))
        self._reasons: dict[tuple[int, int], str] = {}

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    def sees(self, a: str, b: str) -> bool:
        return bool(self._rows[self._index[a]] >> self._index[b] & 1)

    def seen_from(self, a: str) -> frozenset[str]:
        row = self._rows[self._index[a]]
        return frozenset(n for j, n in enumerate(self._names) if row >> j & 1)

    def blocked_by(self, a: str, b: str) -> str | None:
        """The name of a blocker that stops the line between a and b, or None if they see."""
        i, j = sorted((self._index[a], self._index[b]))
        return self._reasons.get((i, j))

    def pair_count(self) -> int:
        n = len(self._names)
        return n * (n - 1) // 2


class SightCache(SightRows):
    """Who sees whom among a fixed set of viewpoints at heights, past blockers with heights."""

    def __init__(self, viewpoints: Sequence[Viewpoint], blockers: Iterable[Blocker]) -> None:
        super().__init__([v.name for v in viewpoints])
        walls = [b for b in blockers if b.height > 0]
        # Viewpoints at different heights over one point share their lines: the exact
        # geometry is worked out once per pair of points and blocker, heights per viewpoint.
        points = sorted({v.point for v in viewpoints})
        lines = [(p, q) for n, p in enumerate(points) for q in points[n + 1 :]]
        entered = _entered(lines, walls)
        inside: dict[tuple[Point, Point], list[_Crossing]] = {
            line: [_Crossing(w, Segment(*line)) for w in found]
            for line, found in zip(lines, entered, strict=True)
        }
        rows = list(self._rows)
        for i, a in enumerate(viewpoints):
            for j in range(i + 1, len(viewpoints)):
                b = viewpoints[j]
                culprit = _culprit(a, b, inside)
                if culprit is None:
                    rows[i] |= 1 << j
                    rows[j] |= 1 << i
                else:
                    self._reasons[(i, j)] = culprit
        self._rows = tuple(rows)


class _Crossing:
    """A blocker whose interior a line between two points enters; where along the line it
    runs inside is worked out (in rationals) only when eye heights make it matter."""

    def __init__(self, blocker: Blocker, line: Segment) -> None:
        self.blocker = blocker
        self.line = line
        self._spans: Intervals | None = None

    def stops(self, a: Viewpoint, b: Viewpoint) -> bool:
        if self.blocker.name in a.ignore or self.blocker.name in b.ignore:
            return False
        if max(a.height, b.height) < self.blocker.height:
            return True  # the whole line runs lower than the top, and it enters
        if min(a.height, b.height) >= self.blocker.height:
            return False  # the whole line runs at or above the top
        if self._spans is None:
            polygon = self.blocker.polygon
            if polygon.is_box:
                span = open_box_interval(self.line, *polygon.bounds())
                self._spans = [] if span is None else [span]
            else:
                self._spans = inside_intervals(self.line, polygon)
        return blocks_over(self.blocker, a, b, self._spans)


def _culprit(
    a: Viewpoint, b: Viewpoint, inside: dict[tuple[Point, Point], list[_Crossing]]
) -> str | None:
    if a.point == b.point:
        return None  # over one point: nothing stands between
    if a.point > b.point:
        a, b = b, a
    for crossing in inside[(a.point, b.point)]:
        if crossing.stops(a, b):
            return crossing.blocker.name
    return None


def _entered(lines: Sequence[tuple[Point, Point]], walls: Sequence[Blocker]) -> list[list[Blocker]]:
    """For each line, the blockers whose interior it enters, in order: shapely's STRtree
    finds those it touches (all lines in one query), the exact array test decides."""
    found: list[list[Blocker]] = [[] for _ in lines]
    if not walls or not lines:
        return found
    tree = shapely.STRtree([w.polygon.shape for w in walls])
    shapes = [shapely.LineString([p, q]) for p, q in lines]
    line_index, wall_index = tree.query(shapes, predicate="intersects")
    ends = np.array([(*lines[k][0], *lines[k][1]) for k in line_index.tolist()], dtype=np.int64)
    enters = PolygonArrays([w.polygon for w in walls]).enters(
        ends.reshape(-1, 4), wall_index.astype(np.int64)
    )
    hits = sorted(zip(line_index[enters].tolist(), wall_index[enters].tolist(), strict=True))
    for n, k in hits:
        found[n].append(walls[k])
    return found
