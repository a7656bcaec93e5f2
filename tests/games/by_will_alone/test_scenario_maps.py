"""The five scenario maps (rulings S-1 to S-5): each loads through the map loader and its
checks, stays small enough for search, and has the features, streets and sight lines its
scenario is built on."""

from __future__ import annotations

from collections import deque

import pytest

from strife.games.by_will_alone.model import Board, FeatureKind, Obstacle
from strife.games.by_will_alone.model.board import AIR, load_map

SCENARIO_MAPS = ["rosenstrasse", "avenue", "curfew", "broadcasting-house", "dandi"]


@pytest.fixture(scope="module", params=SCENARIO_MAPS)
def board(request: pytest.FixtureRequest) -> Board:
    return load_map(request.param)


def _reachable(board: Board, start: str) -> set[str]:
    seen = {start}
    queue = deque([start])
    while queue:
        for edge in board.neighbours(queue.popleft()):
            if edge.to not in seen:
                seen.add(edge.to)
                queue.append(edge.to)
    return seen


def test_each_map_is_reconstructed_and_small(board: Board) -> None:
    assert board.info.provenance == "reconstructed"
    assert 15 <= len(board.features) <= 40  # tens of features, for search


def test_9_1_each_map_is_one_connected_board(board: Board) -> None:
    first = next(iter(board.features))
    assert _reachable(board, first) == set(board.features)


def test_10_sight_is_symmetric_on_each_map(board: Board) -> None:
    for a in board.sight.visible:
        for b in board.sight.visible[a]:
            assert board.sight.sees(b, a)


def direction(board: Board, origin: str, to: str) -> str:
    edge = board.edge(origin, to)
    assert edge is not None, f"{origin} and {to} are not next to each other"
    return edge.direction


def street_names(board: Board) -> set[str]:
    return {s.name for s in board.streets}


# S-1 Rosenstrasse, Berlin 1943


@pytest.fixture(scope="module")
def rosenstrasse() -> Board:
    return load_map("rosenstrasse")


def test_s1_the_building_at_the_corner_of_heidereutergasse(rosenstrasse: Board) -> None:
    building = rosenstrasse.feature("R24")
    assert building.kind is FeatureKind.BUILDING
    assert building.name == "Rosenstrasse 2-4 (the community building)"
    assert building.floors == 4
    # on the corner: it faces Rosenstrasse and Heidereutergasse, the synagogue behind it
    assert {e.to for e in rosenstrasse.neighbours("R24")} == {"RO2", "HG", "SY", "HS2"}
    assert rosenstrasse.obstacle("R24", "SY") is Obstacle.STONE_FENCE
    assert direction(rosenstrasse, "RO2", "R24") == "south"


def test_s1_the_streets(rosenstrasse: Board) -> None:
    assert street_names(rosenstrasse) == {
        "Rosenstrasse",
        "Neue Friedrichstrasse",
        "Spandauer Strasse",
        "Kaiser-Wilhelm-Strasse",
        "Heidereutergasse",
    }
    rosen = next(s for s in rosenstrasse.streets if s.name == "Rosenstrasse")
    assert rosen.features == ("XNR", "RO1", "XRH", "RO2", "XRS")


def test_s1_10_1_the_whole_street_is_in_sight_from_either_end(rosenstrasse: Board) -> None:
    assert rosenstrasse.sees("XNR", "XRS")
    assert rosenstrasse.sees("XNR", "RO2")
    # but not round the corner into Spandauer Strasse's southern half from the far end
    assert not rosenstrasse.sees("RO1", "SP2")
    assert rosenstrasse.why_not_seen("KW1", "RO2") is not None


def test_s1_the_courtyard_is_reached_only_through_the_houses(rosenstrasse: Board) -> None:
    assert {e.to for e in rosenstrasse.neighbours("HOF")} == {"HN2", "HN3"}
    assert not rosenstrasse.sees("RO2", "HOF")
    # the prisoners at the windows are seen from the street in front (10.2)
    assert rosenstrasse.sees("R24", "RO2", 3)
    assert not rosenstrasse.sees("R24", "HOF", 3)


# S-2 the avenue to the ministry


@pytest.fixture(scope="module")
def avenue() -> Board:
    return load_map("avenue")


def test_s2_10_1_the_column_sees_two_crossings_ahead(avenue: Board) -> None:
    assert avenue.sees("X1", "X3")
    assert not avenue.sees("X1", "X4")
    assert avenue.why_not_seen("X1", "X4") == "more than two intersections apart along the street"
    assert avenue.sees("X2", "X4")


