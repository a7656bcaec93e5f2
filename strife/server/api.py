"""The HTTP API. Each route finds the game, works out who is asking from the token, and
answers through payload.py, so every answer is filtered for the one who asked."""

from __future__ import annotations

import time
from typing import Annotated, Any

from fastapi import APIRouter, Header, Path, Query, Request
from fastapi.responses import JSONResponse, Response

from strife.server import catalog as lobby_listing
from strife.server.errors import Forbidden
from strife.server.live import UMPIRE
from strife.server.payload import events_for, game_payload, position, replay_payload
from strife.server.play import Timing
from strife.server.schemas import ClaimSeat, CreateGame, ImportGame, MakeMove
from strife.server.service import NewGame, Service
from strife.server.work import PEOPLE

router = APIRouter(prefix="/api")
Token = Annotated[str | None, Header(alias="X-Strife-Token", max_length=200)]
GameId = Annotated[str, Path(max_length=64)]


def service(request: Request) -> Service:
    found: Service = request.app.state.service
    return found


def links(game_id: str, tokens: dict[str, str]) -> dict[str, str]:
    """Private links: the token goes in the fragment, which browsers never send to a server."""
    return {side or "umpire": f"/play/{game_id}#t={token}" for side, token in tokens.items()}


def created(game_id: str, tokens: dict[str, str]) -> JSONResponse:
    named = {side or "umpire": token for side, token in tokens.items()}
    body = {"id": game_id, "tokens": named, "links": links(game_id, tokens)}
    return JSONResponse(body, status_code=201)


@router.get("/catalog")
def catalog(request: Request) -> list[dict[str, Any]]:
    return lobby_listing.catalog()


@router.get("/catalog/{game_id}/cards")
def cards(game_id: str, request: Request) -> list[dict[str, Any]]:
    """A game's reference cards (unit chart, tables, sequence of play, rules at hand)."""
    return lobby_listing.cards(game_id)


@router.get("/games")
async def lobby(
    request: Request,
    offset: Annotated[int, Query(ge=0, le=10**9)] = 0,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    game: Annotated[str | None, Query(max_length=64)] = None,
    open: Annotated[bool, Query(description="only games with an open seat")] = False,
    finished: Annotated[bool | None, Query()] = None,
) -> list[dict[str, Any]]:
    """A page of the games, newest first (`offset`, `limit`), optionally only one game's,
    only those with an open seat, or only finished or running ones."""
    svc = service(request)
    rows = await svc._db(svc.store.lobby, offset, limit, game, open, finished)
    return lobby_listing.lobby(rows, svc.games, svc.damaged)


@router.post("/games", status_code=201)
async def create(body: CreateGame, request: Request) -> JSONResponse:
    new = NewGame(
        body.game,
        body.scenario,
        dict(body.seats),
        dict(body.options),
        body.umpire,
        body.turn_seconds,
    )
    live, tokens = await service(request).create(new)
    return created(live.id, tokens)


@router.post("/import", status_code=201)
async def import_record(body: ImportGame, request: Request) -> JSONResponse:
    live, tokens = await service(request).import_record(body.record, dict(body.seats), body.umpire)
    return created(live.id, tokens)


@router.get("/games/{game_id}")
async def game(
    game_id: GameId,
    request: Request,
    token: Token = None,
    since: Annotated[int, Query(ge=0, le=10**9)] = 0,
) -> dict[str, Any]:
    svc = service(request)
    live = await svc.get(game_id)
    viewer = svc.viewer(live, token)
    at = position(live, viewer)
    since = min(since, len(at.numbers))
    # Built in a game thread, from the position as it is now: the event loop answers on.
    found: dict[str, Any] = await svc.work.run(game_payload, live, viewer, since, at, level=PEOPLE)
    return found


@router.delete("/games/{game_id}", status_code=204)
async def delete(game_id: GameId, request: Request, token: Token = None) -> Response:
    """The creator (any token given when the game was made) deletes a game that has no
    moves and that nobody has joined from the lobby."""
    svc = service(request)
    live = await svc.get(game_id)
    await svc.delete(live, svc.viewer(live, token))
    return Response(status_code=204)


@router.post("/games/{game_id}/moves")
async def move(game_id: GameId, body: MakeMove, request: Request, token: Token = None) -> Any:
    svc = service(request)
    live = await svc.get(game_id)
    viewer = svc.viewer(live, token)
    if body.side is not None and viewer.side != body.side:
        raise Forbidden(f"this link is not the {body.side} seat's; a seat moves only for itself")
    started = time.perf_counter()
    timing = Timing()
    number = await svc.human_move(live, viewer, body.action, body.at, timing)
    took = (time.perf_counter() - started) * 1000
    # A short answer: the new position itself reaches every seat over its WebSocket.
    answer = {
        "move": number,
        "events_since": body.at,
        "events": events_for(live, viewer, body.at),
    }
    # How long the move took inside the server, and in its parts (the rules, waiting for
    # the game's lock, the commit), for load tests.
    return JSONResponse(answer, headers={"Server-Timing": timing.header(took)})


@router.post("/games/{game_id}/claim", status_code=201)
async def claim(game_id: GameId, body: ClaimSeat, request: Request) -> JSONResponse:
    svc = service(request)
    live = await svc.get(game_id)
    token = await svc.claim(live, body.side)
    return created(live.id, {body.side: token})


@router.get("/games/{game_id}/record")
async def record(game_id: GameId, request: Request, token: Token = None) -> dict[str, Any]:
    svc = service(request)
    live = await svc.get(game_id)
    return svc.record(live, svc.viewer(live, token))


@router.get("/games/{game_id}/replay")
async def replay(
    game_id: GameId,
    request: Request,
    at: Annotated[int, Query(ge=0, le=10**9)],
    token: Token = None,
) -> dict[str, Any]:
    svc = service(request)
    live = await svc.get(game_id)
    viewer = svc.viewer(live, token)
    state = await svc.replay_state(live, at)
    return replay_payload(live, state, viewer, at)


@router.get("/games/{game_id}/me")
async def me(game_id: GameId, request: Request, token: Token = None) -> dict[str, Any]:
    svc = service(request)
    live = await svc.get(game_id)
    viewer = svc.viewer(live, token)
    return {"role": viewer.role, "side": viewer.side if viewer.side != UMPIRE else None}
