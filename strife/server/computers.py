"""Games of computers alone, played in a process of their own at a lower CPU priority.

The server process answers people; a game with no human seat is handed to the computer
process, which loads it, has its computer players think and the rules apply their moves,
and sends each move back to be stored. The server writes it (with other games' moves, in
one transaction: the database keeps one writer) and answers once it is committed, so a move
is on disk before the computer process goes on from it, as every move is. The server holds
such a game in memory only while someone watches it, and then reads its new moves from the
database as they are stored.

So the computer players' thinking and their rules work take neither the server's GIL nor,
the operating system giving a lower-priority process only what is left, its CPU.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import dataclasses
import logging
import multiprocessing
import os
import signal
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from strife.agents.registry import allow_module_agents
from strife.core import registry
from strife.core.game import Game
from strife.server.config import ServerConfig
from strife.server.errors import Busy
from strife.server.memory import few_heaps
from strife.server.store import MoveConflict, MoveWrite

log = logging.getLogger("strife.server")
NICE = 10  # the computer process's CPU priority below the server's


class ComputerProcess:
    """The server's side: starts the process when a game first needs it (and again if it
    dies, handing it every game it was playing), stores the moves it sends."""

    def __init__(
        self,
        url: str,
        config: ServerConfig,
        store_move: Callable[[MoveWrite], Any],
        allow_modules: bool,
    ) -> None:
        self.url, self.config, self.allow_modules = url, config, allow_modules
        self.store_move = store_move  # a coroutine function: MoveWrite -> None or raises
        self.playing: set[str] = set()
        self.process: multiprocessing.process.BaseProcess | None = None
        self.conn: Connection | None = None
        self.tasks: set[asyncio.Task[None]] = set()

    def play(self, game_id: str) -> None:
        """Have the computer process play this game (again: it plays each game once)."""
        self.playing.add(game_id)
        if self.process is None:
            self._start()
        else:
            self._send(("play", game_id))

    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, theirs = context.Pipe()
        games = [registry.load(game_id) for game_id in sorted(registry._extra)]
        self.process = context.Process(
            target=run,
            args=(self.url, self.config, theirs, games, self.allow_modules, os.getpid()),
            name="strife-computers",
            daemon=True,
        )
        self.process.start()
        theirs.close()
        asyncio.get_running_loop().add_reader(self.conn.fileno(), self._readable)
        for game_id in sorted(self.playing):
            self._send(("play", game_id))

    def _send(self, message: tuple[Any, ...]) -> None:
        with contextlib.suppress(OSError, AttributeError):
            assert self.conn is not None
            self.conn.send(message)

    def _readable(self) -> None:
        assert self.conn is not None
        try:
            while self.conn.poll():
                _, number, write = self.conn.recv()
                task = asyncio.create_task(self._store(number, write))
                self.tasks.add(task)
                task.add_done_callback(self.tasks.discard)
        except (EOFError, OSError):
            log.error("the computer players' process stopped; starting it again")
            self.stop()
            if self.playing:
                self._start()

    async def _store(self, number: int, write: MoveWrite) -> None:
        answer: str | None = None
        try:
            await self.store_move(write)
        except MoveConflict:
            answer = "conflict"
        except Busy:
            answer = "busy"
        except Exception:
            log.exception("storing a computer's move of game %s", write.game_id)
            answer = "busy"
        if write.finished and answer is None:
            self.playing.discard(write.game_id)
        self._send(("stored", number, answer))

    def stop(self) -> None:
        if self.conn is not None:
            with contextlib.suppress(Exception):
                asyncio.get_running_loop().remove_reader(self.conn.fileno())
            self.conn.close()
            self.conn = None
        if self.process is not None:
            self.process.kill()
            self.process.join(5)
            self.process = None


class RemoteCommits:
    """The computer process's side of storing a move: sent to the server, which answers
    once it is committed (the same contract as GroupCommit.write)."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self.waiting: dict[int, asyncio.Future[str | None]] = {}
        self.count = 0

    async def write(self, move: MoveWrite, level: int) -> None:
        self.count += 1
        answer: asyncio.Future[str | None] = asyncio.get_running_loop().create_future()
        self.waiting[self.count] = answer
        self.conn.send(("store", self.count, move))
        found = await answer
        if found == "conflict":
            raise MoveConflict(f"move {move.number} of game {move.game_id} was already written")
        if found == "busy":
            raise Busy("the database is busy")

    def answered(self, number: int, answer: str | None) -> None:
        found = self.waiting.pop(number, None)
        if found is not None and not found.done():
            found.set_result(answer)


def run(
    url: str,
    config: ServerConfig,
    conn: Connection,
    games: list[Game],
    allow_modules: bool,
    parent: int,
) -> None:
    """The computer process: plays the games the server hands it until the server goes."""
    _die_with(parent)
    os.nice(NICE)
    few_heaps()
    for game in games:  # games registered by hand in the server (tests, plug-ins)
        registry.register(game)
    allow_module_agents(allow_modules)
    asyncio.run(_play(url, config, conn))


async def _play(url: str, config: ServerConfig, conn: Connection) -> None:
    from strife.server.db import make_engine
    from strife.server.service import Service

    engine = make_engine(url, config.lock_seconds)
    svc = Service(engine, dataclasses.replace(config, computer_process=0))
    commits = RemoteCommits(conn)
    svc.commits = commits
    svc.work.start()
    svc.db.start()
    svc._spawn(svc._sweep())
    gone = asyncio.get_running_loop().create_future()

    def readable() -> None:
        try:
            while conn.poll():
                kind, *rest = conn.recv()
                if kind == "play":
                    svc._spawn(_take(svc, rest[0]))
                else:
                    commits.answered(rest[0], rest[1])
        except (EOFError, OSError):  # the server has gone: so does this process
            if not gone.done():
                gone.set_result(None)

    asyncio.get_running_loop().add_reader(conn.fileno(), readable)
    await gone
    os._exit(0)


async def _take(svc: Any, game_id: str) -> None:
    try:
        await svc.get(game_id)  # loaded, and its computers set going
    except Exception:
        log.exception("the computer process cannot play game %s", game_id)


def _die_with(parent: int) -> None:
    """End this process when the server's ends, even by SIGKILL (Linux), so that no
    computer player writes on after its server has gone."""
    with contextlib.suppress(Exception):
        libc = ctypes.CDLL(None)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:
        os._exit(0)
