"""7.0 for depth-limited search (strife.games.civil_power.agents.evaluation): who would win if the
game ended now, and by how many VP, trusted more as the last Game-turn nears; I-6 by its
fitted models; and the stage (the Player-turn) a settling search plays its rollouts to."""

from __future__ import annotations

import strife
from strife.agents.evaluation import evaluator_for, stager_for
from strife.games.civil_power.agents.evaluation import (
    FEATURES,
    FITTED,
    _fitted,
    evaluate,
    features,
    stage,
)
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.values import ELIMINATED


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


def test_i4_a_rulebook_scenario_is_judged_by_its_own_victory_rules() -> None:
    """I-4: +10 VP to the Police for a dispersed riot, and at the start no Crowd is next to
    another yet (the Mob has not entered): the Police are ahead by the scenario's VP."""
    state = strife.load("civil-power").start("I-4", seed=0)
    assert evaluate(state, "Police") > 0.5 > evaluate(state, "Mob")


def test_6_7_a_side_that_raised_its_el_needs_twice_the_vp() -> None:
    """A lead of 4 to 3 wins nothing after raising the EL once (it needs 6): it looks
    worse than an even game, and a lead of 7 to 3 looks better than 4 to 3 did."""
    s = _skirmish()
    s.vp["Mob"], s.vp["Police"] = 4.0, 3.0
    plain = evaluate(s, "Mob")
    s.el_raised["Mob"] = 1
    raised = evaluate(s, "Mob")
    assert raised < 0.5 < plain
    s.vp["Mob"] = 7.0
    assert evaluate(s, "Mob") > raised


def test_3_0_the_stage_is_the_player_turn() -> None:
    """A settling search plays each rollout to the end of the Player-turn: the stage stays
    the same from phase to phase within it and changes when the other side's turn begins."""
    game = strife.load("civil-power")
    assert stager_for(game) is stage
    s = _skirmish()
    assert stage(s) == (s.turn, s.active)
    before, phases = stage(s), {s.phase}
    while s.active == before[1]:
        assert stage(s) == before
        phases.add(s.phase)
        side = s.decision().sides[0]
        s.apply(side, s.options(side)[-1])
    assert len(phases) >= 2 and stage(s) != before


def _i6() -> CivilPowerState:
    state = strife.load("civil-power").start("I-6", seed=0)
    assert isinstance(state, CivilPowerState)
    return state


def _eliminate(s: CivilPowerState, side: str, n: int) -> None:
    """The first n units of `side` eliminated (a rulebook scenario counts its VP from them,
    7.0: +5 each Police unit, +2 each Crowd)."""
    for u in [u for u in s.side_units(side) if not s.kind[u].tv_crew][:n]:
        s.loc[u] = ELIMINATED
    s._index = None


def test_i6_the_mob_is_judged_by_the_fitted_model_the_police_by_the_vp_lead() -> None:
    """I-6: the heuristic Police win about two games in three against the heuristic Mob, and
    the Mob's fitted chance says so; the Police keep the VP lead (none yet: even)."""
    s = _i6()
    assert evaluate(s, "Mob") < 0.4
    assert evaluate(s, "Police") == 0.5


def test_i6_the_model_is_the_one_for_whose_player_turn_it_is() -> None:
    """The same position is judged by the model of positions at the start of the Mob's
    Player-turns while the Mob is the phasing side, and by the Police's model after."""
    s = _i6()
    s.turn = 5
    _eliminate(s, "Police", 1)
    models = FITTED["I-6"]
    s.active = "Mob"
    assert evaluate(s, "Mob") == _fitted(s, "Mob", models["Mob"])
    s.active = "Police"
    assert evaluate(s, "Mob") == _fitted(s, "Mob", models["Police"])
    assert models["Mob"] != models["Police"]


def test_i6_7_0_a_police_unit_eliminated_helps_the_mob_more_near_the_end() -> None:
    s = _i6()
    start = evaluate(s, "Mob")
    _eliminate(s, "Police", 1)
    early = evaluate(s, "Mob")
    assert early > start
    s.turn = 13
    assert evaluate(s, "Mob") > early


def test_i6_6_7_raising_the_el_costs_the_mob_its_lead() -> None:
    s = _i6()
    s.turn = 10
    _eliminate(s, "Police", 2)
    _eliminate(s, "Mob", 3)  # Crowds: 10 VP to 6
    ahead = evaluate(s, "Mob")
    s.el_raised["Mob"] = 1  # now it needs 12 VP to win at all
    assert evaluate(s, "Mob") < ahead


def test_i6_8_9_a_near_tdn_ends_the_game_sooner() -> None:
    """The Game-turns left end at the Mob's TDN: a Mob ahead whose TDN is near is surer of
    its lead (8.9: the game stops when the Game-turn reaches it)."""
    s = _i6()
    s.turn = 6
    _eliminate(s, "Police", 2)
    _eliminate(s, "Mob", 2)  # 10 VP to 4
    s.tdn = 30
    far = evaluate(s, "Mob")
    s.tdn = 7
    assert evaluate(s, "Mob") > far
    assert features(s, "Mob")[FEATURES.index("left")] == 2 / 15
