"""The terrain-feature board (9, 10) on the test town map: adjacency with bearings and
obstacles, and line of sight at ground level, from upper floors and from the air."""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.core.errors import UnknownName
from strife.games.by_will_alone.model import Board, FeatureKind, Obstacle, load_board
from strife.games.by_will_alone.model.board import AIR

TEST_TOWN = Path(__file__).parent / "maps" / "test-town.toml"


@pytest.fixture(scope="module")
def town() -> Board:
    return load_board(TEST_TOWN)


def test_9_1_features_and_kinds(town: Board) -> None:
    assert len(town.features) == 19
    assert town.feature("TH").kind is FeatureKind.BUILDING
    assert town.feature("TH").floors == 8
    assert town.feature("CR").height == 2  # a crest stands two storeys by default
    assert town.feature("WD").height == 3
    assert town.feature("PK").height == 0


def test_9_1_the_next_features_are_the_neighbours_clockwise_from_north(town: Board) -> None:
    out = [(e.to, e.bearing, e.direction) for e in town.neighbours("I3")]
    assert out == [
        ("PK", 0, "north"),
        ("M3", 90, "east"),
        ("HW", 180, "south"),
        ("M2", 270, "west"),
    ]


def test_9_1_touching_at_a_corner_is_not_next(town: Board) -> None:
    assert not town.adjacent("I2", "WD")
    assert town.edge("I2", "WD") is None


def test_9_1_an_edge_read_from_either_side(town: Board) -> None:
    there = town.edge("WD", "HW")
    back = town.edge("HW", "WD")
    assert there is not None and back is not None
    assert (there.bearing, back.bearing) == (90, 270)
    assert there.obstacle is back.obstacle is Obstacle.STREAM


def test_9_2_obstacles_on_edges(town: Board) -> None:
    assert town.obstacle("M1", "CR") is Obstacle.CLIFF
    assert town.obstacle("ES", "WD") is Obstacle.STONE_FENCE
    assert town.obstacle("PK", "I3") is Obstacle.WIRE_FENCE
    assert town.obstacle("RV", "BE") is Obstacle.FORD
    assert town.obstacle("I1", "M1") is Obstacle.NONE
    assert town.obstacle("I1", "I3") is None  # not neighbours


def test_10_1_built_up_sight_reaches_two_intersections(town: Board) -> None:
    assert town.sees("I1", "I3")
    assert town.sees("M1", "M3")  # street pieces 2 intersections apart (I2, I3 between)
    assert town.sees("I2", "I4")


def test_10_1_built_up_sight_ends_beyond_two_intersections(town: Board) -> None:
    assert not town.sees("I1", "I4")
    assert not town.sees("I4", "I1")
    assert town.why_not_seen("I1", "I4") == "more than two intersections apart along the street"


def test_10_1_built_up_sight_only_along_a_street(town: Board) -> None:
    # North Road meets Main Street at I2; its piece sees I2 and, along North Road, nothing else.
    assert town.sees("NR", "I2")
    assert not town.sees("NR", "M2")


def test_10_1_a_crest_blocks_the_slopes_either_side(town: Board) -> None:
    assert not town.sees("WS", "ES")
    assert town.why_not_seen("WS", "ES") == "Crest is in the way"
    assert town.sees("CR", "WS") and town.sees("CR", "ES")


def test_10_1_woods_and_buildings_are_seen_into_only_from_next_to_them(town: Board) -> None:
    assert town.sees("ES", "WD")  # neighbours
    assert town.sees("M2", "WD")
    assert not town.sees("I2", "WD")  # a clear line, but from beyond the neighbours
    assert town.why_not_seen("I2", "WD") == "Woods is seen into only from next to it"
    assert not town.sees("TH", "I3")
    assert town.sees("TH", "I1")  # the Town Hall's door is on the crossing


def test_10_2_upper_floors_see_over_lower_roofs(town: Board) -> None:
    assert town.sees("TH", "I3", 7)
    assert not town.sees("TH", "I3", 1)
    assert town.why_not_seen("TH", "I3", 1) == "Houses A is in the way"
    assert town.sees("I3", "TH", 0, 7)  # sight works both ways


def test_10_2_a_building_close_to_the_target_still_blocks_the_ruler(town: Board) -> None:
    assert not town.sees("TH", "PK", 7)
    assert town.why_not_seen("TH", "PK", 7) == "Houses B is in the way"


def test_10_2_the_air_is_not_limited_by_two_intersections(town: Board) -> None:
    assert town.sees("I1", "I4", AIR)
    assert town.sees("WS", "ES", AIR)


def test_10_2_levels_are_checked(town: Board) -> None:
    with pytest.raises(UnknownName, match="Houses A has no place on floor 2"):
        town.sees("HA", "I1", 2)
    with pytest.raises(UnknownName, match="no feature 'XX'"):
        town.sees("XX", "I1")


def test_seen_from_lists_ground_features(town: Board) -> None:
    assert town.seen_from("WS") == frozenset({"WS", "I1", "M1", "CR"})


def test_every_feature_draws_as_an_svg_path(town: Board) -> None:
    assert town.feature("I1").svg_path() == "M0 20 L10 20 L10 30 L0 30 Z"
