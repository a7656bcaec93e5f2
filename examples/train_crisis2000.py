"""Train a small policy for Crisis 2000 with MaskablePPO (sb3-contrib) and compare it with
a random player in the same seat against the same random opponents.

    pip install -e '.[rl]' sb3-contrib
    python examples/train_crisis2000.py --steps 60000 --out examples/results

The learner is the Government of scenario 1 ("Coup 2001"); the Rebels play at random.
Every `--every` steps the policy (greedy, masked) plays `--games` evaluation games, seeds
fixed, and the learning curve is saved as a PNG with its numbers as JSON.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

from strife.rl import gym_env

GAME, SCENARIO, SIDE = "crisis2000", "1", "government"
EVAL_SEED = 1_000_000  # evaluation games use seeds apart from training's


class Flat(gymnasium.ObservationWrapper):  # type: ignore[type-arg]
    """The flat vector alone for the network; the mask goes through action_masks()."""

    def __init__(self, env: Any) -> None:
        super().__init__(env)
        self.observation_space = env.observation_space["observation"]

    def observation(self, observation: dict[str, np.ndarray]) -> np.ndarray:
        return observation["observation"]

    def action_masks(self) -> np.ndarray:
        return self.env.unwrapped.action_masks()


def make_env() -> Flat:
    return Flat(gym_env(GAME, SCENARIO, side=SIDE, opponents="random", flat=True))


def win_rate(choose: Any, games: int) -> float:
    """Share of `games` evaluation games the learner's seat wins with `choose(obs, env)`."""
    env = make_env()
    wins = 0
    for game in range(games):
        observation, _ = env.reset(seed=EVAL_SEED + game)
        done = False
        info: dict[str, Any] = {}
        while not done:
            observation, _, terminated, truncated, info = env.step(choose(observation, env))
            done = terminated or truncated
        wins += SIDE in info.get("outcome", {}).get("winners", [])
    return wins / games


def random_choice(seed: int) -> Any:
    rng = np.random.default_rng(seed)

    def choose(observation: np.ndarray, env: Flat) -> int:
        return int(rng.choice(np.flatnonzero(env.action_masks())))

    return choose


def policy_choice(model: MaskablePPO) -> Any:
    def choose(observation: np.ndarray, env: Flat) -> int:
        action, _ = model.predict(observation, action_masks=env.action_masks(), deterministic=True)
        return int(action)

    return choose


class Curve(BaseCallback):  # type: ignore[misc]
    def __init__(self, every: int, games: int) -> None:
        super().__init__()
        self.every, self.games = every, games
        self.points: list[tuple[int, float]] = []

    def _on_step(self) -> bool:
        if self.num_timesteps % self.every == 0:
            rate = win_rate(policy_choice(self.model), self.games)
            self.points.append((self.num_timesteps, rate))
            print(f"{self.num_timesteps:>7} steps: wins {rate:.0%}", flush=True)
        return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60_000, help="training steps")
    parser.add_argument("--every", type=int, default=10_000, help="steps between evaluations")
    parser.add_argument("--games", type=int, default=100, help="games per evaluation")
    parser.add_argument("--seed", type=int, default=0, help="training seed")
    parser.add_argument("--out", type=Path, default=Path("examples/results"), help="output folder")
    args = parser.parse_args()
    torch.set_num_threads(1)
    baseline = win_rate(random_choice(args.seed), args.games)
    print(f"random {SIDE}: wins {baseline:.0%}", flush=True)
    model = MaskablePPO(
        "MlpPolicy", make_env(), n_steps=2048, batch_size=256, learning_rate=3e-4,
        gamma=0.999, ent_coef=0.01, policy_kwargs={"net_arch": [128, 128]}, seed=args.seed,
        verbose=0,
    )  # fmt: skip
    curve = Curve(args.every, args.games)
    curve.points.append((0, win_rate(policy_choice(model), args.games)))
    model.learn(total_timesteps=args.steps, callback=curve)
    args.out.mkdir(parents=True, exist_ok=True)
    result = {"game": GAME, "scenario": SCENARIO, "side": SIDE, "opponents": "random",
              "games_per_point": args.games, "random_baseline": baseline,
              "curve": [{"steps": s, "win_rate": r} for s, r in curve.points]}  # fmt: skip
    (args.out / "crisis2000-curve.json").write_text(json.dumps(result, indent=1))
    plot(result, args.out / "crisis2000-curve.png")


def plot(result: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [p["steps"] for p in result["curve"]]
    rates = [p["win_rate"] for p in result["curve"]]
    fig, ax = plt.subplots(figsize=(6, 3.2))
    ax.plot(steps, rates, marker="o", label="MaskablePPO (greedy)")
    ax.axhline(result["random_baseline"], color="grey", linestyle=":", label="random player")
    ax.set_xlabel("training steps")
    ax.set_ylabel(f"{SIDE} win rate ({result['games_per_point']} games)")
    ax.set_ylim(0, 1)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=90)


if __name__ == "__main__":
    main()
