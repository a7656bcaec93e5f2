"""Property tests: the exact tests and caches agree with shapely and with themselves."""

from __future__ import annotations

import itertools

import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from strife.core.geometry import Blocker, Point, Polygon, SightCache, Viewpoint, shared_edges
from strife.core.geometry.sight import blocks

small = st.integers(min_value=0, max_value=12)


@st.composite
def rectangles(draw: st.DrawFn) -> Polygon:
    x, y = draw(small), draw(small)
    w, h = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    return Polygon.of((x, y), (x + w, y), (x + w, y + h), (x, y + h))


@st.composite
def grids(draw: st.DrawFn) -> dict[str, Polygon]:
    """A table cut into columns and rows at random places: neighbours share edges."""
    xs = sorted(set([*draw(st.lists(st.integers(1, 19), max_size=4)), 0, 20]))
    ys = sorted(set([*draw(st.lists(st.integers(1, 19), max_size=4)), 0, 20]))
    return {
        f"{i}-{j}": Polygon.of((x0, y0), (x1, y0), (x1, y1), (x0, y1))
        for i, (x0, x1) in enumerate(itertools.pairwise(xs))
        for j, (y0, y1) in enumerate(itertools.pairwise(ys))
    }


@given(grids())
def test_shared_edges_agree_with_shapely(polys: dict[str, Polygon]) -> None:
    found = {(e.a, e.b): e for e in shared_edges(polys)}
    names = list(polys)
    for n, a in enumerate(names):
        for b in names[n + 1 :]:
            common = polys[a].shape.boundary.intersection(polys[b].shape.boundary)
            assert ((a, b) in found) == (common.length > 0)
            if (a, b) in found:
                assert found[(a, b)].length2() == round(common.length) ** 2


@given(grids())
def test_bearings_point_from_a_into_b(polys: dict[str, Polygon]) -> None:
    for edge in shared_edges(polys):
        ca, cb = polys[edge.a].shape.centroid, polys[edge.b].shape.centroid
        expected = {0: cb.y < ca.y, 90: cb.x > ca.x, 180: cb.y > ca.y, 270: cb.x < ca.x}
        assert expected[edge.bearing]


eyes = st.builds(
    lambda x, y, h: (Point(x, y), h), st.integers(-2, 20), st.integers(-2, 20), st.integers(0, 4)
)


@settings(max_examples=50)
@given(st.lists(eyes, min_size=2, max_size=5), st.lists(rectangles(), max_size=3))
def test_the_cache_is_symmetric_and_agrees_with_the_direct_test(
    spots: list[tuple[Point, int]], walls: list[Polygon]
) -> None:
    views = [Viewpoint(f"v{n}", p, h) for n, (p, h) in enumerate(spots)]
    blockers = [Blocker(f"w{n}", poly, 2) for n, poly in enumerate(walls)]
    cache = SightCache(views, blockers)
    for a in views:
        for b in views:
            direct = a.point == b.point or not any(blocks(w, a, b) for w in blockers)
            assert cache.sees(a.name, b.name) == cache.sees(b.name, a.name) == direct


@settings(max_examples=50)
@given(st.lists(eyes, min_size=2, max_size=4), st.lists(rectangles(), max_size=3))
def test_at_ground_level_a_line_is_blocked_exactly_when_it_enters_a_wall(
    spots: list[tuple[Point, int]], walls: list[Polygon]
) -> None:
    views = [Viewpoint(f"v{n}", p, 0) for n, (p, _) in enumerate(spots)]
    cache = SightCache(views, [Blocker(f"w{n}", w, 1) for n, w in enumerate(walls)])
    for a in views:
        for b in views:
            if a.point == b.point:
                continue
            line = shapely.LineString([a.point, b.point])
            enters = any(line.relate_pattern(w.shape, "1********") for w in walls)
            assert cache.sees(a.name, b.name) == (not enters)
