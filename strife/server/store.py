"""Reading and writing games in the database. Synchronous: the server calls it in a thread."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, Text, bindparam, cast, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from strife.server.db import GameRow, MoveRow, SeatRow, now

# Move a game on to move :n if it is still at move :before (one statement, compiled once).
_ADVANCE = (
    update(GameRow)
    .where(GameRow.id == bindparam("g"), GameRow.move_count == bindparam("before"))
    .values(move_count=bindparam("n"), finished=bindparam("done"))
)


class MoveConflict(Exception):
    """Someone else wrote this move number first (another process, or a lost race)."""


@dataclass(frozen=True)
class MoveWrite:
    """One move to store: move `number` of a game, made by `side`."""

    game_id: str
    number: int
    side: str
    action: dict[str, Any]
    finished: bool  # whether the game is over after it


def _conflict(write: MoveWrite) -> MoveConflict:
    return MoveConflict(f"move {write.number} of game {write.game_id} was already written")


@dataclass
class SeatData:
    side: str
    kind: str
    token_hash: str | None
    joined: bool = False


@dataclass
class Damaged:
    """A stored game that cannot be read back, and why."""

    id: str
    game: str
    reason: str


@dataclass
class LobbyRow:
    id: str
    game: str
    scenario: Any
    move_count: int
    finished: bool
    seats: list[SeatData]


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
                        game_id=data.id,
                        side=seat.side,
                        kind=seat.kind,
                        token_hash=seat.token_hash,
                        joined=seat.joined,
                    )
                )
            for number, (side, action) in enumerate(data.moves, start=1):
                session.add(MoveRow(game_id=data.id, number=number, side=side, action=action))

    def append_move(
        self, game_id: str, number: int, side: str, action: dict[str, Any], finished: bool
    ) -> None:
        """Commit move `number`, but only if the game is still at move `number - 1`."""
        (found,) = self.append_moves([MoveWrite(game_id, number, side, action, finished)])
        if found is not None:
            raise found

    def append_moves(self, writes: list[MoveWrite]) -> list[MoveConflict | None]:
        """Commit moves of several games in one transaction (group commit: one fsync for
        all), each only if its game is still at the move before it. Per write: None if it
        was written, else the MoveConflict saying why not. A database error (a lock, a lost
        connection) raises, and then none of them was written.

        The conditional update and the unique (game, number) key make the check and the
        write one transaction, so two writers racing for the same move apply it once.
        """
        try:
            return self._append(writes)
        except IntegrityError:
            if len(writes) == 1:
                return [_conflict(writes[0])]
            # One of them broke the unique key: write each alone to find which.
            return [self.append_moves([write])[0] for write in writes]

    def _append(self, writes: list[MoveWrite]) -> list[MoveConflict | None]:
        rows: list[dict[str, Any]] = []
        # In one order (by game) so that two processes' batches cannot deadlock.
        order = sorted(range(len(writes)), key=lambda i: writes[i].game_id)
        results: dict[int, MoveConflict | None] = {}
        with self.engine.begin() as conn:
            for index in order:
                write = writes[index]
                advanced = conn.execute(
                    _ADVANCE,
                    {"g": write.game_id, "before": write.number - 1, "n": write.number,
                     "done": write.finished},
                )  # fmt: skip
                if advanced.rowcount != 1:
                    results[index] = _conflict(write)
                    continue
                results[index] = None
                rows.append(
                    {"game_id": write.game_id, "number": write.number, "side": write.side,
                     "action": write.action, "at": now()}
                )  # fmt: skip
            if rows:
                conn.execute(insert(MoveRow), rows)
        return [results[i] for i in range(len(writes))]

    def moves_after(self, game_id: str, number: int) -> list[tuple[str, dict[str, Any]]]:
        """A game's moves after move `number`, in order: (side, action)."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(MoveRow.number, MoveRow.side, cast(MoveRow.action, Text))
                .where(MoveRow.game_id == game_id, MoveRow.number > number)
                .order_by(MoveRow.number)
            ).all()
        return _moves([(n - number, side, text) for n, side, text in rows])

    def claim_seat(self, game_id: str, side: str, token_hash: str) -> bool:
        """Give an open seat its token; False if someone claimed it first."""
        with Session(self.engine) as session, session.begin():
            result = session.execute(
                update(SeatRow)
                .where(SeatRow.game_id == game_id, SeatRow.side == side, SeatRow.kind == "open")
                .values(kind="human", token_hash=token_hash, joined=True)
            )
            return bool(result.rowcount == 1)  # type: ignore[attr-defined]

    def delete_unplayed(self, game_id: str) -> bool:
        """Delete a game with no moves and no seat joined; False if it has either now."""
        with Session(self.engine) as session, session.begin():
            joined = session.scalar(
                select(func.count()).where(SeatRow.game_id == game_id, SeatRow.joined)
            )
            moves = session.scalar(select(func.count()).where(MoveRow.game_id == game_id))
            if joined or moves:
                return False
            session.execute(delete(SeatRow).where(SeatRow.game_id == game_id))
            result = session.execute(
                delete(GameRow).where(GameRow.id == game_id, GameRow.move_count == 0)
            )
            return bool(result.rowcount == 1)  # type: ignore[attr-defined]

    def lobby(
        self, offset: int, limit: int, game: str | None, open_only: bool, finished: bool | None
    ) -> list[LobbyRow]:
        """A page of games, newest first, with their seats."""
        with Session(self.engine) as session:
            query = select(
                GameRow.id,
                GameRow.game,
                GameRow.move_count,
                GameRow.finished,
                cast(GameRow.scenario, Text),
            )
            if game:
                query = query.where(GameRow.game == game)
            if finished is not None:
                query = query.where(GameRow.finished == finished)
            if open_only:
                has_open = select(SeatRow.id).where(
                    SeatRow.game_id == GameRow.id, SeatRow.kind == "open"
                )
                query = query.where(has_open.exists())
            query = query.order_by(GameRow.created.desc(), GameRow.id).offset(offset).limit(limit)
            rows = session.execute(query).all()
            seats = self._seats(session, [r[0] for r in rows])
            return [
                LobbyRow(r[0], r[1], _scenario_id(r[4]), r[2], r[3], seats.get(r[0], []))
                for r in rows
            ]

    @staticmethod
    def _seats(session: Session, ids: list[str] | None) -> dict[str, list[SeatData]]:
        query = select(SeatRow).order_by(SeatRow.id)
        if ids is not None:
            query = query.where(SeatRow.game_id.in_(ids))
        seats: dict[str, list[SeatData]] = {}
        for seat in session.scalars(query):
            seats.setdefault(seat.game_id, []).append(
                SeatData(seat.side, seat.kind, seat.token_hash, bool(seat.joined))
            )
        return seats

    def load_all(
        self, game_id: str | None = None, unfinished: bool = False
    ) -> list[GameData | Damaged]:
        """Every game (or just `game_id`; or only those still running) with its seats and
        moves, oldest first. A game whose stored data cannot be read is returned as Damaged,
        so one bad row never stops the others from loading."""
        with Session(self.engine) as session:
            # JSON columns are read as text and parsed here, one game at a time.
            query = select(
                GameRow.id,
                GameRow.game,
                cast(GameRow.scenario, Text),
                cast(GameRow.options, Text),
                GameRow.seed,
                GameRow.turn_seconds,
                GameRow.finished,
                GameRow.created,
            )
            move_query = select(
                MoveRow.game_id,
                MoveRow.number,
                MoveRow.side,
                cast(MoveRow.action, Text),
                MoveRow.at,
            )
            if game_id is not None:
                query = query.where(GameRow.id == game_id)
                move_query = move_query.where(MoveRow.game_id == game_id)
            if unfinished:
                query = query.where(GameRow.finished.is_(False))
            games = session.execute(query.order_by(GameRow.created)).all()
            seats = self._seats(session, None if game_id is None else [game_id])
            moves: dict[str, list[tuple[int, str, str | None]]] = {}
            moved: dict[str, float] = {}
            for gid, number, side, text, at in session.execute(
                move_query.order_by(MoveRow.game_id, MoveRow.number)
            ):
                moves.setdefault(gid, []).append((number, side, text))
                moved[gid] = _seconds(at)
            out: list[GameData | Damaged] = []
            for gid, game, scenario, options, seed, turn_seconds, finished, created in games:
                try:
                    out.append(
                        GameData(
                            id=gid,
                            game=game,
                            scenario=_json(scenario, "its scenario"),
                            options=dict(_json(options, "its options")),
                            seed=seed,
                            turn_seconds=turn_seconds,
                            finished=finished,
                            seats=seats.get(gid, []),
                            moves=_moves(moves.get(gid, [])),
                            created=_seconds(created),
                            moved=moved.get(gid),
                        )
                    )
                except ValueError as exc:
                    out.append(Damaged(gid, game, str(exc)))
            return out


def _json(text: str | None, what: str) -> Any:
    try:
        return json.loads(text or "")
    except ValueError:
        raise ValueError(f"{what} is not readable (not JSON)") from None


def _moves(rows: list[tuple[int, str, str | None]]) -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    for expected, (number, side, text) in enumerate(rows, start=1):
        if number != expected:
            raise ValueError(f"move {expected} is missing")
        action = _json(text, f"move {number}")
        if not isinstance(action, dict):
            raise ValueError(f"move {number} is not an action")
        out.append((side, action))
    return out


def _scenario_id(text: str | None) -> str:
    """A stored scenario's id: the id itself, or the id inside scenario data."""
    try:
        found = json.loads(text or "")
    except ValueError:
        return ""
    if isinstance(found, dict):
        return str(found.get("id", ""))
    return str(found)


def _seconds(when: datetime) -> float:
    """Seconds since the epoch; SQLite gives back the stored UTC time without its zone."""
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp()
