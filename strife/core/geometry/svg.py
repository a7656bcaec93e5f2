"""SVG shapes for polygons: the path a renderer draws and a client clicks."""

from __future__ import annotations

import html
from collections.abc import Sequence

from strife.core.geometry.lattice import Point
from strife.core.geometry.polygon import Polygon


def svg_path(polygon: Polygon) -> str:
    """An SVG path `d` string in the polygon's own coordinates (x east, y south)."""
    first, *rest = polygon.vertices
    parts = [f"M{first.x} {first.y}"] + [f"L{p.x} {p.y}" for p in rest]
    return " ".join(parts) + " Z"


def svg_points(points: Sequence[Point]) -> str:
    """An SVG `points` string for a polyline or polygon element."""
    return " ".join(f"{p.x},{p.y}" for p in points)


def svg_text(text: str) -> str:
    """Text made safe to put between SVG tags or in an attribute."""
    return html.escape(text, quote=True)
