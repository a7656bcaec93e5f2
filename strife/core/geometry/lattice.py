"""Points and segments on the integer lattice, with exact orientation tests.

Coordinates are drawn as on a screen: x grows east, y grows south, so north is up.
"""

from __future__ import annotations

import math
from typing import NamedTuple


class Point(NamedTuple):
    x: int
    y: int


class Segment(NamedTuple):
    a: Point
    b: Point


def cross(o: Point, a: Point, b: Point) -> int:
    """Twice the signed area of triangle o-a-b: zero when the three points are collinear."""
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def on_segment(p: Point, seg: Segment) -> bool:
    """Whether p lies on the closed segment (ends included)."""
    a, b = seg
    return (
        cross(a, b, p) == 0
        and min(a.x, b.x) <= p.x <= max(a.x, b.x)
        and min(a.y, b.y) <= p.y <= max(a.y, b.y)
    )


def segments_intersect(s: Segment, t: Segment) -> bool:
    """Whether two closed segments share at least one point (touching counts)."""
    d1 = _sign(cross(t.a, t.b, s.a))
    d2 = _sign(cross(t.a, t.b, s.b))
    d3 = _sign(cross(s.a, s.b, t.a))
    d4 = _sign(cross(s.a, s.b, t.b))
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return (
        (d1 == 0 and on_segment(s.a, t))
        or (d2 == 0 and on_segment(s.b, t))
        or (d3 == 0 and on_segment(t.a, s))
        or (d4 == 0 and on_segment(t.b, s))
    )


def segments_cross_properly(s: Segment, t: Segment) -> bool:
    """Whether the segments cross at one point interior to both (no touching, no overlap)."""
    d1 = _sign(cross(t.a, t.b, s.a))
    d2 = _sign(cross(t.a, t.b, s.b))
    d3 = _sign(cross(s.a, s.b, t.a))
    d4 = _sign(cross(s.a, s.b, t.b))
    return d1 * d2 < 0 and d3 * d4 < 0


def collinear_overlap(e: Segment, f: Segment) -> Segment | None:
    """The common stretch of two segments if they are collinear and overlap in length."""
    if cross(e.a, e.b, f.a) != 0 or cross(e.a, e.b, f.b) != 0:
        return None
    dx, dy = e.b.x - e.a.x, e.b.y - e.a.y

    def along(p: Point) -> int:
        return (p.x - e.a.x) * dx + (p.y - e.a.y) * dy

    lo_e, hi_e = sorted((e.a, e.b), key=along)
    lo_f, hi_f = sorted((f.a, f.b), key=along)
    lo = max(lo_e, lo_f, key=along)
    hi = min(hi_e, hi_f, key=along)
    return Segment(lo, hi) if along(hi) > along(lo) else None


def bearing_degrees(dx: int, dy: int) -> int:
    """Compass bearing of a direction, whole degrees clockwise from north (0-359)."""
    if dx == 0 and dy == 0:
        raise ValueError("a zero vector has no bearing")
    return round(math.degrees(math.atan2(dx, -dy))) % 360


_COMPASS = ("north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest")


def compass_point(bearing: int) -> str:
    """The nearest of the eight compass points, in words a player reads."""
    return _COMPASS[round((bearing % 360) / 45) % 8]
