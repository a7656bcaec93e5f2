"""Every distance the text gives, applied exactly on the test street (1 unit = ½").

Each test names the rule heading the distance comes from and sets bases at the figure and
one unit beyond it. Open ground: the row y = 40 is clear from x = 2 to 118, and the block
x 24-58, y 44-70 is open; the barrier stands at x = 20, y 44-60.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.core.geometry import Point
from strife.games.civil_disorder.model import measures
from strife.games.civil_disorder.model.table import Table, load_table

TEST_STREET = Path(__file__).parent / "tables" / "test-street.toml"


@pytest.fixture(scope="module")
def table() -> Table:
    return load_table(TEST_STREET)


# -- Scales ---------------------------------------------------------------------------


def test_scales_one_inch_is_two_metres_is_two_units() -> None:
    from strife.games.civil_disorder.model.table import units

    assert units(1) == 2
    assert units(8) == 16


# -- Movement -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "inches"),
    [
        ("Security Forces on foot: walk", 8),
        ("Security Forces on foot: run", 16),
        ("Security Forces on foot: crawl", 4),
        ("Horses: walk", 8),
        ("Vehicles: car, first turn from stationary", 12),
        ("Vehicles: van, first turn", 10),
        ("Vehicles: wheeled armoured vehicle, first turn", 8),
        ("Vehicles: tracked armoured vehicle, first turn", 6),
        ("Vehicles: motorcycle, first turn", 16),
        ("Response Level: a crowd's 2d6\" at its longest", 12),
        ("Response Level and Looting: a crowd's or looters' 1d6\" at its longest", 6),
        ("Medical Services: walking wounded at half the walk", 4),
    ],
)
def test_movement_distances_are_reached_exactly(table: Table, move: str, inches: int) -> None:
    start = Point(24, 40)
    assert table.reaches(start, Point(24 + 2 * inches, 40), inches), move
    assert not table.reaches(start, Point(24 + 2 * inches + 1, 40), inches), move


def test_movement_walk_8_inches_on_the_slant_is_exact(table: Table) -> None:
    start = Point(30, 50)
    assert table.reaches(start, Point(39, 63), 8)  # 9² + 13² = 250 <= 16²
    assert not table.reaches(start, Point(42, 62), 8)  # 12² + 12² = 288 > 16²


def test_movement_goes_round_buildings_not_through_them(table: Table) -> None:
    # Straight across the town hall is 38 units (19"); round it, past its corners, 25¼".
    a, b = Point(66, 50), Point(104, 50)
    way = table.path(a, b)
    assert way is not None
    assert way.points == (a, Point(68, 42), Point(102, 42), b)
    assert not table.reaches(a, b, 25)
    assert table.reaches(a, b, 26)


def test_movement_a_short_move_stops_on_the_way(table: Table) -> None:
    end = table.move_towards(Point(24, 40), Point(100, 40), 8)
    assert end == Point(40, 40)


def test_movement_horses_charge_24_inches_in_a_straight_line_only(table: Table) -> None:
    target = Point(78, 68)
    # The spot west of the target is 48 units (24") from the charger: reached exactly.
    assert measures.charge(table, Point(26, 68), target, 24, [target]) == Point(74, 68)
    assert measures.charge(table, Point(25, 68), target, 24, [target]) is None
    # A base in the way stops the charge; a walk could go round it, a charge cannot.
    assert measures.charge(table, Point(26, 68), target, 24, [target, Point(50, 68)]) is None


def test_movement_a_charge_does_not_cross_the_barrier(table: Table) -> None:
    target = Point(36, 52)
    assert measures.charge(table, Point(12, 52), target, 24, [target]) is None
    assert table.reaches(Point(12, 52), Point(32, 52), 24)  # on foot, round the barrier


# -- Response Level: Demonstrate ---------------------------------------------------------


def test_response_level_5_demonstrate_no_closer_than_3_inches(table: Table) -> None:
    sf = [Point(40, 50)]
    assert measures.keeps_off(table, Point(50, 50), sf, 3)  # 6 units between the bases
    assert not measures.keeps_off(table, Point(49, 50), sf, 3)


# -- Negotiation: voice and megaphone --------------------------------------------------


def test_negotiation_normal_voice_is_2_inches(table: Table) -> None:
    officer = Point(40, 50)
    assert measures.earshot(table, officer, Point(46, 50), 2)  # base's near edge 4 units off
    assert not measures.earshot(table, officer, Point(47, 50), 2)


def test_negotiation_megaphone_is_8_inches(table: Table) -> None:
    officer = Point(40, 50)
    assert measures.earshot(table, officer, Point(58, 50), 8)
    assert not measures.earshot(table, officer, Point(59, 50), 8)


def test_player_actions_a_building_between_stops_the_voice(table: Table) -> None:
    # 10 units (5") apart, but the news kiosk stands between them.
    assert not measures.earshot(table, Point(102, 60), Point(114, 60), 8)
    assert measures.earshot(table, Point(102, 52), Point(114, 52), 8)


# -- Non-Lethal Weapons: clouds and hazards -----------------------------------------------


def test_non_lethal_weapons_gas_cloud_is_5_inches_across(table: Table) -> None:
    gas = measures.cloud(Point(40, 50), 5)
    assert gas.radius == 5
    assert measures.in_cloud(table, gas, Point(47, 50))  # near edge 5 units from the centre
    assert not measures.in_cloud(table, gas, Point(48, 50))
    assert measures.in_cloud(table, gas, Point(45, 56))  # near corner 3, 4 away: 25
    assert not measures.in_cloud(table, gas, Point(46, 56))  # 4, 4: 32


def test_non_lethal_weapons_petrol_bomb_hazard_is_2_inches_across(table: Table) -> None:
    flame = measures.cloud(Point(40, 50), 2)
    assert measures.in_cloud(table, flame, Point(44, 50))
    assert not measures.in_cloud(table, flame, Point(45, 50))


RANGES = [
    ("Non-Lethal Weapons: gas grenade", 15),
    ("Non-Lethal Weapons: petrol bombs", 10),
    ("Non-Lethal Weapons: bricks and bottles", 10),
    ("Non-Lethal Weapons: water cannon", 40),
    ("Non-Lethal Weapons: fire hose", 25),
    ("Non-Lethal Weapons: riot gun", 30),
    ("Non-Lethal Weapons: baton gun", 25),
    ("Firearms: pistols, close range", 5),
    ("Firearms: pistols, maximum effective range", 30),
    ("Firearms: rifles, close range", 10),
    ("Firearms: automatic weapons, close range", 10),
    ("Firearms: shotgun, close range", 5),
    ("Firearms: shotgun, maximum effective range", 15),
    ("Firearms: heavy machine gun, close range", 15),
]


@pytest.mark.parametrize(("weapon", "inches"), RANGES, ids=[w for w, _ in RANGES])
def test_weapon_ranges_are_measured_base_to_base_exactly(
    table: Table, weapon: str, inches: int
) -> None:
    firer = table.base(Point(2, 40))
    at_range = table.base(Point(2 + 4 + 2 * inches, 40))
    beyond = table.base(Point(2 + 4 + 2 * inches + 1, 40))
    assert measures.within(firer, at_range, inches), weapon
    assert not measures.within(firer, beyond, inches), weapon


def test_non_lethal_weapons_baton_gun_under_10_inches(table: Table) -> None:
    firer = table.base(Point(2, 40))
    assert not measures.closer_than(firer, table.base(Point(26, 40)), 10)  # exactly 10"
    assert measures.closer_than(firer, table.base(Point(25, 40)), 10)


# -- Fighting: contact and push back -----------------------------------------------------


def test_fighting_bases_in_contact_edge_to_edge(table: Table) -> None:
    assert measures.in_contact(table, Point(40, 50), Point(44, 50))
    assert measures.in_contact(table, Point(40, 50), Point(44, 53))  # a stretch of 1 unit
    assert not measures.in_contact(table, Point(40, 50), Point(44, 54))  # corners only
    assert not measures.in_contact(table, Point(40, 50), Point(45, 50))  # a unit apart


def test_fighting_no_contact_across_a_wall(table: Table) -> None:
    assert not measures.in_contact(table, Point(18, 50), Point(22, 50))
    # Past the barrier's end (y 60) part of the shared edge is open.
    assert measures.in_contact(table, Point(18, 60), Point(22, 60))


def test_fighting_those_inside_a_building_are_met_at_its_door(table: Table) -> None:
    assert measures.door_contact(table, "hall", table.waypoint("hall-door-1").point)
    assert not measures.door_contact(table, "hall", Point(84, 42))


def test_fighting_defenders_pushed_back_2_inches(table: Table) -> None:
    assert measures.push_back(table, Point(44, 50), Point(40, 50), 2, []) == Point(48, 50)
    assert measures.push_back(table, Point(40, 54), Point(40, 50), 2, []) == Point(40, 58)


def test_fighting_a_push_back_stops_at_a_wall_or_a_base(table: Table) -> None:
    # The barrier's grown edge is x = 22: only 2 units of the 4 are free.
    assert measures.push_back(table, Point(24, 50), Point(28, 50), 2, []) == Point(22, 50)
    others = [Point(51, 50)]
    assert measures.push_back(table, Point(44, 50), Point(40, 50), 2, others) == Point(47, 50)


# -- The Player Role: sight ---------------------------------------------------------------


def test_the_player_role_sight_is_stopped_by_buildings_only(table: Table) -> None:
    assert table.sees(Point(12, 52), Point(30, 52))  # across the barrier
    assert table.why_not_seen(Point(5, 20), Point(56, 20)) == "the corner shop is in the way"
    assert table.sees(Point(10, 30), Point(50, 30))  # along the shop's wall


def test_the_player_role_a_figure_inside_a_building_sees_out(table: Table) -> None:
    inside = Point(85, 53)
    assert table.building_at(inside) == "hall"
    assert table.sees(inside, Point(85, 38))
    assert not table.sees(Point(66, 53), Point(104, 53))


def test_movement_the_waypoints_a_walk_reaches(table: Table) -> None:
    """The places offered for a move of 4" from High Street: the junction and the next
    street point 8 units away, and the hydrant 6 north and 4 east (52 <= 64), exactly."""
    found = {w.id: run for w, run in table.waypoints_within(Point(52, 36), 4)}
    assert set(found) == {"high-street-7", "high-street-6", "x-high-street-side-street", "hydrant"}
    assert found["x-high-street-side-street"] == 8


def test_movement_a_waypoint_round_a_corner_is_offered_by_the_length_of_the_way(
    table: Table,
) -> None:
    # From the town hall's front door round its north-east corner to its east door: 22 + 8.
    start = table.waypoint("hall-door-1").point
    assert "hall-door-2" in {w.id for w, _ in table.waypoints_within(start, 15)}
    assert "hall-door-2" not in {w.id for w, _ in table.waypoints_within(start, 14)}
