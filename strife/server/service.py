"""The games the server holds: creating, joining, moving, computer players and timers.

Every move goes the same way: under the game's lock, apply it to a clone of the live state
(an illegal move changes nothing), commit it to the database, and only then make the clone
the live state and tell the listeners. A crash before the commit loses an unacknowledged
move; a crash after it loses nothing, because the record is replayed on start.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import Engine

from strife.agents.registry import make_agent
from strife.core.actions import Action
from strife.core.errors import IllegalAction, RecordError, StrifeError
from strife.core.events import Event
from strife.core.record import Record
from strife.core.registry import load
from strife.server import migrate
from strife.server.errors import Conflict, Forbidden, NotFound, Unprocessable
from strife.server.live import (
    SPECTATOR,
    UMPIRE,
    LiveGame,
    LoggedMove,
    Viewer,
    make_agents,
    rebuild,
)
from strife.server.store import GameData, MoveConflict, SeatData, Store
from strife.server.tokens import new_game_id, new_token, token_hash

log = logging.getLogger("strife.server")
T = TypeVar("T")
COMPUTER_SLOTS = 2


@dataclass
class NewGame:
    game: str
    scenario: str
    seats: dict[str, str]  # side -> "human", "open" or an agent spec
    options: dict[str, Any]
    umpire: bool = False
    turn_seconds: int = 0
    seed: int | None = None


class Service:
    def __init__(self, engine: Engine) -> None:
        self.store = Store(engine)
        self.engine = engine
        self.games: dict[str, LiveGame] = {}
        self.driving: set[str] = set()
        self.tasks: set[asyncio.Task[None]] = set()
        self.timer_task: asyncio.Task[None] | None = None
        # Separate threads for the database and for computer players, so that a person's
        # move waits only behind other writes, never behind a hundred computers thinking.
        # SQLite takes one writer at a time; more threads would only meet in its busy
        # handler, which sleeps. A server database takes several.
        writers = 1 if engine.dialect.name == "sqlite" else 4
        self.db_pool = ThreadPoolExecutor(writers, thread_name_prefix="strife-db")
        self.agent_pool = ThreadPoolExecutor(2, thread_name_prefix="strife-agents")
        # Computer moves are written through a few slots; people's moves do not queue for
        # them, so however many computer games run, a person's move is nearly next in line.
        # (Thinking happens outside the slots: a slow search agent holds up nobody's writes.)
        self.computer_slots = asyncio.Semaphore(COMPUTER_SLOTS)

    # -- life cycle -------------------------------------------------------------------------

    async def start(self) -> None:
        """Migrate the schema, replay every stored game, and set the computers going."""
        await asyncio.to_thread(migrate.upgrade, self.engine)
        for data in await asyncio.to_thread(self.store.load_all):
            try:
                self.games[data.id] = rebuild(data)
            except StrifeError as exc:  # a record these rules cannot replay: skip it, say why
                log.error("game %s cannot be resumed: %s", data.id, exc)
        for live in self.games.values():
            self.drive(live)
        self.timer_task = asyncio.create_task(self._timers())

    async def stop(self) -> None:
        for task in [*self.tasks, *([self.timer_task] if self.timer_task else [])]:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        self.agent_pool.shutdown(wait=False, cancel_futures=True)
        self.db_pool.shutdown(wait=True)

    async def _db(self, func: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.db_pool, func, *args)

    def _spawn(self, coro: Any) -> None:
        task: asyncio.Task[None] = asyncio.create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    # -- finding games and seats ----------------------------------------------------------

    def get(self, game_id: str) -> LiveGame:
        live = self.games.get(game_id)
        if live is None:
            raise NotFound(f"no game {game_id!r}")
        return live

    def viewer(self, live: LiveGame, token: str | None) -> Viewer:
        """Who a request is: no token is a spectator; a token that fits no seat is refused."""
        if not token:
            return SPECTATOR
        found = live.viewer_for(token)
        if found is None:
            raise Forbidden("this link's token does not belong to any seat of this game")
        return found

    # -- creating ---------------------------------------------------------------------------

    async def create(self, new: NewGame) -> tuple[LiveGame, dict[str, str]]:
        try:
            game = load(new.game)
            scenario = game.scenario(new.scenario)
            options = game.resolve_options(scenario, new.options)
        except StrifeError as exc:
            raise Unprocessable(str(exc)) from None
        seed = new.seed if new.seed is not None else secrets.randbits(62)
        state = game.start(scenario, seed=seed, options=options)
        data = GameData(
            id=new_game_id(),
            game=game.id,
            scenario=state.record().scenario,
            options=options,
            seed=seed,
            turn_seconds=new.turn_seconds,
            finished=False,
        )
        tokens = self._seat(data, scenario.sides, new.seats, new.umpire)
        return await self._add(data), tokens

    async def import_record(
        self, obj: object, seats: dict[str, str], umpire: bool
    ) -> tuple[LiveGame, dict[str, str]]:
        try:
            record = Record.from_json(obj)
            from strife.core.record import replay

            state = replay(record)
        except (RecordError, StrifeError) as exc:
            raise Unprocessable(f"cannot import this record: {exc}") from None
        data = GameData(
            id=new_game_id(),
            game=record.game,
            scenario=record.scenario,
            options=dict(state.options_used),
            seed=record.seed,
            turn_seconds=0,
            finished=state.decision() is None,
            moves=list(record.moves),
        )
        defaults = {side: "human" for side in state.scenario.sides} | seats
        tokens = self._seat(data, state.scenario.sides, defaults, umpire)
        return await self._add(data), tokens

    def _seat(
        self, data: GameData, sides: tuple[str, ...], kinds: dict[str, str], umpire: bool
    ) -> dict[str, str]:
        """Seats for every side; returns the tokens of the human seats (side "" = umpire)."""
        unknown = sorted(set(kinds) - set(sides))
        if unknown:
            raise Unprocessable(f"unknown side {unknown[0]!r} (sides: {', '.join(sides)})")
        game = load(data.game)
        tokens: dict[str, str] = {}
        for side in sides:
            kind = kinds.get(side, "human")
            if kind not in ("human", "open"):
                self._check_agent(kind, game, side)
            token = new_token() if kind == "human" else None
            if token:
                tokens[side] = token
            data.seats.append(SeatData(side, kind, token_hash(token) if token else None))
        if umpire:
            tokens[UMPIRE] = new_token()
            data.seats.append(SeatData(UMPIRE, "human", token_hash(tokens[UMPIRE])))
        return tokens

    @staticmethod
    def _check_agent(spec: str, game: Any, side: str) -> None:
        if spec.split(":")[0] == "human":
            raise Unprocessable("a human seat is 'human' or 'open', not an agent")
        try:
            make_agent(spec, game, side, 0)
        except StrifeError as exc:
            raise Unprocessable(f"seat {side}: {exc}") from None

    async def _add(self, data: GameData) -> LiveGame:
        await self._db(self.store.create, data)
        live = rebuild(data)
        self.games[data.id] = live
        self.drive(live)
        return live

    async def claim(self, live: LiveGame, side: str) -> str:
        """Take an open seat: the token is made here and shown once."""
        seat = live.seat(side)
        if seat is None or side == UMPIRE:
            raise NotFound(f"game {live.id} has no side {side!r}")
        if seat.kind != "open":
            raise Conflict(f"the {side} seat is not open")
        token = new_token()
        async with live.lock:
            if not await self._db(self.store.claim_seat, live.id, side, token_hash(token)):
                raise Conflict(f"the {side} seat was just taken")
            seat.kind, seat.token_hash = "human", token_hash(token)
        live.notify()
        return token

    # -- moving -----------------------------------------------------------------------------

    async def human_move(self, live: LiveGame, viewer: Viewer, obj: object, at: int) -> list[Event]:
        """A person's move, made for the seat the token belongs to and no other."""
        if viewer.role != "seat" or viewer.side is None:
            raise Forbidden("only a player's seat can move (spectators and the umpire cannot)")
        side = viewer.side
        try:
            action = live.game.action_from_json(obj)
        except IllegalAction as exc:
            raise Unprocessable(exc.reason) from None
        return await self.commit(live, side, action, at)

    async def commit(self, live: LiveGame, side: str, action: Action, at: int) -> list[Event]:
        """Apply and store one move, seen by its maker at move `at`; exactly once per decision."""
        async with live.lock:
            self._check_fresh(live, side, at)
            state = live.state.clone()
            try:
                events = state.apply(side, action)
            except IllegalAction as exc:
                raise Unprocessable(str(exc)) from None
            number = live.move_count + 1
            try:
                await self._db(
                    self.store.append_move,
                    live.id,
                    number,
                    side,
                    action.to_json(),
                    state.decision() is None,
                )
            except MoveConflict:
                # Another server process wrote this move: take the stored game as it is.
                await self._reload(live)
                raise Conflict("this game was changed elsewhere; reload it") from None
            live.state = state
            live.log.append(LoggedMove(number, side, events))
            live.decision_since = time.monotonic()
            live.data.moved = time.time()
        live.notify()
        self.drive(live)
        return events

    async def _reload(self, live: LiveGame) -> None:
        """Replace a game's live state by its stored record (called under its lock)."""
        found = await self._db(self.store.load_all, live.id)
        if found:
            fresh = rebuild(found[0])
            live.data, live.state, live.log = fresh.data, fresh.state, fresh.log
            live.svg_cache.clear()

    @staticmethod
    def _check_fresh(live: LiveGame, side: str, at: int) -> None:
        """A move answers the position its maker saw: if that seat has moved since, this
        is a second answer to the same decision (a double click, another tab) and is refused."""
        if at > live.move_count or at < 0:
            raise Conflict(f"move {at} has not happened (the game is at move {live.move_count})")
        if live.last_move_of(side) > at:
            raise Conflict(
                f"{side} has already moved since move {at}: the game is at move "
                f"{live.move_count}; reload to see the new position"
            )

    # -- computers and timers -----------------------------------------------------------

    def drive(self, live: LiveGame) -> None:
        """Let the computer seats answer the decision, once per game at a time."""
        if live.id in self.driving or live.finished or not live.agents:
            return
        self.driving.add(live.id)
        self._spawn(self._drive(live))

    async def _drive(self, live: LiveGame) -> None:
        try:
            while True:
                state = live.state
                decision = state.decision()
                sides = [s for s in decision.sides if s in live.agents] if decision else []
                if not sides:
                    return
                side = sides[0]
                # The agent thinks on its own copy: the live state is read by the event
                # loop meanwhile, and lazily filled caches are not for sharing across threads.
                loop = asyncio.get_running_loop()
                action = await loop.run_in_executor(
                    self.agent_pool, live.agents[side].choose, state.clone(), side
                )
                async with self.computer_slots:
                    try:
                        await self.commit(live, side, action, state.move_count)
                    except Conflict:
                        continue  # someone else moved first; look at the new position
        except Exception:  # a broken agent must not take the server down with it
            log.exception("computer player failed in game %s", live.id)
        finally:
            self.driving.discard(live.id)

    async def _timers(self) -> None:
        """Seats that let a turn timer run out have a random legal move made for them."""
        while True:
            await asyncio.sleep(1.0)
            for live in list(self.games.values()):
                limit = live.data.turn_seconds
                if limit and not live.finished and time.monotonic() - live.decision_since > limit:
                    await self._time_out(live)

    async def _time_out(self, live: LiveGame) -> None:
        state = live.state
        decision = state.decision()
        if decision is None:
            return
        for side in decision.sides:
            if side not in live.agents:
                agent = make_agent("random", live.game, side, live.move_count)
                with contextlib.suppress(Conflict, Unprocessable):
                    await self.commit(live, side, agent.choose(state, side), state.move_count)
                return

    # -- records ------------------------------------------------------------------------

    def record(self, live: LiveGame, viewer: Viewer) -> dict[str, Any]:
        """The full record: it holds the seed and every secret, so the umpire's alone while
        the game runs, and anyone's once it is over."""
        if not live.finished and viewer.role != "umpire":
            raise Forbidden("a running game's record is for the umpire only")
        return live.state.record().to_json()

    def replay_state(self, live: LiveGame, at: int) -> Any:
        if not live.finished:
            raise Forbidden("only a finished game can be replayed")
        if not 0 <= at <= live.move_count:
            raise Unprocessable(f"move {at} is not in this game (0..{live.move_count})")
        from strife.core.record import replay

        return replay(live.state.record(), to=at)


__all__ = ["NewGame", "Service", "make_agents"]
