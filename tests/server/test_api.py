"""The HTTP API: creating games, moving, and every refusal changing nothing."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from helpers import move, new_game, state, umpire_record, wait_until

from strife.server import create_app

HUMANS = {"red": "human", "blue": "human"}


def snapshot(client: TestClient, game: dict[str, Any]) -> dict[str, Any]:
    """Everything about a game that a refused request must leave as it was."""
    return umpire_record(client, game["id"], game["tokens"]["umpire"])


def test_create_gives_each_human_seat_a_long_private_token(client: TestClient) -> None:
    game = new_game(client, HUMANS, umpire=True)
    assert set(game["tokens"]) == {"red", "blue", "umpire"}
    assert all(len(t) >= 43 for t in game["tokens"].values())  # 32 random bytes
    assert game["links"]["red"] == f"/play/{game['id']}#t={game['tokens']['red']}"
    lobby = client.get("/api/games").text
    assert all(token not in lobby for token in game["tokens"].values())


def test_a_seat_sees_its_own_secret_and_nobody_else_does(client: TestClient) -> None:
    game = new_game(client, HUMANS, umpire=True)
    gid, red, blue = game["id"], game["tokens"]["red"], game["tokens"]["blue"]
    assert move(client, gid, red, "c2", 0).status_code == 200
    assert "SECRET-red" in json.dumps(state(client, gid, red))
    assert state(client, gid, red)["view"]["picks"] == {"red": "c2"}
    for token in (blue, None):
        seen = state(client, gid, token)
        assert "SECRET-red" not in json.dumps(seen)
        assert seen["view"]["picks"] == {}
    assert state(client, gid, game["tokens"]["umpire"])["view"]["picks"] == {"red": "c2"}
    with client.websocket_connect(f"/ws/games/{gid}") as socket:
        socket.send_json({"token": blue})
        assert "SECRET-red" not in json.dumps(socket.receive_json())


def test_no_channel_sends_the_seed_while_running(client: TestClient) -> None:
    game = new_game(client, HUMANS, umpire=True)
    gid = game["id"]
    seed = str(snapshot(client, game)["seed"])
    for token in (game["tokens"]["red"], game["tokens"]["blue"], None):
        assert seed not in json.dumps(state(client, gid, token))
        with client.websocket_connect(f"/ws/games/{gid}") as socket:
            socket.send_json({"token": token})
            assert seed not in json.dumps(socket.receive_json())
    assert seed not in client.get(f"/play/{gid}").text
    assert seed not in client.get("/api/games").text


def test_refusals_have_the_right_status_and_change_nothing(client: TestClient) -> None:
    game = new_game(client, HUMANS, umpire=True)
    gid, red = game["id"], game["tokens"]["red"]
    before = snapshot(client, game)
    pick = {"action": {"kind": "pick", "cell": "c1"}, "at": 0}
    cases = [
        (
            client.post(
                f"/api/games/{gid}/moves", json=pick, headers={"X-Strife-Token": "forged" * 8}
            ),
            403,
        ),
        (client.post(f"/api/games/{gid}/moves", json=pick), 403),  # a spectator
        (
            client.post(
                f"/api/games/{gid}/moves",
                json=pick | {"side": "blue"},
                headers={"X-Strife-Token": red},
            ),
            403,
        ),
        (
            client.post(
                f"/api/games/{gid}/moves",
                json=pick,
                headers={"X-Strife-Token": game["tokens"]["umpire"]},
            ),
            403,
        ),
        (move(client, gid, red, "c9", 0), 422),
        (
            client.post(
                f"/api/games/{gid}/moves",
                content=b"{not json",
                headers={"X-Strife-Token": red, "Content-Type": "application/json"},
            ),
            400,
        ),
        (
            client.post(
                f"/api/games/{gid}/moves", json={"action": "pick"}, headers={"X-Strife-Token": red}
            ),
            422,
        ),
        (
            client.post(
                f"/api/games/{gid}/moves", json=pick | {"evil": 1}, headers={"X-Strife-Token": red}
            ),
            422,
        ),
        (
            client.post(
                f"/api/games/{gid}/moves",
                content=b"x" * 100_000,
                headers={"X-Strife-Token": red, "Content-Type": "application/json"},
            ),
            413,
        ),
        (
            client.post("/api/games/nosuchgame/moves", json=pick, headers={"X-Strife-Token": red}),
            404,
        ),
        (client.get("/api/games/nosuchgame"), 404),
        (client.get(f"/api/games/{gid}", headers={"X-Strife-Token": "x"}), 403),
        (move(client, gid, red, "c1", 5), 409),
    ]
    for response, status in cases:
        assert response.status_code == status, (response.status_code, response.text)
        body = response.json()
        assert "error" in body and "Traceback" not in body["error"]
    assert snapshot(client, game) == before


def test_an_illegal_move_answers_with_the_rules_reason(client: TestClient) -> None:
    game = new_game(client, HUMANS)
    gid, red = game["id"], game["tokens"]["red"]
    assert move(client, gid, red, "c1", 0).status_code == 200
    refused = move(client, gid, red, "c2", 1)
    assert refused.status_code == 422
    assert "not red's decision" in refused.json()["error"]
    unknown = client.post(
        f"/api/games/{gid}/moves",
        headers={"X-Strife-Token": red},
        json={"action": {"kind": "fly"}, "at": 1},
    )
    assert unknown.status_code == 422 and "unknown action kind" in unknown.json()["error"]


def test_a_second_answer_to_the_same_decision_is_a_conflict(client: TestClient) -> None:
    game = new_game(client, HUMANS)
    gid, red = game["id"], game["tokens"]["red"]
    assert move(client, gid, red, "c1", 0).status_code == 200
    again = move(client, gid, red, "c1", 0)
    assert again.status_code == 409
    assert "already moved" in again.json()["error"]
    assert state(client, gid)["move"] == 1


def test_bad_create_requests_are_refused_clearly(client: TestClient) -> None:
    bad = [
        {"game": "nope", "scenario": "duel"},
        {"game": "tiny", "scenario": "nope"},
        {"game": "tiny", "scenario": "duel", "seats": {"green": "human"}},
        {"game": "tiny", "scenario": "duel", "seats": {"red": "nosuchagent"}},
        {"game": "tiny", "scenario": "duel", "options": {"x": 1}},
        {"game": "tiny", "scenario": "duel", "turn_seconds": -1},
    ]
    for body in bad:
        response = client.post("/api/games", json=body)
        assert response.status_code == 422, body
        assert response.json()["error"]
    assert client.get("/api/games").json() == []


def test_computer_seats_play_by_themselves_to_the_end(client: TestClient) -> None:
    game = new_game(client, {"red": "random", "blue": "random"})
    wait_until(lambda: state(client, game["id"])["finished"])
    final = state(client, game["id"])
    assert final["outcome"]["winners"] and final["move"] == 6


def test_a_computer_answers_after_a_person(client: TestClient) -> None:
    game = new_game(client, {"red": "human", "blue": "random"})
    gid, red = game["id"], game["tokens"]["red"]
    wait_until(lambda: state(client, gid)["move"] == 1)
    assert move(client, gid, red, "c3", 1).status_code == 200
    wait_until(lambda: state(client, gid)["move"] == 3)
    assert state(client, gid, red)["decision"]["mine"]


def test_record_is_the_umpires_while_running_and_anyones_once_over(client: TestClient) -> None:
    game = new_game(client, HUMANS, umpire=True)
    gid, red, blue = game["id"], game["tokens"]["red"], game["tokens"]["blue"]
    for token in (red, None):
        headers = {"X-Strife-Token": token} if token else {}
        assert client.get(f"/api/games/{gid}/record", headers=headers).status_code == 403
    assert client.get(f"/api/games/{gid}/replay?at=0").status_code == 403
    at = 0
    for _ in range(3):
        assert move(client, gid, red, "c1", at).status_code == 200
        assert move(client, gid, blue, "c2", at + 1).status_code == 200
        at += 2
    record = client.get(f"/api/games/{gid}/record").json()
    assert len(record["moves"]) == 6 and record == snapshot(client, game)
    step = client.get(f"/api/games/{gid}/replay?at=3").json()
    assert step["at"] == 3 and step["view"]["round"] == 2
    assert client.get(f"/api/games/{gid}/replay?at=99").status_code == 422


def test_export_and_import_give_the_same_game(client: TestClient) -> None:
    game = new_game(client, HUMANS, umpire=True)
    gid, red = game["id"], game["tokens"]["red"]
    assert move(client, gid, red, "c1", 0).status_code == 200
    record = snapshot(client, game)
    imported = client.post("/api/import", json={"record": record, "umpire": True})
    assert imported.status_code == 201
    copy = imported.json()
    assert umpire_record(client, copy["id"], copy["tokens"]["umpire"]) == record
    assert state(client, copy["id"], copy["tokens"]["red"])["view"]["picks"] == {"red": "c1"}
    broken = dict(record, moves=[["red", {"kind": "pick", "cell": "c7"}]])
    refused = client.post("/api/import", json={"record": broken})
    assert refused.status_code == 422 and "cannot be replayed" in refused.json()["error"]


def test_an_open_seat_is_claimed_once(client: TestClient) -> None:
    game = new_game(client, {"red": "human", "blue": "open"})
    gid = game["id"]
    assert client.get("/api/games").json()[0]["open_seats"] == ["blue"]
    first = client.post(f"/api/games/{gid}/claim", json={"side": "blue"})
    assert first.status_code == 201
    token = first.json()["tokens"]["blue"]
    assert client.get(f"/api/games/{gid}/me", headers={"X-Strife-Token": token}).json() == {
        "role": "seat",
        "side": "blue",
    }
    assert client.post(f"/api/games/{gid}/claim", json={"side": "blue"}).status_code == 409
    assert client.post(f"/api/games/{gid}/claim", json={"side": "red"}).status_code == 409
    assert client.post(f"/api/games/{gid}/claim", json={"side": "gold"}).status_code == 404


def test_a_turn_timer_moves_for_a_seat_that_waits_too_long(client: TestClient) -> None:
    game = new_game(client, {"red": "human", "blue": "random"}, turn_seconds=1)
    gid = game["id"]
    wait_until(lambda: state(client, gid)["move"] == 1)
    assert state(client, gid, game["tokens"]["red"])["seconds_left"] is not None
    wait_until(lambda: state(client, gid)["move"] >= 2, seconds=5)
    log = [e["text"] for e in state(client, gid)["events"]]
    assert "Red has picked a cell" in log


def test_socket_refuses_bad_tokens_and_big_messages(client: TestClient) -> None:
    game = new_game(client, HUMANS)
    gid = game["id"]
    with client.websocket_connect(f"/ws/games/{gid}") as socket:
        socket.send_json({"token": "forged"})
        assert socket.receive_json()["status"] == 403
    with client.websocket_connect("/ws/games/nosuch") as socket:
        socket.send_json({"token": None})
        assert socket.receive_json()["status"] == 404
    with client.websocket_connect(f"/ws/games/{gid}") as socket:
        socket.send_text("x" * 10_000)
        message = socket.receive()
        assert message["type"] == "websocket.close" or "error" in message.get("text", "")


def test_socket_pushes_each_move(client: TestClient) -> None:
    game = new_game(client, HUMANS)
    gid, red, blue = game["id"], game["tokens"]["red"], game["tokens"]["blue"]
    with client.websocket_connect(f"/ws/games/{gid}") as socket:
        socket.send_json({"token": blue})
        assert socket.receive_json()["game"]["move"] == 0
        assert move(client, gid, red, "c1", 0).status_code == 200
        pushed = socket.receive_json()["game"]
        assert pushed["move"] == 1 and pushed["decision"]["mine"]
        assert [e["text"] for e in pushed["events"]] == ["Red has picked a cell"]


def test_two_servers_on_one_database_never_write_a_move_twice(db_url: str) -> None:
    db = db_url
    with TestClient(create_app(db)) as first:
        game = new_game(first, HUMANS, umpire=True)
        with TestClient(create_app(db)) as second:
            red = game["tokens"]["red"]
            assert move(first, game["id"], red, "c1", 0).status_code == 200
            late = move(second, game["id"], red, "c3", 0)
            assert late.status_code == 409 and "changed elsewhere" in late.json()["error"]
            # The loser has taken the stored game: it now agrees with the winner.
            assert state(second, game["id"], red)["view"]["picks"] == {"red": "c1"}
            assert snapshot(second, game) == snapshot(first, game)


def test_pages_carry_security_headers_and_no_game_data(client: TestClient) -> None:
    game = new_game(client, HUMANS)
    page = client.get(f"/play/{game['id']}")
    assert "script-src" not in page.headers["content-security-policy"]  # default-src 'self'
    assert page.headers["referrer-policy"] == "no-referrer"
    assert game["id"] not in page.text and game["tokens"]["red"] not in page.text
