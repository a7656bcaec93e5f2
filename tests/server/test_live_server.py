"""A real server process: racing moves apply once, and a killed server resumes exactly."""

from __future__ import annotations

import threading
from typing import Any

import httpx
from conftest import ServerProcess
from helpers import move, new_game, state, umpire_record, wait_until
from sqlalchemy import create_engine, inspect, text


def race(url: str, game_id: str, token: str, cells: tuple[str, str], at: int) -> list[int]:
    """Two moves for the same decision sent at the same instant; their status codes."""
    barrier = threading.Barrier(2)
    statuses: list[int] = []

    def send(cell: str) -> None:
        with httpx.Client(base_url=url, timeout=10) as client:
            barrier.wait()
            statuses.append(move(client, game_id, token, cell, at).status_code)

    threads = [threading.Thread(target=send, args=(cell,)) for cell in cells]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sorted(statuses)


def test_two_moves_racing_for_one_decision_apply_exactly_once(server: ServerProcess) -> None:
    with httpx.Client(base_url=server.url, timeout=10) as client:
        for _ in range(5):
            game = new_game(client, {"red": "human", "blue": "human"}, umpire=True)
            gid, red = game["id"], game["tokens"]["red"]
            assert race(server.url, gid, red, ("c1", "c2"), 0) == [200, 409]
            record = umpire_record(client, gid, game["tokens"]["umpire"])
            assert [side for side, _ in record["moves"]] == ["red"]
            assert state(client, gid)["move"] == 1


def test_two_sides_moving_at_once_both_apply(server: ServerProcess) -> None:
    with httpx.Client(base_url=server.url, timeout=10) as client:
        game = new_game(client, {"red": "human", "blue": "human"})
        gid = game["id"]
        results: list[int] = []
        barrier = threading.Barrier(2)

        def send(side: str) -> None:
            with httpx.Client(base_url=server.url, timeout=10) as own:
                barrier.wait()
                results.append(move(own, gid, game["tokens"][side], "c1", 0).status_code)

        threads = [threading.Thread(target=send, args=(s,)) for s in ("red", "blue")]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert results == [200, 200]
        assert state(client, gid)["move"] == 2


def seat_picture(client: httpx.Client, gid: str, token: str) -> dict[str, Any]:
    found = state(client, gid, token)
    found.pop("seconds_left")
    return found


def test_a_killed_server_resumes_every_game_exactly(server: ServerProcess) -> None:
    with httpx.Client(base_url=server.url, timeout=10) as client:
        people = new_game(client, {"red": "human", "blue": "human"}, umpire=True)
        pid, red = people["id"], people["tokens"]["red"]
        assert move(client, pid, red, "c3", 0).status_code == 200
        assert move(client, pid, people["tokens"]["blue"], "c1", 1).status_code == 200
        assert move(client, pid, red, "c2", 2).status_code == 200
        versus = new_game(client, {"red": "human", "blue": "random"}, umpire=True)
        vid = versus["id"]
        wait_until(lambda: state(client, vid)["move"] == 1)
        before = {
            "record": umpire_record(client, pid, people["tokens"]["umpire"]),
            "red": seat_picture(client, pid, red),
            "blue": seat_picture(client, pid, people["tokens"]["blue"]),
            "public": seat_picture(client, pid, ""),
            "versus": umpire_record(client, vid, versus["tokens"]["umpire"]),
        }
    server.kill()
    server.start()
    with httpx.Client(base_url=server.url, timeout=10) as client:
        after = {
            "record": umpire_record(client, pid, people["tokens"]["umpire"]),
            "red": seat_picture(client, pid, red),
            "blue": seat_picture(client, pid, people["tokens"]["blue"]),
            "public": seat_picture(client, pid, ""),
            "versus": umpire_record(client, vid, versus["tokens"]["umpire"]),
        }
        assert after == before
        # The game goes on: the old links still work, and the computer answers again.
        assert move(client, vid, versus["tokens"]["red"], "c1", 1).status_code == 200
        wait_until(lambda: state(client, vid)["move"] == 3)


def test_computer_games_killed_mid_play_finish_after_restart(server: ServerProcess) -> None:
    with httpx.Client(base_url=server.url, timeout=10) as client:
        ids = [new_game(client, {"red": "random", "blue": "random"}, umpire=True) for _ in range(5)]
    server.kill()
    server.start()
    with httpx.Client(base_url=server.url, timeout=10) as client:
        for game in ids:
            wait_until(lambda g=game: state(client, g["id"])["finished"])
            record = client.get(f"/api/games/{game['id']}/record").json()
            assert len(record["moves"]) == 6


def test_the_schema_is_created_and_migrated_on_first_start(server: ServerProcess) -> None:
    engine = create_engine(server.db)
    with engine.connect() as db:
        versions = db.execute(text("select version_num from alembic_version")).fetchall()
    tables = set(inspect(engine).get_table_names())
    engine.dispose()
    assert [tuple(row) for row in versions] == [("0002",)]
    assert {"games", "seats", "moves"} <= tables
