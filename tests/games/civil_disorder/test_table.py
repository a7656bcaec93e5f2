"""The city table: what the reconstructed Urbcoin table holds, its waypoints and formations,
and its drawing."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from strife.core.errors import UnknownName
from strife.core.geometry import Point, Segment
from strife.games.civil_disorder.model.features import WaypointKind
from strife.games.civil_disorder.model.formations import (
    CROWD_SPOTS,
    CROWD_STRUNG_OUT,
    Facing,
    Formation,
    offsets,
    place,
)
from strife.games.civil_disorder.model.table import Table, load_city, load_table
from strife.games.civil_disorder.model.table_data import BuildingKind
from strife.games.civil_disorder.views.table_svg import render_table

TEST_STREET = Path(__file__).parent / "tables" / "test-street.toml"


@pytest.fixture(scope="module")
def city() -> Table:
    return load_city()


@pytest.fixture(scope="module")
def street() -> Table:
    return load_table(TEST_STREET)


def test_the_city_is_marked_reconstructed(city: Table) -> None:
    assert city.info.provenance == "reconstructed"
    assert (city.edge.x1, city.edge.y1) == (240, 144)  # 120" x 72" at 1" = 2 m


def test_the_city_has_the_urbcoin_march_route(city: Table) -> None:
    """Grave Bridge - Canalside Boulevard - Thompson Road - City Square - Palestrina Park,
    dispersing south down Central Boulevard (The Courier #85)."""
    names = {s.name for s in city.streets.values()}
    assert {"Grave Bridge", "Canalside Boulevard", "Thompson Road", "City Square"} <= names
    assert "Central Boulevard" in names
    stages = [
        "assembly",
        "x-canalside-thompson",
        "x-thompson-city-square",
        "govt-door-1",
        "bandstand",
        "exit-central-south",
    ]
    for a, b in itertools.pairwise(stages):
        assert city.route(a, b) is not None, (a, b)


def test_property_damage_values_and_looting_loot_units(city: Table) -> None:
    values = [b.value for b in city.buildings.values()]
    assert min(values) == 10 and max(values) == 100  # "between say 10 and 100"
    store = city.building("g1")
    assert store.kind is BuildingKind.DEPARTMENT_STORE and store.value == 100
    assert store.loot == 50  # half its value
    assert city.building("kiosk").loot == 5  # loot left out: half the value, rounded down
    assert city.building("govt").kind is BuildingKind.PUBLIC and not city.building("govt").lootable
    shops = [b for b in city.buildings.values() if b.lootable]
    assert len(shops) >= 25


def test_fires_and_firefighting_hydrants_and_medical_services_the_way_to_hospital(
    city: Table,
) -> None:
    kinds = [w.kind for w in city.waypoints.values()]
    assert kinds.count(WaypointKind.HYDRANT) == 8
    assert kinds.count(WaypointKind.HOSPITAL) == 1
    assert kinds.count(WaypointKind.EXIT) == 7


def test_every_waypoint_has_room_for_a_base_and_every_exit_is_reached(city: Table) -> None:
    for wp in city.waypoints.values():
        assert city.has_room(wp.point), wp.name
    exits = [w.id for w in city.waypoints.values() if w.kind is WaypointKind.EXIT]
    for wid in exits:
        assert city.route("assembly", wid) is not None


def test_routes_are_clear_of_buildings_walls_and_water(city: Table) -> None:
    way = city.route("assembly", "bandstand")
    assert way is not None
    for p, q in itertools.pairwise(way.points):
        assert city.room.clear(Segment(p, q))
    # The canal is crossed by the bridge: the straight line from the assembly point east
    # along Grave Bridge needs no detour.
    assert city.route("assembly", "x-grave-bridge-canalside-market") is not None


def test_sight_between_waypoints_matches_the_direct_test(city: Table) -> None:
    ids = list(city.waypoints)[::7]
    for a, b in itertools.combinations(ids, 2):
        pa, pb = city.waypoint(a).point, city.waypoint(b).point
        assert city.sight.sees(a, b) == city.sees(pa, pb)
    assert "x-canalside-thompson" in city.waypoints_seen("canalside-1")


def test_waypoints_are_named_in_plain_words(street: Table) -> None:
    assert street.waypoint("high-street-6").name == 'High Street, 8" west of Side Street'
    assert street.waypoint("x-high-street-side-street").name == "High Street and Side Street"
    assert street.waypoint("hall-door-2").name == "door 2 of the town hall"
    assert street.waypoint("hall-door-2").point == Point(102, 50)  # against the east wall
    assert street.waypoint("west").point == Point(2, 36)  # touching the table's edge
    assert street.waypoint("east").kind is WaypointKind.HOSPITAL
    assert street.name_of("barrier") == "the crowd barrier"
    with pytest.raises(UnknownName, match="no waypoint 'nowhere'"):
        street.waypoint("nowhere")


def test_formations_line_two_ranks_and_column_are_exact() -> None:
    assert offsets(Formation.LINE, 4, Facing.NORTH) == [(-6, 0), (-2, 0), (2, 0), (6, 0)]
    assert offsets(Formation.LINE, 3, Facing.EAST) == [(0, -4), (0, 0), (0, 4)]
    assert offsets(Formation.TWO_RANKS, 4, Facing.NORTH) == [(-2, 0), (2, 0), (-2, 4), (2, 4)]
    assert offsets(Formation.COLUMN, 3, Facing.SOUTH) == [(0, 0), (0, -4), (0, -8)]


@pytest.mark.parametrize("spots", [CROWD_SPOTS, CROWD_STRUNG_OUT])
def test_a_crowd_is_loose_and_irregular_and_its_bases_never_overlap(
    spots: tuple[tuple[int, int], ...],
) -> None:
    for (ax, ay), (bx, by) in itertools.combinations(spots, 2):
        assert abs(ax - bx) >= 4 or abs(ay - by) >= 4
    # Not lines or blocks: no three bases share a row or a column.
    assert max(Counter(x for x, _ in spots).values()) <= 2
    assert max(Counter(y for _, y in spots).values()) <= 2
    assert offsets(Formation.CROWD, 6, Facing.NORTH) == list(CROWD_SPOTS[:6])


def test_a_crowd_too_wide_for_a_street_is_strung_out_along_it(city: Table) -> None:
    # Mill Street's buildings stand 15 m apart: the cluster (16 wide) does not fit.
    bases = place(city, city.waypoint("mill-5").point, Formation.CROWD, 6)
    assert bases is not None
    assert {p.x for p in bases} <= set(range(94, 106))  # within the street
    assert place(city, city.waypoint("fountain").point, Formation.CROWD, 6) == tuple(
        Point(165 + dx, 42 + dy) for dx, dy in CROWD_SPOTS[:6]
    )


def test_a_formation_slides_to_fit_or_is_not_offered(street: Table) -> None:
    assert place(street, Point(30, 5), Formation.LINE, 4, Facing.NORTH) == (
        Point(24, 5),
        Point(28, 5),
        Point(32, 5),
        Point(36, 5),
    )
    # Facing east the line runs north-south: 12 units of it cannot fit above the shop.
    assert place(street, Point(30, 5), Formation.LINE, 4, Facing.EAST) is None
    # Against the shop's east wall a line slides east until its bases clear the wall.
    slid = place(street, Point(50, 20), Formation.LINE, 2, Facing.NORTH)
    assert slid == (Point(52, 20), Point(56, 20))
    taken = place(street, Point(40, 50), Formation.LINE, 2, Facing.NORTH, occupied=[Point(38, 50)])
    assert taken == (Point(42, 50), Point(46, 50))  # slid 4 east, touching the other


def test_the_drawing_is_to_scale_with_an_id_for_everything_clickable(city: Table) -> None:
    svg = render_table(city)
    root = ET.fromstring(svg)
    assert root.attrib["viewBox"] == "0 0 240 164"
    all_ids = [el.attrib["id"] for el in root.iter() if "id" in el.attrib]
    assert len(all_ids) == len(set(all_ids))  # one element a name
    ids = set(all_ids)
    assert set(city.buildings) <= ids
    assert set(city.waypoints) <= ids
    assert set(city.streets) <= ids
    assert "10 inches = 20 metres" in svg
    titles = {el.text for el in root.iter("{http://www.w3.org/2000/svg}title")}
    assert "Hartley's Department Store: property value 100, 50 loot units" in titles


def test_fires_and_firefighting_adjacent_buildings(city: Table, street: Table) -> None:
    """A fire spreads "to an adjacent building": a terrace's neighbours, or across an alley
    of 1" at most; never across a street."""
    assert city.adjacent["a1"] == {"a2"}  # the end of a terrace
    assert city.adjacent["b1"] == {"b2", "bs1", "bs2"}  # beside and back to back
    assert "g1" in city.adjacent["e3"]  # 2 m apart
    assert "b1" not in city.adjacent["a1"]  # across Thompson Road
    assert street.adjacent["shop"] == frozenset()