def test_s2_10_2_the_newspaper_overlooks_the_whole_avenue(avenue: Board) -> None:
    top = avenue.feature("NP").floors - 1
    for fid in ("X1", "A1", "X2", "A2", "X3", "A3", "X4", "FC"):
        assert avenue.sees("NP", fid, top), fid
    assert not avenue.sees("NP", "X4")  # not from its ground floor


def test_s2_the_ministry_behind_its_railings(avenue: Board) -> None:
    assert avenue.obstacle("FC", "MI") is Obstacle.STONE_FENCE
    assert avenue.obstacle("X4", "FC") is Obstacle.NONE
    assert avenue.obstacle("BY", "FC") is Obstacle.WIRE_FENCE
    assert {e.to for e in avenue.neighbours("SQ")} == {"N1", "X1", "S1"}


# S-3 the old town under curfew


@pytest.fixture(scope="module")
def curfew() -> Board:
    return load_map("curfew")


def test_s3_a_grid_of_twelve_intersections(curfew: Board) -> None:
    kinds = [f.kind for f in curfew.features.values()]
    assert kinds.count(FeatureKind.INTERSECTION) == 12
    assert kinds.count(FeatureKind.STREET) == 17
    assert len(curfew.streets) == 7


def test_s3_10_1_no_intersection_watches_the_whole_quarter(curfew: Board) -> None:
    intersections = [f for f, v in curfew.features.items() if v.kind is FeatureKind.INTERSECTION]
    for x in intersections:
        assert set(intersections) - curfew.seen_from(x), x
    assert curfew.sees("X01", "X21")
    assert not curfew.sees("X01", "X31")
    assert not curfew.sees("X00", "X11")  # the corner block is in the way


def test_s3_the_square_the_church_and_the_wire(curfew: Board) -> None:
    assert curfew.feature("SQ").kind is FeatureKind.OPEN_GROUND
    assert curfew.obstacle("X10", "V10") is Obstacle.WIRE_FENCE
    assert curfew.obstacle("CH", "H11") is Obstacle.STONE_FENCE
    assert curfew.sees("CH", "SQ", 5)  # the tower looks over Market Street into the square


# S-4 the broadcasting house


@pytest.fixture(scope="module")
def station() -> Board:
    return load_map("broadcasting-house")


def test_s4_6_1_the_compound_is_over_a_third_of_the_table_in(station: Board) -> None:
    compound = ("FY", "NY", "BH", "SY")
    for fid in compound:
        x0, _, _, _ = station.polygon(fid).bounds()
        assert 3 * x0 >= station.info.width, fid


def test_s4_9_2_the_only_open_way_in_is_the_gate(station: Board) -> None:
    compound = {"FY", "NY", "BH", "SY"}
    open_ways = [
        (fid, e.to)
        for fid in compound
        for e in station.neighbours(fid)
        if e.to not in compound and e.obstacle is Obstacle.NONE
    ]
    assert open_ways == [("FY", "RR2")]


def test_s4_10_sight_down_radio_road_to_the_gate(station: Board) -> None:
    assert station.sees("RR1", "FY")
    assert station.sees("BH", "RR1", 4)
    assert not station.sees("HC", "FY")  # the building hides the front yard from the mast
    assert station.feature("HC").kind is FeatureKind.HILL_CREST


# S-5 Dandi: the march to the sea


@pytest.fixture(scope="module")
def dandi() -> Board:
    return load_map("dandi")


def test_s5_6_2_a_beach_with_the_sea_on_one_side(dandi: Board) -> None:
    beaches = {f for f, v in dandi.features.items() if v.kind is FeatureKind.BEACH}
    assert beaches == {"BW", "BC", "BE"}
    assert dandi.feature("SEA").kind is FeatureKind.LAKE
    for b in beaches:
        assert dandi.adjacent(b, "SEA")
    assert direction(dandi, "BC", "SEA") == "south"


def test_s5_10_1_the_dunes_hide_the_beach_from_inland(dandi: Board) -> None:
    assert dandi.why_not_seen("LW", "BW") == "The dunes is in the way"
    assert not dandi.sees("SV", "BW", 1)
    assert dandi.sees("SV", "BW", AIR)
    assert dandi.sees("DU", "BW")


def test_s5_9_2_the_salt_pans_behind_wire_and_the_fords(dandi: Board) -> None:
    assert dandi.obstacle("SP", "BC") is Obstacle.WIRE_FENCE
    assert dandi.obstacle("SP", "BR") is Obstacle.WIRE_FENCE
    assert dandi.obstacle("CR", "PC") is Obstacle.FORD
    assert dandi.obstacle("SP", "CR") is Obstacle.FORD
    assert dandi.sees("PC", "SP")
    assert [s.features for s in dandi.streets if s.name == "Navsari road"] == [("NR", "XD", "BR")]
