"""SVG shapes for polygons: the path a renderer draws and a client clicks."""

from __future__ import annotations

from strife.core.geometry.polygon import Polygon


def svg_path(polygon: Polygon) -> str:
    """An SVG path `d` string in the polygon's own coordinates (x east, y south)."""
    first, *rest = polygon.vertices
    parts = [f"M{first.x} {first.y}"] + [f"L{p.x} {p.y}" for p in rest]
    return " ".join(parts) + " Z"
