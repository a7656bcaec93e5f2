"""What the lobby lists: the games one can start, and the games being played."""

from __future__ import annotations

from typing import Any

from strife.agents.registry import agent_names
from strife.core.errors import StrifeError
from strife.core.game import Game
from strife.core.registry import games
from strife.core.scenario import Scenario
from strife.server.live import UMPIRE, LiveGame

HUMAN_KINDS = ("human", "open")


def catalog() -> list[dict[str, Any]]:
    """Every game and scenario with its summary, sides, options and computer players."""
    return [
        {
            "id": game.id,
            "title": game.title,
            "summary": game.summary,
            "agents": [a for a in agent_names() if a not in ("human", "heuristic")],
            "has_heuristic": has_heuristic(game),
            "scenarios": [scenario_entry(s) for s in game.scenarios()],
        }
        for game in games()
    ]


def scenario_entry(scenario: Scenario) -> dict[str, Any]:
    return {
        "id": scenario.id,
        "title": scenario.title,
        "summary": scenario.summary,
        "sides": list(scenario.sides),
        "options": [
            {"name": o.name, "default": o.default, "summary": o.summary, "choices": list(o.choices)}
            for o in scenario.options
        ],
    }


def has_heuristic(game: Game) -> bool:
    scenarios = game.scenarios()
    if not scenarios:
        return False
    try:
        game.heuristic_agent(scenarios[0].sides[0], 0)
    except StrifeError:
        return False
    return True


def lobby(live_games: list[LiveGame]) -> list[dict[str, Any]]:
    """The games being played, newest first: seats by kind, never their tokens."""
    return [
        {
            "id": g.id,
            "game": g.game.id,
            "title": g.game.title,
            "scenario": g.state.scenario.id,
            "move": g.move_count,
            "finished": g.finished,
            "open_seats": [s.side for s in g.data.seats if s.kind == "open"],
            "seats": [
                {"side": s.side, "kind": s.kind if s.kind in HUMAN_KINDS else "computer"}
                for s in g.data.seats
                if s.side != UMPIRE
            ],
        }
        for g in reversed(live_games)
    ]
