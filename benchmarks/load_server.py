"""Load benchmark for `strife serve`, on loopback only and bounded in time.

Starts a real server process on 127.0.0.1 with a fresh database (a SQLite file, or a new
PostgreSQL database on the server `--postgres` names), then runs N games of computer players
(they move on the server by themselves) and M simulated people, each in their own game
against computer players: a person listens on the game's WebSocket and, when the decision is
theirs, posts a random legal option, so at most M requests are in flight. Reports the moves
committed per second (counted in the database), the latency of a person's move (POST until
the committed answer, and inside the server from its Server-Timing header), p50/p95/p99, and
the server process's resident memory (sampled every half second).

    python benchmarks/load_server.py [--games 100] [--humans 16] [--seconds 30]
        [--postgres postgresql+psycopg:///postgres?host=/var/run/postgresql] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import websockets
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

GAME, SCENARIO = "power", "four-player"
SIDES = ("yellow", "blue", "red", "green")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


# One address plays every game here: the per-client limits are raised accordingly.
RAISED_LIMITS = {"STRIFE_RATE": "5000", "STRIFE_BURST": "5000", "STRIFE_GAMES_PER_MINUTE": "5000"}


def start_server(
    db: str, port: int, limits: dict[str, str] = RAISED_LIMITS, prelude: str = ""
) -> subprocess.Popen[bytes]:
    """The server in a process of its own; `prelude`: Python run in it first."""
    code = prelude + f"from strife.server import run; run('127.0.0.1', {port}, {db!r})"
    env = os.environ | limits
    process = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("the server did not start")


@contextlib.contextmanager
def fresh_database(postgres: str | None, folder: str) -> Iterator[str]:
    """A new SQLite file, or a new database on the given PostgreSQL server (dropped after)."""
    if not postgres:
        yield f"sqlite:///{folder}/load.db"
        return
    name = f"strife_load_{os.getpid()}"
    admin = create_engine(postgres, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(postgres).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
        admin.dispose()


def committed_moves(url: str) -> int:
    """Moves on disk: what the server acknowledged, counted where it cannot be doubted."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return int(conn.execute(text("SELECT count(*) FROM moves")).scalar_one())
    finally:
        engine.dispose()


def family(pid: int) -> list[int]:
    """The process and its children (the server and its computer process)."""
    found = [pid]
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            if stat.read_text().rpartition(")")[2].split()[1] == str(pid):
                found.append(int(stat.parent.name))
    return found


def rss_mb(pid: int) -> float:
    """Resident memory in MB of the process and its children, added up (Linux /proc)."""
    total = 0.0
    for member in family(pid):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{member}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) / 1024
    return total


async def sample_memory(pid: int, stop: float, samples: list[float]) -> None:
    while time.monotonic() < stop:
        with contextlib.suppress(OSError):
            samples.append(rss_mb(pid))
        await asyncio.sleep(0.5)


async def create(client: httpx.AsyncClient, seats: dict[str, str]) -> dict[str, Any]:
    body = {"game": GAME, "scenario": SCENARIO, "seats": seats}
    for _ in range(50):
        response = await client.post("/api/games", json=body)
        if response.status_code != 429:
            break
        await asyncio.sleep(float(response.headers.get("retry-after", "1")))
    response.raise_for_status()
    made: dict[str, Any] = response.json()
    return made


async def person(
    client: httpx.AsyncClient,
    url: str,
    stop: float,
    latencies: list[float],
    inside: dict[str, list[float]],
    seed: int,
) -> None:
    """One simulated person: plays yellow against three random computers until time is up."""
    rng = random.Random(seed)
    while time.monotonic() < stop:
        try:
            await play_one(client, url, stop, latencies, inside, rng)
        except (httpx.TransportError, websockets.ConnectionClosed) as exc:
            print(f"a person's connection failed ({exc!r}); starting another game")


async def my_turn(ws: Any, stop: float) -> dict[str, Any] | None:
    """The next position where the person has options; None once the game ends or time is up."""
    while time.monotonic() < stop:
        try:
            message = await asyncio.wait_for(ws.recv(), max(0.1, stop - time.monotonic()))
        except TimeoutError:
            return None
        game: dict[str, Any] = json.loads(message)["game"]
        if game["finished"]:
            return None
        if game["options"]:
            return game
    return None


async def play_one(
    client: httpx.AsyncClient,
    url: str,
    stop: float,
    latencies: list[float],
    inside: dict[str, list[float]],
    rng: random.Random,
) -> None:
    """One game for one person, until it ends or time is up."""
    made = await create(client, {"yellow": "human"} | {s: "random" for s in SIDES[1:]})
    token = made["tokens"]["yellow"]
    ws_url = url.replace("http", "ws") + f"/ws/games/{made['id']}"
    async with websockets.connect(ws_url, max_size=None) as ws:
        await ws.send(json.dumps({"token": token}))
        while (game := await my_turn(ws, stop)) is not None:
            option = rng.choice(game["options"])
            started = time.perf_counter()
            response = await client.post(
                f"/api/games/{made['id']}/moves",
                headers={"X-Strife-Token": token},
                json={"action": option["action"], "at": game["move"]},
            )
            if response.status_code == 200:
                latencies.append(time.perf_counter() - started)
                for name, ms in server_timing(response.headers.get("server-timing", "")):
                    inside.setdefault(name, []).append(ms / 1000)
            elif response.status_code >= 500:
                raise SystemExit(f"the server answered {response.status_code}: {response.text}")


