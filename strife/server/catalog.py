"""What the lobby lists: the games one can start, and the games being played."""

from __future__ import annotations

from typing import Any

from strife.agents.registry import agent_names
from strife.core.errors import StrifeError
from strife.core.game import Game
from strife.core.registry import games, load
from strife.core.scenario import Scenario
from strife.server.live import SPECTATOR, UMPIRE, LiveGame
from strife.server.store import LobbyRow

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


def lobby(
    rows: list[LobbyRow], live: dict[str, LiveGame], damaged: dict[str, str]
) -> list[dict[str, Any]]:
    """A page of the games being played, newest first: seats by kind, never their tokens.
    A running game's move number is the spectators' (no secret moves counted); a game
    that cannot be resumed says why."""
    out = []
    for row in rows:
        running = live.get(row.id)
        if running is not None:
            move: int | None = running.seen_count(SPECTATOR)
        else:
            move = row.move_count if row.finished else None
        out.append(
            {
                "id": row.id,
                "game": row.game,
                "title": _title(row.game),
                "scenario": row.scenario,
                "move": move,
                "finished": row.finished,
                "damaged": damaged.get(row.id),
                "open_seats": [s.side for s in row.seats if s.kind == "open"],
                "seats": [
                    {"side": s.side, "kind": s.kind if s.kind in HUMAN_KINDS else "computer"}
                    for s in row.seats
                    if s.side != UMPIRE
                ],
            }
        )
    return out


def _title(game_id: str) -> str:
    try:
        return load(game_id).title
    except StrifeError:
        return game_id
