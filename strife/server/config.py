"""The server's limits, each with a default fit for a public server and an environment
variable to change it (`STRIFE_<NAME>`, e.g. STRIFE_AGENT_MS=5000)."""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass

from strife.core.errors import StrifeError

MAY_BE_ZERO = ("computer_process",)


@dataclass(frozen=True)
class ServerConfig:
    # A computer seat thinks at most this long per decision (search agents' ms=; an agent
    # given more is refused, one given none gets this).
    agent_ms: int = 2000
    # Threads that do game work (moves, computer players, set-up); they take turns fairly
    # between games, and a person's move goes before any computer's.
    workers: int = 2
    # Setting up a game (create or import, replaying its moves) stops after this long.
    setup_seconds: float = 10.0
    # Per client address: requests per second on average, and the burst allowed.
    rate: float = 50.0
    burst: int = 200
    # New games per client address per minute (create and import).
    games_per_minute: int = 30
    # A game nobody has touched for this long leaves memory (it comes back on demand).
    idle_seconds: float = 600.0
    # How long a write may wait for a locked database before the answer is 503.
    lock_seconds: float = 2.0
    # A live socket whose unsent backlog passes this many bytes is closed.
    socket_backlog: int = 1024 * 1024
    # While a socket's viewer has nothing to decide, it is sent one picture of the game per
    # this many seconds at most (enough for the eye; every event still arrives). A decision
    # of its own, or the end of the game, is sent at once.
    watch_seconds: float = 0.25
    # 1: games of computers alone are played in a process of their own at a lower CPU
    # priority (computers.py), so they take nothing from people's requests; 0: here.
    computer_process: int = 1

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> ServerConfig:
        """The defaults, changed by any STRIFE_<NAME> variables set."""
        environ = dict(os.environ if environ is None else environ)
        changes: dict[str, int | float] = {}
        for f in dataclasses.fields(cls):
            raw = environ.get(f"STRIFE_{f.name.upper()}")
            if raw is None:
                continue
            kind = int if f.type in ("int", int) else float
            try:
                value = kind(raw)
            except ValueError:
                value = 0
            if value < 0 or (value == 0 and f.name not in MAY_BE_ZERO):
                least = "0 or above" if f.name in MAY_BE_ZERO else "above 0"
                raise StrifeError(f"STRIFE_{f.name.upper()} must be a number {least}, not {raw!r}")
            changes[f.name] = value
        return cls(**changes)  # type: ignore[arg-type]
