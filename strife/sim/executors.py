"""Where games run: here, in local worker processes, or as Ray tasks.

Every executor takes (arm, seeds) batches and yields the finished rows batch by batch, in
whatever order they finish; the caller stores them. Batches keep the cost of sending work
and results small next to the games themselves.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Protocol

from strife.sim.runner import Arm, Row, play_batch

Batch = tuple[Arm, list[int]]


class Executor(Protocol):
    def run(self, batches: Iterator[Batch]) -> Iterator[list[Row]]: ...

    def close(self) -> None: ...


class InProcess:
    """Games one after another in this process: no start-up cost, and the only choice for
    games registered by hand (tests) that worker processes might not know."""

    def run(self, batches: Iterator[Batch]) -> Iterator[list[Row]]:
        for arm, seeds in batches:
            yield play_batch(arm, seeds)

    def close(self) -> None:
        pass


def _ignore_interrupt() -> None:
    # Ctrl-C is the parent's to handle: it stops handing out work and keeps whole rows.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class LocalProcesses:
    """A pool of worker processes, kept at most two batches per worker ahead."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.pool = ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupt)

    def run(self, batches: Iterator[Batch]) -> Iterator[list[Row]]:
        pending: set[Future[list[Row]]] = set()
        exhausted = False
        while True:
            while not exhausted and len(pending) < 2 * self.jobs:
                batch = next(batches, None)
                if batch is None:
                    exhausted = True
                else:
                    pending.add(self.pool.submit(play_batch, *batch))
            if not pending:
                return
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


class RayTasks:
    """Batches as Ray tasks on a cluster (`address`) or a local Ray started here."""

    def __init__(self, jobs: int, address: str | None) -> None:
        try:
            import ray
        except ImportError:
            raise RuntimeError("the Ray executor needs Ray: pip install 'strife[ray]'") from None
        self.ray: Any = ray
        self.jobs = jobs
        self.started_here = not ray.is_initialized()
        if self.started_here:
            if address:
                ray.init(address=address, log_to_driver=False)
            else:
                ray.init(num_cpus=jobs, include_dashboard=False, log_to_driver=False)
        self.remote = self.ray.remote(play_batch)
        cpus = self.ray.cluster_resources().get("CPU", jobs)
        self.in_flight = 2 * max(jobs, int(cpus))

    def run(self, batches: Iterator[Batch]) -> Iterator[list[Row]]:
        ray = self.ray
        pending: list[Any] = []
        exhausted = False
        while True:
            while not exhausted and len(pending) < self.in_flight:
                batch = next(batches, None)
                if batch is None:
                    exhausted = True
                else:
                    pending.append(self.remote.remote(*batch))
            if not pending:
                return
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield ray.get(ref)

    def close(self) -> None:
        if self.started_here:
            self.ray.shutdown()


def make_executor(kind: str, jobs: int, address: str | None = None) -> Executor:
    if kind == "ray":
        return RayTasks(jobs, address)
    if kind != "local":
        raise ValueError(f"unknown executor {kind!r} (local or ray)")
    return InProcess() if jobs <= 1 else LocalProcesses(jobs)
