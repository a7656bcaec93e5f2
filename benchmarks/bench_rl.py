"""Environment steps per second beside the game's own decisions per second.

For each game (first scenario, random play), two loops over the same seeds:
- game: `decision()`, `options(side)`, a random pick, `apply` (as `strife bench` counts);
- env: the PettingZoo AEC environment stepping with random legal actions from its mask;
  only the time inside `env.last()` and `env.step()` is counted, not the caller's choice.
The wrapper's cost per step is env - game: encoding the options, the mask, the
observation arrays and PettingZoo's bookkeeping. The games' observations are read from
the state (strife/games/<game>/rl_observation.py), not from `view(side)`, so the view is
no part of an environment step; the "view" column says what building the view would add
(what an agent reading the view pays, and what the generic observation needs).

The machine is shared: the loops take turns seed by seed (load changes hit both alike),
and the whole is repeated `rounds` times; each figure is the median of the rounds and the
ratio's spread (lowest-highest) is printed beside it.

    PYTHONPATH=. python benchmarks/bench_rl.py [seconds per game per round] [rounds] [flat]

("flat": the environments hand out one vector, not a dict of blocks.)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

import numpy as np

import strife
from strife.rl import aec_env

GAMES = [("power", "four-player", {"round_limit": 12}), ("crisis2000", "1", {}),
         ("civil-power", "skirmish", {})]  # fmt: skip
Loop = Callable[[int], tuple[int, float]]


def game_loop(game_id: str, scenario: str, options: dict[str, object], view: bool) -> Loop:
    game = strife.load(game_id)

    def loop(seed: int) -> tuple[int, float]:
        start = time.perf_counter()
        state = game.start(scenario, seed=seed, options=options)
        rng = random.Random(seed)
        n = 0
        while (decision := state.decision()) is not None:
            side = decision.sides[0]
            if view:
                state.view(side)
            choices = state.options(side)
            state.apply(side, choices[int(rng.random() * len(choices))])
            n += 1
        return n, time.perf_counter() - start

    return loop


def env_loop(game_id: str, scenario: str, options: dict[str, object], flat: bool = False) -> Loop:
    env = aec_env(game_id, scenario, options=options, flat=flat)

    def loop(seed: int) -> tuple[int, float]:
        clock = time.perf_counter
        start = clock()
        env.reset(seed=seed)
        inside = clock() - start
        rng = np.random.default_rng(seed)
        n = 0
        for _agent in env.agent_iter():
            start = clock()
            observation, _, terminated, truncated, _ = env.last()
            inside += clock() - start
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])  # the caller's work
            action = int(legal[rng.integers(len(legal))])
            start = clock()
            env.step(action)
            inside += clock() - start
            n += 1
        return n, inside

    return loop


def one_round(loops: list[Loop], seconds: float, seed: int) -> tuple[list[float], int]:
    """Each loop's steps per second, the loops taking turns on the same seeds; and the
    next seed."""
    steps = [0] * len(loops)
    spent = [0.0] * len(loops)
    while min(spent) < seconds / len(loops):
        for i, loop in enumerate(loops):
            n, took = loop(seed)
            steps[i] += n
            spent[i] += took
        seed += 1
    return [n / t for n, t in zip(steps, spent, strict=True)], seed


def measure(game_id: str, scenario: str, options: dict[str, object], seconds: float,
            rounds: int, flat: bool = False) -> dict[str, list[float]]:  # fmt: skip
    loops = [game_loop(game_id, scenario, options, view=False),
             game_loop(game_id, scenario, options, view=True),
             env_loop(game_id, scenario, options, flat)]  # fmt: skip
    rates: dict[str, list[float]] = {"game": [], "view": [], "env": [], "ratio": []}
    seed = 0
    for _ in range(rounds):
        (bare, viewed, stepped), seed = one_round(loops, seconds, seed)
        rates["game"].append(bare)
        rates["view"].append(viewed)
        rates["env"].append(stepped)
        rates["ratio"].append((1 / stepped - 1 / bare) / (1 / bare))
    return rates


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 6.0
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    flat = len(sys.argv) > 3 and sys.argv[3] == "flat"
    print("| game | actions | decisions/s (game) | env steps/s | game step | wrapper "
          "| wrapper / game step (spread) | view would add |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|")
    for game_id, scenario, options in GAMES:
        rates = measure(game_id, scenario, options, seconds, rounds, flat)
        med = {k: statistics.median(v) for k, v in rates.items()}
        step_us = 1e6 / med["game"]
        wrapper_us = 1e6 / med["env"] - step_us
        view_us = 1e6 / med["view"] - step_us
        size = aec_env(game_id, scenario, options=options).table.encoding.size
        low, high = min(rates["ratio"]), max(rates["ratio"])
        print(f"| {game_id} {scenario} | {size:,} | {med['game']:,.0f} | {med['env']:,.0f} | "
              f"{step_us:.0f} µs | {wrapper_us:.0f} µs | {med['ratio']:.2f} "
              f"({low:.2f}-{high:.2f}) | {view_us:.0f} µs |")  # fmt: skip


if __name__ == "__main__":
    main()
