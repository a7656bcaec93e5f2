"""A game held in memory: the record replayed into a live State, its event log and seats."""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from strife.agents.base import Agent
from strife.agents.registry import make_agent
from strife.core.data import shipped_files_only
from strife.core.errors import StrifeError
from strife.core.events import Event
from strife.core.game import Game
from strife.core.registry import load
from strife.core.state import State
from strife.server.store import GameData, SeatData
from strife.server.tokens import matches

UMPIRE = ""  # the umpire seat's side in the seats table
HUMAN_KINDS = ("human", "open")


@dataclass(frozen=True)
class Viewer:
    """Who is looking: a side's seat, the umpire, or a spectator (public view only)."""

    role: str  # "seat", "umpire" or "spectator"
    side: str | None = None

    @property
    def view_side(self) -> str | None:
        return self.side if self.role == "seat" else None


SPECTATOR = Viewer("spectator")
UMPIRE_VIEWER = Viewer("umpire")


@dataclass
class LoggedMove:
    number: int
    side: str
    events: list[Event]


@dataclass
class LiveGame:
    data: GameData
    game: Game
    state: State
    log: list[LoggedMove] = field(default_factory=list)
    agents: dict[str, Agent] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    listeners: set[Callable[[], None]] = field(default_factory=set)
    # When the current decision began, for turn timers (monotonic clock).
    decision_since: float = field(default_factory=time.monotonic)
    svg_cache: dict[tuple[int, str], str] = field(default_factory=dict)
    # When a request last touched the game (monotonic): idle games leave memory.
    last_used: float = field(default_factory=time.monotonic)
    # Per viewer, the numbers of the moves it knows of (see `known_moves`), kept up to date.
    known: dict[Viewer, tuple[int, list[int]]] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.data.id

    @property
    def move_count(self) -> int:
        return len(self.log)

    @property
    def finished(self) -> bool:
        return self.state.decision() is None

    @property
    def has_people(self) -> bool:
        """Whether a person plays here: then even its computers' work goes first (a person
        waits on it), before the work of games of computers alone."""
        return any(s.kind in HUMAN_KINDS and s.side != UMPIRE for s in self.data.seats)

    def seat(self, side: str) -> SeatData | None:
        return next((s for s in self.data.seats if s.side == side), None)

    def viewer_for(self, token: str) -> Viewer | None:
        """The seat a token belongs to; every seat is compared so timing says nothing."""
        found: Viewer | None = None
        for seat in self.data.seats:
            if matches(token, seat.token_hash) and found is None:
                found = UMPIRE_VIEWER if seat.side == UMPIRE else Viewer("seat", seat.side)
        return found

    def computer_sides(self) -> list[str]:
        return [side for side, _ in self.agents.items()]

    def last_move_of(self, side: str) -> int:
        for entry in reversed(self.log):
            if entry.side == side:
                return entry.number
        return 0

    def known_moves(self, viewer: Viewer) -> list[int]:
        """The numbers of the moves this viewer may know happened. Another side's move
        that showed it nothing (a POWER command line, a Civil Power set-up choice) is left
        out, so that counting moves, event numbers or updates says only that the other
        side is still deciding. A viewer's own number for a move is its index here + 1."""
        upto, numbers = self.known.get(viewer, (0, []))
        if upto < len(self.log):
            numbers = numbers + [e.number for e in self.log[upto:] if not hidden(e, viewer)]
            self.known[viewer] = (len(self.log), numbers)
        return numbers

    def seen_count(self, viewer: Viewer) -> int:
        """The move number this viewer is shown: how many moves it knows of."""
        return len(self.known_moves(viewer))

    def actual_number(self, viewer: Viewer, seen: int) -> int:
        """The real move number of the position a viewer was shown as move `seen`."""
        if seen <= 0:
            return 0
        numbers = self.known_moves(viewer)
        return numbers[min(seen, len(numbers)) - 1] if numbers else 0

    def notify(self) -> None:
        for listener in list(self.listeners):
            listener()


def event_visible(event: Event, viewer: Viewer) -> bool:
    if viewer.role == "umpire":
        return True
    if viewer.role == "spectator":
        return event.visible_to is None
    return event.visible(viewer.side)


def hidden(entry: LoggedMove, viewer: Viewer) -> bool:
    """Whether a move is another side's secret from this viewer: it made events, and none
    of them is for this viewer's eyes. (A move with no events at all is shown: what cannot
    be told apart from a public move is treated as one.)"""
    if viewer.role == "umpire" or entry.side == viewer.side:
        return False
    return bool(entry.events) and not any(event_visible(e, viewer) for e in entry.events)


def agent_seed(seed: int, side: str, index: int) -> int:
    # Derived from the game's seed so a restarted game's computer players are the same
    # players; the moves themselves come from the record, never from the agents again.
    return (seed * 7919 + index * 104729 + sum(map(ord, side))) % (2**63)


def make_agents(game: Game, data: GameData, sides: tuple[str, ...]) -> dict[str, Agent]:
    agents: dict[str, Agent] = {}
    for index, side in enumerate(sides):
        seat = next((s for s in data.seats if s.side == side), None)
        if seat is not None and seat.kind not in HUMAN_KINDS:
            agents[side] = make_agent(seat.kind, game, side, agent_seed(data.seed, side, index))
    return agents


def rebuild(data: GameData, seconds: float = math.inf) -> LiveGame:
    """Replay a stored game into a live one, with the events each move made; stop with a
    StrifeError if it takes longer than `seconds`. Only Strife's own files are read, whatever
    the scenario data names (it came from a client)."""
    deadline = time.monotonic() + seconds
    game = load(data.game)
    with shipped_files_only():
        state = game.start(data.scenario, seed=data.seed, options=data.options)
        live = LiveGame(data=data, game=game, state=state)
        for number, (side, obj) in enumerate(data.moves, start=1):
            if time.monotonic() > deadline:
                raise StrifeError(f"setting the game up took over {seconds:g} s (at move {number})")
            try:
                events = state.apply(side, game.action_from_json(obj))
            except StrifeError as exc:
                raise StrifeError(f"move {number} ({side}) cannot be replayed: {exc}") from None
            live.log.append(LoggedMove(number, side, events))
    live.agents = make_agents(game, data, state.scenario.sides)
    return live
