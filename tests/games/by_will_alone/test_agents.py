"""The computer players of By Will Alone: the heuristic players choose as the text's good
play says (composed positions), beat random play from each side, the search agents play a
game through, and `determinize` keeps what a side's view hides hidden."""

from __future__ import annotations

import random
from typing import Any

import pytest

import strife
from strife.agents.base import Agent
from strife.games.by_will_alone.agents.evaluation import evaluate, stage
from strife.games.by_will_alone.game import ByWillAloneGame
from strife.games.by_will_alone.model.state import ByWillAloneState
from tests.games.by_will_alone.rules_support import group, platoon, scenario, start

GAME = ByWillAloneGame()
MARKET = {"feature": "HS1", "role": "activists", "points": 10, "name": "the market"}


def with_objectives(data: dict[str, Any], *objectives: dict[str, Any]) -> dict[str, Any]:
    data["objective"] = list(objectives)
    return data


def choice(state: ByWillAloneState, seat: str) -> str:
    return GAME.heuristic_agent(seat, 1).choose(state, seat).label()


def test_authority_arrests_rather_than_use_force() -> None:
    """The authority weighs arrest against force (11.4, 15, 21-e): an activist group is
    in the market it must hold; the platoon there arrests it, it does not disperse or
    surround it."""
    s = start(
        with_objectives(scenario(group("G1", "HS1"), platoon("P1", "HS1"), first="authority"),
                        MARKET),
        [],
    )  # fmt: skip
    labels = [o.label() for o in s.options("authority")]
    assert "P1 tries to disperse G1" in labels and "P1 tries to surround G1" in labels
    assert choice(s, "authority") == "P1 arrests stands of G1"


def test_activists_sit_down_where_they_hold_rather_than_confront() -> None:
    """Nonviolent discipline (8.2's Condition actions, 16): a group of four stands that
    faces a platoon of four in the market it holds sits down; it does not confront."""
    s = start(with_objectives(scenario(group("G1", "HS1"), platoon("P1", "HS1")), MARKET), [])
    labels = [o.label() for o in s.options("activists")]
    assert "G1 confronts P1" in labels
    assert choice(s, "activists") == "G1: sit down"


def test_activists_confront_at_three_to_one() -> None:
    """With three times the stands, twelve against four (11.3's 2:1 on the dice, and a
    margin for the authority's multipliers), the activists push the police out of their
    objective."""
    s = start(
        with_objectives(scenario(group("G1", "HS1", stands=11), platoon("P1", "HS1", stands=3)),
                        MARKET),
        [],
    )  # fmt: skip
    assert choice(s, "activists") == "G1 confronts P1"


def _wins(scenario_id: str, hero: str, games: int) -> int:
    state = GAME.start(scenario_id, seed=0)
    seats = {seat: state.role_of(seat).value for seat in GAME.scenario(scenario_id).sides}
    seating: dict[str, str | Agent] = {
        seat: "heuristic" if role == hero else "random" for seat, role in seats.items()
    }
    won = 0
    for seed in range(games):
        outcome = strife.play_match(GAME, scenario_id, seating, seed=seed).outcome()
        assert outcome is not None
        won += any(seats[seat] == hero for seat in outcome.winners)  # a draw is no win
    return won


# Ten games a side: the bar is the 90% less the luck of so few games; the 100-game
# measurements are in the game README's agents section.
@pytest.mark.parametrize(
    ("scenario_id", "hero"),
    [("skirmish", "activists"), ("skirmish", "authority"), ("dandi", "activists"),
     ("curfew", "authority")],
)  # fmt: skip
def test_heuristic_beats_random(scenario_id: str, hero: str) -> None:
    assert _wins(scenario_id, hero, 10) >= 8


def test_ismcts_plays_a_game_against_the_heuristic() -> None:
    final = strife.play_match(
        GAME, "skirmish", {"activists": "ismcts:iters=8,depth=6", "authority": "heuristic"},
        seed=2,
    )  # fmt: skip
    assert final.outcome() is not None


def test_evaluation_is_a_chance_and_stage_the_initiative() -> None:
    state = GAME.start("skirmish", seed=4)
    agents = {seat: GAME.heuristic_agent(seat, 4) for seat in ("activists", "authority")}
    seen = []
    while (decision := state.decision()) is not None:
        seat = decision.sides[0]
        state.apply(seat, agents[seat].choose(state, seat))
        if state.decision() is not None:
            both = evaluate(state, "activists") + evaluate(state, "authority")
            assert 0.0 < evaluate(state, "activists") < 1.0 and both == pytest.approx(1.0)
            seen.append(stage(state))
    assert seen == sorted(seen) and seen[-1] == state.setup.data.scenario.initiatives


def test_determinize_keeps_the_view_and_redraws_counters_and_dummies() -> None:
    """No leak to a search: every world `determinize` makes for a side shows that side
    the same view, and the units behind the other side's unsighted counters (dummies
    among them, 6.3) are drawn afresh, so no world tells which counter is the dummy."""
    state = GAME.start("skirmish", seed=3)
    agents = {seat: GAME.heuristic_agent(seat, 3) for seat in ("activists", "authority")}
    while state.phase != "play" or state.initiative < 2:
        decision = state.decision()
        assert decision is not None
        state.apply(decision.sides[0], agents[decision.sides[0]].choose(state, decision.sides[0]))
    hidden = [
        u.index for u in state.forces.units
        if u.role.value == "authority" and state.on_table(u.index) and not state.seen[u.index]
    ]  # fmt: skip
    assert any(state.forces.units[u].dummy for u in hidden)
    view = state.view("activists")
    dummy_places = set()
    for seed in range(12):
        world = state.determinize("activists", random.Random(seed))
        assert world.view("activists") == view
        dummy_places |= {world.at[u] for u in hidden if world.forces.units[u].dummy}
    assert len(dummy_places) > 1
