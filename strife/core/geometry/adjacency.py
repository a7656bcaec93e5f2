"""Which polygons share an edge of positive length, and the bearing of crossing it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import shapely

from strife.core.geometry.lattice import Segment, bearing_degrees, collinear_overlap
from strife.core.geometry.polygon import Polygon


@dataclass(frozen=True)
class SharedEdge:
    """Polygons a and b touch along `segments`; `bearing` is the compass direction of
    crossing from a into b (the outward normal of a's longest shared stretch)."""

    a: str
    b: str
    segments: tuple[Segment, ...]
    bearing: int

    @property
    def reverse_bearing(self) -> int:
        return (self.bearing + 180) % 360

    def length2(self) -> int:
        """Squared length of the longest shared stretch (exact)."""
        return max(_len2(s) for s in self.segments)


def _len2(s: Segment) -> int:
    return (s.b.x - s.a.x) ** 2 + (s.b.y - s.a.y) ** 2


def _outward_bearing(polygon: Polygon, edge: Segment) -> int:
    dx, dy = edge.b.x - edge.a.x, edge.b.y - edge.a.y
    # With a positive shoelace area the interior lies to the left of each directed edge.
    nx, ny = (dy, -dx) if polygon.area2 > 0 else (-dy, dx)
    return bearing_degrees(nx, ny)


def shared_edges(polygons: Mapping[str, Polygon]) -> list[SharedEdge]:
    """Every pair of polygons sharing boundary of positive length, each pair once (a < b in
    the mapping's order). Touching at a corner only is not sharing an edge."""
    names = list(polygons)
    shapes = [polygons[n].shape for n in names]
    tree = shapely.STRtree(shapes)
    found: list[SharedEdge] = []
    for i, name in enumerate(names):
        near = sorted(int(j) for j in tree.query(shapes[i]) if int(j) > i)
        for j in near:
            pieces: list[tuple[Segment, Segment]] = []
            for e in polygons[name].edges():
                for f in polygons[names[j]].edges():
                    common = collinear_overlap(e, f)
                    if common is not None:
                        pieces.append((common, e))
            if pieces:
                _, edge = max(pieces, key=lambda pe: _len2(pe[0]))
                bearing = _outward_bearing(polygons[name], edge)
                found.append(SharedEdge(name, names[j], tuple(p for p, _ in pieces), bearing))
    return found
