"""Group commit: the moves of several games in one transaction, each acknowledged only once
that transaction is committed, and a conflict costing only its own move."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from sqlalchemy import insert

from strife.server import migrate
from strife.server.commits import GroupCommit
from strife.server.db import MoveRow, make_engine
from strife.server.store import GameData, MoveConflict, MoveWrite, SeatData, Store
from strife.server.work import PERSON, WorkPool


def pick(game_id: str, number: int, cell: str = "c1") -> MoveWrite:
    return MoveWrite(game_id, number, "red", {"kind": "pick", "cell": cell}, False)


def stored(store: Store) -> dict[str, list[tuple[str, dict[str, Any]]]]:
    return {g.id: g.moves for g in store.load_all() if isinstance(g, GameData)}


def test_several_games_moves_in_one_transaction_and_a_conflict_costs_only_its_own(
    db_url: str,
) -> None:
    store = Store(make_engine(db_url))
    migrate.upgrade(store.engine)
    for gid in ("g1", "g2", "g3", "g4"):
        store.create(
            GameData(gid, "tiny", "duel", {}, 7, 0, False, [SeatData("red", "human", "h")])
        )
    # g4's row says move 0, but a move 1 is there: the unique key refuses the batch, and
    # each is then written alone.
    with store.engine.begin() as conn:
        conn.execute(insert(MoveRow).values(game_id="g4", number=1, side="red", action={}))
    found = store.append_moves([pick("g1", 1), pick("g2", 1), pick("g3", 2), pick("g4", 1)])
    assert [type(f) for f in found] == [type(None), type(None), MoveConflict, MoveConflict]
    moves = stored(store)
    assert moves["g1"] == moves["g2"] == [("red", {"kind": "pick", "cell": "c1"})]
    assert moves["g3"] == []
    store.engine.dispose()


class Recorder:
    """A store that records each transaction's moves and commits when told to."""

    def __init__(self) -> None:
        self.batches: list[list[MoveWrite]] = []
        self.release = threading.Event()

    def append_moves(self, writes: list[MoveWrite]) -> list[MoveConflict | None]:
        self.release.wait(10)
        self.batches.append(writes)
        return [MoveConflict("taken") if w.game_id == "taken" else None for w in writes]


def test_moves_waiting_for_the_database_share_one_commit_and_wait_for_it() -> None:
    async def scenario() -> tuple[Recorder, list[Any], bool]:
        pool = WorkPool(1)
        pool.start()
        store = Recorder()
        commits = GroupCommit(store, pool)  # type: ignore[arg-type]
        first = asyncio.create_task(commits.write(pick("a", 1), PERSON))
        await asyncio.sleep(0.05)  # the first is being written; the others wait
        rest = [asyncio.create_task(commits.write(pick(g, 1), PERSON)) for g in ("b", "c", "taken")]
        await asyncio.sleep(0.05)
        acknowledged_early = any(t.done() for t in [first, *rest])
        store.release.set()
        results = await asyncio.gather(first, *rest, return_exceptions=True)
        await pool.stop()
        return store, results, acknowledged_early

    store, results, early = asyncio.run(scenario())
    assert not early  # nothing is acknowledged before its transaction is committed
    assert [[w.game_id for w in batch] for batch in store.batches] == [["a"], ["b", "c", "taken"]]
    assert results[:3] == [None, None, None]
    assert isinstance(results[3], MoveConflict)


def test_a_failed_transaction_fails_every_move_in_it() -> None:
    class Broken:
        def append_moves(self, writes: list[MoveWrite]) -> list[MoveConflict | None]:
            raise RuntimeError("disk gone")

    async def scenario() -> list[Any]:
        pool = WorkPool(1)
        pool.start()
        commits = GroupCommit(Broken(), pool)  # type: ignore[arg-type]
        found = await asyncio.gather(
            *(commits.write(pick(g, 1), PERSON) for g in ("a", "b")), return_exceptions=True
        )
        await pool.stop()
        return found

    found = asyncio.run(scenario())
    assert all(isinstance(f, RuntimeError) and str(f) == "disk gone" for f in found)
