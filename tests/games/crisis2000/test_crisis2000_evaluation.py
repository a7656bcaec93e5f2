"""The evaluation that depth-limited search uses (strife.games.crisis2000.evaluation): the
chance of winning from the Value margin now, nudged by strength on the map and markers in
hand, surer as the game nears its end; and Anarchy scored as a loss for both (VIII)."""

from __future__ import annotations

import pytest
from crisis_support import start

import strife
from strife.agents.evaluation import evaluator_for, rewarder_for
from strife.core.outcome import Outcome
from strife.games.crisis2000.evaluation import evaluate, reward

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
