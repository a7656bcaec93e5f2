"""Moves, computer players and turn timers: the part of the service that changes games.

Every move goes the same way: under the game's lock, apply it to a clone of the live state
in a game thread (an illegal move changes nothing), commit it to the database, and only
then make the clone the live state and tell the listeners. A crash before the commit loses
an unacknowledged move; a crash after it loses nothing, because the record is replayed on
start.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from typing import Any, TypeVar

from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from strife.agents.registry import make_agent, parse_spec
from strife.core.actions import Action
from strife.core.errors import IllegalAction, StrifeError
from strife.core.events import Event
from strife.core.game import Game
from strife.core.state import State
from strife.server.commits import GroupCommit
from strife.server.computers import ComputerProcess, RemoteCommits
from strife.server.errors import Busy, Conflict, Forbidden, Unprocessable
from strife.server.live import LiveGame, LoggedMove, Viewer, rebuild
from strife.server.store import GameData, MoveConflict, MoveWrite, Store
from strife.server.work import COMPUTERS, PEOPLE, PERSON, WorkPool

log = logging.getLogger("strife.server")
T = TypeVar("T")
SEARCH_AGENTS = ("mcts", "ismcts")  # agents that think against a clock (ms=)


def capped_spec(spec: str, cap_ms: int) -> str:
    """A computer seat's spec within the server's budget: a search agent given more than
    `cap_ms` per decision is refused, one given no clock gets `cap_ms`."""
    name, params = parse_spec(spec)
    if name not in SEARCH_AGENTS:
        return spec
    given = params.get("ms")
    if given is None:
        params["ms"] = str(cap_ms)
    else:
        try:
            ms = float(given)
        except ValueError:
            raise Unprocessable(f"agent parameter ms={given!r} must be a number") from None
        if not 0 < ms <= cap_ms:
            raise Unprocessable(
                f"a computer seat may think at most {cap_ms} ms per decision on this server "
                f"(ms={given} asked)"
            )
    return name + ":" + ",".join(f"{k}={v}" for k, v in params.items())


class Play:
    """Mixed into Service: making moves, driving computer seats, running turn timers."""

    store: Store
    db: WorkPool
    commits: GroupCommit | RemoteCommits
    work: WorkPool
    games: dict[str, LiveGame]
    driving: set[str]
    computers: ComputerProcess | None
    # Games the computer process plays that are in memory here (watched), and whether they
    # have new moves stored that are not read yet.
    catching: dict[str, bool]

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        """Run `coro` as a background task of the server; Service provides it."""

    async def _db(self, func: Callable[..., T], *args: Any, level: int = PERSON) -> T:
        """A database call in the database threads, at its level (a computer's move waits
        behind people's); a locked or unreachable database is a 503 with a retry hint,
        quickly, never a long wait or a 500."""
        return await _busy_if_locked(self.db.run(func, *args, level=level))

    async def human_move(
        self, live: LiveGame, viewer: Viewer, obj: object, at: int, timing: Timing | None = None
    ) -> int:
        """A person's move for the seat the token belongs to; `at` is the move number that
        seat was shown. Returns the seat's new move number."""
        if viewer.role != "seat" or viewer.side is None:
            raise Forbidden("only a player's seat can move (spectators and the umpire cannot)")
        try:
            action = live.game.action_from_json(obj)
        except IllegalAction as exc:
            raise Unprocessable(exc.reason) from None
        if at > live.seen_count(viewer):
            raise Conflict(f"move {at} has not happened (the game is at move "
                           f"{live.seen_count(viewer)})")  # fmt: skip
        number = live.actual_number(viewer, at)
        await self.commit(live, viewer.side, action, number, PERSON, timing)
        return live.seen_count(viewer)

    async def commit(
        self,
        live: LiveGame,
        side: str,
        action: Action,
        at: int,
        level: int | None = None,
        timing: Timing | None = None,
    ) -> list[Event]:
        """Apply and store one move, seen by its maker at move `at`; exactly once per decision.

        The rules run outside the game's lock, on the position as it was; under the lock,
        if nobody moved meanwhile, the move is written and the new position put in place
        (else it is applied again to the new position). So the lock is held only for the
        write, and a person's move never waits for a computer's move to be worked out.
        The write joins other games' writes in one transaction (commits.py), and the move
        is acknowledged only once that transaction is committed.
        `timing`, if given, gets the milliseconds spent on the rules, waiting for the
        lock and committing.
        """
        if level is None:
            level = PEOPLE if live.has_people else COMPUTERS
        clock = Timing() if timing is None else timing
        while True:
            _check_fresh(live, side, at)
            base = live.state
            with clock.part("rules"):
                state, events = await self.work.run(_applied, base, side, action, level=level)
            with clock.part("lock"):
                await live.lock.acquire()
            try:
                if live.state is not base:
                    continue  # another seat moved meanwhile: apply it to the new position
                _check_fresh(live, side, at)
                number = live.move_count + 1
                write = MoveWrite(live.id, number, side, action.to_json(), state.decision() is None)
                try:
                    with clock.part("commit"):
                        await _busy_if_locked(self.commits.write(write, level))
                except MoveConflict:
                    # Another server process wrote this move: take the stored game as it is.
                    await self._reload(live)
                    raise Conflict("this game was changed elsewhere; reload it") from None
                live.state = state
                live.log.append(LoggedMove(number, side, events))
                live.decision_since = time.monotonic()
                live.data.moved = time.time()
            finally:
                live.lock.release()
            break
        live.notify()
        self.drive(live)
        return events

    async def _reload(self, live: LiveGame) -> None:
        """Replace a game's live state by its stored record (called under its lock)."""
        found = await self._db(self.store.load_all, live.id)
        if found and isinstance(found[0], GameData):
            fresh = await self.work.run(rebuild, found[0], level=PERSON)
            live.data, live.state, live.log = fresh.data, fresh.state, fresh.log
            live.svg_cache.clear()
            live.known.clear()

    # -- computers and timers -----------------------------------------------------------

    def drive(self, live: LiveGame) -> None:
        """Let the computer seats answer the decision, once per game at a time; a game of
        computers alone is played by the computer process (if the server has one)."""
        if live.id in self.driving or live.finished or not live.agents:
            return
        if self.delegated(live):
            assert self.computers is not None
            self.computers.play(live.id)
            self.follow(live.id)
            return
        self.driving.add(live.id)
        self._spawn(self._drive(live))

    async def _drive(self, live: LiveGame) -> None:
        try:
            while live.id in self.games:
                state = live.state
                decision = state.decision()
                sides = [s for s in decision.sides if s in live.agents] if decision else []
                if not sides:
                    return
                side = sides[0]
                # The agent thinks on its own copy, in a game thread, taking its turn with
                # other games' computers: one game's long thought holds up no one's move.
                level = PEOPLE if live.has_people else COMPUTERS
                action = await self.work.run(_choose, live.agents[side], state, side, level=level)
                try:
                    await self.commit(live, side, action, state.move_count)
                except Conflict:
                    continue  # someone else moved first; look at the new position
                except Unprocessable:
                    if live.state is state:
                        raise  # refused in the very position it chose in: a broken agent
                    continue  # the position changed under it: think again
                except Busy:
                    await asyncio.sleep(1.0)  # the database is busy: try again shortly
        except Exception:  # a broken agent must not take the server down with it
            log.exception("computer player failed in game %s", live.id)
        finally:
            self.driving.discard(live.id)

    def delegated(self, live: LiveGame) -> bool:
        """Whether the computer process plays this game (a game of computers alone)."""
        return self.computers is not None and not live.has_people

    async def store_computer_move(self, write: MoveWrite) -> None:
        """A move the computer process made: stored with the others (one writer), and
        read into the game here if someone is watching it."""
        await _busy_if_locked(self.commits.write(write, COMPUTERS))
        self.follow(write.game_id)

    def follow(self, game_id: str) -> None:
        """If a game the computer process plays is in memory here, read its new moves."""
        live = self.games.get(game_id)
        if live is None:
            return
        reading = game_id in self.catching
        self.catching[game_id] = True
        if not reading:
            self._spawn(self._catch_up(live))

    async def _catch_up(self, live: LiveGame) -> None:
        try:
            while self.catching.get(live.id):
                self.catching[live.id] = False
                async with live.lock:
                    found = await self._db(self.store.moves_after, live.id, live.move_count)
                    if not found:
                        continue
                    first = live.move_count + 1
                    state, logged = await self.work.run(
                        _replayed, live.game, live.state, found, first, level=PEOPLE
                    )
                    live.state = state
                    live.log.extend(logged)
                    live.decision_since = time.monotonic()
                live.notify()
        except Exception:  # a watched game falls behind; it is read afresh when next loaded
            log.exception("reading the new moves of game %s", live.id)
            self.games.pop(live.id, None)
        finally:
            self.catching.pop(live.id, None)

    async def _timers(self) -> None:
        """Seats that let a turn timer run out have a random legal move made for them."""
        while True:
            await asyncio.sleep(1.0)
            for live in list(self.games.values()):
                limit = live.data.turn_seconds
                if limit and not live.finished and time.monotonic() - live.decision_since > limit:
                    with contextlib.suppress(Busy):
                        await self._time_out(live)

    async def _time_out(self, live: LiveGame) -> None:
        state = live.state
        decision = state.decision()
        if decision is None:
            return
        for side in decision.sides:
            if side not in live.agents:
                agent = make_agent("random", live.game, side, live.move_count)
                action = await self.work.run(_choose, agent, state, side)
                with contextlib.suppress(Conflict, Unprocessable):
                    await self.commit(live, side, action, state.move_count)
                return


def _applied(state: State, side: str, action: Action) -> tuple[State, list[Event]]:
    """The position after the move, on a copy (the live state is untouched if illegal)."""
    after = state.clone()
    try:
        return after, after.apply(side, action)
    except IllegalAction as exc:
        raise Unprocessable(str(exc)) from None


def _replayed(
    game: Game, state: State, moves: list[tuple[str, dict[str, Any]]], first: int
) -> tuple[State, list[LoggedMove]]:
    """The position after stored moves numbered from `first`, on a copy, with their events."""
    after = state.clone()
    logged = [
        LoggedMove(number, side, after.apply(side, game.action_from_json(obj)))
        for number, (side, obj) in enumerate(moves, start=first)
    ]
    return after, logged


def _choose(agent: Any, state: State, side: str) -> Action:
    # A copy: the live state is read by the event loop meanwhile, and lazily filled caches
    # are not for sharing across threads.
    action: Action = agent.choose(state.clone(), side)
    return action


def _check_fresh(live: LiveGame, side: str, at: int) -> None:
    """A move answers the position its maker saw: if that seat has moved since, this is a
    second answer to the same decision (a double click, another tab) and is refused."""
    if at > live.move_count or at < 0:
        raise Conflict(f"move {at} has not happened (the game is at move {live.move_count})")
    if live.last_move_of(side) > at:
        raise Conflict(
            f"{side} has already moved since that position; reload to see the new position"
        )


async def _busy_if_locked(call: Awaitable[T]) -> T:
    """A locked or unreachable database is a 503 with a retry hint, never a 500."""
    try:
        return await call
    except (MoveConflict, StrifeError):
        raise
    except (DBAPIError, PoolTimeout) as exc:
        if isinstance(exc, DBAPIError) and not _transient(exc):
            raise
        log.warning("database busy: %s", exc)
        raise Busy("the database is busy; try again in a moment") from None


class Timing:
    """Milliseconds spent in each part of handling a move (for the Server-Timing header)."""

    def __init__(self) -> None:
        self.parts: dict[str, float] = {}

    @contextlib.contextmanager
    def part(self, name: str) -> Iterator[None]:
        began = time.perf_counter()
        try:
            yield
        finally:
            took = (time.perf_counter() - began) * 1000
            self.parts[name] = self.parts.get(name, 0.0) + took

    def header(self, total_ms: float) -> str:
        shown = [f"{name};dur={ms:.1f}" for name, ms in self.parts.items()]
        return ", ".join([f"move;dur={total_ms:.1f}", *shown])


def _transient(exc: SQLAlchemyError) -> bool:
    """A lock, a busy database or a lost connection: worth retrying, not a bug."""
    text = str(getattr(exc, "orig", exc)).lower()
    words = ("locked", "busy", "lock timeout", "timeout", "could not connect", "connection")
    return bool(getattr(exc, "connection_invalidated", False)) or any(w in text for w in words)
