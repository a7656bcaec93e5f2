"""Group commit: the moves of many games written in one transaction, one fsync for all,
each still acknowledged only after the commit that holds it.

A move to store joins a waiting list and queues a flush in the database threads at its
maker's level (a person's move first). Whichever flush runs first takes every move waiting
(up to BATCH), writes them in one transaction and settles each one's future; a flush that
finds its move already written by another has nothing to do and is dropped from the queue.
So under load one commit carries the moves of many games, and a quiet server still writes
each move at once.
"""

from __future__ import annotations

import asyncio
import collections
from typing import Any

from strife.server.store import MoveConflict, MoveWrite, Store
from strife.server.work import WorkPool

BATCH = 256  # moves in one transaction at most

Waiting = tuple[MoveWrite, "asyncio.Future[None]"]


class GroupCommit:
    def __init__(self, store: Store, pool: WorkPool) -> None:
        self.store = store
        self.pool = pool
        # Appended on the event loop, taken in a database thread: deque's ends are atomic.
        self.waiting: collections.deque[Waiting] = collections.deque()

    async def write(self, move: MoveWrite, level: int) -> None:
        """Store `move`; returns once it is committed. MoveConflict if its number was
        written already; a database error as raised (then the move was not written)."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self.waiting.append((move, done))
        flush = asyncio.ensure_future(self.pool.run(self._flush, loop, level=level))
        try:
            await asyncio.wait({done, flush}, return_when=asyncio.FIRST_COMPLETED)
            failed = None if done.done() or flush.cancelled() else flush.exception()
            if failed is not None:  # the flush could not run (the server is stopping)
                raise failed
            await done
        finally:
            # Written by another's flush: this one, still queued, has nothing to do.
            flush.cancel()

    def _flush(self, loop: asyncio.AbstractEventLoop) -> None:
        """In a database thread: write every waiting move in one transaction, and settle
        each one's future on the event loop."""
        batch: list[Waiting] = []
        while self.waiting and len(batch) < BATCH:
            batch.append(self.waiting.popleft())
        if not batch:
            return
        try:
            found: list[Any] = self.store.append_moves([move for move, _ in batch])
        except Exception as exc:  # the transaction failed: none was written
            found = [exc] * len(batch)
        for (_, done), result in zip(batch, found, strict=True):
            loop.call_soon_threadsafe(_settle, done, result)


def _settle(done: asyncio.Future[None], result: MoveConflict | Exception | None) -> None:
    if done.done():  # its request was cancelled meanwhile
        return
    if result is None:
        done.set_result(None)
    else:
        done.set_exception(result)
