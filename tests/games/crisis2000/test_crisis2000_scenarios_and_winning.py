"""VII. Neutralization Recovery, VIII. How to Win, IX. The Scenarios (setup procedure and
special rules), and II.A the turn sequence."""

from __future__ import annotations

import pytest
from crisis_support import game, kinds, play, scenario, start, units, waiting

from strife.core.dice import ScriptedDice
from strife.games.crisis2000.model.actions import DONE, Place
from strife.games.crisis2000.rules import victory
from strife.games.crisis2000.rules.crisis_markers import pick


def test_ii_a_rebel_player_turn_first_then_government_then_next_turn():
    s = start(
        ["rebel california insurgent", "government dc insurgent"], phase="armed", dice=[1]
    )  # the Government, Value 0, still picks one marker (II)
    events = play(s, DONE)
    turns = [e.data for e in kinds(events, "player-turn")]
    assert turns[0] == {"turn": 1, "side": "government"}
    assert (s.active, s.phase) == ("government", "data")


def test_vii_recovery_infrastructure_first_then_others_with_friendly_infrastructure():
    s = start(
        ["rebel neutralized infrastructure", "rebel neutralized insurgent",
         "rebel seatac cybernaut", "rebel rockies cybernaut", "rebel dc cybernaut",
         "government dc infrastructure"],
        phase="armed", cup=[],
    )  # fmt: skip
    play(s, DONE)
    assert waiting(s)[0] == "rebel"
    # Infrastructure first: a region with a friendly unit and no Infrastructure
    assert set(s.options("rebel")) == {Place("infrastructure", "seatac"),
                                       Place("infrastructure", "rockies")}  # fmt: skip
    play(s, Place("infrastructure", "rockies"))
    # the Insurgent then goes to the only region with a Rebel Infrastructure
    assert units(s, "rebel", "rockies") == {"cybernaut": 1, "infrastructure": 1, "insurgent": 1}
    assert units(s, "rebel", "neutralized") == {}


def test_vii_units_that_cannot_return_stay_in_the_box():
    s = start(
        ["rebel neutralized insurgent", "rebel seatac cybernaut"], phase="armed", dice=[1, 1]
    )  # the picks of the next two player turns
    play(s, DONE)
    assert units(s, "rebel", "neutralized") == {"insurgent": 1}


@pytest.mark.parametrize(
    ("margin", "level"),
    [(31, "Total Victory"), (21, "Strategic Victory"), (30, "Strategic Victory"),
     (11, "Marginal Victory"), (20, "Marginal Victory"), (10, "Anarchy"), (0, "Anarchy")],
)  # fmt: skip
def test_viii_victory_bands(margin, level):
    assert victory.level(margin) == level


def test_viii_value_of_infrastructure_regions_at_the_end():
    s = start(["government dc infrastructure", "government greater_ny infrastructure",
               "government midwest infrastructure", "rebel rockies infrastructure",
               "rebel seatac 3 insurgent"], phase="armed", active="government", turn=5)  # fmt: skip
    play(s, DONE)
    out = s.outcome()
    assert out is not None
    assert out.scores == {"government": 14.0, "rebel": 1.0}
    assert (out.winners, out.level) == (("government",), "Marginal Victory")


def test_viii_anarchy_both_lose():
    s = start(["government dc infrastructure", "rebel greater_ny infrastructure"],
              phase="armed", active="government", turn=5)  # fmt: skip
    play(s, DONE) if s.decision() else None
    out = s.outcome()
    assert out is not None and out.winners == () and out.level == "Anarchy"


