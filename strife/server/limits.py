"""Request size limits, enforced before a body is read into memory."""

from __future__ import annotations

from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

BODY_LIMIT = 64 * 1024  # a move or a new game is a few hundred bytes
IMPORT_LIMIT = 4 * 1024 * 1024  # a long game's record
WS_MESSAGE_LIMIT = 4 * 1024  # the client only ever sends a token or a ping


class BodyLimit:
    """Answers 413 to any body over its route's limit, whether or not it says its length."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = IMPORT_LIMIT if scope["path"].startswith("/api/import") else BODY_LIMIT
        length = dict(scope.get("headers", [])).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > limit):
            await _too_large(send, limit)
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    raise _TooLarge()
            return message

        try:
            await self.app(scope, limited, send)
        except _TooLarge:
            await _too_large(send, limit)


class _TooLarge(Exception):
    pass


async def _too_large(send: Send, limit: int) -> None:
    body = f'{{"error": "request body larger than {limit} bytes"}}'.encode()
    headers: list[Any] = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
    ]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})
