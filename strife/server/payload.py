"""What one viewer receives about a game: every channel builds its answer here, so the
filtering (own view, own options, visible events, no seed) is written exactly once."""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from typing import Any

from strife.core.errors import StrifeError
from strife.core.events import Event
from strife.core.presentation import Presenter, event_json, present
from strife.core.state import State
from strife.server.live import LiveGame, Viewer, event_visible

log = logging.getLogger("strife.server")
# Pictures kept per game: each viewer's latest (a POWER board is some 35 KB).
SVG_CACHE = 8


def public_view(state: State) -> dict[str, Any]:
    """The spectators' view. view(None) is the umpire's, so it must never be used here:
    a game that offers no public view shows spectators only how far the game has got."""
    method = getattr(state, "public_view", None)
    if callable(method):
        found = method()
        if isinstance(found, dict):
            return found
    outcome = state.outcome()
    return {
        "moves": state.move_count,
        "over": outcome is not None,
        "outcome": outcome.to_json() if outcome else None,
    }


def view_for(state: State, viewer: Viewer) -> dict[str, Any]:
    if viewer.role == "spectator":
        return public_view(state)
    return state.display_view(viewer.view_side)


def events_for(
    live: LiveGame, viewer: Viewer, since: int = 0, numbers: list[int] | None = None
) -> list[dict[str, Any]]:
    """The event log after the viewer's move `since`, as this viewer may see it, numbered
    by the moves it knows of (so the numbers show no other side's secret moves); `numbers`:
    those moves as taken earlier (default: now)."""
    if numbers is None:
        numbers = live.known_moves(viewer)
    presenter = live.game.presenter()
    return [
        _event(presenter, seen, live.log[number - 1].side, event)
        for seen, number in enumerate(numbers[since:], start=since + 1)
        for event in live.log[number - 1].events
        if event_visible(event, viewer)
    ]


def events_between(live: LiveGame, viewer: Viewer, since: int, upto: int) -> list[dict[str, Any]]:
    """A finished game's events after move `since` up to move `upto` (real numbers)."""
    presenter = live.game.presenter()
    return [
        _event(presenter, entry.number, entry.side, event)
        for entry in live.log[since:upto]
        for event in entry.events
        if event_visible(event, viewer)
    ]


def _event(presenter: Presenter, move: int, side: str, event: Event) -> dict[str, Any]:
    found: dict[str, Any] = event_json(presenter, event, move)
    found["side"] = side
    return found


def render(live: LiveGame, state: State, viewer: Viewer, view: dict[str, Any]) -> str | None:
    """The game's SVG of this view, cached per position and viewer; None if it has none."""
    key = (state.move_count, f"{viewer.role}:{viewer.side}")
    cached = live.svg_cache.get(key)
    if cached is None:
        try:
            cached = live.game.render(view)
        except StrifeError:
            cached = ""  # the game has no picture
        except Exception:  # a renderer's bug must not take the page down: the list still works
            log.exception("%s could not draw a view", live.game.id)
            cached = ""
        if len(live.svg_cache) >= SVG_CACHE:  # only the latest positions are asked for again
            live.svg_cache.clear()
        live.svg_cache[key] = cached
    return cached or None


def options_for(state: State, viewer: Viewer) -> list[Any]:
    """The actions this viewer may take now (none for spectators and the umpire)."""
    decision = state.decision()
    if viewer.role != "seat" or decision is None or viewer.side not in decision.sides:
        return []
    return list(state.options(viewer.side or ""))


def presentation(live: LiveGame, state: State, viewer: Viewer, view: dict[str, Any]) -> Any:
    """The game's words for this view: status, prompt, options, the action being composed,
    counters and the result (core/presentation.py). A broken presenter must not take the
    page down: the board and the plain option list still work."""
    decision = state.decision()
    options = options_for(state, viewer)
    outcome = state.outcome()
    try:
        return present(
            live.game.presenter(), view, options, decision.prompt if decision else "", outcome
        )
    except Exception:
        log.exception("%s could not present a view", live.game.id)
        return present(Presenter(), view, options, decision.prompt if decision else "", outcome)


