"""The registry of games, named agents and play_match."""

from __future__ import annotations

import pytest

import strife
from strife.agents import RandomAgent, make_agent
from strife.agents.base import Agent
from strife.agents.registry import parse_spec
from strife.core.errors import UnknownName
from strife.core.registry import game_ids, load, register, unregister
from strife.core.state import State
from tests.fixtures.toy import ToyGame


def test_the_toy_game_is_registered_during_tests() -> None:
    assert "toy" in game_ids() and "toy" in strife.games()
    assert isinstance(load("toy"), ToyGame)


def test_register_and_unregister_a_game() -> None:
    game = ToyGame()
    game.id = "toy-extra"
    register(game)
    try:
        assert load("toy-extra") is game and "toy-extra" in game_ids()
    finally:
        unregister("toy-extra")
    assert "toy-extra" not in game_ids()


def test_an_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(UnknownName, match=r"unknown game 'chess' \(known: .*toy"):
        load("chess")


def test_an_unknown_scenario_or_option_names_the_known_ones() -> None:
    with pytest.raises(UnknownName, match=r"no scenario 'marathon' \(known: duel, sprint\)"):
        load("toy").start("marathon")
    with pytest.raises(UnknownName, match=r"no option 'turbo' \(known: round_limit\)"):
        load("toy").start("duel", options={"turbo": 1})
    with pytest.raises(UnknownName, match="'round_limit' must be int"):
        load("toy").start("duel", options={"round_limit": "ten"})


def test_an_unknown_agent_names_the_known_ones() -> None:
    with pytest.raises(UnknownName, match=r"unknown agent 'genius' \(known: .*random"):
        make_agent("genius", load("toy"), "north")


def test_an_agent_spec_takes_parameters() -> None:
    assert parse_spec("mcts:iters=800, c=1.4") == ("mcts", {"iters": "800", "c": "1.4"})
    with pytest.raises(UnknownName, match="not key=value"):
        make_agent("random:fast", load("toy"), "north")


def test_a_game_without_a_heuristic_agent_says_so() -> None:
    with pytest.raises(UnknownName, match="toy has no heuristic agent"):
        make_agent("heuristic", load("toy"), "north")


def test_a_random_agent_chooses_a_legal_option_reproducibly() -> None:
    state = load("toy").start("duel", seed=1)
    agent = make_agent("random", load("toy"), "north", seed=4)
    choice = agent.choose(state, "north")
    assert choice in state.options("north")
    assert make_agent("random", load("toy"), "north", seed=4).choose(state, "north") == choice


def _match(seed: int, max_decisions: int | None = None) -> State:
    seats: dict[str, str | Agent] = {"all": "random"}
    return strife.play_match("toy", "duel", seats, seed=seed, max_decisions=max_decisions)


def test_play_match_plays_to_the_end_reproducibly() -> None:
    one, two = _match(9), _match(9)
    assert one.outcome() is not None and one.decision() is None
    assert one.to_json() == two.to_json()
    assert any(_match(seed).to_json() != one.to_json() for seed in range(10, 13))


def test_play_match_can_stop_early() -> None:
    state = _match(9, max_decisions=3)
    assert state.move_count == 3 and state.decision() is not None


def test_play_match_seats_agents_by_side() -> None:
    seats: dict[str, str | Agent] = {"north": RandomAgent(1), "south": "random"}
    final = strife.play_match(load("toy"), "sprint", seats, seed=2)
    assert final.outcome() is not None


def test_play_match_refuses_unknown_or_missing_seats() -> None:
    with pytest.raises(UnknownName, match=r"unknown side 'east' \(sides: north, south\)"):
        strife.play_match("toy", "duel", {"east": "random", "all": "random"})
    with pytest.raises(UnknownName, match="no agent given for side 'south'"):
        strife.play_match("toy", "duel", {"north": "random"})


def test_a_flag_is_not_taken_for_a_number_option() -> None:
    # bool is an int in Python; a round limit of True is a mistake, not one round.
    with pytest.raises(UnknownName, match=r"'round_limit' must be int, got True"):
        load("toy").start("duel", options={"round_limit": True})


def test_strife_games_lists_the_games_even_after_a_game_is_imported() -> None:
    # Importing strife.games.power binds `strife.games` to the package, over the function.
    import strife.games.power

    assert "toy" in strife.games() and "power" in strife.games()
