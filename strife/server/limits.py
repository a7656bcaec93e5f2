"""Request limits, enforced before the application sees a request: body sizes (read into
memory only up to the limit) and each client's request rate."""

from __future__ import annotations

import math
import time
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from strife.server.config import ServerConfig

BODY_LIMIT = 64 * 1024  # a move or a new game is a few hundred bytes
IMPORT_LIMIT = 4 * 1024 * 1024  # a long game's record
WS_MESSAGE_LIMIT = 4 * 1024  # the client only ever sends a token or a ping
CLIENTS = 10_000  # clients remembered by the rate limiter (the oldest are forgotten)


class BodyLimit:
    """Answers 413 to any body over its route's limit, whether or not it says its length.

    The body is read here (up to the limit) and handed on whole, so a chunked body that
    passes the limit is answered 413 like any other, not as a body that failed to parse.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = IMPORT_LIMIT if scope["path"].startswith("/api/import") else BODY_LIMIT
        length = dict(scope.get("headers", [])).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > limit):
            await _answer(send, 413, f"request body larger than {limit} bytes")
            return
        chunks: list[bytes] = []
        seen = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            chunk = message.get("body", b"")
            seen += len(chunk)
            if seen > limit:
                await _answer(send, 413, f"request body larger than {limit} bytes")
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


class Bucket:
    """A token bucket: `rate` tokens a second up to `size`; each request takes one."""

    __slots__ = ("rate", "size", "stamp", "tokens")

    def __init__(self, size: float, rate: float) -> None:
        self.size, self.rate, self.tokens, self.stamp = size, rate, size, time.monotonic()

    def take(self) -> float:
        """0 if a token was taken, else the seconds until one will be there."""
        now = time.monotonic()
        self.tokens = min(self.size, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        return (1 - self.tokens) / self.rate


class RateLimit:
    """Per client address: requests at `rate` a second on average (bursts to `burst`), and
    at most `games_per_minute` new games. Over the limit: 429 with Retry-After."""

    def __init__(self, app: ASGIApp, config: ServerConfig) -> None:
        self.app = app
        self.config = config
        self.requests: dict[str, Bucket] = {}
        self.games: dict[str, Bucket] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        client = (scope.get("client") or ("?", 0))[0]
        wait = self._bucket(self.requests, client, self.config.burst, self.config.rate).take()
        new_game = scope["type"] == "http" and scope["method"] == "POST"
        new_game = new_game and scope["path"] in ("/api/games", "/api/import")
        if not wait and new_game:
            per_minute = self.config.games_per_minute
            wait = self._bucket(self.games, client, per_minute, per_minute / 60).take()
        if not wait:
            await self.app(scope, receive, send)
            return
        retry = str(max(1, math.ceil(wait)))
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1013, "reason": "too many requests"})
            return
        await _answer(send, 429, "too many requests; slow down", [(b"retry-after", retry.encode())])

    @staticmethod
    def _bucket(table: dict[str, Bucket], client: str, size: float, rate: float) -> Bucket:
        bucket = table.get(client)
        if bucket is None:
            if len(table) >= CLIENTS:
                del table[next(iter(table))]
            bucket = table[client] = Bucket(size, rate)
        return bucket


async def _answer(send: Send, status: int, error: str, extra: list[Any] | None = None) -> None:
    body = ('{"error": "' + error + '"}').encode()
    headers: list[Any] = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        *(extra or []),
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
