"""Named polygons that stop lines and bases, with a uniform-grid broad phase so that one
query on a big table tests only the few polygons near it.

The grid is conservative (a polygon is listed in every cell its closed bounding box meets,
and a segment visits every cell it meets), and the decision is always the exact integer test
of segment_polygon.enters_interior: the grid only saves work, it never changes an answer.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

import numpy as np
from numpy.typing import NDArray

from strife.core.geometry.batch import PolygonArrays
from strife.core.geometry.boxes import Box
from strife.core.geometry.lattice import Point, Segment
from strife.core.geometry.polygon import Polygon
from strife.core.geometry.segment_polygon import enters_interior, meets_open_box

# Segments handled together in blockers_of_all: a chunk's boxes against every polygon's.
_CHUNK = 4096


@dataclass(frozen=True)
class _Entry:
    name: str
    polygon: Polygon
    bounds: tuple[int, int, int, int]
    is_rectangle: bool

    def entered_by(self, seg: Segment) -> bool:
        if self.is_rectangle:
            return meets_open_box(seg, *self.bounds)
        return enters_interior(seg, self.polygon)


class ObstacleGrid:
    """Polygons indexed by grid cells of `cell` units; answers in the mapping's order."""

    def __init__(self, polygons: Mapping[str, Polygon], cell: int = 16) -> None:
        if cell <= 0:
            raise ValueError(f"a grid cell must be at least one unit, not {cell}")
        self.cell = cell
        self._entries = tuple(_Entry(n, p, p.bounds(), p.is_box) for n, p in polygons.items())
        cells: dict[tuple[int, int], list[int]] = {}
        for i, entry in enumerate(self._entries):
            x0, y0, x1, y1 = entry.bounds
            for cx in range(x0 // cell, x1 // cell + 1):
                for cy in range(y0 // cell, y1 // cell + 1):
                    cells.setdefault((cx, cy), []).append(i)
        self._cells = {key: tuple(found) for key, found in cells.items()}

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(e.name for e in self._entries)

    def polygon(self, name: str) -> Polygon:
        for entry in self._entries:
            if entry.name == name:
                return entry.polygon
        raise KeyError(name)

    def _cells_on(self, seg: Segment) -> Iterator[tuple[int, int]]:
        """Every cell the closed segment meets, column by column (exact integer floors)."""
        a, b = sorted(seg)
        c = self.cell
        if a.x == b.x:
            lo, hi = sorted((a.y, b.y))
            for cy in range(lo // c, hi // c + 1):
                yield a.x // c, cy
            return
        dx, dy = b.x - a.x, b.y - a.y
        for cx in range(a.x // c, b.x // c + 1):
            xs = max(a.x, cx * c), min(b.x, (cx + 1) * c)
            # y at x is a.y + (x - a.x) dy / dx; its cell row is the floor of that over c.
            rows = [(a.y * dx + (x - a.x) * dy) // (dx * c) for x in xs]
            for cy in range(min(rows), max(rows) + 1):
                yield cx, cy

    def near(self, seg: Segment) -> list[int]:
        """Indices of the polygons whose bounding boxes the segment may meet, in order."""
        found: set[int] = set()
        for key in self._cells_on(seg):
            found.update(self._cells.get(key, ()))
        (ax, ay), (bx, by) = seg
        lo_x, hi_x, lo_y, hi_y = min(ax, bx), max(ax, bx), min(ay, by), max(ay, by)
        # A segment that enters a polygon's interior enters its open bounding box.
        return sorted(
            i
            for i in found
            if (b := self._entries[i].bounds)[0] < hi_x
            and b[2] > lo_x
            and b[1] < hi_y
            and b[3] > lo_y
        )

    def blocker(self, seg: Segment, ignore: frozenset[str] = frozenset()) -> str | None:
        """The first polygon (in the mapping's order) whose interior the segment enters."""
        for i in self.near(seg):
            entry = self._entries[i]
            if entry.name not in ignore and entry.entered_by(seg):
                return entry.name
        return None

    def clear(self, seg: Segment, ignore: frozenset[str] = frozenset()) -> bool:
        return self.blocker(seg, ignore) is None

    @cached_property
    def _arrays(self) -> PolygonArrays:
        return PolygonArrays([e.polygon for e in self._entries])

    def blockers_of_all(self, segments: Sequence[Segment]) -> list[str | None]:
        """blocker() for many segments at once (see first_blockers)."""
        if not segments:
            return []
        ends = np.array([(s.a.x, s.a.y, s.b.x, s.b.y) for s in segments], dtype=np.int64)
        return [
            None if i < 0 else self._entries[i].name for i in self.first_blockers(ends).tolist()
        ]

    def first_blockers(self, ends: NDArray[np.int64]) -> NDArray[np.int64]:
        """For each row (ax, ay, bx, by): the index of the first polygon (in the mapping's
        order) whose interior the segment enters, or -1. In arrays: each segment's bounding
        box against every polygon's, then the exact test on the pairs whose boxes meet."""
        count = len(self._entries)
        first = np.full(len(ends), count, dtype=np.int64)
        if count:
            bounds = self._arrays.bounds
            for lo in range(0, len(ends), _CHUNK):
                part = ends[lo : lo + _CHUNK]
                x0 = np.minimum(part[:, 0], part[:, 2])[:, None]
                x1 = np.maximum(part[:, 0], part[:, 2])[:, None]
                y0 = np.minimum(part[:, 1], part[:, 3])[:, None]
                y1 = np.maximum(part[:, 1], part[:, 3])[:, None]
                # Closed segment box against open polygon box, as in near().
                meets = (bounds[:, 0] < x1) & (bounds[:, 2] > x0)
                meets &= (bounds[:, 1] < y1) & (bounds[:, 3] > y0)
                line_index, poly_index = np.nonzero(meets)
                enters = self._arrays.enters(part[line_index], poly_index.astype(np.int64))
                np.minimum.at(first, lo + line_index[enters], poly_index[enters])
        result: NDArray[np.int64] = np.where(first < count, first, -1)
        return result

    def clear_all(self, segments: Sequence[Segment]) -> list[bool]:
        return [b is None for b in self.blockers_of_all(segments)]

    def containing(self, p: Point) -> str | None:
        """The first polygon that holds p strictly inside, if any."""
        for i in self._cells.get((p.x // self.cell, p.y // self.cell), ()):
            if self._entries[i].polygon.locate(p.x, p.y, 1) > 0:
                return self._entries[i].name
        return None

    def overlapping(self, box: Box) -> str | None:
        """The first polygon whose interior overlaps the box's interior, if any."""
        shape = box.polygon()
        corners = shape.vertices
        sides = shape.edges()
        hits: set[int] = set()
        for cx in range(box.x0 // self.cell, box.x1 // self.cell + 1):
            for cy in range(box.y0 // self.cell, box.y1 // self.cell + 1):
                hits.update(self._cells.get((cx, cy), ()))
        for i in sorted(hits):
            entry = self._entries[i]
            x0, y0, x1, y1 = entry.bounds
            if not Box(x0, y0, x1, y1).overlaps(box):
                continue
            polygon = entry.polygon
            if (
                any(enters_interior(side, polygon) for side in sides)
                or any(enters_interior(edge, shape) for edge in polygon.edges())
                or polygon.locate(corners[0].x + corners[2].x, corners[0].y + corners[2].y, 2) > 0
            ):
                return entry.name
        return None
