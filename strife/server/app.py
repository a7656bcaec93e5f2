"""The FastAPI application: API, live sockets, the static client, and clean error answers."""

from __future__ import annotations

import logging
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from strife.agents.registry import allow_module_agents
from strife.core.record import strife_version
from strife.server import api, sockets
from strife.server.config import ServerConfig
from strife.server.db import make_engine, normalise_url
from strife.server.errors import ApiError
from strife.server.headers import SecurityHeaders
from strife.server.limits import BodyLimit, RateLimit
from strife.server.memory import few_heaps
from strife.server.service import Service

WEB = Path(__file__).resolve().parent.parent / "web"
log = logging.getLogger("strife.server")


def create_app(
    db: str | None = None, allow_agent_modules: bool = False, config: ServerConfig | None = None
) -> FastAPI:
    """The server for the database at `db` (a URL or a SQLite path; None: the default file),
    with the limits of `config` (None: the defaults changed by STRIFE_* variables). A seat
    may name an agent's module to import ("pkg.mod:Class") only if `allow_agent_modules`:
    the operator's choice, off by default."""
    allow_module_agents(allow_agent_modules)
    config = config or ServerConfig.from_env()
    engine = make_engine(normalise_url(db), config.lock_seconds)
    svc = Service(engine, config, allow_agent_modules)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await svc.start()
        yield
        await svc.stop()
        engine.dispose()

    # The API's schema is published (/openapi.json, browsable at /docs) so that people can
    # script against the server.
    app = FastAPI(
        title="Strife",
        summary="Civil-conflict wargames: create, join, watch and play games.",
        version=strife_version(),
        lifespan=lifespan,
        redoc_url=None,
    )
    app.state.service = svc
    app.include_router(api.router)
    app.include_router(sockets.router)
    app.mount("/static", StaticFiles(directory=WEB), name="static")
    _pages(app)
    _errors(app)
    app.add_middleware(BodyLimit)
    app.add_middleware(RateLimit, config=config)
    app.add_middleware(SecurityHeaders)
    return app


def _pages(app: FastAPI) -> None:
    # The pages are static: no game data is ever written into them, so the initial page
    # cannot leak anything; the client asks the API with its own token.
    @app.get("/", include_in_schema=False)
    def lobby() -> FileResponse:
        return FileResponse(WEB / "index.html")

    @app.get("/play/{game_id}", include_in_schema=False)
    def play(game_id: str) -> FileResponse:
        return FileResponse(WEB / "game.html")


def _errors(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        retry = getattr(exc, "retry_after", None)
        headers = {"Retry-After": str(retry)} if retry else None
        return JSONResponse({"error": exc.message}, status_code=exc.status, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = list(exc.errors())
        if any(p.get("type") == "json_invalid" for p in problems):
            return JSONResponse({"error": "the request body is not valid JSON"}, 400)
        return JSONResponse({"error": "invalid request: " + describe(problems)}, 422)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> JSONResponse:
        return JSONResponse({"error": str(exc.detail)}, status_code=exc.status_code)

    @app.exception_handler(Exception)
    async def crash(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s", request.url.path)
        return JSONResponse({"error": "internal error (logged on the server)"}, 500)


def describe(problems: list[Any]) -> str:
    """Pydantic's errors as one line, naming where and what, never echoing the input."""
    parts = []
    for problem in problems[:5]:
        where = ".".join(str(p) for p in problem.get("loc", ()) if p != "body")
        parts.append(f"{where or 'body'}: {problem.get('msg', 'invalid')}")
    return "; ".join(parts)


def run(host: str, port: int, db: str | None, allow_agent_modules: bool = False) -> None:
    """Serve until interrupted (the `strife serve` command)."""
    import uvicorn

    from strife.server.limits import WS_MESSAGE_LIMIT

    url = normalise_url(db)
    # Game threads (rules, computer players, pictures) share the GIL with the event loop:
    # let the loop have it back within a millisecond, not the default five, so a request
    # waits less behind them.
    sys.setswitchinterval(0.001)
    few_heaps()  # before any thread starts: see memory.py
    print(f"Strife: database {_shown(url)}; open http://{host}:{port}/", flush=True)
    # Keep-alive longer than uvicorn's 5 s: players pause between moves, and a connection
    # closed just as a client reuses it makes that client's request fail.
    uvicorn.run(
        create_app(url, allow_agent_modules),
        host=host,
        port=port,
        ws_max_size=WS_MESSAGE_LIMIT * 4,
        timeout_keep_alive=75,
        log_level="info",
    )


def _shown(url: str) -> str:
    """A database URL without its password, for the start-up line."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
