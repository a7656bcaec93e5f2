"""What the lobby lists: the games one can start, and the games being played."""

from __future__ import annotations

from typing import Any

from strife.agents.registry import agent_names
from strife.core.errors import StrifeError
from strife.core.game import Game
from strife.core.presentation import cards_json
from strife.core.registry import games, load
from strife.core.scenario import Scenario
from strife.server.errors import NotFound
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
            {
                "name": o.name,
                "label": option_label(o.name),
                "default": o.default,
                "summary": o.summary,
                "choices": list(o.choices),
            }
            for o in scenario.options
        ],
    }


def option_label(name: str) -> str:
    """An option's name as words for the lobby: "round_limit" -> "Round limit"."""
    words = name.replace("_", " ").replace("-", " ").strip()
    return words[:1].upper() + words[1:]


def cards(game_id: str) -> list[dict[str, Any]]:
    try:
        game = load(game_id)
    except StrifeError:
        raise NotFound(f"no game {game_id!r}") from None
    return cards_json(game.presenter())


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
    """A page of the games, newest first: seats by kind, never their tokens; whose turn,
    when created and last moved, and how it stands. A game in memory is described whole,
    its move number the spectators' (no secret moves counted); one read from the database
    only by its row (its move number once finished); a game that cannot be resumed says why."""
    out = []
    for row in rows:
        running = live.get(row.id)
        found = entry(running) if running is not None else row_entry(row)
        found["damaged"] = damaged.get(row.id)
        out.append(found)
    return out


def row_entry(row: LobbyRow) -> dict[str, Any]:
    open_seats = [s.side for s in row.seats if s.kind == "open"]
    return {
        "id": row.id,
        "game": row.game,
        "title": _title(row.game),
        "scenario": row.scenario,
        "scenario_title": row.scenario,
        "move": row.move_count if row.finished else None,
        "finished": row.finished,
        "status": "finished" if row.finished else "open" if open_seats else "in progress",
        "turn": [],
        "winners": [],
        "created": None,
        "moved": None,
        "open_seats": open_seats,
        "seats": _seats(row.seats),
    }


def _title(game_id: str) -> str:
    try:
        return load(game_id).title
    except StrifeError:
        return game_id


def _seats(seats: list[Any]) -> list[dict[str, Any]]:
    return [
        {
            "side": s.side,
            "kind": s.kind if s.kind in HUMAN_KINDS else "computer",
            "agent": None if s.kind in HUMAN_KINDS else s.kind,
        }
        for s in seats
        if s.side != UMPIRE
    ]


def entry(g: LiveGame) -> dict[str, Any]:
    decision = g.state.decision()
    outcome = g.state.outcome()
    open_seats = [s.side for s in g.data.seats if s.kind == "open"]
    status = "finished" if g.finished else "open" if open_seats else "in progress"
    return {
        "id": g.id,
        "game": g.game.id,
        "title": g.game.title,
        "scenario": g.state.scenario.id,
        "scenario_title": g.state.scenario.title,
        "move": g.seen_count(SPECTATOR),
        "finished": g.finished,
        "status": status,
        "turn": list(decision.sides) if decision else [],
        "winners": list(outcome.winners) if outcome else [],
        "created": g.data.created,
        "moved": g.data.moved,
        "open_seats": open_seats,
        "seats": _seats(g.data.seats),
    }
