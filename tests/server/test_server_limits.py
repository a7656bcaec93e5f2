"""Issue 16: a locked database, secrets told by counting, limits and cleanup, damaged
games at start-up, and the game-work pool. Each test sends exactly what was found."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from helpers import move, new_game, state, wait_until

from strife.core.registry import load
from strife.server import create_app
from strife.server import service as service_module
from strife.server.config import ServerConfig
from strife.server.work import PERSON, WorkPool


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'limits.db'}"


def app_client(url: str, **limits: Any) -> TestClient:
    return TestClient(create_app(url, config=ServerConfig(**limits)))


# -- 5. a locked database ----------------------------------------------------------------------


def test_item_5_a_locked_database_answers_503_with_a_retry_hint(sqlite_url: str) -> None:
    with app_client(sqlite_url, lock_seconds=0.2) as client:
        game = new_game(client, {"red": "human", "blue": "human"})
        other = sqlite3.connect(sqlite_url.removeprefix("sqlite:///"))
        other.execute("BEGIN EXCLUSIVE")
        try:
            answer = move(client, game["id"], game["tokens"]["red"], "c1", 0)
        finally:
            other.rollback()
            other.close()
        assert answer.status_code == 503, answer.text
        assert answer.headers["retry-after"] == "1"
        assert "try again" in answer.json()["error"]
        # Nothing was applied: the same move now goes through.
        assert move(client, game["id"], game["tokens"]["red"], "c1", 0).status_code == 200


# -- 7. secrecy by counting ----------------------------------------------------------------------


def test_item_7_another_sides_command_lines_are_not_counted(client: TestClient) -> None:
    sides = load("power").scenario("four-player").sides
    made = client.post(
        "/api/games",
        json={"game": "power", "scenario": "four-player", "seats": dict.fromkeys(sides, "human")},
    ).json()
    gid, yellow, blue = made["id"], made["tokens"]["yellow"], made["tokens"]["blue"]
    mine = state(client, gid, yellow)
    lines = [o["action"] for o in mine["options"] if o["action"]["kind"] == "move"][:1]
    done = next(o["action"] for o in mine["options"] if o["action"]["kind"] == "done")
    at = 0
    for action in [*lines, done]:
        answer = client.post(
            f"/api/games/{gid}/moves",
            headers={"X-Strife-Token": yellow},
            json={"action": action, "at": at},
        )
        assert answer.status_code == 200, answer.text
        at = answer.json()["move"]
    assert at == 2  # yellow knows its own two moves
    for token in (blue, None):
        seen = state(client, gid, token)
        # One move known (the pad laid down), numbered 1: the line written before it and
        # how many there were stay yellow's.
        assert seen["move"] == 1
        assert [e["move"] for e in seen["events"]] == [1]
    # Blue, shown move 1, moves on from it: its number is its own count.
    blue_view = state(client, gid, blue)
    first = next(o["action"] for o in blue_view["options"] if o["action"]["kind"] == "move")
    answer = client.post(
        f"/api/games/{gid}/moves",
        headers={"X-Strife-Token": blue},
        json={"action": first, "at": blue_view["move"]},
    )
    assert answer.status_code == 200, answer.text
    assert answer.json()["move"] == 2
    with client.websocket_connect(f"/ws/games/{gid}") as socket:
        socket.send_json({"token": yellow})
        assert socket.receive_json()["game"]["move"] == 2  # blue's line is not counted


# -- 8. limits and cleanup -------------------------------------------------------------------------


def test_item_8_new_games_per_client_are_limited(sqlite_url: str) -> None:
    with app_client(sqlite_url, games_per_minute=5) as client:
        answers = [
            client.post("/api/games", json={"game": "tiny", "scenario": "duel"}) for _ in range(8)
        ]
        assert [a.status_code for a in answers] == [201] * 5 + [429] * 3
        assert int(answers[-1].headers["retry-after"]) >= 1


def test_item_8_requests_per_client_are_limited(sqlite_url: str) -> None:
    with app_client(sqlite_url, rate=1, burst=10) as client:
        statuses = [client.get("/api/catalog").status_code for _ in range(15)]
        assert statuses[:10] == [200] * 10
        assert 429 in statuses[10:]


def test_item_8_the_lobby_is_paged_and_filtered(sqlite_url: str) -> None:
    with app_client(sqlite_url, games_per_minute=100) as client:
        ids = [new_game(client, {"red": "human", "blue": "open"})["id"] for _ in range(3)]
        ids += [new_game(client, {"red": "human", "blue": "human"})["id"] for _ in range(60)]
        page = client.get("/api/games").json()
        assert len(page) == 50  # the default page
        assert [g["id"] for g in page] == ids[::-1][:50]
        rest = client.get("/api/games", params={"offset": 50, "limit": 50}).json()
        assert [g["id"] for g in rest] == ids[::-1][50:]
        open_games = client.get("/api/games", params={"open": "true"}).json()
        assert [g["id"] for g in open_games] == ids[:3][::-1]
        assert client.get("/api/games", params={"game": "power"}).json() == []
        assert client.get("/api/games", params={"limit": 1000}).status_code == 422


def test_item_8_idle_and_finished_games_leave_memory_and_come_back(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(service_module, "SWEEP_SECONDS", 0.05)
    with app_client(sqlite_url, idle_seconds=0.2) as client:
        game = new_game(client, {"red": "human", "blue": "human"})
        gid, red = game["id"], game["tokens"]["red"]
        assert move(client, gid, red, "c2", 0).status_code == 200
        games = client.app.state.service.games  # type: ignore[attr-defined]
        wait_until(lambda: gid not in games)
        assert state(client, gid, red)["view"]["picks"] == {"red": "c2"}  # read back
        assert gid in games
        assert move(client, gid, game["tokens"]["blue"], "c1", 0).status_code == 200


def test_item_8_the_creator_deletes_a_game_nobody_joined(client: TestClient) -> None:
    game = new_game(client, {"red": "human", "blue": "open"})
    gid, red = game["id"], game["tokens"]["red"]
    assert client.delete(f"/api/games/{gid}").status_code == 403  # a spectator
    answer = client.delete(f"/api/games/{gid}", headers={"X-Strife-Token": red})
    assert answer.status_code == 204, answer.text
    assert client.get(f"/api/games/{gid}").status_code == 404
    assert gid not in json.dumps(client.get("/api/games").json())


def test_item_8_a_joined_or_begun_game_is_not_deleted(client: TestClient) -> None:
    joined = new_game(client, {"red": "human", "blue": "open"})
    claim = client.post(f"/api/games/{joined['id']}/claim", json={"side": "blue"})
    assert claim.status_code == 201
    begun = new_game(client, {"red": "human", "blue": "human"})
    assert move(client, begun["id"], begun["tokens"]["red"], "c1", 0).status_code == 200
    for game in (joined, begun):
        answer = client.delete(
            f"/api/games/{game['id']}", headers={"X-Strife-Token": game["tokens"]["red"]}
        )
        assert answer.status_code == 409, answer.text
        assert client.get(f"/api/games/{game['id']}").status_code == 200


# -- 10. damaged games at start-up -------------------------------------------------------------


def test_item_10_damaged_rows_do_not_stop_the_server(sqlite_url: str) -> None:
    with app_client(sqlite_url) as client:
        sound = new_game(client, {"red": "human", "blue": "human"})
        not_json = new_game(client, {"red": "human", "blue": "human"})
        illegal = new_game(client, {"red": "human", "blue": "human"})
        for game in (sound, not_json, illegal):
            assert move(client, game["id"], game["tokens"]["red"], "c1", 0).status_code == 200
    db = sqlite3.connect(sqlite_url.removeprefix("sqlite:///"))
    with db:
        db.execute("UPDATE moves SET action = 'not json {' WHERE game_id = ?", (not_json["id"],))
        bad = json.dumps({"kind": "pick", "cell": "c9"})
        db.execute("UPDATE moves SET action = ? WHERE game_id = ?", (bad, illegal["id"]))
    db.close()
    with app_client(sqlite_url) as client:
        assert state(client, sound["id"], sound["tokens"]["red"])["move"] == 1
        lobby = {g["id"]: g for g in client.get("/api/games").json()}
        assert lobby[sound["id"]]["damaged"] is None
        assert "move 1 is not readable" in lobby[not_json["id"]]["damaged"]
        assert "move 1 (red) cannot be replayed" in lobby[illegal["id"]]["damaged"]
        answer = client.get(f"/api/games/{illegal['id']}")
        assert answer.status_code == 409
        assert "damaged" in answer.json()["error"]


# -- 3. the game-work pool ----------------------------------------------------------------------


def test_item_3_a_persons_move_goes_before_waiting_computer_work() -> None:
    async def scenario() -> list[str]:
        pool = WorkPool(1)
        pool.start()
        ran: list[str] = []

        def job(name: str, seconds: float) -> None:
            time.sleep(seconds)
            ran.append(name)

        first = asyncio.create_task(pool.run(job, "computer 1", 0.1))
        await asyncio.sleep(0.02)  # computer 1 is running; the rest wait
        waiting = [asyncio.create_task(pool.run(job, f"computer {n}", 0)) for n in (2, 3)]
        await asyncio.sleep(0)
        person = asyncio.create_task(pool.run(job, "person", 0, level=PERSON))
        await asyncio.gather(first, *waiting, person)
        await pool.stop()
        return ran

    assert asyncio.run(scenario()) == ["computer 1", "person", "computer 2", "computer 3"]


def test_item_3_games_take_turns_in_the_pool() -> None:
    async def scenario() -> list[str]:
        pool = WorkPool(1)
        pool.start()
        ran: list[str] = []

        async def game(name: str) -> None:
            for _ in range(3):  # a game queues its next job only after the last one
                await pool.run(ran.append, name)

        await asyncio.gather(game("a"), game("b"), game("c"))
        await pool.stop()
        return ran

    assert asyncio.run(scenario()) == ["a", "b", "c"] * 3
