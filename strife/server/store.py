"""Reading and writing games in the database. Synchronous: the server calls it in a thread."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from strife.server.db import GameRow, MoveRow, SeatRow


class MoveConflict(Exception):
    """Someone else wrote this move number first (another process, or a lost race)."""


@dataclass
class SeatData:
    side: str
    kind: str
    token_hash: str | None


@dataclass
class GameData:
    """One game as stored: its record and seats."""

    id: str
    game: str
    scenario: Any
    options: dict[str, Any]
    seed: int
    turn_seconds: int
    finished: bool
    seats: list[SeatData] = field(default_factory=list)
    moves: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    # When the game was created and last moved (seconds since the epoch), for the lobby.
    created: float = field(default_factory=time.time)
    moved: float | None = None


class Store:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, data: GameData) -> None:
        """A new game with its seats and any moves it already has (an imported record)."""
        with Session(self.engine) as session, session.begin():
            session.add(
                GameRow(
                    id=data.id,
                    game=data.game,
                    scenario=data.scenario,
                    options=data.options,
                    seed=data.seed,
                    move_count=len(data.moves),
                    finished=data.finished,
                    turn_seconds=data.turn_seconds,
                )
            )
            session.flush()
            for seat in data.seats:
                session.add(
                    SeatRow(
                        game_id=data.id, side=seat.side, kind=seat.kind, token_hash=seat.token_hash
                    )
                )
            for number, (side, action) in enumerate(data.moves, start=1):
                session.add(MoveRow(game_id=data.id, number=number, side=side, action=action))

    def append_move(
        self, game_id: str, number: int, side: str, action: dict[str, Any], finished: bool
    ) -> None:
        """Commit move `number`, but only if the game is still at move `number - 1`.

        The conditional update and the unique (game, number) key make the check and the
        write one transaction, so two writers racing for the same move apply it once.
        """
        try:
            with Session(self.engine) as session, session.begin():
                result = session.execute(
                    update(GameRow)
                    .where(GameRow.id == game_id, GameRow.move_count == number - 1)
                    .values(move_count=number, finished=finished)
                )
                if result.rowcount != 1:  # type: ignore[attr-defined]
                    raise MoveConflict(f"move {number} of game {game_id} was already written")
                session.add(MoveRow(game_id=game_id, number=number, side=side, action=action))
        except IntegrityError:
            raise MoveConflict(f"move {number} of game {game_id} was already written") from None

    def claim_seat(self, game_id: str, side: str, token_hash: str) -> bool:
        """Give an open seat its token; False if someone claimed it first."""
        with Session(self.engine) as session, session.begin():
            result = session.execute(
                update(SeatRow)
                .where(SeatRow.game_id == game_id, SeatRow.side == side, SeatRow.kind == "open")
                .values(kind="human", token_hash=token_hash)
            )
            return bool(result.rowcount == 1)  # type: ignore[attr-defined]

    def load_all(self, game_id: str | None = None) -> list[GameData]:
        """Every game (or just `game_id`) with its seats and moves, oldest first."""
        with Session(self.engine) as session:
            query, seat_query = select(GameRow), select(SeatRow)
            move_query = select(MoveRow)
            if game_id is not None:
                query = query.where(GameRow.id == game_id)
                seat_query = seat_query.where(SeatRow.game_id == game_id)
                move_query = move_query.where(MoveRow.game_id == game_id)
            games = session.scalars(query.order_by(GameRow.created)).all()
            seats: dict[str, list[SeatData]] = {}
            for seat in session.scalars(seat_query.order_by(SeatRow.id)):
                seats.setdefault(seat.game_id, []).append(
                    SeatData(seat.side, seat.kind, seat.token_hash)
                )
            moves: dict[str, list[tuple[str, dict[str, Any]]]] = {}
            moved: dict[str, float] = {}
            rows = session.scalars(move_query.order_by(MoveRow.game_id, MoveRow.number))
            for move in rows:
                moves.setdefault(move.game_id, []).append((move.side, move.action))
                moved[move.game_id] = _seconds(move.at)
            return [
                GameData(
                    id=g.id,
                    game=g.game,
                    scenario=g.scenario,
                    options=dict(g.options),
                    seed=g.seed,
                    turn_seconds=g.turn_seconds,
                    finished=g.finished,
                    seats=seats.get(g.id, []),
                    moves=moves.get(g.id, []),
                    created=_seconds(g.created),
                    moved=moved.get(g.id),
                )
                for g in games
            ]


def _seconds(when: datetime) -> float:
    """Seconds since the epoch; SQLite gives back the stored UTC time without its zone."""
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp()
