"""The exact segment-against-polygon test for many (segment, polygon) pairs at once, in
NumPy integers: the same answers as segment_polygon.enters_interior, for building the
sight and path tables of a big table.

A pair is decided in arrays when the segment misses the polygon's open bounding box (it does
not enter), when the polygon is an axis-aligned rectangle (it enters exactly when it meets the
open rectangle), or when it properly crosses an edge (it enters); the few other pairs (a
slanting or many-cornered outline touched only at corners) go to the integer test one by one.
Coordinates stay far below 2**31, so products fit in int64.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from strife.core.geometry.lattice import Point, Segment
from strife.core.geometry.polygon import Polygon
from strife.core.geometry.segment_polygon import enters_interior

Ints = NDArray[np.int64]
Bools = NDArray[np.bool_]


class PolygonArrays:
    """The edges of many polygons, padded to one width, and which are rectangles."""

    def __init__(self, polygons: Sequence[Polygon]) -> None:
        self.polygons = tuple(polygons)
        width = max((len(p.vertices) for p in polygons), default=1)
        n = len(polygons)
        self.c = np.zeros((n, width, 2), dtype=np.int64)
        self.d = np.zeros((n, width, 2), dtype=np.int64)
        self.real = np.zeros((n, width), dtype=bool)
        self.bounds = np.zeros((n, 4), dtype=np.int64)
        self.rect = np.zeros(n, dtype=bool)
        for i, polygon in enumerate(polygons):
            for k, (c, d) in enumerate(polygon.edges()):
                self.c[i, k] = c
                self.d[i, k] = d
                self.real[i, k] = True
            self.bounds[i] = polygon.bounds()
            self.rect[i] = polygon.is_box

    def enters(self, segments: Ints, which: Ints) -> Bools:
        """For each row: whether segment (ax, ay, bx, by) enters polygon `which`'s interior."""
        # A segment that enters a polygon meets its open bounding box; for a rectangle the
        # two are the same, so most pairs are decided here.
        result: Bools = _meets_open_box(segments, self.bounds[which])
        rest = np.flatnonzero(result & ~self.rect[which])
        if len(rest) == 0:
            return result
        seg, poly = segments[rest], which[rest]
        a, b = seg[:, None, 0:2], seg[:, None, 2:4]
        c, d = self.c[poly], self.d[poly]
        d1 = np.sign(_cross(c, d, a))
        d2 = np.sign(_cross(c, d, b))
        d3 = np.sign(_cross(a, b, c))
        d4 = np.sign(_cross(a, b, d))
        crossing: Bools = (d1 * d2 < 0) & (d3 * d4 < 0) & self.real[poly]
        proper: Bools = np.asarray(crossing.any(axis=1), dtype=bool)
        # Touched only at corners or along walls: the integer test decides, one by one.
        for k in np.flatnonzero(~proper).tolist():
            ax, ay, bx, by = seg[k].tolist()
            line = Segment(Point(ax, ay), Point(bx, by))
            proper[k] = enters_interior(line, self.polygons[int(poly[k])])
        result[rest] = proper
        return result


def _cross(o: Ints, a: Ints, b: Ints) -> Ints:
    return (a[..., 0] - o[..., 0]) * (b[..., 1] - o[..., 1]) - (a[..., 1] - o[..., 1]) * (
        b[..., 0] - o[..., 0]
    )


def _meets_open_box(seg: Ints, box: Ints) -> Bools:
    """Whether a + t(b - a), 0 <= t <= 1, meets the open box: the parameter ranges within
    each open slab, as fractions with positive denominators, overlap each other and [0, 1]."""
    los, his, dens, ok = [], [], [], np.ones(len(seg), dtype=bool)
    for axis in (0, 1):
        start, delta = seg[:, axis], seg[:, axis + 2] - seg[:, axis]
        lo_edge, hi_edge = box[:, axis], box[:, axis + 2]
        flat = delta == 0
        ok &= ~flat | ((lo_edge < start) & (start < hi_edge))
        forward = delta > 0
        lo = np.where(forward, lo_edge - start, start - hi_edge)
        hi = np.where(forward, hi_edge - start, start - lo_edge)
        den = np.abs(delta)
        # A slab the segment runs along (delta 0) allows every t: (-1, 2) covers [0, 1].
        los.append(np.where(flat, -1, lo))
        his.append(np.where(flat, 2, hi))
        dens.append(np.where(flat, 1, den))
    for i in (0, 1):
        ok &= los[i] < dens[i]  # lo < 1
        ok &= his[i] > 0  # hi > 0
        for j in (0, 1):
            ok &= los[i] * dens[j] < his[j] * dens[i]  # lo_i < hi_j
    return ok
