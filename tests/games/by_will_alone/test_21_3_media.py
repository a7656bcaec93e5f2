"""The engine-run media (rulings 21.3-a to 21.3-c) on the scenario maps: the story, the way a
crew goes to see it, and where it goes when attacked."""

from __future__ import annotations

import pytest

from strife.games.by_will_alone.model import Board
from strife.games.by_will_alone.model.board import load_map
from strife.games.by_will_alone.rules.media import (
    News,
    NewsEvent,
    crew_passable,
    driven_off,
    nearest_contact,
    route,
    story,
)


@pytest.fixture(scope="module")
def avenue() -> Board:
    return load_map("avenue")


@pytest.fixture(scope="module")
def dandi() -> Board:
    return load_map("dandi")


def test_21_3_c_force_3_then_arrest_2_then_confrontation_1_the_later_on_a_tie() -> None:
    events = [
        NewsEvent(News.CONFRONTATION, "A1", 0),
        NewsEvent(News.ARREST, "X2", 1),
        NewsEvent(News.FORCE, "X3", 2),
        NewsEvent(News.ARREST, "A2", 3),
    ]
    assert story(events) == "X3"
    assert story(events[:2] + events[3:]) == "A2"
    assert story([]) is None
    assert [n.value for n in News] == [1, 2, 3]


def test_21_3_c_a_crew_goes_by_the_streets_at_its_rate(avenue: Board) -> None:
    on_foot = crew_passable(avenue, on_foot=True)
    assert route(avenue, "SQ", "MI", 3, on_foot) == ("X1", "A1", "X2")
    assert (
        route(avenue, "SQ", "MI", 99, on_foot)[-1] == "FC"
    )  # the ministry is seen from next to it


def test_21_3_c_a_crew_that_sees_the_story_stays(avenue: Board) -> None:
    assert route(avenue, "X1", "X3", 2, crew_passable(avenue, on_foot=True)) == ()


def test_21_3_b_no_obstacles_and_no_water(dandi: Board) -> None:
    on_foot = crew_passable(dandi, on_foot=True)
    assert not on_foot("BR", "SP")  # the salt works' wire
    assert not on_foot("LE", "CR")  # the creek
    assert on_foot("XD", "BR")
    assert route(dandi, "FL", "PC", 2, on_foot) == ("LE", "XD")


def test_21_3_b_a_crew_with_a_vehicle_keeps_out_of_houses(dandi: Board) -> None:
    by_van = crew_passable(dandi, on_foot=False)
    assert not by_van("LE", "HE")
    assert crew_passable(dandi, on_foot=True)("LE", "HE")
    assert route(dandi, "FL", "PC", 3, by_van) == ("LE", "XD", "BR")


def test_21_3_c_with_no_event_the_nearest_contact(avenue: Board) -> None:
    assert nearest_contact(avenue, "SQ", ["X3", "N1"]) == "N1"
    assert nearest_contact(avenue, "SQ", []) is None


def test_18_4_b_a_crew_attacked_moves_away_the_first_clockwise_on_a_tie(
    avenue: Board, dandi: Board
) -> None:
    on_foot = crew_passable(avenue, on_foot=True)
    assert driven_off(avenue, "X2", "A1", on_foot) == "N2"
    # from X1, N1 and the square are both two features from A1: north comes first
    assert driven_off(avenue, "X1", "A1", on_foot) == "N1"
    # on the beach, with the attackers on the beach road: not into the wire or the water
    assert driven_off(dandi, "BC", "BR", crew_passable(dandi, on_foot=True)) == "BW"
