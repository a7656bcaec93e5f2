"""Where game work runs: a few threads, never the event loop, so that however long a move,
a set-up or a computer's thought takes, the server goes on answering.

Jobs wait in one queue by level: people's moves first (PERSON), then the work of games a
person plays (PEOPLE: their computers, whose moves the person waits on), then everything
else (COMPUTERS: games of computers alone, set-ups), each level in the order it came.
A game has at most one computer job waiting at a time (its driver waits for each), so
games take fair turns: one busy game cannot crowd out the others.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")
PERSON, PEOPLE, COMPUTERS = 0, 1, 2


class WorkPool:
    def __init__(self, threads: int, name: str = "strife-game") -> None:
        self.threads = threads
        self.executor = ThreadPoolExecutor(threads, thread_name_prefix=name)
        self.queue: asyncio.PriorityQueue[tuple[int, int, Any]] = asyncio.PriorityQueue()
        self.order = itertools.count()
        self.runners: list[asyncio.Task[None]] = []

    def start(self) -> None:
        self.runners = [asyncio.create_task(self._runner()) for _ in range(self.threads)]

    async def stop(self, wait: bool = False) -> None:
        """Stop taking jobs; `wait`: let the running ones (a database write) finish."""
        for runner in self.runners:
            runner.cancel()
        await asyncio.gather(*self.runners, return_exceptions=True)
        self.executor.shutdown(wait=wait, cancel_futures=True)

    async def run(self, func: Callable[..., T], *args: Any, level: int = COMPUTERS) -> T:
        """Run `func(*args)` in a game thread when its turn comes; its result or error."""
        done: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        await self.queue.put((level, next(self.order), (func, args, done)))
        return await done

    async def _runner(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            _, _, (func, args, done) = await self.queue.get()
            if done.cancelled():
                continue
            try:
                result = await loop.run_in_executor(self.executor, func, *args)
            except Exception as exc:  # handed to the waiting request, which answers for it
                if not done.cancelled():
                    done.set_exception(exc)
            else:
                if not done.cancelled():
                    done.set_result(result)
