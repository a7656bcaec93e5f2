"""Civil Disorder: the assessment (out of 100) of random and heuristic play per scenario,
every role played by the same kind of player, on the same seeds for both.

    .venv/bin/python benchmarks/cd_assessment.py 40
"""

from __future__ import annotations

import statistics
import sys

from strife.agents.base import Agent
from strife.agents.random_agent import RandomAgent
from strife.games.civil_disorder import game


def play(scenario: str, kind: str, seed: int) -> float:
    g = game()
    s = g.start(scenario, seed=seed)
    agents: dict[str, Agent] = {
        side: RandomAgent(seed) if kind == "random" else g.heuristic_agent(side, seed)
        for side in s.sides
    }
    while (d := s.decision()) is not None:
        side = d.sides[0]
        s.apply(side, agents[side].choose(s, side))
    outcome = s.outcome()
    assert outcome is not None
    return outcome.scores[s.sides[0]] * 100


def main(n: int) -> None:
    for scenario in ("march", "night", "sniper"):
        scores = {
            k: [play(scenario, k, 1000 + i) for i in range(n)] for k in ("random", "heuristic")
        }
        for kind, xs in scores.items():
            levels = (
                sum(x >= 80 for x in xs),
                sum(50 <= x < 80 for x in xs),
                sum(x < 50 for x in xs),
            )
            mean, sd = statistics.mean(xs), statistics.stdev(xs)
            print(f"{scenario:7s} {kind:9s} mean {mean:5.1f} sd {sd:4.1f} levels {levels}")
        diff = [h - r for h, r in zip(scores["heuristic"], scores["random"], strict=True)]
        half = 1.96 * statistics.stdev(diff) / n**0.5
        print(f"{scenario:7s} heuristic - random: {statistics.mean(diff):+.1f} ± {half:.1f} (95%)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
