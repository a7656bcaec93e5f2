"""Fit the Civil Power search evaluation's logistic models (`FITTED` in
strife/games/civil_power/evaluation.py).

Plays the heuristic against itself, records `evaluation.features` at the start of every
phase (once judged for the Mob, once for the Police: they differ only where a side raised
its EL, 6.7) with who won, and fits for each side a logistic model of its chance to win
(Newton's method, an L2 penalty of 1 on every weight but the bias) on the first 80% of the
games; the log-loss on the rest is printed beside that of knowing only how often the side
wins. Seeds start at 1000 so that the games measured with seeds 0-99 are not among those
fitted. The entry printed last replaces the scenario's in `FITTED`.

    .venv/bin/python scripts/fit_civil_power_evaluation.py --scenario I-6 --games 1200

The I-6 weights in `FITTED` came from this procedure on seeds 1000-2199 (83,601 positions).
Needs numpy (installed with matplotlib).
"""

from __future__ import annotations

import argparse
from typing import Any

import numpy as np

import strife
from strife.games.civil_power.evaluation import FEATURES, features
from strife.games.civil_power.state import CivilPowerState
from strife.match import seat_agents

PENALTY = 1.0
NEWTON_STEPS = 50
TRAIN = 0.8


def play(game: Any, scenario: str, seed: int) -> Game:
    """One heuristic game: for the Mob and the Police, the features at each phase start,
    and whether each side won."""
    state: CivilPowerState = game.start(scenario, seed=seed)
    agents = seat_agents(game, state.scenario.sides, {"all": "heuristic"}, seed)
    police = state.police
    mob = next(x for x in state.order if x != police)
    rows: list[list[list[float]]] = [[], []]
    last = None
    decision = state.decision()
    while decision is not None:
        stage = (state.turn, state.active, state.phase)
        if stage != last and state.pregame is None:
            rows[0].append(features(state, mob))
            rows[1].append(features(state, police))
            last = stage
        side = decision.sides[0]
        state.apply(side, agents[side].choose(state, side))
        decision = state.decision()
    outcome = state.outcome()
    assert outcome is not None
    return rows, [float(mob in outcome.winners), float(police in outcome.winners)]


Game = tuple[list[list[list[float]]], list[float]]  # features by side, who won (`play`)


def matrix(games: list[Game], i: int) -> tuple[np.ndarray, np.ndarray]:
    """Side i's (0 the Mob, 1 the Police) positions and whether it won each game."""
    xs = [x for rows, _ in games for x in rows[i]]
    ys = [won[i] for rows, won in games for _ in rows[i]]
    return np.array(xs), np.array(ys)


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    w = np.zeros(x.shape[1])
    penalised = np.arange(len(w)) < len(w) - 1  # the bias (last feature) goes free
    for _ in range(NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        gradient = x.T @ (p - y) + PENALTY * w * penalised
        hessian = (x * (p * (1 - p))[:, None]).T @ x + PENALTY * np.eye(len(w))
        w -= np.linalg.solve(hessian, gradient)
    return w


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-x @ w)), 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", default="I-6")
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    game = strife.load("civil-power")
    games = [play(game, args.scenario, seed) for seed in range(args.seed, args.seed + args.games)]
    cut = int(len(games) * TRAIN)
    weights = []
    for i, name in enumerate(("Mob", "Police")):
        x_train, y_train = matrix(games[:cut], i)
        x_test, y_test = matrix(games[cut:], i)
        w = fit(x_train, y_train)
        rate = min(max(float(y_train.mean()), 1e-6), 1 - 1e-6)
        base = np.zeros(len(FEATURES))
        base[-1] = np.log(rate / (1 - rate))
        print(
            f"{name}: {len(x_train)} positions; held-out log-loss {log_loss(x_test, y_test, w):.3f}"
            f" (knowing only how often it wins: {log_loss(x_test, y_test, base):.3f})"
        )
        weights.append(w)
    print(f'    "{args.scenario}": (')
    for w in weights:
        print("        (" + ", ".join(f"{v:+.4f}" for v in w) + "),")
    print("    ),")


if __name__ == "__main__":
    main()
