"""10.1 on generated straight streets: ground units see along the street exactly as far as
two intersections, while the air sees the whole street (10.2)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strife.core.data import validate
from strife.core.errors import DataError
from strife.games.by_will_alone.model import Board
from strife.games.by_will_alone.model.board import AIR
from strife.games.by_will_alone.model.map_data import MapData


def straight_street(crossings: int, block: int) -> Board:
    """One east-west street of `crossings` intersections (10 m) with `block`-metre street
    pieces between, housing on both sides."""
    features: list[dict[str, Any]] = []
    chain: list[str] = []
    x = 0

    def place(fid: str, kind: str, x0: int, y0: int, x1: int, y1: int, **extra: int) -> None:
        polygon = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]
        features.append({"id": fid, "name": fid, "kind": kind, "polygon": polygon, **extra})

    for k in range(crossings):
        place(f"I{k}", "intersection", x, 10, x + 10, 20)
        chain.append(f"I{k}")
        x += 10
        if k < crossings - 1:
            place(f"S{k}", "street", x, 10, x + block, 20)
            chain.append(f"S{k}")
            x += block
    place("N", "housing_block", 0, 0, x, 10, floors=2)
    place("S", "housing_block", 0, 20, x, 30, floors=2)
    raw = {
        "map": {"name": "street", "provenance": "test", "width": x, "height": 30},
        "feature": features,
        "street": [{"name": "the street", "features": chain}],
    }
    return Board.from_data(validate(MapData, raw, "generated"), "generated")


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 6), st.integers(2, 40))
def test_10_1_intersections_see_each_other_up_to_two_apart(crossings: int, block: int) -> None:
    board = straight_street(crossings, block)
    for i in range(crossings):
        for j in range(crossings):
            assert board.sees(f"I{i}", f"I{j}") == (abs(i - j) <= 2)
            assert board.sees(f"I{i}", f"I{j}", AIR)


@settings(max_examples=15, deadline=None)
@given(st.integers(3, 6), st.integers(2, 40))
def test_10_1_street_pieces_count_the_intersections_between(crossings: int, block: int) -> None:
    board = straight_street(crossings, block)
    for i in range(crossings - 1):
        for j in range(crossings - 1):
            assert board.sees(f"S{i}", f"S{j}") == (abs(i - j) <= 2)
        for j in range(crossings):
            # S{i} sits between I{i} and I{i+1}: half an intersection from each.
            assert board.sees(f"S{i}", f"I{j}") == (abs(i + 0.5 - j) <= 2)


def test_a_street_piece_too_thin_for_a_whole_metre_inside_asks_for_an_anchor() -> None:
    with pytest.raises(DataError, match=r"feature\.1\.anchor: no whole-number point found inside"):
        straight_street(3, 1)
