"""How fast a search agent searches a game: iterations per second and the share of time
spent in rollouts (the rest is tree bookkeeping, determinizing and selection). For
`strife bench` and benchmarks; never for timed assertions in tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from strife.agents.registry import make_agent
from strife.agents.search import SearchAgent
from strife.core.game import Game


@dataclass(frozen=True)
class SearchSpeed:
    spec: str
    decisions: int
    iterations: int
    seconds: float
    rollout_share: float

    @property
    def iterations_per_s(self) -> float:
        return self.iterations / self.seconds if self.seconds else 0.0


def search_speed(
    game: Game,
    scenario: str,
    spec: str = "mcts:iters=200",
    decisions: int = 5,
    options: dict[str, Any] | None = None,
    seed: int = 0,
) -> SearchSpeed:
    """Let the agent make `decisions` decisions for the first side to act from the start."""
    state = game.start(scenario, seed=seed, options=options)
    decision = state.decision()
    if decision is None:
        raise ValueError("the scenario is over before it starts")
    side = decision.sides[0]
    agent = make_agent(spec, game, side, seed)
    if not isinstance(agent, SearchAgent):
        raise ValueError(f"{spec!r} is not a search agent")
    for _ in range(decisions):
        decision = state.decision()
        if decision is None or side not in decision.sides:
            break
        state.apply(side, agent.choose(state, side))
    stats = agent.stats
    return SearchSpeed(
        spec, stats.decisions, stats.iterations, stats.total_s, stats.rollout_share()
    )
