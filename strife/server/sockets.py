"""Live updates: after a first message naming its token, a socket gets the game's payload
for that seat whenever the game moves. Nothing is sent before the seat is known."""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from strife.server.errors import ApiError
from strife.server.limits import WS_MESSAGE_LIMIT
from strife.server.live import LiveGame, Viewer
from strife.server.payload import game_payload
from strife.server.service import Service

router = APIRouter()
HELLO_SECONDS = 10.0
COALESCE_SECONDS = 0.02


@router.websocket("/ws/games/{game_id}")
async def game_socket(websocket: WebSocket, game_id: str) -> None:
    await websocket.accept()
    svc: Service = websocket.app.state.service
    try:
        hello = await asyncio.wait_for(_receive(websocket), HELLO_SECONDS)
        live = svc.get(game_id)
        viewer = svc.viewer(live, _token(hello))
        since = _since(hello, live)
    except ApiError as exc:
        await _refuse(websocket, exc.status, exc.message)
        return
    except (TimeoutError, WebSocketDisconnect, ValueError) as exc:
        await _refuse(websocket, 400, str(exc) or "expected a first message with a token")
        return
    await _stream(websocket, live, viewer, since)


async def _stream(websocket: WebSocket, live: LiveGame, viewer: Viewer, since: int) -> None:
    changed = asyncio.Event()
    live.listeners.add(changed.set)
    reader = asyncio.create_task(_drain(websocket, changed))
    try:
        sent = -1
        while not reader.done():
            if live.move_count != sent or sent < 0:
                payload = game_payload(live, viewer, since)
                sent = since = live.move_count
                await websocket.send_text(json.dumps({"type": "game", "game": payload}))
            changed.clear()
            if live.move_count == sent:
                await changed.wait()
                # Computer players often move in bursts: one picture for the burst will do.
                await asyncio.sleep(COALESCE_SECONDS)
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        live.listeners.discard(changed.set)
        reader.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await reader


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
