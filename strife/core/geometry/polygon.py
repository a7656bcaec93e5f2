"""Simple polygons with lattice vertices, and exact point-in-polygon tests."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

import shapely
from shapely.validation import explain_validity

from strife.core.geometry.lattice import Point, Segment

# A point that may lie between lattice points (where a sight line meets a wall).
Exact = tuple[Fraction, Fraction]


class PolygonError(ValueError):
    """A polygon that is not a simple, non-degenerate ring; the message says why."""


@dataclass(frozen=True)
class Polygon:
    """A simple polygon: at least three lattice vertices, no self-crossing, non-zero area.

    The ring is implicit (the last vertex joins the first); either winding is accepted.
    """

    vertices: tuple[Point, ...]
    _shape: shapely.Polygon = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        if len(self.vertices) < 3:
            raise PolygonError(f"a polygon needs at least 3 corners, not {len(self.vertices)}")
        if len(set(self.vertices)) != len(self.vertices):
            raise PolygonError("a corner is repeated")
        if self.area2 == 0:
            raise PolygonError("the corners enclose no area")
        shape = shapely.Polygon([(p.x, p.y) for p in self.vertices])
        if not shape.is_valid:
            raise PolygonError(f"the outline is not simple ({explain_validity(shape)})")
        object.__setattr__(self, "_shape", shape)

    @classmethod
    def of(cls, *corners: tuple[int, int]) -> Polygon:
        return cls(tuple(Point(x, y) for x, y in corners))

    @property
    def shape(self) -> shapely.Polygon:
        """The shapely polygon, for precomputation (candidate searches, unions)."""
        return self._shape

    @cached_property
    def area2(self) -> int:
        """Twice the signed area (shoelace): positive when the corners turn anticlockwise
        in x-right/y-up terms (which is clockwise as drawn with y down)."""
        vs = self.vertices
        return sum(
            vs[i].x * vs[(i + 1) % len(vs)].y - vs[(i + 1) % len(vs)].x * vs[i].y
            for i in range(len(vs))
        )

    @cached_property
    def is_box(self) -> bool:
        """Whether it is an axis-aligned rectangle (its area fills its bounding box), whose
        interior is the open box of its bounds."""
        x0, y0, x1, y1 = self.bounds()
        return abs(self.area2) == 2 * (x1 - x0) * (y1 - y0)

    def edges(self) -> tuple[Segment, ...]:
        return self._edges

    @cached_property
    def _edges(self) -> tuple[Segment, ...]:
        vs = self.vertices
        return tuple(Segment(vs[i], vs[(i + 1) % len(vs)]) for i in range(len(vs)))

    def bounds(self) -> tuple[int, int, int, int]:
        xs = [p.x for p in self.vertices]
        ys = [p.y for p in self.vertices]
        return min(xs), min(ys), max(xs), max(ys)

    def on_boundary(self, p: Exact | Point) -> bool:
        return self.locate(*_scaled(p)) == 0

    def contains(self, p: Exact | Point, *, strict: bool = True) -> bool:
        """Whether p is inside: strictly (boundary excluded) or with the boundary."""
        where = self.locate(*_scaled(p))
        return where > 0 or (where == 0 and not strict)

    def locate(self, x: int, y: int, d: int) -> int:
        """Where the point (x/d, y/d) lies (d > 0): 1 inside, 0 on the boundary, -1 outside.

        All integer arithmetic: this is the inner loop of building sight caches."""
        inside = False
        for a, b in self.edges():
            ax, ay, bx, by = a.x * d, a.y * d, b.x * d, b.y * d
            side = (b.x - a.x) * (y - ay) - (b.y - a.y) * (x - ax)
            if side == 0 and min(ax, bx) <= x <= max(ax, bx) and min(ay, by) <= y <= max(ay, by):
                return 0
            # Crossing count of a ray towards +x; the half-open rule on y counts a vertex once.
            if (ay > y) != (by > y) and (side > 0) == (b.y > a.y):
                inside = not inside
        return 1 if inside else -1


def _scaled(p: Exact | Point) -> tuple[int, int, int]:
    """A point as integers (x, y, d) meaning (x/d, y/d)."""
    if isinstance(p, Point):
        return p.x, p.y, 1
    fx, fy = Fraction(p[0]), Fraction(p[1])
    d = math.lcm(fx.denominator, fy.denominator)
    return fx.numerator * (d // fx.denominator), fy.numerator * (d // fy.denominator), d
