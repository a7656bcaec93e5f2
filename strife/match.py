"""Playing a whole game between agents."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from strife.agents.base import Agent
from strife.agents.registry import make_agent
from strife.core.errors import UnknownName
from strife.core.game import Game
from strife.core.scenario import Scenario
from strife.core.state import State


def seat_agents(
    game: Game, sides: tuple[str, ...], seats: dict[str, str | Agent], seed: int
) -> dict[str, Agent]:
    """An agent for every side; "all" names every side not given by name."""
    unknown = set(seats) - set(sides) - {"all"}
    if unknown:
        raise UnknownName(f"unknown side {sorted(unknown)[0]!r} (sides: {', '.join(sides)})")
    agents: dict[str, Agent] = {}
    for index, side in enumerate(sides):
        spec = seats.get(side, seats.get("all"))
        if spec is None:
            raise UnknownName(f"no agent given for side {side!r}")
        agents[side] = (
            spec if isinstance(spec, Agent) else make_agent(spec, game, side, seed * 1000 + index)
        )
    return agents


def play_match(
    game: Game | str,
    scenario: str | Scenario | Path | dict[str, Any],
    seats: dict[str, str | Agent],
    seed: int = 0,
    options: dict[str, Any] | None = None,
    max_decisions: int | None = None,
) -> State:
    """Play a game to its end (or `max_decisions`) and return the final state."""
    if isinstance(game, str):
        from strife.core.registry import load

        game = load(game)
    state = game.start(scenario, seed=seed, options=options)
    agents = seat_agents(game, state.scenario.sides, seats, seed)
    count = 0
    decision = state.decision()
    while decision is not None and (max_decisions is None or count < max_decisions):
        side = decision.sides[0]
        state.apply(side, agents[side].choose(state, side))
        count += 1
        decision = state.decision()
    return state
