"""Games of computers alone are played in a process of their own, at a lower CPU priority,
and that process goes when its server goes, however the server ends."""

from __future__ import annotations

import os
import time
from pathlib import Path

import httpx
from conftest import ServerProcess
from helpers import new_game, state, wait_until


def computer_processes(pid: int) -> list[int]:
    """The processes the server started to play games (multiprocessing's spawned children;
    not its resource tracker)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
            command = (stat.parent / "cmdline").read_bytes()
        except OSError:
            continue
        if fields[1] == str(pid) and b"spawn_main" in command:
            found.append(int(stat.parent.name))
    return found


def alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return status != "Z"


def test_a_computer_game_is_played_by_a_lower_priority_process_that_dies_with_the_server(
    server: ServerProcess,
) -> None:
    assert server.process is not None
    with httpx.Client(base_url=server.url, timeout=10) as client:
        assert computer_processes(server.process.pid) == []  # none until a game needs it
        game = new_game(client, {"red": "random", "blue": "random"}, umpire=True)
        wait_until(lambda: state(client, game["id"])["finished"], 60)
        (computers,) = computer_processes(server.process.pid)
        assert os.getpriority(os.PRIO_PROCESS, computers) > os.getpriority(
            os.PRIO_PROCESS, server.process.pid
        )
        record = client.get(f"/api/games/{game['id']}/record").json()
        assert len(record["moves"]) == 6
        # A watched game follows the computer process's moves as they are stored.
        watched = new_game(client, {"red": "random", "blue": "random"}, umpire=True)
        wait_until(lambda: state(client, watched["id"])["finished"], 60)
        assert state(client, watched["id"])["move"] == 6
    server.kill()
    deadline = time.monotonic() + 10
    while alive(computers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(computers)  # no computer player writes on after its server has gone
