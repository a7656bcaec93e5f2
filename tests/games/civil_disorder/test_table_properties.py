"""Property tests on the reconstructed city: for any two points where a base can stand, the
table's answers agree with each other and with the exact tests."""

from __future__ import annotations

import itertools

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from strife.core.geometry import Point, Segment
from strife.core.geometry.circle import dist2
from strife.core.geometry.segment_polygon import enters_interior
from strife.games.civil_disorder.model import measures
from strife.games.civil_disorder.model.table import load_city

CITY = load_city()
spots = st.builds(Point, st.integers(2, 238), st.integers(2, 142)).filter(CITY.has_room)


@settings(max_examples=40, deadline=None)
@given(spots, spots)
def test_sight_is_symmetric_and_stopped_exactly_by_a_building_entered(a: Point, b: Point) -> None:
    city = CITY
    enters = any(enters_interior(Segment(a, b), bd.polygon) for bd in city.buildings.values())
    assert city.sees(a, b) == city.sees(b, a) == (not enters)


@settings(max_examples=25, deadline=None)
@given(spots, spots, st.sampled_from([4, 8, 16, 24]))
def test_every_point_with_room_is_reached_and_a_move_stops_within_its_inches(
    a: Point, b: Point, inches: int
) -> None:
    city = CITY
    way = city.path(a, b)
    assert way is not None  # the city is one table
    assert way.points[0] == a and way.points[-1] == b
    for p, q in itertools.pairwise(way.points):
        assert city.clear_way(p, q)
    assert way.length * way.length >= dist2(a, b) - 1e-6
    end = city.move_towards(a, b, inches)
    assert city.has_room(end)
    assert city.reaches(a, end, inches)
    if city.reaches(a, b, inches):
        assert end == b


@settings(max_examples=40, deadline=None)
@given(spots, st.integers(-6, 6), st.integers(-6, 6))
def test_contact_is_symmetric_and_needs_touching_squares(a: Point, dx: int, dy: int) -> None:
    city = CITY
    b = Point(a.x + dx, a.y + dy)
    assume(city.has_room(b))
    touching = max(abs(dx), abs(dy)) == 4 and min(abs(dx), abs(dy)) < 4
    assert measures.in_contact(city, a, b) == measures.in_contact(city, b, a)
    if measures.in_contact(city, a, b):
        assert touching


@settings(max_examples=15, deadline=None)
@given(spots, st.sampled_from([4, 8, 16]))
def test_the_waypoints_within_a_move_are_those_its_shortest_way_reaches(
    a: Point, inches: int
) -> None:
    city = CITY
    found = {w.id: run for w, run in city.waypoints_within(a, inches)}
    for wid, wp in city.waypoints.items():
        if dist2(a, wp.point) > (2 * inches) ** 2:
            assert wid not in found
            continue
        way = city.path(a, wp.point)
        assert way is not None
        assert (wid in found) == city.reaches(a, wp.point, inches)
        if wid in found:
            assert abs(found[wid] - way.length) < 1e-9
