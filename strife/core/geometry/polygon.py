"""Simple polygons with lattice vertices, and exact point-in-polygon tests."""

from __future__ import annotations

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

    def edges(self) -> tuple[Segment, ...]:
        vs = self.vertices
        return tuple(Segment(vs[i], vs[(i + 1) % len(vs)]) for i in range(len(vs)))

    def bounds(self) -> tuple[int, int, int, int]:
        xs = [p.x for p in self.vertices]
        ys = [p.y for p in self.vertices]
        return min(xs), min(ys), max(xs), max(ys)

    def on_boundary(self, p: Exact) -> bool:
        return any(_on_edge(p, edge) for edge in self.edges())

    def contains(self, p: Exact | Point, *, strict: bool = True) -> bool:
        """Whether p is inside: strictly (boundary excluded) or with the boundary."""
        q = (Fraction(p[0]), Fraction(p[1]))
        if self.on_boundary(q):
            return not strict
        # Crossing count of a ray towards +x; half-open rule on y avoids double counting.
        inside = False
        for a, b in self.edges():
            if (a.y > q[1]) != (b.y > q[1]):
                x_at = a.x + (q[1] - a.y) * (b.x - a.x) / Fraction(b.y - a.y)
                if x_at > q[0]:
                    inside = not inside
        return inside


def _on_edge(p: Exact, edge: Segment) -> bool:
    a, b = edge
    if (b.x - a.x) * (p[1] - a.y) - (b.y - a.y) * (p[0] - a.x) != 0:
        return False
    return min(a.x, b.x) <= p[0] <= max(a.x, b.x) and min(a.y, b.y) <= p[1] <= max(a.y, b.y)
