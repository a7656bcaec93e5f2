"""Environment steps per second beside the game's own decisions per second.

For each game (first scenario, random play), three loops over the same seeds:
- game: `decision()`, `options(side)`, a random pick, `apply` (as `strife bench` counts);
- game + view: the same plus `view(side)`, which any agent reading its side's view pays;
- env: the PettingZoo AEC environment stepping with random legal actions from its mask;
  only the time inside `env.last()` and `env.step()` is counted, not the caller's choice.
The wrapper's cost per step is env - (game + view): encoding the options, the mask, the
observation arrays and PettingZoo's bookkeeping.

    PYTHONPATH=. python benchmarks/bench_rl.py [seconds per loop]
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

import numpy as np

import strife
from strife.rl import aec_env

GAMES = [("power", "four-player", {"round_limit": 12}), ("crisis2000", "1", {}),
         ("civil-power", "skirmish", {})]  # fmt: skip


def rate(loop: Callable[[int], tuple[int, float]], seconds: float) -> float:
    """Steps per second of `loop(seed)` (steps of one game, seconds they took)."""
    steps, spent, seed = 0, 0.0, 0
    while spent < seconds:
        n, took = loop(seed)
        steps, spent, seed = steps + n, spent + took, seed + 1
    return steps / spent


def game_loop(game_id: str, scenario: str, options: dict[str, object], view: bool):
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


def env_loop(game_id: str, scenario: str, options: dict[str, object]):
    env = aec_env(game_id, scenario, options=options)

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


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    print(
        "| game | actions | decisions/s (game) | with view | env steps/s | game step | view "
        "| wrapper |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for game_id, scenario, options in GAMES:
        bare = rate(game_loop(game_id, scenario, options, view=False), seconds)
        viewed = rate(game_loop(game_id, scenario, options, view=True), seconds)
        stepped = rate(env_loop(game_id, scenario, options), seconds)
        step_us, view_us = 1e6 / bare, 1e6 / viewed - 1e6 / bare
        wrapper_us = 1e6 / stepped - 1e6 / viewed
        size = aec_env(game_id, scenario, options=options).table.encoding.size
        print(f"| {game_id} {scenario} | {size:,} | {bare:,.0f} | {viewed:,.0f} | {stepped:,.0f} | "
              f"{step_us:.0f} µs | {view_us:.0f} µs | {wrapper_us:.0f} µs "
              f"({wrapper_us / step_us:.2f} of a game step) |")  # fmt: skip


if __name__ == "__main__":
    main()
