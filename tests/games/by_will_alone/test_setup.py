"""6: set-up zones, who places first, simultaneous and secret placing, counters and dummies."""

from __future__ import annotations

import random

from strife.games.by_will_alone.model.actions import Deploy
from strife.games.by_will_alone.model.forces import Role
from tests.games.by_will_alone.helpers import group, platoon, scenario, town_game


def _start(units, **more):  # type: ignore[no-untyped-def]
    return town_game().start(scenario(units, **more), seed=5)


def test_6_1_a_meeting_zones_are_a_quarter_of_the_table_from_each_edge() -> None:
    data = scenario([group("G1", "WS"), platoon("P1", "TH")], zones=([], []))
    s = town_game().start(data, seed=1)
    # The test town is 50 m long north to south: a quarter is 12.5 m from each edge.
    assert s.setup.zones[Role.AUTHORITY] == ("TH", "HA", "NR", "HB", "PK")
    assert s.setup.zones[Role.ACTIVISTS] == ("WS", "CR", "ES", "WD", "HW", "RV", "BE")


def test_6_1_a_the_defender_sets_up_a_third_of_the_table_back() -> None:
    data = scenario(
        [group("G1", "WS"), platoon("P1", "TH")],
        engagement="attack_defence",
        zones=([], []),
        stances=("defender", "attacker"),
        first=None,
    )
    s = town_game().start(data, seed=1)
    # Anchors at least 50/3 m from the attacker's (north) edge: Main Street and the south.
    zone = s.setup.zones[Role.ACTIVISTS]
    assert "I1" in zone and "WS" in zone and "TH" not in zone
    assert s.setup.zones[Role.AUTHORITY] == ("TH", "HA", "NR", "HB", "PK")


def test_6_3_the_defender_places_first_in_attack_defence() -> None:
    s = _start(
        [group("G1"), group("G2"), platoon("P1")],
        engagement="attack_defence",
        stances=("defender", "attacker"),
        first=None,
    )
    assert s.decision().sides == ("activists",)
    assert [a.feature for a in s.options("activists")] == ["WS", "CR", "ES", "WD", "HW"]
    s.apply("activists", Deploy("G1", "WS"))
    s.apply("activists", Deploy("G2", "CR"))
    assert s.decision().sides == ("authority",)
    # The attacker sees the defender's counters where they stand, not what they are.
    view = s.view("authority")
    assert [(c["feature"]) for c in view["counters"]] == sorted(
        ["WS", "CR"], key=lambda f: {"WS": s.label[0], "CR": s.label[1]}[f]
    )
    assert view["units"] == [u for u in view["units"] if u["side"] == "authority"]
    s.apply("authority", Deploy("P1", "NR"))
    assert s.phase == "play" and s.holder == "authority"


def test_6_3_meeting_both_sides_place_at_once_unseen() -> None:
    s = _start([group("G1"), platoon("P1")])
    assert s.decision().sides == ("activists", "authority")
    events = s.apply("activists", Deploy("G1", "WS"))
    assert events[0].visible_to == frozenset({"activists"})
    assert s.view("authority")["counters"] == [] and s.view("authority")["unseen_set_up"] == 1
    # What the authority cannot know is drawn afresh in its worlds.
    spots = {s.determinize("authority", random.Random(k)).at[0] for k in range(20)}
    assert len(spots) > 1
    s.apply("authority", Deploy("P1", "TH"))
    assert s.phase == "play"
    assert [c["feature"] for c in s.view("authority")["counters"]] == ["WS"]


def test_6_3_counters_carry_names_that_do_not_tell_the_unit() -> None:
    names = set()
    for seed in range(8):
        s = town_game().start(
            scenario([group("G1", "WS"), group("G2", "CR"), platoon("P1", "TH")]), seed=seed
        )
        names.add(s.label[0])
    assert names == {"A1", "A2"}


def test_6_3_dummy_counters_are_set_up_like_units() -> None:
    commanders = [
        {"seat": "activists", "role": "activists", "name": "The committee", "dummies": 1},
        {"seat": "authority", "role": "authority", "name": "The inspector"},
    ]
    s = _start([group("G1"), platoon("P1", "TH")], commanders=commanders)
    s.apply("activists", Deploy("G1", "WS"))
    assert s.options("activists")[0] == Deploy("activists-dummy1", "WS")
    s.apply("activists", Deploy("activists-dummy1", "HW"))
    assert s.phase == "play"
    view = s.view("authority")
    assert sorted(c["feature"] for c in view["counters"]) == ["HW", "WS"]
