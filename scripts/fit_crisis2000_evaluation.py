"""Fit the Crisis 2000 search evaluation (strife/games/crisis2000/data/evaluation.json).

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
import json
import random
from collections import defaultdict

import numpy as np

import strife
from strife.games.crisis2000.evaluation import FEATURES, MODEL, _player_turns_left, features
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
                s = state
                seen.append((f"{_player_turns_left(s)} {s.phase}", features(s)))  # type: ignore[arg-type]
            side = decision.sides[0]
            state.apply(side, agents[side].choose(state, side))
            decision = state.decision()
        outcome = state.outcome()
        assert outcome is not None
        margin = outcome.scores["government"] - outcome.scores["rebel"]
        for stage, row in seen:
            stages[stage].append((row, margin))
    return stages


def fit(rows: list[tuple[list[float], float]]) -> dict[str, object]:
    x = np.array([r for r, _ in rows])
    y = np.array([m for _, m in rows])
    ridge = RIDGE * np.eye(x.shape[1])
    ridge[0, 0] = 0.0  # the constant is not shrunk
    weights = np.linalg.solve(x.T @ x + ridge, x.T @ y)
    spread = float((y - x @ weights).std())
    return {"w": [round(float(w), 4) for w in weights], "sd": round(spread, 3), "n": len(y)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", action="append", required=True)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--first-seed", type=int, default=1000)
    args = parser.parse_args()
    data = json.loads(MODEL.read_text()) if MODEL.exists() else {}
    if tuple(data.get("features", ())) != FEATURES:
        data = {"features": list(FEATURES), "scenarios": {}}
    for scenario in args.scenario:
        stages = record(scenario, range(args.first_seed, args.first_seed + args.games))
        data["scenarios"][scenario] = {
            stage: fit(rows) for stage, rows in sorted(stages.items()) if len(rows) >= 200
        }
        print(f"scenario {scenario}: {len(stages)} stages from {args.games} games")
    MODEL.write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main()
