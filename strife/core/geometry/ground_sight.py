"""Who sees whom among many named points at ground level, past blocking polygons.

Built once for a table: every line is handed to ObstacleGrid.blockers_of_all, which finds the
polygons each touches in one shapely call (in C) and decides those few with the exact integer
test. A line that touches nothing is clear without any Python work. Queries are bit lookups.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from strife.core.geometry.lattice import Point
from strife.core.geometry.obstacles import ObstacleGrid


class GroundSight:
    """Line of sight between named points: clear unless the straight line between them
    enters a blocker's interior (running along a wall or touching a corner does not)."""

    def __init__(self, points: Mapping[str, Point], blockers: ObstacleGrid) -> None:
        self._names = tuple(points)
        self._index = {n: i for i, n in enumerate(self._names)}
        pts = np.array([points[n] for n in self._names], dtype=np.int64).reshape(-1, 2)
        first, second = np.triu_indices(len(pts), k=1)
        found = blockers.first_blockers(np.concatenate([pts[first], pts[second]], axis=1))
        rows = [1 << i for i in range(len(pts))]
        clear = found < 0
        for i, j in zip(first[clear].tolist(), second[clear].tolist(), strict=True):
            rows[i] |= 1 << j
            rows[j] |= 1 << i
        names = blockers.names
        self._blocked = {
            (i, j): names[k]
            for i, j, k in zip(
                first[~clear].tolist(), second[~clear].tolist(), found[~clear].tolist(), strict=True
            )
        }
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
