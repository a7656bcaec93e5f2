"""A socket whose viewer has nothing to decide is sent one picture per `watch_seconds`
(every event still arrives, in the next picture); a decision of its own, and the end of
the game, are sent at once."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from helpers import move, new_game

from strife.server import create_app
from strife.server.config import ServerConfig

HOUR = 3600.0


def received(socket: Any, seconds: float = 20.0) -> dict[str, Any]:
    """The next message; fails if none comes (a picture due at once, with an hour's
    watch interval, has surely come within the time given)."""
    found: list[dict[str, Any]] = []
    reader = threading.Thread(target=lambda: found.append(socket.receive_json()), daemon=True)
    reader.start()
    reader.join(seconds)
    assert found, "no picture came"
    return found[0]["game"]


def test_a_watcher_gets_the_end_at_once_with_every_event_and_a_seat_its_decisions(
    tmp_path: Path,
) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'watch.db'}", config=ServerConfig(watch_seconds=HOUR))
    with TestClient(app) as client:
        game = new_game(client, {"red": "human", "blue": "human"})
        gid, red, blue = game["id"], game["tokens"]["red"], game["tokens"]["blue"]
        with (
            client.websocket_connect(f"/ws/games/{gid}") as spectator,
            client.websocket_connect(f"/ws/games/{gid}") as seat,
        ):
            spectator.send_json({"token": ""})
            seat.send_json({"token": red})
            assert received(spectator)["move"] == 0
            assert received(seat)["move"] == 0
            assert move(client, gid, red, "c1", 0).status_code == 200
            assert move(client, gid, blue, "c2", 0).status_code == 200
            # Red must pick again: red's seat is told at once, though it was sent a
            # picture a moment ago.
            again = received(seat)
            assert again["move"] == 2 and again["options"]
            for at in (2, 4):
                assert move(client, gid, red, "c1", at).status_code == 200
                assert move(client, gid, blue, "c2", at).status_code == 200
            # The spectator was shown nothing in between, and the end comes at once,
            # with every public event of the game.
            end = received(spectator)
            assert end["finished"] and end["move"] == 6
            assert sorted({e["move"] for e in end["events"]}) == [1, 2, 3, 4, 5, 6]
