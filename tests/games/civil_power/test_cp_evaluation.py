"""7.0 for depth-limited search (strife.games.civil_power.evaluation): who would win if the
game ended now, and by how many VP, trusted more as the last Game-turn nears."""

from __future__ import annotations

import strife
from strife.agents.evaluation import evaluator_for
from strife.games.civil_power.evaluation import evaluate
from strife.games.civil_power.state import CivilPowerState


def _skirmish() -> CivilPowerState:
    state = strife.load("civil-power").start("skirmish", seed=0)
    assert isinstance(state, CivilPowerState)
    return state


def test_the_search_finds_the_civil_power_evaluation() -> None:
    assert evaluator_for(strife.load("civil-power")) is evaluate


def test_7_0_no_vp_yet_is_even() -> None:
    s = _skirmish()
    assert evaluate(s, "Police") == evaluate(s, "Mob") == 0.5


def test_7_0_the_vp_leader_looks_better_and_surer_near_the_end() -> None:
    s = _skirmish()
    s.vp["Police"] += 3
    early = evaluate(s, "Police")
    assert early > 0.5 > evaluate(s, "Mob")
    assert abs(early + evaluate(s, "Mob") - 1.0) < 1e-9  # a win for one is a loss for the other
    s.turn = s.position.turns
    assert early < evaluate(s, "Police") < 1.0


def test_7_0_casualties_inflicted_cost_vp() -> None:
    """1 VP less per WIA inflicted: the side that wounded more looks worse."""
    s = _skirmish()
    s.wia["Police"] += 2
    assert evaluate(s, "Police") < 0.5 < evaluate(s, "Mob")


def test_i6_a_rulebook_scenario_is_judged_by_its_own_victory_rules() -> None:
    state = strife.load("civil-power").start("I-6", seed=0)
    assert evaluate(state, "Police") == evaluate(state, "Mob") == 0.5
