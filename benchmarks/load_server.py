"""Load benchmark for `strife serve`, on loopback only and bounded in time.

Starts a real server process on 127.0.0.1 with a fresh SQLite file, then runs N games of
computer players (they move on the server by themselves) and M simulated people, each in
their own game against computer players: a person listens on the game's WebSocket and, when
the decision is theirs, posts a random legal option. Reports the server's moves per second
and the latency of a person's move (POST until the committed answer), p50 and p99.

    python benchmarks/load_server.py [--games 100] [--humans 50] [--seconds 30]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

GAME, SCENARIO = "power", "four-player"
SIDES = ("yellow", "blue", "red", "green")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start_server(db: Path, port: int) -> subprocess.Popen[bytes]:
    code = f"from strife.server import run; run('127.0.0.1', {port}, {str(db)!r})"
    process = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("the server did not start")


async def create(client: httpx.AsyncClient, seats: dict[str, str]) -> dict[str, Any]:
    body = {"game": GAME, "scenario": SCENARIO, "seats": seats}
    response = await client.post("/api/games", json=body)
    response.raise_for_status()
    made: dict[str, Any] = response.json()
    return made


async def person(
    client: httpx.AsyncClient,
    url: str,
    stop: float,
    latencies: list[float],
    inside: list[float],
    seed: int,
) -> None:
    """One simulated person: plays yellow against three random computers until time is up."""
    rng = random.Random(seed)
    while time.monotonic() < stop:
        try:
            await play_one(client, url, stop, latencies, inside, rng)
        except (httpx.TransportError, websockets.ConnectionClosed) as exc:
            print(f"a person's connection failed ({exc!r}); starting another game")


async def play_one(
    client: httpx.AsyncClient,
    url: str,
    stop: float,
    latencies: list[float],
    inside: list[float],
    rng: random.Random,
) -> None:
    """One game for one person, until it ends or time is up."""
    made = await create(client, {"yellow": "human"} | {s: "random" for s in SIDES[1:]})
    token = made["tokens"]["yellow"]
    ws_url = url.replace("http", "ws") + f"/ws/games/{made['id']}"
    async with websockets.connect(ws_url, max_size=None) as ws:
        await ws.send(json.dumps({"token": token}))
        while time.monotonic() < stop:
            try:
                message = await asyncio.wait_for(ws.recv(), max(0.1, stop - time.monotonic()))
            except TimeoutError:
                return
            game = json.loads(message)["game"]
            if game["finished"]:
                break
            if not game["options"]:
                continue
            option = rng.choice(game["options"])
            started = time.perf_counter()
            response = await client.post(
                f"/api/games/{made['id']}/moves",
                headers={"X-Strife-Token": token},
                json={"action": option["action"], "at": game["move"]},
            )
            if response.status_code == 200:
                latencies.append(time.perf_counter() - started)
                timing = response.headers.get("server-timing", "dur=nan")
                inside.append(float(timing.rpartition("dur=")[2]) / 1000)


async def total_moves(client: httpx.AsyncClient) -> int:
    response = await client.get("/api/games")
    return sum(g["move"] for g in response.json())


async def run(url: str, games: int, humans: int, seconds: float) -> dict[str, float]:
    limits = httpx.Limits(max_connections=humans + 10)
    async with httpx.AsyncClient(base_url=url, timeout=60, limits=limits) as client:
        for _ in range(games):
            await create(client, {s: "random" for s in SIDES})
        began, start_moves = time.monotonic(), await total_moves(client)
        latencies: list[float] = []
        inside: list[float] = []
        stop = began + seconds
        await asyncio.gather(
            *(person(client, url, stop, latencies, inside, i) for i in range(humans))
        )
        elapsed, moves = time.monotonic() - began, await total_moves(client) - start_moves
    ordered = sorted(latencies) or [float("nan")]
    server_side = sorted(inside) or [float("nan")]
    return {
        "server_p50_ms": statistics.median(server_side) * 1000,
        "server_p99_ms": percentile(server_side, 0.99) * 1000,
        "seconds": elapsed,
        "moves": moves,
        "moves_per_second": moves / elapsed,
        "human_moves": len(latencies),
        "p50_ms": statistics.median(ordered) * 1000,
        "p99_ms": percentile(ordered, 0.99) * 1000,
    }


def percentile(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games of computer players")
    parser.add_argument("--humans", type=int, default=50, help="simulated people")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to measure")
    args = parser.parse_args()
    port = free_port()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(Path(folder) / "load.db", port)
        try:
            result = asyncio.run(
                run(f"http://127.0.0.1:{port}", args.games, args.humans, args.seconds)
            )
        finally:
            server.kill()
            server.wait()
    print(
        f"{args.games} computer games + {args.humans} people, {result['seconds']:.1f} s: "
        f"{result['moves']} moves committed, {result['moves_per_second']:.1f} moves/s; "
        f"people's moves: {result['human_moves']}, latency p50 {result['p50_ms']:.1f} ms, "
        f"p99 {result['p99_ms']:.1f} ms (inside the server: p50 {result['server_p50_ms']:.1f} "
        f"ms, p99 {result['server_p99_ms']:.1f} ms); load average {load_before:.1f} before, "
        f"{os.getloadavg()[0]:.1f} after (the machine is shared: compare runs at like load)"
    )


if __name__ == "__main__":
    main()
