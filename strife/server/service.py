"""The games the server holds: finding (and loading on demand), creating, importing,
joining and deleting them; moves and computer players are in play.py.

Games live in memory while in use; a finished or idle game leaves memory and is read back
from the database when next asked for. A stored game that cannot be read back is reported
(log and lobby) and every other game is served as usual.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import secrets
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine

from strife.agents.registry import make_agent
from strife.core.errors import RecordError, StrifeError
from strife.core.game import Game
from strife.core.record import Record
from strife.core.registry import load
from strife.core.scenario import Scenario
from strife.server import migrate
from strife.server.commits import GroupCommit
from strife.server.computers import ComputerProcess, RemoteCommits
from strife.server.config import ServerConfig
from strife.server.errors import Conflict, Forbidden, NotFound, Unprocessable
from strife.server.live import SPECTATOR, UMPIRE, LiveGame, Viewer, make_agents, rebuild
from strife.server.memory import give_back
from strife.server.play import Play, capped_spec
from strife.server.store import Damaged, GameData, SeatData, Store
from strife.server.tokens import new_game_id, new_token, token_hash
from strife.server.work import PERSON, WorkPool

log = logging.getLogger("strife.server")
SEEDS = 2**63  # seeds are stored as signed 64-bit integers: 0 <= seed < 2**63
SWEEP_SECONDS = 5.0


@dataclass
class NewGame:
    game: str
    scenario: str
    seats: dict[str, str]  # side -> "human", "open" or an agent spec
    options: dict[str, Any]
    umpire: bool = False
    turn_seconds: int = 0
    seed: int | None = None


class Service(Play):
    def __init__(
        self, engine: Engine, config: ServerConfig | None = None, allow_agent_modules: bool = False
    ) -> None:
        self.config = config or ServerConfig()
        self.store = Store(engine)
        self.engine = engine
        self.games: dict[str, LiveGame] = {}
        self.damaged: dict[str, str] = {}  # game id -> why it cannot be resumed
        self.loading: dict[str, asyncio.Future[LiveGame]] = {}
        self.driving: set[str] = set()
        self.tasks: set[asyncio.Task[None]] = set()
        # Database threads: SQLite takes one writer at a time (more threads would only
        # meet in its busy handler); a server database takes several.
        writers = 1 if engine.dialect.name == "sqlite" else 4
        self.db = WorkPool(writers, "strife-db")
        self.commits: GroupCommit | RemoteCommits = GroupCommit(self.store, self.db)
        self.catching: dict[str, bool] = {}
        self.computers: ComputerProcess | None = None
        if self.config.computer_process:
            url = engine.url.render_as_string(hide_password=False)
            self.computers = ComputerProcess(
                url, self.config, self.store_computer_move, allow_agent_modules
            )
        self.work = WorkPool(self.config.workers)

    # -- life cycle -------------------------------------------------------------------------

    async def start(self) -> None:
        """Migrate the schema, replay every running game, and set the computers going."""
        await asyncio.to_thread(migrate.upgrade, self.engine)
        self.work.start()
        self.db.start()
        for data in await self._db(self.store.load_all, None, True):
            await self._resume(data)
        for live in list(self.games.values()):
            if self.delegated(live):
                del self.games[live.id]  # the computer process holds it
            self.drive(live)
        self._spawn(self._timers())
        self._spawn(self._sweep())

    async def stop(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        if self.computers is not None:
            self.computers.stop()
        await self.work.stop()
        await self.db.stop(wait=True)

    def _spawn(self, coro: Any) -> None:
        task: asyncio.Task[None] = asyncio.create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _resume(self, data: GameData | Damaged) -> LiveGame | None:
        """A stored game made live again; a damaged one is reported and left out."""
        if isinstance(data, Damaged):
            self._report(data.id, data.reason)
            return None
        try:
            # No time limit: a stored game was accepted once, and must come back however
            # long its record (the limit is for set-ups from what a client sends).
            live = await self.work.run(rebuild, data, level=PERSON)
        except Exception as exc:  # any game code failing on stored data: report, go on
            self._report(data.id, str(exc) if isinstance(exc, StrifeError) else repr(exc))
            return None
        self.games[data.id] = live
        return live

    def _report(self, game_id: str, reason: str) -> None:
        log.error("game %s cannot be resumed: %s", game_id, reason)
        self.damaged[game_id] = reason

    async def _sweep(self) -> None:
        """Games nobody is using leave memory: finished ones at once, others once idle;
        and once a minute the memory they held goes back to the system (memory.py)."""
        for sweep in itertools.count(1):
            await asyncio.sleep(SWEEP_SECONDS)
            now = time.monotonic()
            for live in list(self.games.values()):
                idle = now - live.last_used > self.config.idle_seconds
                busy = (
                    live.listeners
                    or live.lock.locked()
                    or live.id in self.driving
                    or live.id in self.catching
                )
                timed = live.data.turn_seconds and not live.finished
                if not busy and not timed and (idle or live.finished):
                    del self.games[live.id]
            if sweep % int(60 / SWEEP_SECONDS) == 0:
                await asyncio.to_thread(give_back)

    # -- finding games and seats ----------------------------------------------------------

    async def get(self, game_id: str) -> LiveGame:
        """The game, from memory or read back from the database."""
        live = self.games.get(game_id)
        if live is None:
            live = await self._load(game_id)
        live.last_used = time.monotonic()
        return live

    async def _load(self, game_id: str) -> LiveGame:
        if game_id in self.damaged:
            raise Conflict(f"game {game_id} is damaged and cannot be played: "
                           f"{self.damaged[game_id]}")  # fmt: skip
        pending = self.loading.get(game_id)
        if pending is None:
            pending = self.loading[game_id] = asyncio.get_running_loop().create_future()
            try:
                found = await self._db(self.store.load_all, game_id)
                live = await self._resume(found[0]) if found else None
                if live is not None:
                    self.drive(live)
                pending.set_result(live)  # type: ignore[arg-type]
            except Exception as exc:
                pending.set_exception(exc)
            finally:
                del self.loading[game_id]
        live = await asyncio.shield(pending)
        if live is None:
            if game_id in self.damaged:
                return await self._load(game_id)
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
            scenario = shipped_scenario(game, new.scenario)
            options = game.resolve_options(scenario, new.options)
        except StrifeError as exc:
            raise Unprocessable(str(exc)) from None
        seed = new.seed if new.seed is not None else secrets.randbits(62)
        data = GameData(
            id=new_game_id(),
            game=game.id,
            scenario=scenario.id,
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
            game = load(record.game)
            if record.rules_hash and record.rules_hash != game.rules_hash():
                raise RecordError(f"it was made with other {game.title} rules data")
            if not 0 <= record.seed < SEEDS:
                raise RecordError(f"'seed' must be from 0 to 2**63 - 1, not {record.seed}")
            if isinstance(record.scenario, str):
                shipped_scenario(game, record.scenario)
        except StrifeError as exc:
            raise Unprocessable(f"cannot import this record: {exc}") from None
        data = GameData(
            id=new_game_id(),
            game=record.game,
            scenario=record.scenario,
            options=dict(record.options),
            seed=record.seed,
            turn_seconds=0,
            finished=False,
            moves=list(record.moves),
        )
        live = await self._set_up(data, "cannot import this record")
        data.finished = live.finished
        defaults = {side: "human" for side in live.state.scenario.sides} | seats
        tokens = self._seat(data, live.state.scenario.sides, defaults, umpire)
        return await self._add(data, live), tokens

    async def _set_up(self, data: GameData, failure: str) -> LiveGame:
        """Start (and replay) a game from client data in a game thread, within the time
        limit; anything wrong with the data is a 422 naming it."""
        try:
            return await self.work.run(rebuild, data, self.config.setup_seconds)
        except StrifeError as exc:
            raise Unprocessable(f"{failure}: {exc}") from None
        except Exception as exc:  # rules code tripped by odd data: refuse it, and log it
            log.warning("%s (game %s): %r", failure, data.game, exc)
            raise Unprocessable(f"{failure}: its data is not valid for {data.game}") from None

    def _seat(
        self, data: GameData, sides: tuple[str, ...], kinds: dict[str, str], umpire: bool
    ) -> dict[str, str]:
        """Seats for every side; returns the tokens of the human seats (side "" = umpire)."""
        unknown = sorted(set(kinds) - set(sides))
        if unknown:
            raise Unprocessable(f"unknown side {unknown[0]!r} (sides: {', '.join(sides)})")
        game = load(data.game)
        tokens: dict[str, str] = {}
        data.seats.clear()
        for side in sides:
            kind = kinds.get(side, "human")
            if kind not in ("human", "open"):
                kind = self._check_agent(kind, game, side)
            token = new_token() if kind == "human" else None
            if token:
                tokens[side] = token
            data.seats.append(SeatData(side, kind, token_hash(token) if token else None))
        if umpire:
            tokens[UMPIRE] = new_token()
            data.seats.append(SeatData(UMPIRE, "human", token_hash(tokens[UMPIRE])))
        return tokens

    def _check_agent(self, spec: str, game: Game, side: str) -> str:
        if spec.split(":")[0] == "human":
            raise Unprocessable("a human seat is 'human' or 'open', not an agent")
        try:
            spec = capped_spec(spec, self.config.agent_ms)
            make_agent(spec, game, side, 0)
        except StrifeError as exc:
            raise Unprocessable(f"seat {side}: {exc}") from None
        return spec

    async def _add(self, data: GameData, live: LiveGame | None = None) -> LiveGame:
        if live is None:
            live = await self._set_up(data, "cannot start this game")
        else:
            live.agents = make_agents(live.game, data, live.state.scenario.sides)
        live.data = data
        await self._db(self.store.create, data)
        if not self.delegated(live):  # else the computer process holds it
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
            seat.kind, seat.token_hash, seat.joined = "human", token_hash(token), True
        live.notify()
        return token

    async def delete(self, live: LiveGame, viewer: Viewer) -> None:
        """The creator (a token given at creation) deletes a game nobody has joined."""
        if viewer.role == "spectator" or any(
            s.joined and s.side == viewer.side for s in live.data.seats
        ):
            raise Forbidden("only the game's creator can delete it")
        async with live.lock:
            if live.move_count or any(s.joined for s in live.data.seats):
                raise Conflict("this game has begun or someone has joined it; it stays")
            if not await self._db(self.store.delete_unplayed, live.id):
                raise Conflict("this game has begun or someone has joined it; it stays")
            self.games.pop(live.id, None)
        live.notify()

    # -- records ------------------------------------------------------------------------

    def record(self, live: LiveGame, viewer: Viewer) -> dict[str, Any]:
        """The full record: it holds the seed and every secret, so the umpire's alone while
        the game runs, and anyone's once it is over."""
        if not live.finished and viewer.role != "umpire":
            raise Forbidden("a running game's record is for the umpire only")
        return live.state.record().to_json()

    async def replay_state(self, live: LiveGame, at: int) -> Any:
        if not live.finished:
            raise Forbidden("only a finished game can be replayed")
        if not 0 <= at <= live.move_count:
            raise Unprocessable(f"move {at} is not in this game (0..{live.move_count})")
        from strife.core.record import replay

        return await self.work.run(replay, live.state.record(), at)


def shipped_scenario(game: Game, ref: str) -> Scenario:
    """A scenario named by a client: one that ships with the game, by id. (Only the CLI
    reads scenario files; over HTTP a client sends scenario data instead.)"""
    for scenario in game.scenarios():
        if scenario.id == ref:
            return scenario
    known = ", ".join(s.id for s in game.scenarios())
    raise Unprocessable(f"{game.id} has no scenario {ref!r} (known: {known})")


__all__ = ["NewGame", "Service"]
