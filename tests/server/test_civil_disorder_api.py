"""Civil Disorder through the API, as a person plays it: a commander's seat with the other
commanders on the computer, orders given over the radio, and everything the player reads
(the status panel, the options, the board's words, the news, the result) in plain words."""

from __future__ import annotations

import re
from typing import Any

from fastapi.testclient import TestClient
from helpers import state, wait_until

# What a player must never read: a null, a Python repr, a field name or an id.
RAW = re.compile(r"\bNone\b|\bnull\b|\w_\w|[<>{}\[\]]")


def _words(page: dict[str, Any]) -> list[str]:
    shown = page["presentation"]
    words = [f"{r['label']}: {r['value']}" for r in shown["status"]["rows"]]
    words += [shown["prompt"] or "", shown["result"] or ""]
    words += [f"{name}: {value}" for rows in shown["counters"].values() for name, value in rows]
    words += [f"{o['group']}: {o['label']}" for o in page["options"]]
    words += [e["text"] for e in page["events"]]
    words += [t.strip() for t in re.findall(r">([^<>]+)<", page["svg"]) if t.strip()]
    return words


def _ids(client: TestClient, game_id: str) -> set[str]:
    """The ids the umpire knows (units, crowds, places) that are not also plain words
    ("rg1", "x-canalside-thompson"; not "head"), from the finished game's replay."""
    umpire = client.get(f"/api/games/{game_id}/replay?at=1").json()["view"]
    found = {x["id"] for key in ("units", "crowds", "snipers") for x in umpire[key]}
    found |= {x["at"] for key in ("units", "crowds", "officers") for x in umpire[key]}
    return {i for i in found if re.search(r"[\d-]", i)}


def test_a_commander_radios_orders_and_reads_only_plain_words(client: TestClient) -> None:
    seats = {"patrol": "human", "riot": "heuristic", "services": "heuristic"}
    made = client.post(
        "/api/games", json={"game": "civil-disorder", "scenario": "march", "seats": seats}
    )
    assert made.status_code == 201, made.text
    gid, token = made.json()["id"], made.json()["tokens"]["patrol"]
    pages: list[dict[str, Any]] = []
    radioed = False
    while True:
        wait_until(
            lambda: bool(state(client, gid, token)["options"] or state(client, gid)["finished"]), 60
        )
        page = state(client, gid, token)
        pages.append(page)
        if page["finished"]:
            break
        labels = [o["label"] for o in page["options"]]
        # Radio the riot-gear van forward once; after that take no action and stand fast.
        wanted = (
            "Radio Riot-gear van 1",
            "Riot-gear van 1: move to Thompson Road and Mill Street",
            "Stay where you are",
            "Take no action this turn",
        )
        pick = next(
            (w for w in wanted if w in labels and not (radioed and w.startswith("Radio"))),
            labels[0],
        )
        radioed = radioed or pick.startswith("Radio")
        option = page["options"][labels.index(pick)]
        answer = client.post(
            f"/api/games/{gid}/moves",
            headers={"X-Strife-Token": token},
            json={"action": option["action"], "at": page["move"]},
        )
        assert answer.status_code == 200, answer.text
    first, last = pages[0], pages[-1]
    rows = {r["label"]: r["value"] for r in first["presentation"]["status"]["rows"]}
    assert rows["Turn"] == "1 of 20" and rows["Now"] == "choosing this turn's one action"
    assert rows["Your figure"].startswith("Chief Inspector Grey at ")
    assert first["svg"].startswith("<svg") and "Palestrina Park" in first["svg"]
    told = [e["text"] for p in pages for e in p["events"]]
    assert "Riot-gear van 1 acknowledges: move to Thompson Road and Mill Street" in told
    van = next(u for u in pages[3]["view"]["units"] if u["id"] == "rg1")
    assert van["orders"] == "move to Thompson Road and Mill Street"
    assert (
        "<title>Riot-gear van 1: move to Thompson Road and Mill Street</title>" in pages[3]["svg"]
    )
    ids = _ids(client, gid)
    for page in pages:
        for line in _words(page):
            assert not RAW.search(line), line
            assert not set(re.findall(r"[\w-]+", line)) & ids, line
    result = last["presentation"]["result"]
    assert result.startswith("The security forces"), result
    assert not set(result.split()) & set(seats), result  # roles are not named by their ids
