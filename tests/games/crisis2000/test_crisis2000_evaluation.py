"""The evaluation that depth-limited search uses (strife.games.crisis2000.evaluation): the
expected score of the game from the Value margin now, nudged by strength on the map and
markers in hand, surer as the game nears its end (VIII)."""

from __future__ import annotations

import pytest
from crisis_support import start

import strife
from strife.agents.evaluation import evaluator_for
from strife.games.crisis2000.evaluation import evaluate

LEAD = [
    "government dc infrastructure",  # Metroplex 5
    "government greater_ny infrastructure",  # Metroplex 5
    "government midwest infrastructure",  # Metroplex 4
    "rebel rockies infrastructure",  # Wilderness 1
]


def test_the_search_finds_the_crisis_evaluation() -> None:
    assert evaluator_for(strife.load("crisis2000")) is evaluate


@pytest.mark.parametrize("turn", [1, 3, 5])
def test_the_leader_looks_better_and_the_two_sides_sum_to_one(turn: int) -> None:
    s = start(LEAD, turn=turn)
    gov, reb = evaluate(s, "government"), evaluate(s, "rebel")
    assert 0.0 <= reb < 0.5 < gov <= 1.0
    assert gov + reb == pytest.approx(1.0)


def test_a_lead_is_surer_near_the_end() -> None:
    early = evaluate(start(LEAD, turn=1, active="rebel"), "government")
    late = evaluate(start(LEAD, turn=5, active="government"), "government")
    assert 0.5 < early < late


def test_a_lead_too_small_to_win_looks_like_anarchy_at_the_end() -> None:
    """A margin of 4 on the last player turn: Anarchy (an even share) is the likely end."""
    s = start(["government dc infrastructure", "rebel rockies infrastructure"], turn=5,
              active="government")  # fmt: skip
    assert evaluate(s, "government") == pytest.approx(0.5, abs=0.15)


def test_units_and_markers_count_for_a_little() -> None:
    base = ["government dc infrastructure", "rebel greater_ny infrastructure"]
    even = evaluate(start(base), "rebel")
    armed = evaluate(start([*base, "rebel heartland strike_force"]), "rebel")
    held = evaluate(start(base, hands={"rebel": ["Mobilization"]}), "rebel")
    assert even == pytest.approx(0.5)
    assert 0.5 < armed < 0.6 and 0.5 < held < 0.6


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
