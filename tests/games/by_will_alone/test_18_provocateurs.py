"""18.2 provocateurs and 18.1-c searches in play (rulings 18.2-a to 18.2-c, 18.1-c), on the
test town: placing as play begins, Provoke and Incite, the search, and what the activists'
worlds may know."""

from __future__ import annotations

import random

from strife.core.dice import ScriptedDice
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules import provocateurs, scoring
from strife.games.by_will_alone.rules.provocateurs import Incite, PlaceProvocateur, Provoke
from strife.games.by_will_alone.rules.searching import Identify
from tests.games.by_will_alone.helpers import group, platoon, scenario, town_game


def started() -> ByWillAloneState:
    """G1 (counter A2) in I1 with the riot platoon P1, G2 (A1) on the east slope; the
    authority has one provocateur."""
    data = scenario([group("G1", "I1"), group("G2", "ES"), platoon("P1", "I1")])
    data["side"][1]["provocateurs"] = 1
    return town_game().start(data, seed=1)


def placed_in_g1() -> ByWillAloneState:
    state = started()
    state.apply("authority", PlaceProvocateur(0, state.label[state.unit_index("G1")]))
    return state


def test_18_2_a_the_authority_places_each_provocateur_as_play_begins_unseen() -> None:
    state = started()
    decision = state.decision()
    assert decision is not None and decision.sides == ("authority",)
    assert decision.options("authority") == [PlaceProvocateur(0, "A1"), PlaceProvocateur(0, "A2")]
    events = state.apply("authority", PlaceProvocateur(0, "A2"))
    assert provocateurs.host(state, 0) == state.unit_index("G1")
    assert [e.text for e in events if e.visible("authority")] == ["Provocateur 1 joins A2"]
    assert not [e for e in events if e.visible("activists")]


def test_18_2_b_provoke_makes_the_target_dedicated_and_the_group_not_nonviolent() -> None:
    state = placed_in_g1()
    state.holder = "authority"
    p1, g1 = state.unit_index("P1"), state.unit_index("G1")
    decision = state.decision()
    assert decision is not None and Provoke(0, "P1") in decision.options("authority")
    assert scoring.exclusively_nonviolent(state, g1)
    events = state.apply("authority", Provoke(0, "P1"))
    assert state.grade[p1] == Grade.DEDICATED.value  # 7.5
    assert not scoring.exclusively_nonviolent(state, g1)  # 21-d
    assert any(e.text.startswith("A violent stand in A2 attacks") for e in events)
    # once an initiative
    assert provocateurs.offer_provoke(state, "authority") == []


def test_18_2_b_incite_is_seen_by_the_authority_only() -> None:
    state = placed_in_g1()
    state.holder = "authority"
    events = state.apply("authority", Incite(0))
    assert state.marks["incited:G1"] == 1
    assert [e.text for e in events if e.visible("activists") and e.kind == "incited"] == []


def test_18_1_c_a_search_at_the_leaders_number_finds_and_removes_the_provocateur() -> None:
    state = placed_in_g1()
    state.holder = "authority"
    state.apply("authority", Provoke(0, "P1"))
    state.holder, state.acted_seats = "activists", ()
    state.acted = [False] * len(state.acted)
    state.dice = ScriptedDice([2])  # 2 + 2 (it has attacked) = the trained leader's 4
    g1 = state.unit_index("G1")
    events = state.apply("activists", Identify("G1"))
    assert provocateurs.host(state, 0) == -1
    assert scoring.exclusively_nonviolent(state, g1)  # 18.2-c: its attack is struck
    assert "Unit G1: The search finds: provocateur" in [e.text for e in events]


def test_18_1_c_a_failed_search_passes_the_initiative() -> None:
    state = placed_in_g1()
    state.dice = ScriptedDice([3])  # below the trained leader's 4, nothing has attacked
    events = state.apply("activists", Identify("G1"))
    assert provocateurs.host(state, 0) == state.unit_index("G1")
    assert state.holder == "authority"
    assert any(e.kind == "initiative-ends" for e in events)


def test_18_2_a_an_activists_world_does_not_know_where_the_provocateur_is() -> None:
    state = placed_in_g1()
    hosts = {
        provocateurs.host(state.determinize("activists", random.Random(seed)), 0)
        for seed in range(20)
    }
    assert hosts == {state.unit_index("G1"), state.unit_index("G2")}
    assert provocateurs.host(state.determinize("authority", random.Random(3)), 0) == (
        state.unit_index("G1")
    )


def test_18_2_c_once_it_has_provoked_its_group_is_known() -> None:
    state = placed_in_g1()
    state.holder = "authority"
    state.apply("authority", Provoke(0, "P1"))
    world = state.determinize("activists", random.Random(5))
    assert provocateurs.host(world, 0) == state.unit_index("G1")
