"""Exact segment tests on the lattice, checked against shapely on random integer segments."""

from __future__ import annotations

import shapely
from hypothesis import given
from hypothesis import strategies as st

from strife.core.geometry import Point, Segment, bearing_degrees, compass_point
from strife.core.geometry.lattice import on_segment, segments_cross_properly, segments_intersect

coords = st.integers(min_value=-20, max_value=20)
points = st.builds(Point, coords, coords)
segments = st.builds(Segment, points, points).filter(lambda s: s.a != s.b)


def line(s: Segment) -> shapely.LineString:
    return shapely.LineString([s.a, s.b])


@given(segments, segments)
def test_segments_intersect_agrees_with_shapely(s: Segment, t: Segment) -> None:
    assert segments_intersect(s, t) == line(s).intersects(line(t))


@given(segments, segments)
def test_segments_intersect_is_symmetric(s: Segment, t: Segment) -> None:
    assert segments_intersect(s, t) == segments_intersect(t, s)
    assert segments_cross_properly(s, t) == segments_cross_properly(t, s)


def test_touching_at_an_end_intersects_but_does_not_cross() -> None:
    s = Segment(Point(0, 0), Point(4, 0))
    t = Segment(Point(4, 0), Point(4, 5))
    assert segments_intersect(s, t)
    assert not segments_cross_properly(s, t)


def test_a_proper_crossing() -> None:
    s = Segment(Point(0, 0), Point(4, 4))
    t = Segment(Point(0, 4), Point(4, 0))
    assert segments_cross_properly(s, t)


def test_collinear_disjoint_segments_do_not_intersect() -> None:
    assert not segments_intersect(
        Segment(Point(0, 0), Point(2, 0)), Segment(Point(3, 0), Point(5, 0))
    )


def test_on_segment_includes_the_ends_only_on_the_line() -> None:
    s = Segment(Point(0, 0), Point(6, 3))
    assert on_segment(Point(0, 0), s)
    assert on_segment(Point(2, 1), s)
    assert not on_segment(Point(8, 4), s)
    assert not on_segment(Point(2, 2), s)


def test_bearings_are_drawn_with_north_up() -> None:
    assert bearing_degrees(0, -1) == 0
    assert bearing_degrees(1, 0) == 90
    assert bearing_degrees(0, 1) == 180
    assert bearing_degrees(-1, 0) == 270
    assert bearing_degrees(1, -1) == 45
    assert compass_point(44) == "northeast"
    assert compass_point(359) == "north"