def test_scenario_5_generation_x_victory():
    infra = [f"government {r} infrastructure" for r in ("dc", "greater_ny", "midwest", "seatac",
             "california", "rockies", "sunbelt", "heartland")]  # fmt: skip
    s = start([*infra, "rebel nato cybernaut"], phase="armed", active="government", turn=5,
              victory="generation-x")  # fmt: skip
    if s.decision():
        play(s, DONE)
    out = s.outcome()
    assert out is not None and out.winners == ("rebel",)  # 8 Government Infrastructure
    s = start([*infra, "government gulf_coast infrastructure", "rebel neutralized insurgent"],
              phase="armed", active="government", turn=5, victory="generation-x")  # fmt: skip
    if s.decision():
        play(s, DONE)
    out = s.outcome()
    assert out is not None and out.winners == ("government",)  # no Rebel Cybernaut


def test_ix_all_seven_scenarios_load_with_their_turns():
    assert [(sc.id, sc.title) for sc in game().scenarios()] == [
        ("1", "Coup 2001"), ("2", "Culture Wars"), ("3", "UN Occupation"),
        ("4", "War on Freedom"), ("5", "Generation X"), ("6", "Anarchy in the USA"),
        ("7", "Civil War II"),
    ]  # fmt: skip
    assert game().start("1").model.turns == 5  # Getting Started Fast: five turns


def test_ix_coup_government_sets_up_first_rebel_infrastructure_overseas():
    s = game().start("1", seed=1)
    assert waiting(s)[0] == "government"
    for oc in ("nato", "southern_command", "pacific_rim"):
        assert units(s, "rebel", oc) == {"infrastructure": 1}
    # Government Infrastructure may not go overseas, nor where an Infrastructure stands
    regions = {a.region for a in s.options("government")}
    assert not regions & {"nato", "southern_command", "pacific_rim"}
    assert len(regions) == 13


def test_ix_culture_wars_no_units_overseas():
    s = game().start("2", seed=1)
    while s.phase == "setup":
        side = waiting(s)[0]
        options = s.options(side)
        assert not {a.region for a in options} & {"nato", "southern_command", "pacific_rim"}
        s.apply(side, options[0])


def test_ix_war_on_freedom_rebels_not_in_dc_and_first_rebel_turn_skipped():
    s = game().start("4", seed=1)
    assert waiting(s)[0] == "rebel"  # the Rebel sets up first (ruling S-4)
    while s.phase == "setup":
        side = waiting(s)[0]
        options = s.options(side)
        if side == "rebel":
            assert "dc" not in {a.region for a in options}
        s.apply(side, options[-1])
    assert (s.turn, s.active) == (1, "government")


def test_ix_a_one_infrastructure_per_region_at_setup():
    s = game().start("7", seed=1)
    s.apply("government", Place("infrastructure", "dc"))
    assert Place("infrastructure", "dc") not in s.options("government")


def test_ix_c_units_not_set_up_are_in_the_recruiting_pool():
    s = game().start("7", seed=1)
    while s.phase == "setup":
        side = waiting(s)[0]
        s.apply(side, s.options(side)[0])
    on_map = len(s.on_map("government")) + len(s.on_map("rebel"))
    in_pool = sum(s.view(None)["pool"].values())
    assert on_map + in_pool == 62
    model = s.model
    assert on_map == sum(sum(side.values()) for side in model.units.values())


def test_ix_d_initial_markers_alternate_starting_with_the_rebel():
    s = start(cup=["Militia"] * 10)
    s.model = s.model.model_copy(update={"markers": {"government": 3, "rebel": 1}})
    s.dice = ScriptedDice([1] * 4)
    from strife.games.crisis2000.scenarios.setup import initial_markers

    events = initial_markers(s)
    order = [e.data["side"] for e in kinds(events, "picked")]
    assert order == ["rebel", "government", "government", "government"]


def test_ix_d_economic_collapse_in_setup_is_returned():
    s = start(cup=["Economic Collapse"], dice=[1])
    pick(s, "rebel", 1, setup=True)
    assert s.cup == ("Economic Collapse",)


def test_position_data_is_validated():
    from strife.core.errors import DataError

    bad = scenario(["rebel atlantis insurgent"])
    with pytest.raises(DataError, match="atlantis"):
        game().start(bad)
