"""Axis-aligned rectangles on the lattice (the bases of a miniatures table), with exact
contact, gap and overlap tests in integers."""

from __future__ import annotations

from dataclasses import dataclass

from strife.core.geometry.lattice import Point, Segment
from strife.core.geometry.polygon import Polygon


@dataclass(frozen=True, order=True)
class Box:
    """The closed rectangle [x0, x1] x [y0, y1] (x0 < x1, y0 < y1)."""

    x0: int
    y0: int
    x1: int
    y1: int

    def __post_init__(self) -> None:
        if self.x0 >= self.x1 or self.y0 >= self.y1:
            raise ValueError(f"a box needs x0 < x1 and y0 < y1, not {self}")

    @classmethod
    def around(cls, centre: Point, half_width: int, half_depth: int | None = None) -> Box:
        """The box of the given half sizes centred on a lattice point."""
        hd = half_width if half_depth is None else half_depth
        return cls(centre.x - half_width, centre.y - hd, centre.x + half_width, centre.y + hd)

    def grow(self, by: int) -> Box:
        return Box(self.x0 - by, self.y0 - by, self.x1 + by, self.y1 + by)

    def polygon(self) -> Polygon:
        return Polygon.of(
            (self.x0, self.y0), (self.x1, self.y0), (self.x1, self.y1), (self.x0, self.y1)
        )

    def within(self, outer: Box) -> bool:
        return (
            outer.x0 <= self.x0
            and self.x1 <= outer.x1
            and outer.y0 <= self.y0
            and self.y1 <= outer.y1
        )

    def overlaps(self, other: Box) -> bool:
        """Whether the interiors overlap (sharing only an edge or a corner is not overlapping)."""
        return (
            self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1
        )

    def contact(self, other: Box) -> Segment | None:
        """The stretch of boundary two boxes share, if it has positive length and their
        interiors do not overlap: bases set edge to edge. Corners touching is not contact."""
        if self.overlaps(other):
            return None
        lo_x, hi_x = max(self.x0, other.x0), min(self.x1, other.x1)
        lo_y, hi_y = max(self.y0, other.y0), min(self.y1, other.y1)
        if lo_x == hi_x and lo_y < hi_y:
            return Segment(Point(lo_x, lo_y), Point(lo_x, hi_y))
        if lo_y == hi_y and lo_x < hi_x:
            return Segment(Point(lo_x, lo_y), Point(hi_x, lo_y))
        return None

    def gap2(self, other: Box) -> int:
        """The squared distance between the nearest points of two boxes (0 if they meet)."""
        dx = max(other.x0 - self.x1, self.x0 - other.x1, 0)
        dy = max(other.y0 - self.y1, self.y0 - other.y1, 0)
        return dx * dx + dy * dy

    def dist2_to(self, p: Point) -> int:
        """The squared distance from the box to a point (0 if the point is in the box)."""
        dx = max(self.x0 - p.x, p.x - self.x1, 0)
        dy = max(self.y0 - p.y, p.y - self.y1, 0)
        return dx * dx + dy * dy
