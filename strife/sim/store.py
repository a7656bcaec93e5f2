"""Results on disk: one SQLite row per game, written through SQLAlchemy.

Each batch of rows is one transaction, so an interrupted run leaves only whole rows; the
(arm, seed) key makes a rerun skip what is done and never count a game twice.
"""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Column,
    Engine,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    create_engine,
    select,
)
from sqlalchemy.exc import DatabaseError

from strife.core.errors import StrifeError
from strife.sim.runner import Row

metadata = MetaData()

games = Table(
    "games",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("arm", Text, nullable=False),
    Column("game", String(64), nullable=False),
    Column("scenario", String(128), nullable=False),
    Column("seed", Integer, nullable=False),
    Column("agents", Text, nullable=False),
    Column("options", Text, nullable=False),
    Column("winners", Text),
    Column("scores", Text),
    Column("level", String(64)),
    Column("rounds", Integer),
    Column("decisions", Integer),
    Column("wall_s", Float, nullable=False),
    Column("version", String(32), nullable=False),
    Column("rules_hash", String(32)),
    Column("error", Text),
    UniqueConstraint("arm", "seed", name="one_row_per_game"),
)

COLUMNS = [c.name for c in games.columns if c.name != "id"]

# A game handed out by a run and not yet stored: two runs on one file share the seeds
# instead of both playing each. A run releases its claims when it stops; a claim whose run
# died on this machine without releasing (SIGKILL) is taken over.
claims = Table(
    "claims",
    metadata,
    Column("arm", Text, nullable=False),
    Column("seed", Integer, nullable=False),
    Column("owner", String(128), nullable=False),
    UniqueConstraint("arm", "seed", name="one_claim_per_game"),
)


def run_owner() -> str:
    """This run's name in the claims table: host and process id."""
    return f"{socket.gethostname()}:{os.getpid()}"


def _owner_gone(owner: str) -> bool:
    host, _, pid = owner.rpartition(":")
    if host != socket.gethostname() or not pid.isdigit():
        return False  # another machine's run: assume it lives
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


class ResultStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.engine: Engine = create_engine(
            f"sqlite:///{path}", connect_args={"timeout": 30}
        )  # runs sharing a file wait for each other's writes
        try:
            metadata.create_all(self.engine)
            self.done_seeds("")  # a file with another "games" table fails here, not later
        except DatabaseError as exc:
            self.engine.dispose()
            raise StrifeError(f"{path}: not a Strife results file ({exc.orig})") from None

    def done_seeds(self, arm: str) -> set[int]:
        with self.engine.connect() as conn:
            return set(conn.scalars(select(games.c.seed).where(games.c.arm == arm)))

    def claim(self, arm: str, seed: int, owner: str) -> bool:
        """Take game `seed` of `arm` for `owner`; False if it is stored or another live run
        holds it. Each step is one statement, so two runs racing for a seed cannot both win
        (the unique claim decides) and neither waits on the other's transaction."""
        with self.engine.connect() as conn:
            done = conn.scalar(select(games.c.id).where(games.c.arm == arm, games.c.seed == seed))
        if done is not None:
            return False
        here = (claims.c.arm == arm) & (claims.c.seed == seed)
        with self.engine.begin() as conn:
            taken = conn.execute(
                claims.insert().prefix_with("OR IGNORE").values(arm=arm, seed=seed, owner=owner)
            ).rowcount
        if taken:
            return True
        with self.engine.connect() as conn:
            holder = conn.scalar(select(claims.c.owner).where(here))
        if holder is None or not (holder == owner or _owner_gone(holder)):
            return False
        with self.engine.begin() as conn:
            swapped = conn.execute(
                claims.update().where(here, claims.c.owner == holder).values(owner=owner)
            ).rowcount
        return bool(swapped)

    def release(self, owner: str) -> None:
        """Drop `owner`'s claims (at the end of its run, finished or not)."""
        with self.engine.begin() as conn:
            conn.execute(claims.delete().where(claims.c.owner == owner))

    def add(self, rows: Iterable[Row]) -> None:
        batch = [{k: row[k] for k in COLUMNS} for row in rows]
        if batch:
            with self.engine.begin() as conn:
                conn.execute(games.insert().prefix_with("OR IGNORE"), batch)

    def rows(self, arm: str | None = None) -> list[Row]:
        # In the order they were stored: an arm's number in a report is its place here.
        query = select(*[games.c[k] for k in COLUMNS]).order_by(games.c.id)
        if arm is not None:
            query = query.where(games.c.arm == arm)
        with self.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(query)]

    def close(self) -> None:
        self.engine.dispose()


def decoded(row: Row) -> dict[str, Any]:
    """A row with its JSON columns as values."""
    out = dict(row)
    for key in ("agents", "options", "winners", "scores"):
        value = out.get(key)
        out[key] = json.loads(value) if isinstance(value, str) else value
    return out


def export_parquet(rows: list[Row], path: Path) -> str | None:
    """Write rows as Parquet; returns why not if pyarrow is missing."""
    try:
        import pyarrow as pa  # type: ignore[import-not-found, unused-ignore]
        import pyarrow.parquet as pq  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return "Parquet export needs pyarrow: pip install pyarrow (the SQLite file has every row)"
    table = pa.Table.from_pylist(rows) if rows else pa.table({k: [] for k in COLUMNS})
    pq.write_table(table, path)
    return None
