"""Fit the Crisis 2000 search evaluation (strife/games/crisis2000/data/evaluation_model.json).

Plays heuristic against heuristic, records `evaluation.features` at a quarter of the
decisions (chosen by a seeded coin) with the game's final margin (Government minus Rebel),
and fits for every stage of the game (player turns left, phase) a ridge regression of the
final margin on the features; the spread is the standard deviation of what it leaves
unexplained. Seeds start at 1000 so that the games measured with seeds 0-99 are not among
those fitted.

    .venv/bin/python scripts/fit_crisis2000_evaluation.py --scenario 1 --games 3000

needs numpy (installed with matplotlib); a scenario fitted again replaces its entry.
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from typing import cast

import numpy as np

import strife
from strife.games.crisis2000.agents import evaluation_model
from strife.games.crisis2000.agents.evaluation import FEATURES, _player_turns_left, features
from strife.games.crisis2000.model.state import CrisisState
from strife.match import seat_agents

RIDGE = 5.0  # keeps weights of features that barely vary in a stage (Value on turn 1) small
SAMPLE = 0.25


def record(scenario: str, seeds: range) -> dict[str, list[tuple[list[float], float]]]:
    game = strife.load("crisis2000")
    stages: dict[str, list[tuple[list[float], float]]] = defaultdict(list)
    for seed in seeds:
        state = game.start(scenario, seed=seed)
        agents = seat_agents(game, state.scenario.sides, {"all": "heuristic"}, seed)
        coin = random.Random(seed)
        seen: list[tuple[str, list[float]]] = []
        decision = state.decision()
        while decision is not None:
            if coin.random() < SAMPLE:
                s = cast(CrisisState, state)
                seen.append((f"{_player_turns_left(s)} {s.phase}", features(s)))
            side = decision.sides[0]
            state.apply(side, agents[side].choose(state, side))
            decision = state.decision()
        outcome = state.outcome()
        assert outcome is not None
        margin = outcome.scores["government"] - outcome.scores["rebel"]
        for stage, row in seen:
            stages[stage].append((row, margin))
    return stages


def fit(rows: list[tuple[list[float], float]]) -> tuple[tuple[float, ...], float]:
    x = np.array([r for r, _ in rows])
    y = np.array([m for _, m in rows])
    ridge = RIDGE * np.eye(x.shape[1])
    ridge[0, 0] = 0.0  # the constant is not shrunk
    weights = np.linalg.solve(x.T @ x + ridge, x.T @ y)
    spread = float((y - x @ weights).std())
    return tuple(round(float(w), 4) for w in weights), round(spread, 3)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", action="append", required=True)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--first-seed", type=int, default=1000)
    args = parser.parse_args()
    assert evaluation_model.FEATURES == FEATURES or not evaluation_model.FITTED
    fitted = dict(evaluation_model.FITTED)
    for scenario in args.scenario:
        stages = record(scenario, range(args.first_seed, args.first_seed + args.games))
        fitted[scenario] = {
            stage: fit(rows) for stage, rows in sorted(stages.items()) if len(rows) >= 200
        }
        print(f"scenario {scenario}: {len(stages)} stages from {args.games} games")
    evaluation_model.PATH.write_text(evaluation_model.model_text(fitted, FEATURES))


if __name__ == "__main__":
    main()
