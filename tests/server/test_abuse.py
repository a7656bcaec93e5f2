"""Issue 16: what one client sends cannot freeze the server, read its files, crash a request
or pass absurd values. Each test sends exactly what was found."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from strife.core.registry import load


def record(
    game: str, scenario: Any, seed: int = 1, moves: list[Any] | None = None
) -> dict[str, Any]:
    return {
        "format": "strife-record",
        "game": game,
        "scenario": scenario,
        "seed": seed,
        "options": {},
        "moves": moves or [],
    }


def scenario_data(game: str, **changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(load(game).scenarios()[0].data)
    return data | {"id": "mine"} | changes


def refused(response: Any, status: int, *words: str) -> str:
    assert response.status_code == status, response.text
    error: str = response.json()["error"]
    assert all(w in error for w in words), error
    return error


# -- 1. the freeze -----------------------------------------------------------------------


def test_item_1_import_with_negative_crisis_markers_is_refused(client: TestClient) -> None:
    data = scenario_data("crisis2000", markers={"government": -3, "rebel": 3})
    answer = client.post("/api/import", json={"record": record("crisis2000", data)})
    refused(answer, 422, "markers")
    assert client.get("/api/games").status_code == 200


# -- 2. files ----------------------------------------------------------------------------


def test_item_2_create_never_reads_a_file_named_as_scenario(client: TestClient) -> None:
    body = {"game": "power", "scenario": "pyproject.toml", "seats": {}}
    there = refused(client.post("/api/games", json=body), 422, "no scenario")
    body["scenario"] = "no-such-file.toml"
    absent = refused(client.post("/api/games", json=body), 422, "no scenario")
    assert there.replace("pyproject", "X") == absent.replace("no-such-file", "X")


def test_item_2_import_never_reads_an_absolute_path(client: TestClient, tmp_path: Path) -> None:
    real = tmp_path / "real.toml"
    real.write_text('id = "x"\n')
    answers = [
        client.post("/api/import", json={"record": record("power", str(path))}).json()
        for path in (real, tmp_path / "absent.toml")
    ]
    assert all("no scenario" in a["error"] for a in answers)
    assert answers[0]["error"].replace("real", "X") == answers[1]["error"].replace("absent", "X")


def test_item_2_civil_power_maps_cannot_leave_the_maps_folder(
    client: TestClient, tmp_path: Path
) -> None:
    real = tmp_path / "x.toml"
    real.write_text('id = "x"\nrows = []\n')
    errors = []
    for maps in ("../../../../tmp/x", str(real), str(tmp_path / "absent.toml")):
        data = scenario_data("civil-power", maps=maps)
        answer = client.post("/api/import", json={"record": record("civil-power", data)})
        errors.append(refused(answer, 422))
    assert "maps" in errors[0]
    assert errors[1].replace("x.toml", "X") == errors[2].replace("absent.toml", "X")
    assert "only the game's own files" in errors[1]


# -- 3. starvation -------------------------------------------------------------------------


def test_item_3_a_computer_seat_over_the_budget_is_refused(client: TestClient) -> None:
    body = {"game": "power", "scenario": "two-player", "seats": {"red": "mcts:ms=600000"}}
    seats = {s: "human" for s in load("power").scenario("two-player").sides}
    body["seats"] = seats | {next(iter(seats)): "mcts:ms=600000"}
    refused(client.post("/api/games", json=body), 422, "at most 2000 ms")


def test_item_3_a_search_seat_without_a_clock_gets_the_cap(client: TestClient) -> None:
    sides = load("power").scenario("two-player").sides
    body = {"game": "power", "scenario": "two-player", "seats": {sides[0]: "mcts:iters=5"}}
    made = client.post("/api/games", json=body)
    assert made.status_code == 201, made.text
    service = client.app.state.service  # type: ignore[attr-defined]
    assert service.games[made.json()["id"]].data.seats[0].kind == "mcts:iters=5,ms=2000"


# -- 4. server errors -----------------------------------------------------------------------

MISSILE_BUILDS = ([5], [["I", 1, 2]], [[{}, []]])


@pytest.mark.parametrize("pieces", MISSILE_BUILDS)
def test_item_4_malformed_missile_builds_are_422(client: TestClient, pieces: Any) -> None:
    sides = load("power").scenario("four-player").sides
    made = client.post(
        "/api/games",
        json={"game": "power", "scenario": "four-player", "seats": dict.fromkeys(sides, "human")},
    ).json()
    action = {"kind": "missile-build", "army": "yellow", "loc": "YHQ", "pieces": pieces,
              "power_units": 0}  # fmt: skip
    answer = client.post(
        f"/api/games/{made['id']}/moves",
        headers={"X-Strife-Token": made["tokens"]["yellow"]},
        json={"action": action, "at": 0},
    )
    refused(answer, 422, "pieces")


def test_item_4_a_malformed_civil_power_swap_is_422(client: TestClient) -> None:
    game = load("civil-power")
    scenario = next(s for s in game.scenarios() if s.option("setup"))
    body = {
        "game": "civil-power",
        "scenario": scenario.id,
        "seats": dict.fromkeys(scenario.sides, "human"),
        "options": {"setup": "players"},
    }
    made = client.post("/api/games", json=body)
    assert made.status_code == 201, made.text
    game_id = made.json()["id"]
    for side, token in made.json()["tokens"].items():
        answer = client.post(
            f"/api/games/{game_id}/moves",
            headers={"X-Strife-Token": token},
            json={"action": {"kind": "swap", "key": "x"}, "at": 0},
        )
        assert answer.status_code in (409, 422), (side, answer.text)


@pytest.mark.parametrize("seed", [2**64, -(2**70)])
def test_item_4_import_with_a_seed_out_of_range_is_422(client: TestClient, seed: int) -> None:
    answer = client.post("/api/import", json={"record": record("power", "two-player", seed)})
    refused(answer, 422, "seed")


def test_item_4_import_whose_scenario_names_a_directory_is_422(
    client: TestClient, tmp_path: Path
) -> None:
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    answer = client.post("/api/import", json={"record": record("power", str(folder))})
    refused(answer, 422, "no scenario")


def test_item_4_import_with_an_unknown_preplace_region_is_422(client: TestClient) -> None:
    data = scenario_data("crisis2000", preplace={"rebel": ["infrastructure atlantis"]})
    answer = client.post("/api/import", json={"record": record("crisis2000", data)})
    refused(answer, 422, "unknown region")


# -- 9. validation ---------------------------------------------------------------------------


@pytest.mark.parametrize("count", [-5, 10**20])
def test_item_9_absurd_power_piece_counts_are_refused(client: TestClient, count: int) -> None:
    data = scenario_data("power", initial_forces={"I": count})
    answer = client.post("/api/import", json={"record": record("power", data)})
    refused(answer, 422, "initial_forces")


@pytest.mark.parametrize(
    ("key", "value"), [("night_from", 99), ("engagement", {"Mob": 99, "Police": 1})]
)
def test_item_9_absurd_civil_power_values_are_refused(
    client: TestClient, key: str, value: Any
) -> None:
    data = scenario_data("civil-power", **{key: value})
    answer = client.post("/api/import", json={"record": record("civil-power", data)})
    refused(answer, 422)


@pytest.mark.parametrize("limit", [-3, 10**30])
def test_item_9_absurd_round_limits_are_refused(client: TestClient, limit: int) -> None:
    body = {"game": "power", "scenario": "two-player", "options": {"round_limit": limit}}
    refused(client.post("/api/games", json=body), 422, "round_limit")


@pytest.mark.parametrize("at", [True, "1"])
def test_item_9_a_move_number_must_be_a_number(client: TestClient, at: Any) -> None:
    made = client.post("/api/games", json={"game": "tiny", "scenario": "duel"}).json()
    answer = client.post(
        f"/api/games/{made['id']}/moves",
        headers={"X-Strife-Token": made["tokens"]["red"]},
        json={"action": {"kind": "pick", "cell": "c1"}, "at": at},
    )
    refused(answer, 422, "at")


def test_item_9_an_over_limit_chunked_body_is_413(client: TestClient) -> None:
    def chunks() -> Any:
        for _ in range(100):
            yield b" " * 1024

    answer = client.post(
        "/api/games", content=chunks(), headers={"content-type": "application/json"}
    )
    assert answer.status_code == 413, answer.text


# -- 11. the published schema -----------------------------------------------------------------


def test_item_11_the_api_schema_is_published(client: TestClient) -> None:
    schema = client.get("/openapi.json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    assert {"/api/games", "/api/games/{game_id}/moves", "/api/import"} <= set(paths)
    assert client.get("/docs").status_code == 200
