"""The evaluation that depth-limited search uses (strife.games.crisis2000.agents.evaluation): the
chance of winning from the Value margin now, nudged by strength on the map and markers in
hand, surer as the game nears its end; and Anarchy scored as a loss for both (VIII)."""

from __future__ import annotations

import pytest
from crisis_support import start

import strife
from strife.agents.evaluation import evaluator_for, rewarder_for
from strife.core.outcome import Outcome
from strife.games.crisis2000.agents import evaluation_model
from strife.games.crisis2000.agents.evaluation import (
    FEATURES,
    _player_turns_left,
    evaluate,
    features,
    reward,
)

LEAD = [
    "government dc infrastructure",  # Metroplex 5
    "government greater_ny infrastructure",  # Metroplex 5
    "government midwest infrastructure",  # Metroplex 4
    "rebel rockies infrastructure",  # Wilderness 1
]


def test_the_search_finds_the_crisis_evaluation_and_reward() -> None:
    assert evaluator_for(strife.load("crisis2000")) is evaluate
    assert rewarder_for(strife.load("crisis2000")) is reward


def test_viii_anarchy_is_a_loss_for_both_not_a_draw() -> None:
    anarchy = Outcome((), {"government": 20.0, "rebel": 15.0}, "Anarchy")
    won = Outcome(("rebel",), {"government": 5.0, "rebel": 25.0}, "Marginal Victory")
    assert reward(anarchy, "government") == reward(anarchy, "rebel") == 0.0
    assert (reward(won, "rebel"), reward(won, "government")) == (1.0, 0.0)


@pytest.mark.parametrize("turn", [1, 3, 5])
def test_the_leader_looks_better(turn: int) -> None:
    s = start(LEAD, turn=turn)
    gov, reb = evaluate(s, "government"), evaluate(s, "rebel")
    assert 0.0 <= reb < 0.5 < gov <= 1.0


def test_a_lead_is_surer_near_the_end() -> None:
    early = evaluate(start(LEAD, turn=1, active="rebel"), "government")
    late = evaluate(start(LEAD, turn=5, active="government"), "government")
    assert 0.5 < early < late


def test_a_lead_too_small_to_win_looks_like_anarchy_at_the_end() -> None:
    """A margin of 4 on the last player turn: Anarchy, a loss for both, is the likely end."""
    s = start(["government dc infrastructure", "rebel rockies infrastructure"], turn=5,
              active="government")  # fmt: skip
    assert evaluate(s, "government") < 0.2 and evaluate(s, "rebel") < 0.05


def test_units_and_markers_count_for_a_little() -> None:
    base = ["government dc infrastructure", "rebel greater_ny infrastructure"]
    even = evaluate(start(base), "rebel")
    armed = evaluate(start([*base, "rebel heartland strike_force"]), "rebel")
    held = evaluate(start(base, hands={"rebel": ["Mobilization"]}), "rebel")
    assert even == pytest.approx(evaluate(start(base), "government"))
    assert even < armed < even + 0.05 and even < held < even + 0.05


def test_generation_x_weighs_each_sides_own_condition() -> None:
    """Scenario 5: the Rebel wins with the Government down to 8 Infrastructure, the
    Government by eliminating every Rebel Cybernaut."""
    regions = ("dc", "greater_ny", "midwest", "heartland", "sunbelt", "california", "seatac",
               "rockies", "great_plains", "appalachia")  # fmt: skip
    many = [f"government {r} infrastructure" for r in regions]
    cybernaut = "rebel new_england cybernaut"
    rebel_ahead = evaluate(start([*many[:3], cybernaut], victory="generation-x"), "rebel")
    neither = evaluate(start([*many, cybernaut], victory="generation-x"), "rebel")
    government_ahead = evaluate(start(many, victory="generation-x"), "rebel")
    assert rebel_ahead > 0.5 > government_ahead
    assert government_ahead < neither < rebel_ahead
    hunted = evaluate(start([*many, cybernaut], victory="generation-x"), "government")
    assert evaluate(start(many, victory="generation-x"), "government") > hunted


