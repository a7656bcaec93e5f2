"""Plane geometry shared by the boards that need it (By Will Alone, Civil Disorder).

Points lie on an integer lattice so that every comparison a rule depends on is exact; where a
test needs a point between lattice points (where a sight line meets a wall) it uses Fractions.
shapely is used only to precompute (validity, growth, candidate search) and NumPy to run the
same exact integer tests over many lines at once when a table or map loads; per-move work is
lookups and a few integer tests.
"""

from strife.core.geometry.adjacency import SharedEdge, shared_edges
from strife.core.geometry.boxes import Box
from strife.core.geometry.circle import Circle, dist2
from strife.core.geometry.ground_sight import GroundSight
from strife.core.geometry.growth import GrowthError, grow_polygon, grow_segment
from strife.core.geometry.lattice import (
    Point,
    Segment,
    bearing_degrees,
    compass_point,
    segments_intersect,
)
from strife.core.geometry.obstacles import ObstacleGrid
from strife.core.geometry.paths import Path, VisibilityGraph
from strife.core.geometry.polygon import Polygon
from strife.core.geometry.segment_polygon import (
    crosses_interior,
    enters_interior,
    inside_intervals,
    meets_open_box,
)
from strife.core.geometry.sight import Blocker, SightCache, SightRows, Viewpoint
from strife.core.geometry.svg import svg_path, svg_points, svg_text

__all__ = [
    "Blocker",
    "Box",
    "Circle",
    "GroundSight",
    "GrowthError",
    "ObstacleGrid",
    "Path",
    "Point",
    "Polygon",
    "Segment",
    "SharedEdge",
    "SightCache",
    "SightRows",
    "Viewpoint",
    "VisibilityGraph",
    "bearing_degrees",
    "compass_point",
    "crosses_interior",
    "dist2",
    "enters_interior",
    "grow_polygon",
    "grow_segment",
    "inside_intervals",
    "meets_open_box",
    "segments_intersect",
    "shared_edges",
    "svg_path",
    "svg_points",
    "svg_text",
]
