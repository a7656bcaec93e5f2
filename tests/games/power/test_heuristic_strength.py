"""The heuristic player against random players (issue: 'In 200 four-player games, one
heuristic agent against three random agents wins at least 90%')."""

from __future__ import annotations

import strife
from strife.agents import Agent
from strife.match import play_match


def _heuristic_wins(scenario: str, games: int) -> int:
    game = strife.load("power")
    sides = game.scenario(scenario).sides
    wins = 0
    for seed in range(games):
        hero = sides[seed % len(sides)]
        seats: dict[str, str | Agent] = {side: "random" for side in sides}
        seats[hero] = "heuristic"
        final = play_match(game, scenario, seats, seed=seed, max_decisions=50_000)
        outcome = final.outcome()
        assert outcome is not None, f"seed {seed}: the game did not end"
        wins += outcome.winners == (hero,)
    return wins


def test_heuristic_beats_three_random_players_in_nine_games_of_ten() -> None:
    assert _heuristic_wins("four-player", 200) >= 180


def test_heuristic_beats_random_players_in_three_and_two_player_games() -> None:
    assert _heuristic_wins("three-player", 30) >= 27
    assert _heuristic_wins("two-player", 30) >= 27


def test_heuristic_only_writes_legal_commands_and_games_end() -> None:
    game = strife.load("power")
    final = play_match(game, "four-player", {"all": "heuristic"}, seed=5, max_decisions=50_000)
    assert final.outcome() is not None
