"""Exact tests of a segment against a polygon's interior.

The segment is cut at every parameter t where it meets the polygon's boundary (rationals,
computed from integer corners), and each piece is tested at its midpoint. A sight line that
only runs along a wall or grazes a corner therefore does not enter the polygon.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

from strife.core.geometry.lattice import Segment, cross, on_segment, segments_cross_properly
from strife.core.geometry.polygon import Polygon

Interval = tuple[Fraction, Fraction]


def boundary_parameters(seg: Segment, polygon: Polygon) -> list[Fraction]:
    """Sorted parameters t in [0, 1] (point = a + t(b - a)) where seg meets the boundary,
    always including 0 and 1."""
    a, b = seg
    ts = {Fraction(0), Fraction(1)}
    dx, dy = b.x - a.x, b.y - a.y
    for c, d in polygon.edges():
        ex, ey = d.x - c.x, d.y - c.y
        denom = dx * ey - dy * ex
        if denom != 0:
            t_num = (c.x - a.x) * ey - (c.y - a.y) * ex
            u_num = (c.x - a.x) * dy - (c.y - a.y) * dx
            if denom < 0:
                denom, t_num, u_num = -denom, -t_num, -u_num
            # 0 <= t <= 1 and 0 <= u <= 1, in integers; a Fraction only for a real meeting.
            if 0 <= t_num <= denom and 0 <= u_num <= denom:
                ts.add(Fraction(t_num, denom))
        elif cross(a, b, c) == 0 and (dx or dy):
            # Collinear: the edge's ends, where they fall on the segment, cut it.
            length2 = dx * dx + dy * dy
            for p in (c, d):
                t = Fraction((p.x - a.x) * dx + (p.y - a.y) * dy, length2)
                if 0 <= t <= 1:
                    ts.add(t)
    return sorted(ts)


def inside_intervals(seg: Segment, polygon: Polygon) -> list[Interval]:
    """The parameter intervals (t0, t1) over which seg runs strictly inside the polygon,
    adjacent pieces merged."""
    a, b = seg
    ts = boundary_parameters(seg, polygon)
    out: list[Interval] = []
    for t0, t1 in pairwise(ts):
        # The midpoint (t0 + t1) / 2 as n / d, in integers (no need to reduce).
        n = t0.numerator * t1.denominator + t1.numerator * t0.denominator
        d = 2 * t0.denominator * t1.denominator
        if polygon.locate(a.x * d + n * (b.x - a.x), a.y * d + n * (b.y - a.y), d) > 0:
            if out and out[-1][1] == t0:
                out[-1] = (out[-1][0], t1)
            else:
                out.append((t0, t1))
    if a == b and polygon.contains(a, strict=True):
        out.append((Fraction(0), Fraction(1)))
    return out


def crosses_interior(seg: Segment, polygon: Polygon) -> bool:
    """Whether any part of the segment lies strictly inside the polygon."""
    return bool(inside_intervals(seg, polygon))


def enters_interior(seg: Segment, polygon: Polygon) -> bool:
    """Whether any part of the segment lies strictly inside the polygon, in integers only.

    The same answer as crosses_interior, faster: a proper crossing of an edge enters the
    interior at once; otherwise the segment meets the boundary only at lattice points (its
    own ends and the corners on it), so each piece between them is wholly inside, outside or
    along a wall, and its midpoint (a half-integer point) decides."""
    a, b = seg
    for c, d in polygon.edges():
        if segments_cross_properly(seg, Segment(c, d)):
            return True
    dx, dy = b.x - a.x, b.y - a.y
    cuts = {a, b} | {v for v in polygon.vertices if on_segment(v, seg)}
    ordered = sorted(cuts, key=lambda p: (p.x - a.x) * dx + (p.y - a.y) * dy)
    if len(ordered) == 1:
        return polygon.locate(a.x, a.y, 1) > 0
    return any(polygon.locate(p.x + q.x, p.y + q.y, 2) > 0 for p, q in pairwise(ordered))


def _slabs(seg: Segment, x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int, int]] | None:
    """For each axis, the open range of t (lo/den, hi/den) where a + t(b - a) lies strictly
    between the box's sides, or None if the segment runs along outside the slab."""
    bounds: list[tuple[int, int, int]] = []
    for start, end, low, high in ((seg.a.x, seg.b.x, x0, x1), (seg.a.y, seg.b.y, y0, y1)):
        delta = end - start
        if delta == 0:
            if not low < start < high:
                return None
            bounds.append((-1, 2, 1))  # any t: the segment runs inside the slab
        elif delta > 0:
            bounds.append((low - start, high - start, delta))
        else:
            bounds.append((start - high, start - low, -delta))
    return bounds


def meets_open_box(seg: Segment, x0: int, y0: int, x1: int, y1: int) -> bool:
    """Whether the closed segment meets the open box (x0, x1) x (y0, y1), in integers: for a
    rectangle, the same answer as enters_interior. The ranges of t within each open slab
    and [0, 1] must overlap."""
    bounds = _slabs(seg, x0, y0, x1, y1)
    if bounds is None:
        return False
    for lo, hi, den in bounds:
        if lo >= den or hi <= 0:
            return False
        for _, hi_other, den_other in bounds:
            if lo * den_other >= hi_other * den:
                return False
    return True


def open_box_interval(seg: Segment, x0: int, y0: int, x1: int, y1: int) -> Interval | None:
    """The interval of t over which the segment runs strictly inside the open box (what
    inside_intervals gives for a rectangle), or None if it never does."""
    if not meets_open_box(seg, x0, y0, x1, y1):
        return None
    bounds = _slabs(seg, x0, y0, x1, y1)
    assert bounds is not None
    start = max([Fraction(0)] + [Fraction(lo, den) for lo, _, den in bounds])
    end = min([Fraction(1)] + [Fraction(hi, den) for _, hi, den in bounds])
    return start, end
