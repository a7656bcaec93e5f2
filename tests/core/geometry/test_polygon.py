"""Polygons: validation, exact containment and SVG paths."""

from __future__ import annotations

from fractions import Fraction

import pytest
import shapely
from hypothesis import given
from hypothesis import strategies as st

from strife.core.geometry import Point, Polygon, svg_path
from strife.core.geometry.polygon import PolygonError

L_SHAPE = Polygon.of((0, 0), (6, 0), (6, 2), (2, 2), (2, 6), (0, 6))


def test_a_polygon_needs_three_corners() -> None:
    with pytest.raises(PolygonError, match="at least 3 corners"):
        Polygon.of((0, 0), (1, 1))


def test_a_bow_tie_is_refused() -> None:
    with pytest.raises(PolygonError, match="not simple"):
        Polygon.of((0, 0), (6, 4), (6, 0), (0, 2))


def test_collinear_corners_enclose_no_area() -> None:
    with pytest.raises(PolygonError, match="no area"):
        Polygon.of((0, 0), (1, 1), (2, 2))


def test_containment_strict_and_with_boundary() -> None:
    assert L_SHAPE.contains(Point(1, 1))
    assert not L_SHAPE.contains(Point(4, 4))
    assert not L_SHAPE.contains(Point(2, 4))
    assert L_SHAPE.contains(Point(2, 4), strict=False)
    assert L_SHAPE.contains((Fraction(1, 3), Fraction(11, 2)))


@given(st.integers(-2, 8), st.integers(-2, 8), st.integers(1, 3))
def test_containment_agrees_with_shapely(x: int, y: int, half: int) -> None:
    p = (Fraction(2 * x + half, 2), Fraction(2 * y + 1, 2))
    sp = shapely.Point(float(p[0]), float(p[1]))
    assert L_SHAPE.contains(p) == L_SHAPE.shape.contains(sp)
    assert L_SHAPE.contains(p, strict=False) == L_SHAPE.shape.covers(sp)


def test_winding_does_not_change_containment() -> None:
    reversed_l = Polygon(tuple(reversed(L_SHAPE.vertices)))
    assert reversed_l.area2 == -L_SHAPE.area2
    assert reversed_l.contains(Point(1, 1))


def test_svg_path() -> None:
    assert svg_path(Polygon.of((0, 0), (4, 0), (4, 3))) == "M0 0 L4 0 L4 3 Z"