def thinking(live: LiveGame, state: State) -> dict[str, Any] | None:
    """Which computer seats are deciding now, and for how long (for the thinking state)."""
    decision = state.decision()
    sides = [s for s in decision.sides if s in live.agents] if decision else []
    if not sides:
        return None
    return {"sides": sides, "seconds": round(time.monotonic() - live.decision_since, 1)}


def seats_summary(live: LiveGame) -> list[dict[str, Any]]:
    """Who sits where: kinds only, never tokens or their hashes."""
    return [
        {
            "side": s.side,
            "kind": "computer" if s.kind not in ("human", "open") else s.kind,
            "agent": s.kind if s.kind not in ("human", "open") else None,
        }
        for s in live.data.seats
        if s.side != ""
    ]


@dataclass(frozen=True)
class Position:
    """A game as one viewer may know it at one moment: the state and the numbers of the
    moves it knows of. Taken on the event loop, so that a payload built from it in a game
    thread is of one position even if the game moves on meanwhile."""

    state: State
    numbers: list[int]


def position(live: LiveGame, viewer: Viewer) -> Position:
    return Position(live.state, live.known_moves(viewer))


def game_payload(
    live: LiveGame, viewer: Viewer, since: int = 0, at: Position | None = None
) -> dict[str, Any]:
    """The whole game page's data for this viewer, at position `at` (default: the live
    position now)."""
    if at is None:
        at = position(live, viewer)
    state = at.state
    view = view_for(state, viewer)
    shown = presentation(live, state, viewer, view)
    decision = state.decision()
    outcome = state.outcome()
    deadline = None
    if live.data.turn_seconds and decision is not None:
        left = live.data.turn_seconds - (time.monotonic() - live.decision_since)
        deadline = max(0.0, round(left, 1))
    return {
        "id": live.id,
        "game": live.game.id,
        "title": live.game.title,
        "scenario": state.scenario.id,
        "scenario_title": state.scenario.title,
        "sides": list(state.scenario.sides),
        "role": viewer.role,
        "side": viewer.side,
        "move": len(at.numbers),
        "finished": decision is None,
        "decision": None
        if decision is None
        else {
            "sides": list(decision.sides),
            "prompt": decision.prompt,
            "mine": viewer.role == "seat" and viewer.side in decision.sides,
        },
        "options": shown["options"],
        "presentation": {k: v for k, v in shown.items() if k != "options"},
        "thinking": thinking(live, state),
        "view": view,
        "svg": render(live, state, viewer, view),
        "events": events_for(live, viewer, since, at.numbers),
        "events_since": since,
        "outcome": outcome.to_json() if outcome else None,
        "seats": seats_summary(live),
        "seconds_left": deadline,
    }


def game_message(live: LiveGame, viewer: Viewer, since: int, at: Position) -> str:
    """The WebSocket message with the game at `at` (run in a game thread: building and
    encoding it is most of a move's cost to the server, and the event loop answers
    requests meanwhile)."""
    return json.dumps({"type": "game", "game": game_payload(live, viewer, since, at)})


def replay_payload(live: LiveGame, state: State, viewer: Viewer, at: int) -> dict[str, Any]:
    """A finished game's position after move `at`, for the replay control. The game is over,
    so its record (every secret) is anyone's: the replay shows the umpire's view, and the
    status panel moves with it."""
    umpire = Viewer("umpire")
    view = state.display_view(None)
    shown = present(live.game.presenter(), view, [])
    return {
        "id": live.id,
        "at": at,
        "moves": live.move_count,
        "view": view,
        "svg": render(live, state, umpire, view),
        "presentation": {k: v for k, v in shown.items() if k != "options"},
        "events": events_between(live, umpire, max(0, at - 1), at),
    }
