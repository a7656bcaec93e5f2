"""Crisis 2000 through the API: a spectator's page draws the map from the game's public
view (units, borders, Transportation Lines), follows the moves, and names no marker that a
side holds or the cup hides."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from fastapi.testclient import TestClient
from helpers import state, umpire_record, wait_until

import strife

SEATS = {"rebel": "human", "government": "human"}


def _units(svg: str, region: str, side: str) -> str:
    root = ET.fromstring(svg)
    group = next(g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("id") == region)
    found = []
    for counter in group.iter():
        if counter.get("class") == "counter" and counter.get("data-side") == side:
            kind, count, _ = (
                t.text or "" for t in counter.iter("{http://www.w3.org/2000/svg}text")
            )
            found.append(f"{count}{kind}")  # each counter prints its type, count and ratings
    return " ".join(found)


def test_a_spectator_sees_the_crisis_map_and_follows_the_moves(client: TestClient) -> None:
    body = {"game": "crisis2000", "scenario": "1", "seats": SEATS, "umpire": True}
    made = client.post("/api/games", json=body).json()
    gid, government = made["id"], made["tokens"]["government"]
    seen = state(client, gid)
    assert seen["role"] == "spectator" and seen["options"] == []
    svg = seen["svg"]
    assert svg and svg.startswith("<svg")
    for rid in strife.load("crisis2000").board.ids:  # type: ignore[attr-defined]
        assert f'id="{rid}" data-target="{rid}"' in svg
    assert 'class="adjacency"' in svg and 'class="transportation-line"' in svg
    assert _units(svg, "nato", "rebel") == "1INF"  # Coup 2001 places it there
    assert seen["view"]["regions"]["nato"]["units"]["rebel"] == {"infrastructure": 1}
    # the Government sets up first in Coup 2001: its placement shows on the spectator's map
    assert _units(svg, "dc", "government") == ""
    mine = state(client, gid, government)
    option = next(o for o in mine["options"] if o["action"].get("region") == "dc")
    answer = client.post(
        f"/api/games/{gid}/moves",
        headers={"X-Strife-Token": government},
        json={"action": option["action"], "at": mine["move"]},
    )
    assert answer.status_code == 200, answer.text
    after = state(client, gid)
    assert after["move"] == 1 and _units(after["svg"], "dc", "government") == "1INF"
    seed = str(umpire_record(client, gid, made["tokens"]["umpire"])["seed"])
    assert seed not in json.dumps(after)


def test_a_spectator_never_sees_a_marker_held_or_in_the_cup(client: TestClient) -> None:
    seats = {"rebel": "heuristic", "government": "heuristic"}
    made = client.post(
        "/api/games", json={"game": "crisis2000", "scenario": "1", "seats": seats}
    ).json()
    gid = made["id"]
    wait_until(lambda: state(client, gid)["view"]["turn"] >= 2, seconds=60)
    seen = state(client, gid)
    markers = seen["view"]["markers"]
    assert all(m["held"] is None for m in markers.values())
    assert seen["view"]["cup"]["names"] is None and seen["view"]["cup"]["count"] > 0
    assert "Crisis markers:" in seen["svg"]
