"""How long a heuristic computer player takes to choose, per game (the figures quoted in
benchmarks/web_client.md): 150 decisions from the start, each on a clone, as the server's
computer seats choose.

    PYTHONPATH=. python benchmarks/agent_move_time.py
"""

from __future__ import annotations

import statistics
import time

import strife
from strife.agents.registry import make_agent

GAMES = (("power", "four-player"), ("crisis2000", "1"), ("civil-power", "I-6"))


def main(decisions: int = 150, seed: int = 3) -> None:
    for game_id, scenario in GAMES:
        game = strife.load(game_id)
        state = game.start(scenario, seed=seed)
        agents = {side: make_agent("heuristic", game, side, 1) for side in state.scenario.sides}
        took: list[float] = []
        for _ in range(decisions):
            decision = state.decision()
            if decision is None:
                break
            side = decision.sides[0]
            started = time.perf_counter()
            action = agents[side].choose(state.clone(), side)
            took.append((time.perf_counter() - started) * 1000)
            state.apply(side, action)
        print(
            f"{game_id} {scenario}: {len(took)} decisions, mean {statistics.mean(took):.1f} ms, "
            f"median {statistics.median(took):.1f} ms, max {max(took):.1f} ms"
        )


if __name__ == "__main__":
    main()
