"""POWER through the API: computer seats play, and nobody but the writer sees a pad."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient
from helpers import state, wait_until


def test_power_pads_stay_with_their_writer(client: TestClient) -> None:
    seats = {"yellow": "human", "blue": "human", "red": "random", "green": "heuristic"}
    made = client.post(
        "/api/games", json={"game": "power", "scenario": "four-player", "seats": seats}
    ).json()
    gid, yellow, blue = made["id"], made["tokens"]["yellow"], made["tokens"]["blue"]
    wait_until(lambda: set(state(client, gid)["decision"]["sides"]) == {"yellow", "blue"})
    mine = state(client, gid, yellow)
    option = next(o for o in mine["options"] if o["action"]["kind"] == "move")
    answer = client.post(
        f"/api/games/{gid}/moves",
        headers={"X-Strife-Token": yellow},
        json={"action": option["action"], "at": mine["move"]},
    )
    assert answer.status_code == 200, answer.text
    assert state(client, gid, yellow)["view"]["pads"]["yellow"]["commands"]
    for token in (blue, None):
        seen = state(client, gid, token)
        assert seen["view"]["pads"]["yellow"] == {"hidden": True, "commands": None}
        assert option["label"] not in json.dumps(seen)
        assert 'id="XI" data-target="XI"' in seen["svg"]
