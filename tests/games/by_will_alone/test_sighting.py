"""10: counters are replaced by their stands when an opposing unit sees them; dummies go;
built-up sight ends two intersections along a street; upper floors see further."""

from __future__ import annotations

import random

import pytest

from strife.games.by_will_alone.model.actions import Climb, Deploy, Hold, Move
from tests.games.by_will_alone.helpers import group, platoon, position


def test_10_1_a_counter_in_sight_is_replaced_by_its_stands() -> None:
    s = position([group("G1", "M1"), group("G2", "WS"), platoon("P1", "I4")])
    assert not s.seen[s.unit_index("P1")]  # more than two intersections along Main Street
    events = s.apply("activists", Move("G1", ("I2",)))
    assert s.seen[s.unit_index("P1")]
    sighted = [e for e in events if e.kind == "sighted" and e.data["unit"] == "P1"]
    assert sighted[0].rule == "10.1"
    label = s.label[s.unit_index("P1")]
    assert sighted[0].text == (
        f"Counter {label} in East end crossing is sighted: Unit P1 (1 command stand, "
        "3 police stands)"
    )
    view = s.view("activists")
    assert view["counters"] == [] and any(u["id"] == "P1" for u in view["units"])


def test_10_1_a_sighted_dummy_is_removed() -> None:
    commanders = [
        {"seat": "activists", "role": "activists", "name": "The committee"},
        {"seat": "authority", "role": "authority", "name": "The inspector", "dummies": 1},
    ]
    s = position([group("G1", "M1"), group("G2", "WS"), platoon("P1", "TH")],
                 commanders=commanders)  # fmt: skip
    dummy = s.unit_index("authority-dummy1")
    s.apply("authority", Deploy("authority-dummy1", "NR"))
    assert s.at[dummy] == "NR"  # not seen from M1: no street joins them
    events = s.apply("activists", Move("G1", ("I2",)))
    assert [e.kind for e in events if e.kind == "dummy"] == ["dummy"]
    assert s.at[dummy] == "-"
    assert s.view("activists")["counters"] == []


def test_10_1_built_up_sight_ends_beyond_two_intersections() -> None:
    s = position([group("G1", "I1"), group("G2", "WS"), platoon("P1", "I4")])
    assert not s.seen[s.unit_index("P1")] and not s.seen[s.unit_index("G1")]
    s.apply("activists", Move("G1", ("M1",)))
    assert not s.seen[s.unit_index("P1")]  # M1 to I4: 2.5 intersections


def test_10_2_from_an_upper_floor_the_two_intersection_limit_does_not_apply() -> None:
    s = position([group("G1", "TH", floor=7), group("G2", "WS"), platoon("P1", "I4")])
    assert s.seen[s.unit_index("P1")]


def test_10_1_a_determinization_shuffles_only_what_the_side_cannot_know() -> None:
    s = position([group("G1", "I1"), group("G2", "WS"), group("G3", "CR"), platoon("P1", "I4")])
    view = s.view("authority")
    for k in range(5):
        world = s.determinize("authority", random.Random(k))
        assert world.view("authority") == view
    worlds = {tuple(s.determinize("authority", random.Random(k)).at[:3]) for k in range(20)}
    assert len(worlds) > 1


def test_10_3_what_the_rules_put_on_the_table_can_hide_a_unit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from strife.games.by_will_alone.rules import sighting

    # A stand-in for smoke (10.3, rules/signs.py): nothing is seen in East end crossing.
    def smoke(state, a, b):  # type: ignore[no-untyped-def]
        return bool(state.at[b] == "I4")

    monkeypatch.setattr(sighting, "OBSCURED", [smoke])
    s = position([group("G1", "M1"), group("G2", "WS"), platoon("P1", "I4")])
    s.apply("activists", Move("G1", ("I2",)))
    assert not s.seen[s.unit_index("P1")]


def test_9_1_e_a_unit_climbs_its_building_and_sees_from_above() -> None:
    s = position([group("G1", "TH"), group("G2", "WS"), platoon("P1", "I4")])
    assert Climb("G1", 7) in s.options("activists")
    assert not s.seen[s.unit_index("P1")]
    events = s.apply("activists", Climb("G1", 7))
    assert s.floor[0] == 7 and events[0].rule == "10.2"
    assert s.seen[s.unit_index("P1")]  # 10.2: no two-intersection limit from floor 7
    s.apply("activists", Move("G2", ("I1",)))
    s.apply("authority", Hold())
    s.apply("activists", Move("G1", ("HA",)))
    assert s.floor[0] == 0  # a move to another feature is at ground level
