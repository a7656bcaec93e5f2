"""Exact segment-polygon tests, and agreement with shapely on random segments."""

from __future__ import annotations

from fractions import Fraction

import shapely
from hypothesis import given
from hypothesis import strategies as st

from strife.core.geometry import Point, Polygon, Segment, crosses_interior, inside_intervals

SQUARE = Polygon.of((0, 0), (4, 0), (4, 4), (0, 4))
L_SHAPE = Polygon.of((0, 0), (6, 0), (6, 2), (2, 2), (2, 6), (0, 6))


def seg(ax: int, ay: int, bx: int, by: int) -> Segment:
    return Segment(Point(ax, ay), Point(bx, by))


def test_a_line_through_the_middle_crosses() -> None:
    assert inside_intervals(seg(-2, 2, 6, 2), SQUARE) == [(Fraction(1, 4), Fraction(3, 4))]


def test_a_line_along_a_wall_does_not_enter() -> None:
    assert not crosses_interior(seg(-2, 0, 6, 0), SQUARE)


def test_a_line_grazing_a_corner_does_not_enter() -> None:
    assert not crosses_interior(seg(2, 6, 6, 2), SQUARE)


def test_the_diagonal_corner_to_corner_enters() -> None:
    assert crosses_interior(seg(0, 0, 4, 4), SQUARE)


def test_a_line_across_the_notch_of_an_l_stays_outside() -> None:
    # From the inner corner's two arms, across the empty notch.
    assert not crosses_interior(seg(6, 2, 2, 6), L_SHAPE)
    # Pass through the L, leave into the notch, and come back in.
    assert inside_intervals(seg(-1, 1, 7, 1), L_SHAPE) == [(Fraction(1, 8), Fraction(7, 8))]
    assert inside_intervals(seg(1, 5, 5, 1), L_SHAPE) == [
        (Fraction(0), Fraction(1, 4)),
        (Fraction(3, 4), Fraction(1)),
    ]


def test_a_point_segment_inside() -> None:
    assert crosses_interior(seg(1, 1, 1, 1), SQUARE)
    assert not crosses_interior(seg(4, 1, 4, 1), SQUARE)


coords = st.integers(min_value=-3, max_value=9)


@given(coords, coords, coords, coords)
def test_crosses_interior_agrees_with_shapely(ax: int, ay: int, bx: int, by: int) -> None:
    s = seg(ax, ay, bx, by)
    if s.a == s.b:
        return
    # Interior of the line meets interior of the polygon in a stretch (dimension 1).
    expected = shapely.LineString([s.a, s.b]).relate_pattern(L_SHAPE.shape, "1********")
    assert crosses_interior(s, L_SHAPE) == expected
