"""Security headers on every HTTP answer."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

# Pages run only their own scripts (a seat's token lives in this origin's storage), are
# never framed, and never tell another site where they came from.
HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        b"connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
]


# The API's browsable schema (/docs) is Swagger UI, whose page loads its script and style
# from a CDN and starts with an inline script: allowed on that page only.
DOCS_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
        b"style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; img-src 'self' data: "
        b"https://fastapi.tiangolo.com; frame-ancestors 'none'; base-uri 'none'",
    ),
    *HEADERS[1:],
]


class SecurityHeaders:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        extra = DOCS_HEADERS if scope["path"] == "/docs" else HEADERS

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        await self.app(scope, receive, with_headers)
