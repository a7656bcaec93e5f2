"""Live updates: after a first message naming its token, a socket gets the game's payload
for that seat whenever the game moves. Nothing is sent before the seat is known."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from strife.server.errors import ApiError
from strife.server.limits import WS_MESSAGE_LIMIT
from strife.server.live import LiveGame, Viewer
from strife.server.payload import game_message, position
from strife.server.service import Service
from strife.server.work import PEOPLE

router = APIRouter()
HELLO_SECONDS = 10.0
COALESCE_SECONDS = 0.02


@router.websocket("/ws/games/{game_id}")
async def game_socket(websocket: WebSocket, game_id: str) -> None:
    await websocket.accept()
    svc: Service = websocket.app.state.service
    try:
        hello = await asyncio.wait_for(_receive(websocket), HELLO_SECONDS)
        live = await svc.get(game_id)
        viewer = svc.viewer(live, _token(hello))
        since = _since(hello, live)
    except ApiError as exc:
        await _refuse(websocket, exc.status, exc.message)
        return
    except (TimeoutError, WebSocketDisconnect, ValueError) as exc:
        await _refuse(websocket, 400, str(exc) or "expected a first message with a token")
        return
    await _stream(websocket, live, viewer, since, svc)


async def _stream(
    websocket: WebSocket, live: LiveGame, viewer: Viewer, since: int, svc: Service
) -> None:
    config, work = svc.config, svc.work
    changed = asyncio.Event()
    live.listeners.add(changed.set)
    reader = asyncio.create_task(_drain(websocket, changed))
    try:
        sent, sent_at = -1, 0.0
        # Only moves this viewer may know of count: another side's secret move wakes the
        # socket but sends nothing, so the timing of updates gives nothing away.
        while not reader.done() and _games(websocket).get(live.id) is live:
            seen = live.seen_count(viewer)
            if seen != sent:
                at = position(live, viewer)
                text = await work.run(game_message, live, viewer, since, at, level=PEOPLE)
                sent, sent_at = seen, time.monotonic()
                since = seen
                await _send(websocket, text, config.socket_backlog)
            changed.clear()
            if live.seen_count(viewer) == sent:
                await _next_update(live, viewer, changed, reader, sent_at + config.watch_seconds)
    except (WebSocketDisconnect, RuntimeError, TimeoutError):
        pass
    finally:
        live.listeners.discard(changed.set)
        reader.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await reader


async def _next_update(
    live: LiveGame, viewer: Viewer, changed: asyncio.Event, reader: asyncio.Task[None], due: float
) -> None:
    """Wait until the game has moved and an update is due. Computer players often move in
    bursts: one picture for a burst will do (COALESCE_SECONDS). While the viewer has
    nothing to decide, the next picture waits until `due` (one per `watch_seconds` is
    enough for the eye, and every event still arrives, in the next picture's log); a
    decision of its own, or the end of the game, is sent at once."""
    await changed.wait()
    await asyncio.sleep(COALESCE_SECONDS)
    while not reader.done() and not _asked(live, viewer):
        left = due - time.monotonic()
        if left <= 0:
            return
        changed.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(changed.wait(), left)


def _asked(live: LiveGame, viewer: Viewer) -> bool:
    """Whether the position asks something of this viewer now (or the game is over)."""
    decision = live.state.decision()
    return decision is None or (viewer.role == "seat" and viewer.side in decision.sides)


def _games(websocket: WebSocket) -> dict[str, LiveGame]:
    found: dict[str, LiveGame] = websocket.app.state.service.games
    return found


async def _send(websocket: WebSocket, text: str, backlog: int) -> None:
    """Send, or close the socket if the client is not reading: a send waits while the
    connection's buffer is full, so a wait longer than the backlog would take to drain at a
    crawl (64 KB/s) means the unsent data has passed the bound. A client that never reads
    cannot make the server hold its updates."""
    seconds = max(1.0, (backlog + len(text)) / 65536)
    try:
        await asyncio.wait_for(websocket.send_text(text), seconds)
    except TimeoutError:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(websocket.close(code=1008, reason="not reading"), 1.0)
        raise


async def _drain(websocket: WebSocket, changed: asyncio.Event) -> None:
    """Read (and ignore) what the client sends, so that a closed socket is noticed."""
    try:
        while True:
            await _receive(websocket)
    except (WebSocketDisconnect, ValueError, RuntimeError):
        pass
    finally:
        changed.set()


async def _receive(websocket: WebSocket) -> dict[str, Any]:
    text = await websocket.receive_text()
    if len(text) > WS_MESSAGE_LIMIT:
        await websocket.close(code=1009, reason="message too large")
        raise WebSocketDisconnect(1009)
    try:
        obj = json.loads(text)
    except json.JSONDecodeError:
        raise ValueError("messages must be JSON objects") from None
    if not isinstance(obj, dict):
        raise ValueError("messages must be JSON objects")
    return obj


def _token(hello: dict[str, Any]) -> str | None:
    token = hello.get("token")
    if token is not None and not isinstance(token, str):
        raise ValueError("token must be a string")
    return token or None


def _since(hello: dict[str, Any], live: LiveGame) -> int:
    since = hello.get("since", 0)
    if not isinstance(since, int) or isinstance(since, bool) or since < 0:
        raise ValueError("since must be a move number")
    return min(since, live.move_count)


async def _refuse(websocket: WebSocket, status: int, message: str) -> None:
    with contextlib.suppress(Exception):
        await websocket.send_text(json.dumps({"type": "error", "status": status, "error": message}))
        await websocket.close(code=4000 + status)
