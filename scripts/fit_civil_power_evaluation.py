"""Fit the Civil Power search evaluation's logistic models (`FITTED` in
strife/games/civil_power/agents/evaluation.py).

Plays the heuristic against itself, records `evaluation.features` at the start of every
Player-turn (`evaluation.stage`: where a settling search scores its rollouts), once judged
for the Mob and once for the Police (they differ only where a side raised its EL, 6.7),
with who won. Positions at the start of the Mob's Player-turns and of the Police's are
fitted apart: the same contact with the enemy is a threat when the enemy moves next and a
chance when the side itself does. For each of those and each side, a logistic model of the
side's chance to win (Newton's method, an L2 penalty of 1 on every weight but the bias) on
the first 80% of the games; the log-loss on the rest is printed beside that of knowing only
how often the side wins. Seeds start at 1000 so that the games measured with seeds 0-99 are
not among those fitted. The entry printed last replaces the scenario's in `FITTED`.

    .venv/bin/python scripts/fit_civil_power_evaluation.py --scenario I-6 --games 1200

The I-6 weights in `FITTED` came from this procedure on seeds 1000-2199.
Needs numpy (installed with matplotlib).
"""

from __future__ import annotations

import argparse
from typing import Any

import numpy as np

import strife
from strife.games.civil_power.agents.evaluation import FEATURES, features, stage
from strife.games.civil_power.model.state import CivilPowerState
from strife.match import seat_agents

PENALTY = 1.0
NEWTON_STEPS = 50
TRAIN = 0.8
SIDES = ("Mob", "Police")


def play(game: Any, scenario: str, seed: int) -> Game:
    """One heuristic game: at the start of each Player-turn, which side's turn it is (0 the
    Mob's, 1 the Police's) and the features judged for the Mob and for the Police; and
    whether each side won."""
    state: CivilPowerState = game.start(scenario, seed=seed)
    agents = seat_agents(game, state.scenario.sides, {"all": "heuristic"}, seed)
    police = state.police
    mob = next(x for x in state.order if x != police)
    rows: list[tuple[int, list[float], list[float]]] = []
    last = None
    decision = state.decision()
    while decision is not None:
        now = stage(state)
        if now != last and state.pregame is None:
            whose = int(state.active == police)
            rows.append((whose, features(state, mob), features(state, police)))
            last = now
        side = decision.sides[0]
        state.apply(side, agents[side].choose(state, side))
        decision = state.decision()
    outcome = state.outcome()
    assert outcome is not None
    return rows, [float(mob in outcome.winners), float(police in outcome.winners)]


# whose Player-turn, features for the Mob, for the Police; who won (`play`)
Game = tuple[list[tuple[int, list[float], list[float]]], list[float]]


def matrix(games: list[Game], whose: int, i: int) -> tuple[np.ndarray, np.ndarray]:
    """Side i's (0 the Mob, 1 the Police) positions at the start of side `whose`'s
    Player-turns, and whether side i won each game."""
    xs = [row[1 + i] for rows, _ in games for row in rows if row[0] == whose]
    ys = [won[i] for rows, won in games for row in rows if row[0] == whose]
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
    print(f'    "{args.scenario}": {{')
    for whose, turn in enumerate(SIDES):
        weights = []
        for i, name in enumerate(SIDES):
            x_train, y_train = matrix(games[:cut], whose, i)
            x_test, y_test = matrix(games[cut:], whose, i)
            w = fit(x_train, y_train)
            rate = min(max(float(y_train.mean()), 1e-6), 1 - 1e-6)
            base = np.zeros(len(FEATURES))
            base[-1] = np.log(rate / (1 - rate))
            print(
                f"        # {name} at the start of the {turn}'s Player-turns: {len(x_train)}"
                f" positions; held-out log-loss {log_loss(x_test, y_test, w):.3f} (knowing"
                f" only how often it wins: {log_loss(x_test, y_test, base):.3f})"
            )
            weights.append(w)
        print(f'        "{turn}": (')
        for w in weights:
            print("            (" + ", ".join(f"{v:+.4f}" for v in w) + "),")
        print("        ),")
    print("    },")


if __name__ == "__main__":
    main()
