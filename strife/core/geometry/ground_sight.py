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
from strife.core.geometry.sight import SightRows


class GroundSight(SightRows):
    """Line of sight between named points: clear unless the straight line between them
    enters a blocker's interior (running along a wall or touching a corner does not)."""

    def __init__(self, points: Mapping[str, Point], blockers: ObstacleGrid) -> None:
        super().__init__(list(points))
        pts = np.array([points[n] for n in self.names], dtype=np.int64).reshape(-1, 2)
        first, second = np.triu_indices(len(pts), k=1)
        found = blockers.first_blockers(np.concatenate([pts[first], pts[second]], axis=1))
        rows = list(self._rows)
        clear = found < 0
        for i, j in zip(first[clear].tolist(), second[clear].tolist(), strict=True):
            rows[i] |= 1 << j
            rows[j] |= 1 << i
        self._rows = tuple(rows)
        names = blockers.names
        firsts, seconds, culprits = (a[~clear].tolist() for a in (first, second, found))
        blocked = zip(firsts, seconds, culprits, strict=True)
        self._reasons = {(i, j): names[k] for i, j, k in blocked}
