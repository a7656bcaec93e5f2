"""`strife simulate`: many games of one arm into a result store, resumable.

Game i of a run has seed base + i in every arm (common random numbers), so two arms that
differ only in an agent or an option meet the same dice and can be compared game by game.
"""

from __future__ import annotations

import json
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from strife.agents.registry import make_agent
from strife.core.errors import UnknownName
from strife.core.registry import load
from strife.match import seat_agents
from strife.sim.executors import Task, check_executor, make_executor
from strife.sim.runner import Arm, Row
from strife.sim.stats import wilson
from strife.sim.store import ResultStore, run_owner

Progress = Callable[[int], None]


@dataclass
class RunSummary:
    planned: int
    skipped: int  # already in the store from an earlier run
    played: int = 0
    failed: int = 0
    interrupted: bool = False
    stopped_by_ci: bool = False
    failures: list[tuple[int, str]] = field(default_factory=list)  # (seed, last line)


def make_arm(game_id: str, scenario: str, seats: dict[str, str], options: dict[str, Any]) -> Arm:
    """An arm with every side named (an "all" seat expanded) and options resolved, after
    checking that the game, scenario, sides, agents and options all exist."""
    game = load(game_id)
    chosen = game.scenario(scenario)
    resolved = game.resolve_options(chosen, options)
    seat_agents(game, chosen.sides, dict(seats), 0)  # unknown sides or agents fail here
    explicit = {side: seats.get(side, seats.get("all", "")) for side in chosen.sides}
    for side, spec in explicit.items():
        make_agent(spec, game, side, 0)
    return Arm(game_id, chosen.id, explicit, resolved)


def parse_pairs(pairs: list[str], what: str) -> dict[str, str]:
    """["a=1", "b=x"] -> {"a": "1", "b": "x"}; anything else is a clear error."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or not key.strip():
            raise UnknownName(f"{what} {pair!r} must be written KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def parse_option_values(pairs: dict[str, str]) -> dict[str, Any]:
    """Option values as JSON where they parse (12, true, 0.5), else as text."""
    out: dict[str, Any] = {}
    for key, text in pairs.items():
        try:
            out[key] = json.loads(text)
        except json.JSONDecodeError:
            out[key] = text
    return out


class WinCounter:
    """Wins per side for --until-ci (a shared win counts as a share)."""

    def __init__(self, sides: tuple[str, ...]) -> None:
        self.sides = sides
        self.n = 0
        self.wins = dict.fromkeys(sides, 0.0)

    def add(self, row: Row) -> None:
        if row["error"] is not None or row["winners"] is None:
            return
        self.n += 1
        winners = json.loads(row["winners"])
        for w in winners:
            if w in self.wins:
                self.wins[w] += 1 / len(winners)

    def widest(self) -> float:
        return max(hi - lo for lo, hi in (wilson(w, self.n) for w in self.wins.values()))


def check_until_ci(until_ci: float | None) -> None:
    if until_ci is not None and not 0 < until_ci <= 1:
        raise ValueError(
            f"--until-ci must be an interval width above 0 and at most 1, not {until_ci}"
        )


class Terminated(Exception):
    """SIGTERM arrived: stop as Ctrl-C does."""


@contextmanager
def _sigterm_stops() -> Iterator[None]:
    """While a run goes on, SIGTERM raises Terminated (in the main thread only, where
    Python delivers signals), so the workers are shut down and the finished games kept."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: object) -> None:
        raise Terminated

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def simulate(
    arm: Arm,
    store: ResultStore,
    games: int,
    base_seed: int = 0,
    jobs: int = 1,
    executor: str = "local",
    address: str | None = None,
    until_ci: float | None = None,
    progress: Progress | None = None,
) -> RunSummary:
    """Play the seeds of `arm` not yet in `store`, one game at a time into it. Each game
    handed out is first claimed in the store, so runs sharing a file share the work."""
    check_until_ci(until_ci)
    check_executor(executor)
    seeds = [base_seed + i for i in range(games)]
    done = store.done_seeds(arm.key())
    todo = [s for s in seeds if s not in done]
    summary = RunSummary(planned=games, skipped=games - len(todo))
    counter = WinCounter(tuple(arm.seats))
    for row in store.rows(arm.key()):
        counter.add(row)
    if progress and summary.skipped:
        progress(summary.skipped)

    def ci_reached() -> bool:
        return until_ci is not None and counter.n > 0 and counter.widest() < until_ci

    if ci_reached():
        summary.stopped_by_ci = True
        return summary
    owner = run_owner()

    def tasks() -> Iterator[Task]:
        for seed in todo:
            if store.claim(arm.key(), seed, owner):
                yield arm, seed
            else:  # another run on this file has it
                summary.skipped += 1
                if progress:
                    progress(1)

    runner = make_executor(executor, jobs, address)
    try:
        with _sigterm_stops():
            for row in runner.run(tasks()):
                store.add([row])
                summary.played += 1
                counter.add(row)
                if row["error"] is not None:
                    summary.failed += 1
                    summary.failures.append((row["seed"], row["error"].strip().splitlines()[-1]))
                if progress:
                    progress(1)
                if ci_reached():
                    summary.stopped_by_ci = True
                    break
    except (KeyboardInterrupt, Terminated):
        summary.interrupted = True
    finally:
        runner.close()
        store.release(owner)
    return summary
