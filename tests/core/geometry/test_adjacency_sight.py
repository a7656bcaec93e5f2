"""Shared edges with bearings, and the line-of-sight cache with heights."""

from __future__ import annotations

from strife.core.geometry import Blocker, Point, Polygon, SightCache, Viewpoint, shared_edges


def square(x: int, y: int, size: int = 10) -> Polygon:
    return Polygon.of((x, y), (x + size, y), (x + size, y + size), (x, y + size))


def test_neighbours_share_an_edge_with_its_bearing() -> None:
    polys = {"a": square(0, 0), "east": square(10, 0), "north": square(0, -10)}
    edges = {(e.a, e.b): e for e in shared_edges(polys)}
    assert edges[("a", "east")].bearing == 90
    assert edges[("a", "east")].reverse_bearing == 270
    assert edges[("a", "north")].bearing == 0
    assert ("east", "north") not in edges  # they touch at a corner only


def test_bearing_does_not_depend_on_winding() -> None:
    clockwise = Polygon(tuple(reversed(square(0, 0).vertices)))
    (edge,) = shared_edges({"a": clockwise, "b": square(10, 0)})
    assert edge.bearing == 90


def test_a_partly_shared_edge_counts_and_its_stretch_is_exact() -> None:
    (edge,) = shared_edges({"wide": square(0, 0, 20), "small": square(20, 5, 5)})
    assert edge.segments[0] in {
        (Point(20, 5), Point(20, 10)),
        (Point(20, 10), Point(20, 5)),
    }
    assert edge.length2() == 25


def eye(name: str, x: int, y: int, height: int = 0, *ignore: str) -> Viewpoint:
    return Viewpoint(name, Point(x, y), height, frozenset(ignore))


HOUSE = Blocker("house", square(10, 0), 2)


def test_a_house_blocks_ground_sight_but_not_the_air() -> None:
    cache = SightCache([eye("w", 0, 5), eye("e", 30, 5), eye("air", 0, 5, 30)], [HOUSE])
    assert not cache.sees("w", "e")
    assert cache.blocked_by("w", "e") == "house"
    assert cache.sees("air", "e")
    assert cache.sees("w", "w")


def test_a_line_at_roof_height_sees_over() -> None:
    cache = SightCache([eye("a", 0, 5, 2), eye("b", 30, 5, 2)], [HOUSE])
    assert cache.sees("a", "b")


def test_a_high_eye_sees_down_unless_the_house_is_close_to_the_target() -> None:
    # Eye 4 high at x=0: the line falls to 0 at x=40; at x=20 (leaving the house) it is 2 high.
    far = SightCache([eye("hi", 0, 5, 4), eye("lo", 40, 5)], [HOUSE])
    assert far.sees("hi", "lo")
    near = SightCache([eye("hi", 0, 5, 4), eye("lo", 25, 5)], [HOUSE])
    assert not near.sees("hi", "lo")


def test_a_viewer_inside_a_blocker_it_ignores_sees_out() -> None:
    cache = SightCache([eye("in", 15, 5, 0, "house"), eye("out", 30, 5)], [HOUSE])
    assert cache.sees("in", "out")
    assert cache.sees("out", "in")


def test_sight_is_symmetric_and_listed() -> None:
    views = [eye("a", 0, 5), eye("b", 30, 5), eye("c", 5, 20)]
    cache = SightCache(views, [HOUSE])
    for v in views:
        for w in views:
            assert cache.sees(v.name, w.name) == cache.sees(w.name, v.name)
    assert cache.seen_from("c") == frozenset({"a", "b", "c"})
