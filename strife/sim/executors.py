"""Where games run: here, in local worker processes, or as Ray tasks.

Every executor takes (arm, seed) games and yields each finished row as soon as its game
ends, in whatever order they finish; the caller stores it. `close` stops at once: games
still in flight are abandoned (their seeds stay unplayed for a rerun), never waited for,
so Ctrl-C or SIGTERM with slow agents ends a run within moments.
"""

from __future__ import annotations

import multiprocessing
import queue
import signal
from collections.abc import Iterator
from typing import Any, Protocol

from strife.sim.runner import Arm, Row, play_one

Task = tuple[Arm, int]
EXECUTORS = ("local", "ray")
# How long the parent waits for a result before looking again: short, so that a signal
# is handled promptly even while every worker is busy with a long game.
POLL_S = 0.2


class Executor(Protocol):
    def run(self, tasks: Iterator[Task]) -> Iterator[Row]: ...

    def close(self) -> None: ...


class InProcess:
    """Games one after another in this process: no start-up cost, and the only choice for
    games registered by hand (tests) that worker processes might not know."""

    def run(self, tasks: Iterator[Task]) -> Iterator[Row]:
        for arm, seed in tasks:
            yield play_one(arm, seed)

    def close(self) -> None:
        pass


def _worker_signals() -> None:
    # Ctrl-C is the parent's to handle: it stops the run and keeps the finished games. A
    # worker dies on SIGTERM (the parent's handler would otherwise be inherited by fork).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


class LocalProcesses:
    """A pool of worker processes, kept at most two games per worker ahead."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.pool = multiprocessing.Pool(processes=jobs, initializer=_worker_signals)
        self.finished: queue.SimpleQueue[Row | BaseException] = queue.SimpleQueue()

    def run(self, tasks: Iterator[Task]) -> Iterator[Row]:
        in_flight = 0
        exhausted = False
        while True:
            while not exhausted and in_flight < 2 * self.jobs:
                task = next(tasks, None)
                if task is None:
                    exhausted = True
                else:
                    self.pool.apply_async(
                        play_one, task, callback=self.finished.put, error_callback=self.finished.put
                    )
                    in_flight += 1
            if in_flight == 0:
                return
            try:
                result = self.finished.get(timeout=POLL_S)
            except queue.Empty:
                continue
            in_flight -= 1
            if isinstance(result, BaseException):
                raise result
            yield result

    def close(self) -> None:
        self.pool.terminate()  # SIGTERM to every worker, games in flight abandoned
        self.pool.join()


class RayTasks:
    """Games as Ray tasks on a cluster (`address`) or a local Ray started here."""

    def __init__(self, jobs: int, address: str | None) -> None:
        ray = require_ray()
        self.ray: Any = ray
        self.jobs = jobs
        self.started_here = not ray.is_initialized()
        if self.started_here:
            if address:
                ray.init(address=address, log_to_driver=False)
            else:
                ray.init(num_cpus=jobs, include_dashboard=False, log_to_driver=False)
        self.remote = self.ray.remote(play_one)
        cpus = self.ray.cluster_resources().get("CPU", jobs)
        self.in_flight = 2 * max(jobs, int(cpus))
        self.pending: list[Any] = []

    def run(self, tasks: Iterator[Task]) -> Iterator[Row]:
        ray = self.ray
        exhausted = False
        while True:
            while not exhausted and len(self.pending) < self.in_flight:
                task = next(tasks, None)
                if task is None:
                    exhausted = True
                else:
                    self.pending.append(self.remote.remote(*task))
            if not self.pending:
                return
            done, self.pending = ray.wait(self.pending, num_returns=1, timeout=POLL_S)
            for ref in done:
                yield ray.get(ref)

    def close(self) -> None:
        for ref in self.pending:
            self.ray.cancel(ref, force=True)
        if self.started_here:
            self.ray.shutdown()


def require_ray() -> Any:
    """The ray module, or a clear error naming the extra that installs it."""
    try:
        import ray
    except ImportError:
        raise RuntimeError("the Ray executor needs Ray: pip install 'strife[ray]'") from None
    return ray


def check_executor(kind: str) -> None:
    """Refuse an unknown executor, or Ray where it is not installed, before any work."""
    if kind not in EXECUTORS:
        raise ValueError(f"unknown executor {kind!r} (choose from: {', '.join(EXECUTORS)})")
    if kind == "ray":
        require_ray()


def make_executor(kind: str, jobs: int, address: str | None = None) -> Executor:
    check_executor(kind)
    if kind == "ray":
        return RayTasks(jobs, address)
    return InProcess() if jobs <= 1 else LocalProcesses(jobs)
