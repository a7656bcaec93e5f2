"""Property tests for the measured-table geometry: the fast exact tests agree with the slow
exact tests and with shapely, the broad phases never change an answer, and shortest paths
are clear and as short as a brute-force search finds."""

from __future__ import annotations

import heapq
import itertools
import math

import numpy as np
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from strife.core.geometry import Point, Polygon, Segment, crosses_interior
from strife.core.geometry.batch import PolygonArrays
from strife.core.geometry.boxes import Box
from strife.core.geometry.circle import Circle, dist2
from strife.core.geometry.growth import grow_polygon, grow_segment
from strife.core.geometry.obstacles import ObstacleGrid
from strife.core.geometry.paths import VisibilityGraph, length
from strife.core.geometry.segment_polygon import (
    enters_interior,
    inside_intervals,
    meets_open_box,
    open_box_interval,
)

coord = st.integers(min_value=-2, max_value=24)
points = st.builds(Point, coord, coord)
segments = st.builds(Segment, points, points)


@st.composite
def shapes(draw: st.DrawFn) -> Polygon:
    """Rectangles, right triangles and L shapes with lattice corners."""
    x, y = draw(st.integers(0, 16)), draw(st.integers(0, 16))
    w, h = draw(st.integers(2, 8)), draw(st.integers(2, 8))
    kind = draw(st.sampled_from(["rect", "triangle", "ell"]))
    if kind == "rect":
        return Polygon.of((x, y), (x + w, y), (x + w, y + h), (x, y + h))
    if kind == "triangle":
        return Polygon.of((x, y), (x + w, y), (x, y + h))
    return Polygon.of(
        (x, y), (x + w, y), (x + w, y + 1), (x + 1, y + 1), (x + 1, y + h), (x, y + h)
    )


@st.composite
def apart(draw: st.DrawFn) -> dict[str, Polygon]:
    """A few shapes whose interiors do not overlap (buildings on a table)."""
    found: dict[str, Polygon] = {}
    for n, shape in enumerate(draw(st.lists(shapes(), max_size=5))):
        if all(shape.shape.intersection(o.shape).area == 0 for o in found.values()):
            found[f"p{n}"] = shape
    return found


@given(segments, shapes())
def test_the_integer_test_agrees_with_the_rational_one(seg: Segment, shape: Polygon) -> None:
    assert enters_interior(seg, shape) == crosses_interior(seg, shape)


@given(segments, shapes())
def test_the_integer_test_agrees_with_shapely(seg: Segment, shape: Polygon) -> None:
    if seg.a == seg.b:
        expected = shape.shape.contains_properly(shapely.Point(seg.a))
    else:
        expected = shapely.LineString([seg.a, seg.b]).relate_pattern(shape.shape, "1********")
    assert enters_interior(seg, shape) == expected


@given(segments, shapes())
def test_the_open_box_test_is_the_integer_test_for_rectangles(seg: Segment, shape: Polygon) -> None:
    x0, y0, x1, y1 = shape.bounds()
    assert shape.is_box == (shape.shape.area == (x1 - x0) * (y1 - y0))
    if shape.is_box:
        assert meets_open_box(seg, x0, y0, x1, y1) == enters_interior(seg, shape)
        span = open_box_interval(seg, x0, y0, x1, y1)
        if seg.a != seg.b:
            assert ([span] if span else []) == inside_intervals(seg, shape)


@settings(max_examples=60)
@given(st.lists(segments, min_size=1, max_size=12), st.lists(shapes(), min_size=1, max_size=4))
def test_the_array_test_agrees_with_the_integer_test(
    segs: list[Segment], polys: list[Polygon]
) -> None:
    arrays = PolygonArrays(polys)
    pairs = list(itertools.product(range(len(segs)), range(len(polys))))
    ends = np.array([[*segs[i].a, *segs[i].b] for i, _ in pairs], dtype=np.int64)
    which = np.array([k for _, k in pairs], dtype=np.int64)
    got = arrays.enters(ends, which).tolist()
    assert got == [enters_interior(segs[i], polys[k]) for i, k in pairs]


@settings(max_examples=60)
@given(st.lists(segments, min_size=1, max_size=10), apart(), st.integers(1, 12))
def test_the_grid_never_changes_an_answer(
    segs: list[Segment], polys: dict[str, Polygon], cell: int
) -> None:
    grid = ObstacleGrid(polys, cell)
    for seg in segs:
        brute = next((n for n, p in polys.items() if enters_interior(seg, p)), None)
        assert grid.blocker(seg) == brute
    assert grid.blockers_of_all(segs) == [grid.blocker(s) for s in segs]


@given(points, apart())
def test_containing_is_strictly_inside(p: Point, polys: dict[str, Polygon]) -> None:
    grid = ObstacleGrid(polys, 5)
    inside = [n for n, poly in polys.items() if poly.contains(p)]
    assert grid.containing(p) == (inside[0] if inside else None)


