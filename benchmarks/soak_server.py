"""A bounded soak of `strife serve` on loopback: real play mixed with random and malformed
requests, WebSocket clients that never read, and big imports, for a fixed time.

Starts a real server on 127.0.0.1 with a fresh database and runs, until --seconds pass:
- people, each playing POWER against three random computers over HTTP and WebSocket,
  counting every move the server acknowledged;
- games of computer players moving by themselves;
- a fuzzer sending random and malformed requests (bad JSON, wrong shapes, random actions,
  bodies over the limit, arrays nested thousands deep, forged tokens, unknown paths);
- slow readers: WebSockets opened by hand that never read a byte;
- big imports: a long finished POWER game's record, imported again and again.
At the end it checks that no answer was a 5xx, that every acknowledged move is in the
database, and how the server's memory went (sampled every 5 s).

    python benchmarks/soak_server.py [--seconds 600] [--people 6] [--computer-games 20]
        [--postgres URL] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import socket
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import websockets
from sqlalchemy import create_engine, text

sys.path.insert(0, str(Path(__file__).parent))
from load_server import free_port, fresh_database, my_turn, rss_mb, start_server

from strife.agents.random_agent import RandomAgent
from strife.core.registry import load

SIDES = ("yellow", "blue", "red", "green")
ROUNDS = {"round_limit": 8}  # computer games end, as real ones do


class Tally:
    def __init__(self) -> None:
        self.statuses: Counter[int] = Counter()
        self.errors: list[str] = []
        self.acked: Counter[str] = Counter()  # game id -> the person's acknowledged moves
        self.memory: list[tuple[float, float]] = []
        self.slow_closed = 0
        self.slow_open = 0
        self.slow_ended = 0
        self.imports = 0

    def saw(self, response: httpx.Response, what: str) -> None:
        self.statuses[response.status_code] += 1
        if response.status_code >= 500:
            self.errors.append(f"{what}: {response.status_code} {response.text[:200]}")


async def person(client: httpx.AsyncClient, url: str, stop: float, tally: Tally, seed: int) -> None:
    rng = random.Random(seed)
    while time.monotonic() < stop:
        seats = {"yellow": "human"} | {s: "random" for s in SIDES[1:]}
        body = {"game": "power", "scenario": "four-player", "seats": seats}
        response = await client.post("/api/games", json=body)
        tally.saw(response, "create")
        if response.status_code != 201:
            await asyncio.sleep(1)
            continue
        made = response.json()
        try:
            await play(client, url, made, stop, tally, rng)
        except (httpx.TransportError, websockets.ConnectionClosed, OSError) as exc:
            tally.errors.append(f"a person's connection failed: {exc!r}")


async def play(
    client: httpx.AsyncClient,
    url: str,
    made: dict[str, Any],
    stop: float,
    tally: Tally,
    rng: random.Random,
) -> None:
    token, gid = made["tokens"]["yellow"], made["id"]
    async with websockets.connect(url.replace("http", "ws") + f"/ws/games/{gid}") as ws:
        await ws.send(json.dumps({"token": token}))
        while (game := await my_turn(ws, stop)) is not None:
            await asyncio.sleep(rng.uniform(0, 0.3))  # a person takes a moment
            option = rng.choice(game["options"])
            response = await client.post(
                f"/api/games/{gid}/moves",
                headers={"X-Strife-Token": token},
                json={"action": option["action"], "at": game["move"]},
            )
            tally.saw(response, "move")
            if response.status_code == 200:
                tally.acked[gid] += 1


def junk(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth > 3 or roll < 0.4:
        return rng.choice([None, True, -1, 2**70, 1.5, "", "x" * rng.randint(0, 50), "../x"])
    if roll < 0.7:
        return [junk(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {rng.choice(["kind", "at", "action", "seats", "x"]): junk(rng, depth + 1)}


async def fuzzer(client: httpx.AsyncClient, stop: float, tally: Tally, seed: int) -> None:
    """Random and malformed requests, a few a second."""
    rng = random.Random(seed)
    games = ("power", "crisis2000", "civil-power")
    kinds = sorted({k for g in games for k in load(g).codec.classes})
    gids: list[str] = []
    while time.monotonic() < stop:
        roll = rng.randrange(9)
        if roll == 0:
            response = await client.post("/api/games", content=b"{not json")
        elif roll == 1:
            response = await client.post("/api/games", json=junk(rng))
        elif roll == 2:
            game = rng.choice(["power", "crisis2000", "civil-power"])
            body = {"game": game, "scenario": load(game).scenarios()[0].id}
            response = await client.post("/api/games", json=body)
            if response.status_code == 201:
                gids.append(response.json()["id"])
        elif roll == 3 and gids:
            gid = rng.choice(gids)
            action = {"kind": rng.choice(kinds), **{"x": junk(rng)}}
            token = rng.choice(["forged" * 8, ""])
            response = await client.post(
                f"/api/games/{gid}/moves",
                headers={"X-Strife-Token": token} if token else {},
                json={"action": action, "at": junk(rng)},
            )
        elif roll == 4:
            response = await client.post("/api/import", content=b"[" * 5000 + b"]" * 5000)
        elif roll == 5:
            response = await client.post("/api/games", content=b" " * (70 * 1024))
        elif roll == 6:
            path = rng.choice(["/api/games/nope", "/api/games/../../etc", "/nothing", "/api/x"])
            response = await client.get(path)
        elif roll == 7:
            response = await client.get("/api/games", params={"limit": rng.randint(-5, 300)})
        else:
            record = {"format": "strife-record", "game": "power", "scenario": junk(rng),
                      "seed": junk(rng), "moves": junk(rng)}  # fmt: skip
            response = await client.post("/api/import", json={"record": record})
        tally.saw(response, f"fuzz {roll}")
        await asyncio.sleep(0.1)


def slow_reader(url: str, game_id: str, token: str) -> socket.socket:
    """A WebSocket opened by hand that will never read (see tests/server/test_slow_reader)."""
    host, port = url.removeprefix("http://").split(":")
    raw = socket.create_connection((host, int(port)))
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    key = base64.b64encode(os.urandom(16)).decode()
    request = (
        f"GET /ws/games/{game_id} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    raw.sendall(request.encode())
    hello = json.dumps({"token": token}).encode()
    mask = os.urandom(4)
    raw.sendall(bytes([0x81, 0x80 | len(hello)]) + mask + bytes(
        b ^ mask[i % 4] for i, b in enumerate(hello)))  # fmt: skip
    return raw


def closed_by_server(raw: socket.socket) -> bool:
    raw.settimeout(3)
    try:
        while raw.recv(1 << 20):
            pass
    except TimeoutError:
        return False
    except OSError:
        return True
    return True


async def slow_readers(client: httpx.AsyncClient, url: str, stop: float, tally: Tally) -> None:
    """Every 20 s a socket that never reads, on a busy computer game; checked 60 s later."""
    pending: list[tuple[float, socket.socket, str]] = []
    while time.monotonic() < stop:
        body = {"game": "power", "scenario": "four-player", "umpire": True,
                "seats": dict.fromkeys(SIDES, "random"), "options": ROUNDS}  # fmt: skip
        response = await client.post("/api/games", json=body)
        tally.saw(response, "slow reader's game")
        if response.status_code == 201:
            made = response.json()
            raw = await asyncio.to_thread(slow_reader, url, made["id"], made["tokens"]["umpire"])
            pending.append((time.monotonic() + 60, raw, made["id"]))
        for due, raw, game_id in [p for p in pending if p[0] <= time.monotonic()]:
            pending.remove((due, raw, game_id))
            if await asyncio.to_thread(closed_by_server, raw):
                tally.slow_closed += 1
            elif await finished(client, game_id):
                # The game ended before the unsent backlog reached the bound (a watcher is
                # sent at most a few pictures a second): nothing more is sent, nothing held.
                tally.slow_ended += 1
            else:
                tally.slow_open += 1
            raw.close()
        await asyncio.sleep(20)
    for _, raw, _ in pending:
        raw.close()


async def finished(client: httpx.AsyncClient, game_id: str) -> bool:
    response = await client.get(f"/api/games/{game_id}")
    return response.status_code == 200 and bool(response.json()["finished"])


def long_record() -> dict[str, Any]:
    """A whole POWER game of random players (some thousands of moves)."""
    game = load("power")
    state = game.start("four-player", seed=7, options={"round_limit": 12})
    agents = {s: RandomAgent(i) for i, s in enumerate(state.scenario.sides)}
    while (decision := state.decision()) is not None:
        side = decision.sides[0]
        state.apply(side, agents[side].choose(state, side))
    return state.record().to_json()


async def importer(client: httpx.AsyncClient, stop: float, tally: Tally) -> None:
    record = await asyncio.to_thread(long_record)
    while time.monotonic() < stop:
        response = await client.post("/api/import", json={"record": record})
        tally.saw(response, "big import")
        tally.imports += response.status_code == 201
        await asyncio.sleep(15)


async def memory(pid: int, began: float, stop: float, tally: Tally) -> None:
    while time.monotonic() < stop:
        tally.memory.append((time.monotonic() - began, rss_mb(pid)))
        await asyncio.sleep(5)


def lost_moves(db: str, acked: Counter[str]) -> int:
    """Acknowledged moves of the people (yellow) not found in the database."""
    engine = create_engine(db)
    lost = 0
    with engine.connect() as conn:
        for gid, count in acked.items():
            query = text("SELECT count(*) FROM moves WHERE game_id = :g AND side = 'yellow'")
            stored = conn.execute(query, {"g": gid}).scalar_one()
            lost += max(0, count - stored)
    engine.dispose()
    return lost


async def soak(url: str, db: str, pid: int, args: argparse.Namespace) -> dict[str, Any]:
    tally = Tally()
    limits = httpx.Limits(max_connections=args.people + 20)
    async with httpx.AsyncClient(base_url=url, timeout=60, limits=limits) as client:
        for _ in range(args.computer_games):
            body = {"game": "power", "scenario": "four-player",
                    "seats": dict.fromkeys(SIDES, "random"), "options": ROUNDS}  # fmt: skip
            tally.saw(await client.post("/api/games", json=body), "computer game")
        began = time.monotonic()
        stop = began + args.seconds
        await asyncio.gather(
            memory(pid, began, stop, tally),
            fuzzer(client, stop, tally, 1),
            slow_readers(client, url, stop, tally),
            importer(client, stop, tally),
            *(person(client, url, stop, tally, 100 + i) for i in range(args.people)),
        )
    mem = [m for _, m in tally.memory]
    minute = max(1, len(mem) // max(1, int(args.seconds / 60)))
    return {
        "seconds": args.seconds,
        "requests": sum(tally.statuses.values()),
        "statuses": dict(sorted(tally.statuses.items())),
        "server_errors": [e for e in tally.errors if ": 5" in e][:10],
        "other_errors": [e for e in tally.errors if ": 5" not in e][:10],
        "acknowledged_moves": sum(tally.acked.values()),
        "lost_moves": lost_moves(db, tally.acked),
        "big_imports": tally.imports,
        "slow_readers_closed": tally.slow_closed,
        "slow_readers_still_open": tally.slow_open,
        "slow_readers_whose_game_ended_first": tally.slow_ended,
        "memory_first_minute_mb": sum(mem[:minute]) / minute,
        "memory_last_minute_mb": sum(mem[-minute:]) / minute,
        "memory_max_mb": max(mem),
        # Each minute's mean, to show whether memory levels off.
        "memory_by_minute_mb": [
            round(sum(mem[i : i + minute]) / len(mem[i : i + minute]))
            for i in range(0, len(mem), minute)
        ],
    }


def snapshots(folder: str | None) -> str:
    """Python for the server to run first: from 20 s after start (its imports done),
    trace allocations and write a snapshot to `folder` each minute."""
    if not folder:
        return ""
    return (
        "import threading, time, tracemalloc\n"
        "def _snapshots():\n"
        "    time.sleep(20)\n"
        "    tracemalloc.start(8)\n"
        "    for minute in range(1, 10**6):\n"
        "        time.sleep(60)\n"
        f"        tracemalloc.take_snapshot().dump(f'{folder}/{{minute}}.snapshot')\n"
        "threading.Thread(target=_snapshots, daemon=True).start()\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--people", type=int, default=6)
    parser.add_argument("--computer-games", type=int, default=20)
    parser.add_argument("--postgres", default=None, help="a PostgreSQL server URL")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--snapshots",
        default=None,
        help="a folder: the server writes a tracemalloc snapshot there each minute "
        "(compare two with benchmarks/memory_diff.py); tracing slows the server",
    )
    args = parser.parse_args()
    # One address sends everything here, so the per-client limits are raised for the soak;
    # what is over them still answers 429 (a 4xx), never a 5xx.
    # Games nobody touches for a minute leave memory (the default is ten minutes): the
    # fuzzer makes hundreds of games and never plays them.
    limits = {
        "STRIFE_RATE": "400",
        "STRIFE_BURST": "800",
        "STRIFE_GAMES_PER_MINUTE": "600",
        "STRIFE_IDLE_SECONDS": "60",
    }
    port = free_port()
    with tempfile.TemporaryDirectory() as folder, fresh_database(args.postgres, folder) as db:
        server = start_server(db, port, limits, snapshots(args.snapshots))
        try:
            result = asyncio.run(soak(f"http://127.0.0.1:{port}", db, server.pid, args))
        finally:
            server.kill()
            server.wait()
    print(json.dumps(result, indent=None if args.json else 1))
    if result["server_errors"] or result["lost_moves"] or result["slow_readers_still_open"]:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
