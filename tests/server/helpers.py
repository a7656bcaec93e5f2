"""Small helpers shared by the server tests."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient


def new_game(client: Any, seats: dict[str, str], **extra: Any) -> dict[str, Any]:
    body = {"game": "tiny", "scenario": "duel", "seats": seats, **extra}
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    made: dict[str, Any] = response.json()
    return made


def state(client: Any, game_id: str, token: str | None = None) -> dict[str, Any]:
    headers = {"X-Strife-Token": token} if token else {}
    response = client.get(f"/api/games/{game_id}", headers=headers)
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found


def move(client: Any, game_id: str, token: str, cell: str, at: int) -> Any:
    return client.post(
        f"/api/games/{game_id}/moves",
        headers={"X-Strife-Token": token},
        json={"action": {"kind": "pick", "cell": cell}, "at": at},
    )


def wait_until(check: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.05)
    raise AssertionError("condition not reached in time")


def umpire_record(client: TestClient | Any, game_id: str, token: str) -> dict[str, Any]:
    response = client.get(f"/api/games/{game_id}/record", headers={"X-Strife-Token": token})
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found
