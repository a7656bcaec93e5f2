"""The shipped skirmish map loads, uses every kind and obstacle, and reads as the text asks."""

from __future__ import annotations

from collections import deque

import pytest

from strife.games.by_will_alone.model import Board, FeatureKind, Obstacle
from strife.games.by_will_alone.model.board import AIR, load_map


@pytest.fixture(scope="module")
def skirmish() -> Board:
    return load_map("skirmish")


def test_it_is_marked_reconstructed(skirmish: Board) -> None:
    assert skirmish.info.provenance == "reconstructed"
    assert (skirmish.info.width, skirmish.info.height) == (480, 360)


def test_every_kind_of_feature_is_on_it(skirmish: Board) -> None:
    assert {f.kind for f in skirmish.features.values()} == set(FeatureKind)


def test_every_obstacle_is_on_it(skirmish: Board) -> None:
    found = {e.obstacle for out in skirmish.edges.values() for e in out.values()}
    assert found == set(Obstacle)


def test_9_1_every_feature_can_be_reached_from_every_other(skirmish: Board) -> None:
    seen = {"I1"}
    queue = deque(["I1"])
    while queue:
        for edge in skirmish.neighbours(queue.popleft()):
            if edge.to not in seen:
                seen.add(edge.to)
                queue.append(edge.to)
    assert seen == set(skirmish.features)


def test_10_1_down_the_high_street(skirmish: Board) -> None:
    assert skirmish.sees("HSW", "I2")
    assert not skirmish.sees("HSW", "I3")
    assert skirmish.sees("I1", "I3")


def test_10_1_over_gallows_hill(skirmish: Board) -> None:
    assert not skirmish.sees("HSL1", "HSL2")
    assert skirmish.sees("HC", "HSL1") and skirmish.sees("HC", "HSL2")


def test_10_2_from_the_tenements_top_floor_and_the_air(skirmish: Board) -> None:
    assert skirmish.sees("HB6", "OG3", 3)
    assert skirmish.sees("HSW", "HSE", AIR)


def test_10_sight_is_symmetric_with_a_reason_for_every_pair_not_seen(skirmish: Board) -> None:
    spots = list(skirmish.sight.visible)
    for a in spots:
        for b in spots:
            seen = skirmish.sight.sees(a, b)
            assert seen == skirmish.sight.sees(b, a)
            assert (skirmish.sight.reason(a, b) is None) == seen


def test_9_1_edges_read_back_with_the_reverse_bearing(skirmish: Board) -> None:
    for origin, out in skirmish.edges.items():
        for to, edge in out.items():
            back = skirmish.edges[to][origin]
            assert back.bearing == (edge.bearing + 180) % 360
            assert back.obstacle is edge.obstacle
