"""Plane geometry shared by the boards that need it (By Will Alone, Civil Disorder).

Points lie on an integer lattice so that every comparison a rule depends on is exact; where a
test needs a point between lattice points (where a sight line meets a wall) it uses Fractions.
shapely is used only to precompute (validity, candidate search); per-move work is lookups.
"""

from strife.core.geometry.adjacency import SharedEdge, shared_edges
from strife.core.geometry.lattice import (
    Point,
    Segment,
    bearing_degrees,
    compass_point,
    segments_intersect,
)
from strife.core.geometry.polygon import Polygon
from strife.core.geometry.segment_polygon import crosses_interior, inside_intervals
from strife.core.geometry.sight import Blocker, SightCache, Viewpoint
from strife.core.geometry.svg import svg_path, svg_points, svg_text

__all__ = [
    "Blocker",
    "Point",
    "Polygon",
    "Segment",
    "SharedEdge",
    "SightCache",
    "Viewpoint",
    "bearing_degrees",
    "compass_point",
    "crosses_interior",
    "inside_intervals",
    "segments_intersect",
    "shared_edges",
    "svg_path",
    "svg_points",
    "svg_text",
]