async def run(
    url: str, db: str, pid: int, games: int, humans: int, seconds: float
) -> dict[str, float]:
    limits = httpx.Limits(max_connections=humans + 10)
    async with httpx.AsyncClient(base_url=url, timeout=60, limits=limits) as client:
        for _ in range(games):
            await create(client, {s: "random" for s in SIDES})
        memory: list[float] = [rss_mb(pid)]
        began, start_moves = time.monotonic(), await asyncio.to_thread(committed_moves, db)
        cpu_began, main_began = cpu_seconds(pid), cpu_seconds(pid, children=False)
        latencies: list[float] = []
        inside: dict[str, list[float]] = {}
        stop = began + seconds
        await asyncio.gather(
            sample_memory(pid, stop, memory),
            *(person(client, url, stop, latencies, inside, i) for i in range(humans)),
        )
        elapsed = time.monotonic() - began
        cpu = cpu_seconds(pid) - cpu_began
        main_cpu = cpu_seconds(pid, children=False) - main_began
        moves = await asyncio.to_thread(committed_moves, db) - start_moves
    out: dict[str, float] = {
        "seconds": elapsed,
        "moves": moves,
        "moves_per_second": moves / elapsed,
        "human_moves": len(latencies),
        "server_cpu_seconds": cpu,
        "server_cpu_ms_per_move": cpu * 1000 / max(1, moves),
        "server_main_cpu_seconds": main_cpu,
        "memory_start_mb": memory[0],
        "memory_max_mb": max(memory),
        "memory_end_mb": memory[-1],
    }
    series = {"client": latencies} | {f"server_{name}": found for name, found in inside.items()}
    for name, found in series.items():
        ordered = sorted(found) or [float("nan")]
        for q in (50, 95, 99):
            out[f"{name}_p{q}_ms"] = percentile(ordered, q / 100) * 1000
    return out


def server_timing(header: str) -> list[tuple[str, float]]:
    """The parts of a Server-Timing header: [("move", 12.5), ("rules", 1.0), ...] in ms."""
    parts = []
    for item in header.split(","):
        name, _, dur = item.strip().partition(";dur=")
        if name and dur:
            parts.append((name, float(dur)))
    return parts


def cpu_seconds(pid: int, children: bool = True) -> float:
    """CPU time so far (user + system) of the process and its live children, from /proc."""
    total = 0.0
    for member in family(pid) if children else [pid]:
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{member}/stat").read_text().rpartition(")")[2].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def percentile(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games of computer players")
    parser.add_argument("--humans", type=int, default=16, help="simulated people (in flight)")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to measure")
    parser.add_argument("--postgres", default=None, help="a PostgreSQL server URL")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    port = free_port()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder, fresh_database(args.postgres, folder) as db:
        server = start_server(db, port)
        try:
            result = asyncio.run(
                run(
                    f"http://127.0.0.1:{port}",
                    db,
                    server.pid,
                    args.games,
                    args.humans,
                    args.seconds,
                )
            )
        finally:
            server.kill()
            server.wait()
    result |= {"load_before": load_before, "load_after": os.getloadavg()[0]}
    if args.json:
        print(json.dumps(result | {"db": "postgresql" if args.postgres else "sqlite"}))
        return
    print(report(result, args.games, args.humans, "PostgreSQL" if args.postgres else "SQLite"))


def report(result: dict[str, float], games: int, humans: int, db: str) -> str:
    """The figures the issue asks for, as lines of text."""

    def q(name: str) -> str:
        return "/".join(f"{result.get(f'{name}_p{p}_ms', float('nan')):.1f}" for p in (50, 95, 99))

    parts = sorted(
        k.removeprefix("server_").removesuffix("_p50_ms")
        for k in result
        if k.startswith("server_") and k.endswith("_p50_ms") and k != "server_move_p50_ms"
    )
    lines = [
        f"{db}: {games} computer games + {humans} people (at most {humans} moves in flight), "
        f"{result['seconds']:.1f} s",
        f"  throughput: {result['moves']:.0f} moves committed, "
        f"{result['moves_per_second']:.1f} moves/s; people's moves: {result['human_moves']:.0f}",
        f"  person's move latency p50/p95/p99 ms: client {q('client')}; "
        f"inside the server {q('server_move')}",
        *(f"    of which {part} p50/p95/p99 ms: {q('server_' + part)}" for part in parts),
        f"  server CPU: {result['server_cpu_seconds']:.1f} s "
        f"({result['server_cpu_seconds'] / result['seconds']:.0%} of one core), "
        f"{result['server_cpu_ms_per_move']:.2f} ms per committed move; of which the server "
        f"process itself (not its computer process) {result['server_main_cpu_seconds']:.1f} s",
        f"  server memory MB: {result['memory_start_mb']:.0f} at start, "
        f"{result['memory_max_mb']:.0f} at most, {result['memory_end_mb']:.0f} at the end",
        f"  load average {result['load_before']:.1f} before, {result['load_after']:.1f} after "
        f"({os.cpu_count()} cores; other work on the machine slows every figure)",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
