"""18.1 spies in play (rulings 18.1-a to 18.1-c), on the test town: placed with an opposing
counter as play begins, the host shown to the spy's side, hidden from the host's side, and
found by a search."""

from __future__ import annotations

import random

from strife.core.dice import ScriptedDice
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules import spies
from strife.games.by_will_alone.rules.searching import Identify
from strife.games.by_will_alone.rules.spies import PlaceSpy
from tests.games.by_will_alone.helpers import group, platoon, scenario, town_game


def started() -> ByWillAloneState:
    """The activists have a spy; P1 (counter B1) and P2 (B2) are far from any activist."""
    data = scenario([group("G1", "WS"), platoon("P1", "TH"), platoon("P2", "NR")])
    data["side"][0]["spies"] = 1
    return town_game().start(data, seed=1)


def placed() -> ByWillAloneState:
    state = started()
    p1 = state.unit_index("P1")
    state.apply("activists", PlaceSpy(0, state.label[p1]))
    return state


def test_18_1_a_the_activists_place_their_spy_with_an_authority_counter() -> None:
    state = started()
    decision = state.decision()
    assert decision is not None and decision.sides == ("activists",)
    labels = sorted(state.label[state.unit_index(u)] for u in ("P1", "P2"))
    assert decision.options("activists") == [PlaceSpy(0, label) for label in labels]
    events = state.apply("activists", PlaceSpy(0, state.label[state.unit_index("P1")]))
    assert spies.host(state, Role.ACTIVISTS, 0) == state.unit_index("P1")
    assert not [e for e in events if e.visible("authority") and e.kind == "agent-placed"]


def test_18_1_b_the_spys_side_sees_the_host_and_only_the_host() -> None:
    state = placed()
    p1, p2 = state.unit_index("P1"), state.unit_index("P2")
    assert not state.seen[p1] and not state.seen[p2]
    names = {u["id"] for u in state.view("activists")["units"]}
    assert "P1" in names and "P2" not in names
    # the host's own side is not told
    assert all(u["seen"] is False for u in state.view("authority")["units"] if u["id"] == "P1")


def test_18_1_b_the_authoritys_worlds_do_not_know_which_unit_hosts_the_spy() -> None:
    state = placed()
    hosts = {
        spies.host(state.determinize("authority", random.Random(seed)), Role.ACTIVISTS, 0)
        for seed in range(20)
    }
    assert hosts == {state.unit_index("P1"), state.unit_index("P2")}
    world = state.determinize("activists", random.Random(1))
    assert world.at[state.unit_index("P1")] == "TH"  # the spied unit is not shuffled


def test_18_1_c_a_search_at_the_units_reliability_finds_the_spy() -> None:
    state = placed()
    state.holder, state.acted_seats = "authority", ()
    state.dice = ScriptedDice([4])  # a reliable unit: 4+
    events = state.apply("authority", Identify("P1"))
    assert spies.host(state, Role.ACTIVISTS, 0) == -1
    assert "Unit P1: The search finds: spy" in [e.text for e in events]
    assert "P1" not in {u["id"] for u in state.view("activists")["units"]}
