"""Section 16.3: a stand that lost discipline moves toward the closest authority unit in
sight, or else toward the last known location of one."""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.games.by_will_alone.model.board import Board, load_board
from strife.games.by_will_alone.rules.undisciplined import Heading, undisciplined_heading

TEST_TOWN = Path(__file__).parent / "maps" / "test-town.toml"


def anywhere(a: str, b: str) -> bool:
    return True


@pytest.fixture(scope="module")
def town() -> Board:
    return load_board(TEST_TOWN)


def test_16_3_toward_the_closest_in_sight(town: Board) -> None:
    # In sight at I3 (four moves) and last known on the beach: the one in sight.
    assert undisciplined_heading(town, "I1", {"I3"}, {"BE"}, anywhere) == Heading("I3", "M1")
    assert undisciplined_heading(town, "I1", {"I3", "M1"}, (), anywhere) == Heading("M1", "M1")


def test_16_3_a_tie_goes_to_the_first_clockwise_from_north(town: Board) -> None:
    assert undisciplined_heading(town, "I2", {"M1", "M2"}, (), anywhere) == Heading("M2", "M2")


def test_16_3_last_known_location_when_none_in_sight(town: Board) -> None:
    assert undisciplined_heading(town, "I2", (), {"BE"}, anywhere) == Heading("BE", "M2")
    assert undisciplined_heading(town, "I2", (), (), anywhere) is None


def test_16_3_already_there_attacks(town: Board) -> None:
    assert undisciplined_heading(town, "I2", {"I2"}, (), anywhere) == Heading("I2", None)


def test_16_3_around_what_it_cannot_cross(town: Board) -> None:
    def no_east(a: str, b: str) -> bool:
        return (a, b) != ("I2", "M2")

    assert undisciplined_heading(town, "I2", {"M2"}, (), no_east) == Heading("M2", "NR")
    assert undisciplined_heading(town, "I2", {"BE"}, (), lambda a, b: False) is None
