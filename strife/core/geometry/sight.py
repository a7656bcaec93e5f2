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

import shapely

from strife.core.geometry.lattice import Point, Segment
from strife.core.geometry.polygon import Polygon
from strife.core.geometry.segment_polygon import inside_intervals


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


def blocks(blocker: Blocker, a: Viewpoint, b: Viewpoint) -> bool:
    """Whether this blocker stops the sight line between a and b."""
    if blocker.name in a.ignore or blocker.name in b.ignore or blocker.height <= 0:
        return False
    rise = b.height - a.height
    for t0, t1 in inside_intervals(Segment(a.point, b.point), blocker.polygon):
        lowest = min(a.height + rise * t0, a.height + rise * t1)
        if lowest < blocker.height:
            return True
    return False


class SightCache:
    """Who sees whom among a fixed set of viewpoints; symmetric, and every viewpoint sees
    itself."""

    def __init__(self, viewpoints: Sequence[Viewpoint], blockers: Iterable[Blocker]) -> None:
        self._index = {v.name: i for i, v in enumerate(viewpoints)}
        if len(self._index) != len(viewpoints):
            raise ValueError("viewpoint names must be unique")
        self._names = tuple(v.name for v in viewpoints)
        walls = [b for b in blockers if b.height > 0]
        tree = shapely.STRtree([b.polygon.shape for b in walls])
        rows = [1 << i for i in range(len(viewpoints))]
        self._reasons: dict[tuple[int, int], str] = {}
        for i, a in enumerate(viewpoints):
            for j in range(i + 1, len(viewpoints)):
                b = viewpoints[j]
                culprit = _first_blocker(a, b, walls, tree)
                if culprit is None:
                    rows[i] |= 1 << j
                    rows[j] |= 1 << i
                else:
                    self._reasons[(i, j)] = culprit
        self._rows = tuple(rows)

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


def _first_blocker(
    a: Viewpoint, b: Viewpoint, walls: Sequence[Blocker], tree: shapely.STRtree
) -> str | None:
    if a.point == b.point:
        probe: shapely.Geometry = shapely.Point(a.point)
    else:
        probe = shapely.LineString([a.point, b.point])
    for k in sorted(int(k) for k in tree.query(probe, predicate="intersects")):
        if blocks(walls[k], a, b):
            return walls[k].name
    return None
