"""The reconstructed West and East maps: every statement the rulebook makes about them holds
(sizes, places, the Barracks, the Squat's label, the Park's hedge) and every scenario's
set-up zone can be filled."""

from __future__ import annotations

import pytest

from strife.games.civil_power.model.maps import load_map
from strife.games.civil_power.setup.deployment import (
    adjacent,
    adjacent_buildings,
    board_for,
    edge_band,
    neighbourhoods,
    within,
)


def test_2_2_both_sheets_are_reconstructed_grids_of_the_same_size() -> None:
    for name in ("west", "east"):
        sheet = load_map(name)
        assert sheet.provenance == "reconstructed"
        assert len(sheet.rows) == 16
        assert {len(r.split()) for r in sheet.rows} == {12}


def test_places_are_on_the_sheets_the_text_puts_them() -> None:
    east = board_for("east")
    # II-1 and II-7 use the East map only and name the Park, the Barracks and the Squat.
    for place in ("Park", "Barracks", "Squat", "Squat label"):
        assert east.place(place)
    assert "Plaza" not in east.places
    board = board_for("west-east")
    for place in ("Plaza", "Posh Hotel"):
        assert {board.sheet_of[a] for a in board.place(place)} == {"west"}


def test_ii_7_barracks_is_building_e_a_row_of_houses_on_the_western_part() -> None:
    east = board_for("east")
    barracks = east.place("Barracks")
    assert {east.building[a] for a in barracks} == {"EE"}  # sheet prefix E + letter E
    assert set(barracks) == set(east.building_areas("EE"))
    xs = {east.x[a] for a in barracks}
    assert len(xs) == 1 and max(xs) < 3  # one column (a row of houses) at the west side
    assert len(barracks) >= 2  # two soldiers arrive each turn
    # Arrivals walk out of the houses onto a street and reach the compound's hedge.
    park = set(east.place("Park"))
    assert min(east.distance(b, p) for b in barracks for p in park) == 2


def test_ii_7_the_square_north_of_the_word_squat_takes_a_vehicle() -> None:
    east = board_for("east")
    (label,) = east.place("Squat label")
    assert label in east.place("Squat")
    north = east.at(east.x[label], east.y[label] - 1)
    assert north is not None and not east.is_building[north]
    assert north not in east.place("Park")


def test_the_park_is_surrounded_by_a_hedge_and_holds_four_vehicles() -> None:
    east = board_for("east")
    park = set(east.place("Park"))
    assert len(park) >= 4  # II-7: 3 vehicles and the Tank, 1 per square
    assert all(east.terrain[a] == "park" for a in park)
    for a in park:
        for n in east.orth[a]:
            if n not in park:
                assert east.crosses(a, n, east.hedges), (east.ids[a], east.ids[n])
            else:
                assert not east.crosses(a, n, east.hedges)


def test_plaza_and_park_hold_a_large_mobs_crowds() -> None:
    board = board_for("west-east")
    # I-2: a Large Mob (17 Crowds in the package, less after a day's fighting) sets up in
    # either; I-1: 8 Crowds in the Plaza, one to an area (4.3).
    assert len(board.place("Plaza")) >= 16
    assert len(board.place("Park")) >= 16
    assert not any(board.is_building[a] for a in board.place("Plaza"))


def test_i_7_ii_4_buildings_touch_the_plaza_and_crowds_can_leave_it() -> None:
    board = board_for("west-east")
    beside = adjacent_buildings(board, "Plaza")
    assert {board.building[a] for a in beside} == {"WB", "WD"}
    exits = [a for a in adjacent(board, board.place("Plaza")) if not board.is_building[a]]
    assert len(exits) >= 8


def test_i_4_within_five_areas_of_the_posh_hotel() -> None:
    board = board_for("west-east")
    hotel = board.place("Posh Hotel")
    assert all(board.is_building[a] for a in hotel)
    near = within(board, "Posh Hotel", 5)
    assert set(hotel) <= near
    assert len(near) > 100
    # The Mob enters from any edge: the hotel is not on an edge.
    assert not any(board.edges[a] for a in hotel)


def test_i_8_not_within_5_areas_of_the_south_edge() -> None:
    board = board_for("west-east")
    band = edge_band(board, "south", 5)
    assert {board.y[a] for a in band} == {11, 12, 13, 14, 15}
    # The Police may still set up around the Plaza, which the Mob must reach.
    assert not set(board.place("Plaza")) & band


def test_ii_3_six_areas_from_the_squat_leaves_most_of_the_west_map() -> None:
    board = board_for("west-east")
    mob = set(board.place("Squat")) | adjacent(board, board.place("Squat"))
    west = [a for a in range(board.n) if board.sheet_of[a] == "west"]
    free = [a for a in west if all(board.distance(a, m) >= 6 for m in mob)]
    assert 0 < len(free) < len(west)  # the condition matters, and can be met
    # The punks need more than one move to escape off the east edge.
    east_edge = max(board.x)
    assert min(east_edge - board.x[a] for a in board.place("Squat")) >= 6


def test_i_3_ii_5_four_neighbourhoods_of_half_a_sheet() -> None:
    board = board_for("west-east")
    quads = neighbourhoods(board)
    assert sorted(quads) == ["east-north", "east-south", "west-north", "west-south"]
    assert {len(v) for v in quads.values()} == {96}
    for areas in quads.values():
        assert any(board.is_building[a] for a in areas)
        assert sum(not board.is_building[a] for a in areas) >= 20


@pytest.mark.parametrize("arrangement", ["west-east", "east-over-west", "east"])
def test_every_area_is_reachable_by_street(arrangement: str) -> None:
    """Crowds move only orthogonally and not into buildings: every open area of a board
    connects to every other, so no set-up zone or objective is cut off."""
    board = board_for(arrangement)
    open_areas = [a for a in range(board.n) if not board.is_building[a]]
    seen = {open_areas[0]}
    todo = [open_areas[0]]
    while todo:
        a = todo.pop()
        for n in board.orth[a]:
            if not board.is_building[n] and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(open_areas)


def test_i_1_east_over_west_the_march_goes_north_through_the_plaza() -> None:
    board = board_for("east-over-west")
    south = [a for a in range(board.n) if "south" in board.edges[a]]
    north = [a for a in range(board.n) if "north" in board.edges[a]]
    assert {board.sheet_of[a] for a in south} == {"west"}
    assert {board.sheet_of[a] for a in north} == {"east"}
    plaza_rows = {board.y[a] for a in board.place("Plaza")}
    assert min(board.y[a] for a in north) < min(plaza_rows) < max(board.y[a] for a in south)