boxes = st.builds(
    lambda x, y, w, h: Box(x, y, x + w, y + h), coord, coord, st.integers(1, 6), st.integers(1, 6)
)


@given(boxes, boxes)
def test_box_gaps_and_contact_agree_with_shapely(a: Box, b: Box) -> None:
    sa, sb = a.polygon().shape, b.polygon().shape
    assert math.isclose(math.sqrt(a.gap2(b)), sa.distance(sb), abs_tol=1e-9)
    assert a.overlaps(b) == (sa.intersection(sb).area > 0)
    shared = sa.boundary.intersection(sb.boundary).length if not a.overlaps(b) else 0
    assert (a.contact(b) is not None) == (shared > 0)


@given(boxes, points, st.integers(0, 8))
def test_a_circle_touches_a_box_when_its_nearest_point_is_within(
    box: Box, centre: Point, r: int
) -> None:
    near = Point(min(max(centre.x, box.x0), box.x1), min(max(centre.y, box.y0), box.y1))
    assert Circle(centre, r).touches(box) == (dist2(centre, near) <= r * r)
    assert Circle(centre, r).covers(near) == Circle(centre, r).touches(box)


@settings(max_examples=60)
@given(shapes(), st.integers(1, 3), points)
def test_a_base_overlaps_a_shape_exactly_when_its_centre_is_inside_the_grown_shape(
    shape: Polygon, r: int, p: Point
) -> None:
    grown = grow_polygon(shape, r)
    overlap = Box.around(p, r).polygon().shape.intersection(shape.shape).area > 0
    assert grown.contains(p) == overlap


@given(points, st.integers(1, 10), st.booleans(), st.integers(1, 3), points)
def test_a_base_crosses_a_wall_exactly_when_its_centre_is_inside_the_grown_wall(
    a: Point, run: int, upright: bool, r: int, p: Point
) -> None:
    b = Point(a.x, a.y + run) if upright else Point(a.x + run, a.y)
    grown = grow_segment(a, b, r)
    crossed = enters_interior(Segment(a, b), Box.around(p, r).polygon())
    assert grown.contains(p) == crossed


def _brute_shortest(grid: ObstacleGrid, polys: dict[str, Polygon], a: Point, b: Point) -> float:
    """Dijkstra over every corner of every shape, with no pruning."""
    nodes = [a, b, *{v for p in polys.values() for v in p.vertices}]
    best = {a: 0.0}
    queue = [(0.0, a)]
    while queue:
        d, p = heapq.heappop(queue)
        if p == b:
            return d
        if d > best.get(p, math.inf):
            continue
        for q in nodes:
            if q != p and grid.clear(Segment(p, q)):
                nd = d + length(p, q)
                if nd < best.get(q, math.inf):
                    best[q] = nd
                    heapq.heappush(queue, (nd, q))
    return math.inf


@settings(max_examples=60, deadline=None)
@given(apart(), points, points)
def test_shortest_paths_are_clear_and_as_short_as_brute_force(
    polys: dict[str, Polygon], a: Point, b: Point
) -> None:
    grid = ObstacleGrid(polys, 6)
    if grid.containing(a) or grid.containing(b):
        return
    graph = VisibilityGraph(grid, Box(-10, -10, 40, 40), {"a": a, "b": b})
    found = graph.between("a", "b")
    brute = _brute_shortest(grid, polys, a, b)
    if found is None:
        assert brute == math.inf
        return
    assert all(grid.clear(Segment(p, q)) for p, q in itertools.pairwise(found.points))
    assert math.isclose(found.length, brute, rel_tol=1e-9)
    assert found.length >= length(a, b) - 1e-9


@settings(max_examples=60, deadline=None)
@given(apart(), points, points, st.integers(0, 30))
def test_a_move_along_a_path_stops_within_its_budget_on_a_clear_line(
    polys: dict[str, Polygon], a: Point, b: Point, budget: int
) -> None:
    grid = ObstacleGrid(polys, 6)
    if grid.containing(a) or grid.containing(b):
        return
    graph = VisibilityGraph(grid, Box(-10, -10, 40, 40), {})
    way = graph.path(a, b)
    if way is None:
        return
    end = graph.point_along(way, budget)
    if way.length <= budget:
        assert end == b
        return
    # The stop lies within the budget along the path's legs to it, on a clear line.
    spent = 0.0
    for p, q in itertools.pairwise(way.points):
        if dist2(p, end) <= dist2(p, q) and grid.clear(Segment(p, end)):
            assert spent + length(p, end) <= budget + 1e-9
            return
        spent += length(p, q)
    raise AssertionError(f"{end} is on no leg of {way.points}")
