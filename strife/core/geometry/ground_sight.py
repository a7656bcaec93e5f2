"""Who sees whom among many named points at ground level, past blocking polygons.

Built once for a table: every line is handed to ObstacleGrid.blockers_of_all, which finds the
polygons each touches in one shapely call (in C) and decides those few with the exact integer
test. A line that touches nothing is clear without any Python work. Queries are bit lookups.
"""

from __future__ import annotations

from collections.abc import Mapping

from strife.core.geometry.lattice import Point, Segment
from strife.core.geometry.obstacles import ObstacleGrid


class GroundSight:
    """Line of sight between named points: clear unless the straight line between them
    enters a blocker's interior (running along a wall or touching a corner does not)."""

    def __init__(self, points: Mapping[str, Point], blockers: ObstacleGrid) -> None:
        self._names = tuple(points)
        self._index = {n: i for i, n in enumerate(self._names)}
        pts = [points[n] for n in self._names]
        pairs = [(i, j) for i in range(len(pts)) for j in range(i + 1, len(pts))]
        found = blockers.blockers_of_all([Segment(pts[i], pts[j]) for i, j in pairs])
        rows = [1 << i for i in range(len(pts))]
        self._blocked: dict[tuple[int, int], str] = {}
        for (i, j), blocker in zip(pairs, found, strict=True):
            if blocker is None:
                rows[i] |= 1 << j
                rows[j] |= 1 << i
            else:
                self._blocked[(i, j)] = blocker
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
        """The first blocker (in the grid's order) in the way, or None if they see."""
        i, j = sorted((self._index[a], self._index[b]))
        return self._blocked.get((i, j))

    def pair_count(self) -> int:
        n = len(self._names)
        return n * (n - 1) // 2
