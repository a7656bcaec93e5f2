"""Civil Power through the API: computer seats play a rulebook scenario to its end on the
server, a person's options name targets the board draws, and a spectator never sees a
hidden unit (8.4)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from helpers import state, wait_until

import strife
from strife.server import create_app

SCENARIOS = [s.id for s in strife.load("civil-power").scenarios()]


def _create(client: TestClient, scenario: str, seats: dict[str, str]) -> dict[str, object]:
    body = {"game": "civil-power", "scenario": scenario, "seats": seats}
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    made: dict[str, object] = response.json()
    return made


def test_computer_seats_play_student_riot_to_its_end(client: TestClient) -> None:
    made = _create(client, "I-6", {"Mob": "heuristic", "Police": "heuristic"})
    gid = str(made["id"])
    wait_until(lambda: state(client, gid)["finished"], seconds=120)
    final = state(client, gid)
    # I-6 ends at its last turn, or earlier when the Mob disintegrates (8.9, on in I-6).
    assert final["outcome"]["reason"] in (
        "the last game-turn is over",
        "8.9 Mob Tactical Disintegration",
    )
    assert final["svg"].startswith("<svg")


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_scenario_plays_to_its_end_in_the_web_app(scenario: str, tmp_path: Path) -> None:
    sides = strife.load("civil-power").scenario(scenario).sides
    with TestClient(create_app(str(tmp_path / "web.db"))) as client:
        made = _create(client, scenario, {side: "random" for side in sides})
        gid = str(made["id"])
        wait_until(lambda: state(client, gid)["finished"], seconds=120)
        final = state(client, gid)
        assert final["outcome"] is not None and final["svg"].startswith("<svg")


def test_a_persons_options_name_areas_and_units_the_board_draws(client: TestClient) -> None:
    made = _create(client, "I-6", {"Mob": "human", "Police": "heuristic"})
    gid, token = str(made["id"]), made["tokens"]["Mob"]  # type: ignore[index]
    mine = state(client, gid, token)
    drawn = set(re.findall(r'data-target="([^"]+)"', mine["svg"]))
    assert mine["options"]
    for option in mine["options"]:
        assert set(option["targets"]) <= drawn, option["label"]
    first = mine["options"][0]
    answer = client.post(
        f"/api/games/{gid}/moves",
        headers={"X-Strife-Token": token},
        json={"action": first["action"], "at": mine["move"]},
    )
    assert answer.status_code == 200, answer.text
    assert state(client, gid, token)["move"] >= 1


def test_a_spectator_never_sees_a_hidden_unit(client: TestClient) -> None:
    made = _create(client, "skirmish", {"Mob": "human", "Police": "human"})
    gid, token = str(made["id"]), made["tokens"]["Mob"]  # type: ignore[index]
    mob = state(client, gid, token)
    hidden = [u for u in mob["view"]["units"] if u["area"] == "hidden"]
    assert hidden, "the skirmish sets a Mob unit up hidden"
    seen = state(client, gid)
    assert seen["role"] == "spectator"
    ids = {u["id"] for u in seen["view"]["units"]}
    for unit in hidden:
        assert unit["id"] not in ids
        assert repr(unit["id"]) not in str(seen)  # nowhere: not in the log, not drawn


def test_2_3_a_person_sets_up_in_the_web_app_by_clicking_areas(client: TestClient) -> None:
    body = {
        "game": "civil-power",
        "scenario": "I-6",
        "seats": {"Mob": "human", "Police": "random"},
        "options": {"setup": "players"},
    }
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    gid, token = str(response.json()["id"]), response.json()["tokens"]["Mob"]
    mine = state(client, gid, token)
    labels = [o["label"] for o in mine["options"]]
    assert "Take the medium mob package" in labels
    taken = 0

    def my_turn_or_started() -> bool:
        now = state(client, gid, token)
        return bool(now["options"]) or now["view"]["phase"] != "setup"

    while True:
        wait_until(my_turn_or_started, seconds=60)  # the Police choose at the same time
        mine = state(client, gid, token)
        if mine["view"]["phase"] != "setup":
            break
        drawn = set(re.findall(r'data-target="([^"]+)"', mine["svg"]))
        option = mine["options"][0]
        if option["action"]["kind"] == "package":
            option = next(o for o in mine["options"] if o["label"] == "Take the medium mob package")
        elif option["action"]["kind"] == "place":
            assert set(option["targets"]) <= drawn
            taken += 1
        answer = client.post(
            f"/api/games/{gid}/moves",
            headers={"X-Strife-Token": token},
            json={"action": option["action"], "at": mine["move"]},
        )
        assert answer.status_code == 200, answer.text
    assert taken > 0
    assert state(client, gid, token)["view"]["phase"] != "setup"
