"""What the client needs beyond the view, over HTTP: the game's presentation with each page,
events linked to rule cards, the cards themselves, the computer thinking, the lobby's
columns, and the replay of a finished game with everyone's secrets and its status."""

from __future__ import annotations

from fastapi.testclient import TestClient
from helpers import state, wait_until


def test_a_page_carries_the_games_words_for_the_seat(client: TestClient) -> None:
    seats = {"yellow": "human", "blue": "heuristic", "red": "heuristic", "green": "heuristic"}
    made = client.post(
        "/api/games", json={"game": "power", "scenario": "four-player", "seats": seats}
    ).json()
    page = state(client, made["id"], made["tokens"]["yellow"])
    shown = page["presentation"]
    labels = [r["label"] for r in shown["status"]["rows"]]
    assert labels[:3] == ["Round", "Stage", "Official"]
    assert shown["status"]["sequence"][shown["status"]["current"]] == "1. Planning Commands"
    card, number = shown["status"]["rows"][0]["link"].split("#")  # "Round" -> its rule's card
    cards = {c["id"]: c for c in client.get("/api/catalog/power/cards").json()}
    assert cards[card]["sections"][int(number)]["rule"] == "Round Structure"
    assert shown["prompt"].startswith("Write up to five commands")
    move = next(o for o in page["options"] if o["action"]["kind"] == "move")
    assert move["group"] == "Move a piece" and "Yellow Headquarters" in move["label"]
    done = next(o for o in page["options"] if o["action"]["kind"] == "done")
    assert done["confirm"] and done["targets"] == ["command-pad"]
    assert any(k.startswith("YHQ-yellow-") for k in shown["counters"])
    # A spectator is shown no options and no hand.
    public = state(client, made["id"])
    assert public["options"] == [] and public["presentation"]["status"]["hand"] == []


def test_the_cards_of_each_game_and_events_linked_to_them(client: TestClient) -> None:
    for game in ("power", "crisis2000", "civil-power"):
        cards = client.get(f"/api/catalog/{game}/cards").json()
        assert cards and all(c["title"] and c["sections"] for c in cards)
    assert client.get("/api/catalog/no-such-game/cards").status_code == 404
    seats = {"rebel": "heuristic", "government": "heuristic"}
    made = client.post(
        "/api/games", json={"game": "crisis2000", "scenario": "1", "seats": seats}
    ).json()
    wait_until(lambda: state(client, made["id"])["move"] > 30, seconds=30)
    events = state(client, made["id"])["events"]
    linked = [e for e in events if e["rule"]]
    assert linked and all(e["link"] for e in linked)


def test_the_lobby_says_whose_turn_when_and_how_it_stands(client: TestClient) -> None:
    seats = {"red": "human", "blue": "open"}
    made = client.post(
        "/api/games", json={"game": "tiny", "scenario": "duel", "seats": seats}
    ).json()
    entry = next(g for g in client.get("/api/games").json() if g["id"] == made["id"])
    assert entry["status"] == "open" and entry["turn"] and entry["created"] > 0
    assert entry["moved"] is None and entry["scenario_title"]
    option = client.get("/api/catalog").json()[0]["scenarios"][0]["options"]
    assert all(o["label"] and "_" not in o["label"] for o in option)


def test_a_finished_games_replay_shows_every_secret_and_its_status(client: TestClient) -> None:
    seats = {"yellow": "heuristic", "blue": "heuristic", "red": "heuristic", "green": "heuristic"}
    body = {"game": "power", "scenario": "four-player", "seats": seats,
            "options": {"round_limit": 1}}  # fmt: skip
    made = client.post("/api/games", json=body).json()
    wait_until(lambda: state(client, made["id"])["finished"], seconds=30)
    page = state(client, made["id"])
    assert page["presentation"]["result"].startswith(tuple(["Yellow", "Blue", "Red", "Green"]))
    first = client.get(f"/api/games/{made['id']}/replay?at=1").json()
    # Move 1 wrote a pad; during the game only its writer saw it, in the replay everyone does.
    pads = first["view"]["pads"]
    assert not any(p["hidden"] for p in pads.values())
    assert first["presentation"]["status"]["rows"][0]["label"] == "Round"
