"""The database: games as their record (scenario, options, seed, moves) plus their seats.

Only the record is stored; the live position is rebuilt by replaying it, so what is on disk
is exactly what a player can export, and a restart resumes every game bit for bit.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from platformdirs import user_data_dir
from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Engine,
    ForeignKey,
    Integer,
    String,
    UniqueConstraint,
    create_engine,
    event,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


def now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    scenario: Mapped[Any] = mapped_column(JSON)
    options: Mapped[Any] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    move_count: Mapped[int] = mapped_column(Integer, default=0)
    finished: Mapped[bool] = mapped_column(Boolean, default=False)
    turn_seconds: Mapped[int] = mapped_column(Integer, default=0)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class SeatRow(Base):
    __tablename__ = "seats"
    __table_args__ = (UniqueConstraint("game_id", "side"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), index=True)
    # A side of the scenario, or "" for the umpire seat.
    side: Mapped[str] = mapped_column(String(64))
    # "human", "open" (a human seat anyone may claim from the lobby) or an agent spec.
    kind: Mapped[str] = mapped_column(String(128))
    # sha256 of the seat's secret token: a stolen database does not give away the links.
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # True once someone took this seat from the lobby (it was open).
    joined: Mapped[bool] = mapped_column(Boolean, default=False)


class MoveRow(Base):
    __tablename__ = "moves"
    __table_args__ = (UniqueConstraint("game_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    side: Mapped[str] = mapped_column(String(64))
    action: Mapped[Any] = mapped_column(JSON)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


def default_url() -> str:
    """A SQLite file in the user's data directory."""
    from pathlib import Path

    folder = Path(user_data_dir("strife", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'strife.db'}"


def normalise_url(db: str | None) -> str:
    """None is the default file; a bare path is a SQLite file; anything else is a URL."""
    if not db:
        return default_url()
    if "://" not in db:
        return f"sqlite:///{db}"
    return db


def make_engine(url: str, lock_seconds: float = 2.0) -> Engine:
    """The engine; a write waits at most `lock_seconds` for a locked database, then fails
    (the server answers 503 with a retry hint rather than holding everyone up)."""
    if url.startswith("sqlite"):
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": lock_seconds}
        )
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(
        url,
        pool_pre_ping=True,
        pool_timeout=lock_seconds,
        # Each transaction gives up waiting on a row or table lock after lock_seconds.
        connect_args={"options": f"-c lock_timeout={int(lock_seconds * 1000)}"},
    )


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets readers go on while a move is written; FULL makes each commit durable
    # before the move is acknowledged.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
