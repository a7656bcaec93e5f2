"""Growing a polygon or a wall by a square: the room a square base needs around it.

A base of half-size r centred at p overlaps a polygon's interior exactly when p lies strictly
inside the polygon grown by the square [-r, r] x [-r, r] (their Minkowski sum). The sum of a
lattice polygon and a lattice square is worked out with shapely once, when a table loads,
and checked to have whole-number corners.
"""

from __future__ import annotations

from collections.abc import Sequence

import shapely

from strife.core.geometry.lattice import Point
from strife.core.geometry.polygon import Polygon


class GrowthError(ValueError):
    """The grown outline has a corner off the lattice (an outline too intricate to grow)."""


def _square_swept(points: Sequence[Point], r: int) -> shapely.Polygon:
    corners = [(p.x + sx * r, p.y + sy * r) for p in points for sx in (-1, 1) for sy in (-1, 1)]
    hull = shapely.MultiPoint(corners).convex_hull
    assert isinstance(hull, shapely.Polygon)
    return hull


def _to_polygon(shape: shapely.Geometry) -> Polygon:
    if not isinstance(shape, shapely.Polygon):
        raise GrowthError("the grown outline is not one piece")
    ring = list(shape.exterior.coords)[:-1]  # holes (closed-off yards) are filled: no base fits
    corners = []
    for x, y in ring:
        if x != int(x) or y != int(y):
            raise GrowthError(f"the grown outline has a corner off the lattice at ({x:g}, {y:g})")
        corners.append(Point(int(x), int(y)))
    return Polygon(tuple(corners))


def grow_polygon(polygon: Polygon, r: int) -> Polygon:
    """The polygon grown by the square of half-size r (r > 0)."""
    pieces = [polygon.shape] + [_square_swept(edge, r) for edge in polygon.edges()]
    return _to_polygon(shapely.union_all(pieces).simplify(0))


def grow_segment(a: Point, b: Point, r: int) -> Polygon:
    """A straight wall from a to b grown by the square of half-size r (r > 0)."""
    return _to_polygon(_square_swept((a, b), r).simplify(0))
