"""By Will Alone's computer players measured on every scenario: the heuristic against random
play from each side, and the heuristic against itself (each scenario's balance), with Wilson
95% intervals. The figures go in strife/games/by_will_alone/README.md.

    python scripts/measure_bwa_agents.py [GAMES]
"""

from __future__ import annotations

import sys

import strife
from strife.agents.base import Agent
from strife.games.by_will_alone.game import ByWillAloneGame
from strife.sim.stats import wilson

GAME = ByWillAloneGame()


def roles(scenario: str) -> dict[str, str]:
    """Each seat's side (skirmish-march has two activist seats)."""
    state = GAME.start(scenario, seed=0)
    return {seat: state.role_of(seat).value for seat in GAME.scenario(scenario).sides}


def play(scenario: str, agents: dict[str, str], games: int) -> tuple[int, int, int]:
    """Activist wins, authority wins and draws in `games` games, seeds 0 to games - 1."""
    seats = roles(scenario)
    seating: dict[str, str | Agent] = {seat: agents[role] for seat, role in seats.items()}
    won = {"activists": 0, "authority": 0}
    drawn = 0
    for seed in range(games):
        outcome = strife.play_match(GAME, scenario, seating, seed=seed).outcome()
        assert outcome is not None
        sides = {seats[seat] for seat in outcome.winners}
        for side in sides:
            won[side] += 1
        drawn += not sides
    return won["activists"], won["authority"], drawn


def rate(wins: int, games: int) -> str:
    low, high = wilson(wins, games)
    return f"{wins}/{games} ({low:.0%}-{high:.0%})"


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    print(
        "| Scenario | heuristic activists v random | heuristic authority v random "
        "| heuristic v heuristic: activists / authority / draws |"
    )
    print("|---|---|---|---|")
    for scenario in (s.id for s in GAME.scenarios()):
        a, _, _ = play(scenario, {"activists": "heuristic", "authority": "random"}, games)
        _, b, _ = play(scenario, {"activists": "random", "authority": "heuristic"}, games)
        ha, hb, hd = play(scenario, {"activists": "heuristic", "authority": "heuristic"}, games)
        print(
            f"| {scenario} | {rate(a, games)} | {rate(b, games)} | {ha} / {hb} / {hd} |", flush=True
        )


if __name__ == "__main__":
    main()