def test_features_read_value_threat_reach_and_what_is_unused() -> None:
    """Each side's Value (VIII), Data and Arms on the map, markers, Neutralized units, the
    Value of its Infrastructure regions where enemy Data units stand, the Value of empty
    regions its Data units stand in; then the active side's unused Data and Arms."""
    s = start(
        [
            "government dc infrastructure",  # Value 5, a Rebel Cybernaut there
            "government greater_ny infrastructure",  # Value 5
            "rebel dc cybernaut",  # Data 3, Arms 0
            "rebel midwest insurgent",  # Data 2, Arms 2; Midwest (4) has no Infrastructure
            "government neutralized insurgent",
        ],
        hands={"rebel": ["Mobilization"]},
    )
    f = dict(zip(FEATURES, features(s), strict=True))
    assert (f["government value"], f["government threatened"], f["government reach"]) == (10, 5, 0)
    assert (f["rebel value"], f["rebel data"], f["rebel arms"], f["rebel reach"]) == (0, 5, 2, 4)
    assert (f["rebel markers"], f["government neutralized"]) == (1, 1)
    assert (f["unused data"], f["unused arms"]) == (5, 2)  # the Rebel's Data phase


def _last_turn_positions(seeds: range) -> list[tuple[float, bool]]:
    """The fitted evaluation of Coup 2001 for the Government as its last player turn begins,
    and whether it went on to win, over heuristic games."""
    game = strife.load("crisis2000")
    found = []
    for seed in seeds:
        state = game.start("1", seed=seed)
        agents = {side: game.heuristic_agent(side, seed) for side in state.scenario.sides}
        guess = None
        decision = state.decision()
        while decision is not None:
            if guess is None and state.turn == 5 and state.active == "government":  # type: ignore[attr-defined]
                guess = evaluate(state, "government")
            side = decision.sides[0]
            state.apply(side, agents[side].choose(state, side))
            decision = state.decision()
        outcome = state.outcome()
        assert outcome is not None
        if guess is not None:  # None: the Government had nothing left to decide in turn 5
            found.append((guess, "government" in outcome.winners))
    return found


def test_viii_the_fitted_evaluation_foresees_the_last_player_turn() -> None:
    """Coup 2001 has a fitted model: as the Government's last player turn begins (where the
    Value margin now is a poor guide: that turn turns many regions) its chance of winning is
    told far better than by a coin (Brier score 0.25; the fit scores about 0.03 here)."""
    found = _last_turn_positions(range(200, 230))
    assert len(found) >= 25
    brier = sum((p - won) ** 2 for p, won in found) / len(found)
    assert brier < 0.1
    assert all(0.0 <= p <= 1.0 for p, _ in found)


@pytest.mark.parametrize("scenario", ["2", "3", "4", "6", "7"])
def test_viii_every_fitted_scenario_foresees_the_last_player_turn(scenario: str) -> None:
    """The other scenarios scored by Value (all but 5, Generation X) have fitted models
    too: as the last player turn begins, each side's chance of winning is told much better
    than by knowing only how often it wins in these games (the base rate's Brier score;
    over 40 games the fits score under half of it for every side in every scenario)."""
    game = strife.load("crisis2000")
    brier = base = 0.0
    for side in ("government", "rebel"):
        found = []
        for seed in range(200, 240):
            state = game.start(scenario, seed=seed)
            agents = {s: game.heuristic_agent(s, seed) for s in state.scenario.sides}
            guess = None
            decision = state.decision()
            while decision is not None:
                if guess is None and state.phase != "setup" and _player_turns_left(state) == 1:  # type: ignore[arg-type]
                    guess = evaluate(state, side)
                actor = decision.sides[0]
                state.apply(actor, agents[actor].choose(state, actor))
                decision = state.decision()
            outcome = state.outcome()
            assert outcome is not None
            if guess is not None:  # a game may end before its last player turn
                found.append((guess, side in outcome.winners))
        assert len(found) >= 30
        rate = sum(won for _, won in found) / len(found)
        brier += sum((p - won) ** 2 for p, won in found) / len(found)
        base += rate * (1 - rate)
    assert brier < 0.6 * base


def test_the_fitted_model_weighs_these_features() -> None:
    """data/evaluation_model.toml was fitted on the features evaluation.features returns now."""
    assert evaluation_model.FEATURES == FEATURES
    assert all(
        len(weights) == len(FEATURES) and spread > 0
        for stages in evaluation_model.FITTED.values()
        for weights, spread in stages.values()
    )
