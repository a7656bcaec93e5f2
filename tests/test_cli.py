"""The `strife` command, in process (CliRunner), against the tiny race game of
tests/cli_fixture_game.py, and against POWER once it is registered."""

from __future__ import annotations

import importlib
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner, Result

from strife.cli import app
from strife.core.events import Event
from strife.core.registry import game_ids, register, unregister
from strife.terminal import show_events

sys.path.insert(0, str(Path(__file__).parent))
from cli_fixture_game import PlainGame, RaceGame

runner = CliRunner()


@pytest.fixture(autouse=True)
def race_game() -> Iterator[None]:
    register(RaceGame())
    register(PlainGame())
    yield
    unregister("race")
    unregister("plain")


def strife(*args: str, input: str | None = None) -> Result:
    return runner.invoke(app, list(args), input=input)


def assert_one_line_error(result: Result, *fragments: str) -> None:
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    for fragment in fragments:
        assert fragment in lines[0]


def saved_game(tmp_path: Path, seed: int = 3) -> Path:
    path = tmp_path / "game.json"
    result = strife(
        "play", "race", "--seat", "all=random", "--seed", str(seed), "--save", str(path)
    )
    assert result.exit_code == 0, result.output
    return path


# -- listing ---------------------------------------------------------------------------------


def test_games_lists_registered_games() -> None:
    result = strife("games")
    assert result.exit_code == 0
    assert "race" in result.stdout
    assert "Two sides race a counter" in result.stdout


def test_games_lists_a_broken_plug_in_with_its_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    registry = importlib.import_module("strife.core.registry")
    real_load = registry.load

    def load(game_id: str) -> object:
        if game_id == "plain":
            raise ImportError("no module named 'plain_rules'")
        return real_load(game_id)

    monkeypatch.setattr("strife.cli.load", load)
    result = strife("games")
    assert result.exit_code == 0, result.output
    assert "cannot load: no module named 'plain_rules'" in result.stdout
    assert "Two sides race a counter" in result.stdout


def test_scenarios_lists_sides_and_options_with_defaults() -> None:
    result = strife("scenarios", "race")
    assert result.exit_code == 0
    for text in ("short", "trio", "green", "target=10"):
        assert text in result.stdout


# -- one-line errors ------------------------------------------------------------------------------


def test_unknown_game_is_one_line() -> None:
    assert_one_line_error(strife("play", "rase"), "unknown game 'rase'", "race")
    assert_one_line_error(strife("scenarios", "rase"), "unknown game 'rase'")
    assert_one_line_error(strife("bench", "rase"), "unknown game 'rase'")


def test_unknown_scenario_is_one_line() -> None:
    result = strife("play", "race", "--scenario", "long", "--seat", "all=random")
    assert_one_line_error(result, "no scenario 'long'", "short, trio")


def test_unknown_side_is_one_line() -> None:
    result = strife("play", "race", "--seat", "purple=random")
    assert_one_line_error(result, "unknown side 'purple'", "red, blue")


def test_unknown_agent_is_one_line() -> None:
    result = strife("play", "race", "--seat", "all=genius")
    assert_one_line_error(result, "unknown agent 'genius'", "random")


def test_game_without_heuristic_is_one_line() -> None:
    assert_one_line_error(strife("play", "race", "--seat", "all=heuristic"), "no heuristic")


def test_malformed_seat_is_one_line() -> None:
    assert_one_line_error(strife("play", "race", "--seat", "red"), "--seat 'red'", "SIDE=AGENT")


def test_unknown_option_is_one_line() -> None:
    result = strife("play", "race", "--seat", "all=random", "--option", "speed=3")
    assert_one_line_error(result, "no option 'speed'", "target")


def test_option_of_the_wrong_type_is_one_line() -> None:
    result = strife("play", "race", "--seat", "all=random", "--option", "target=far")
    assert_one_line_error(result, "option 'target' must be int", "'far'")


def test_malformed_json_record_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "strife-record", ')
    assert_one_line_error(strife("replay", str(path)), "not valid JSON")
    assert_one_line_error(strife("play", "race", "--load", str(path)), "not valid JSON")


def test_missing_file_is_one_line(tmp_path: Path) -> None:
    assert_one_line_error(strife("replay", str(tmp_path / "none.json")), "no such file")


def test_unreadable_file_is_one_line(tmp_path: Path) -> None:
    assert_one_line_error(strife("replay", str(tmp_path)), "cannot be read")


def test_not_a_record_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text('{"hello": 1}')
    assert_one_line_error(strife("replay", str(path)), "not a Strife record")


def test_tampered_move_is_one_line(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    obj = json.loads(path.read_text())
    obj["moves"][2][1]["n"] = 5
    path.write_text(json.dumps(obj))
    assert_one_line_error(strife("replay", str(path)), "move 3", "cannot be replayed")
    assert_one_line_error(strife("play", "race", "--load", str(path)), "move 3")


def test_tampered_move_shape_is_one_line(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    obj = json.loads(path.read_text())
    obj["moves"][0] = ["red", {"kind": "teleport"}]
    path.write_text(json.dumps(obj))
    assert_one_line_error(strife("replay", str(path)), "move 1", "unknown action kind")


def test_tampered_position_is_one_line(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    obj = json.loads(path.read_text())
    obj["state"]["totals"]["red"] += 1
    path.write_text(json.dumps(obj))
    result = strife("play", "race", "--load", str(path), "--seat", "all=random")
    assert_one_line_error(result, "does not match its moves")


def test_broken_position_is_one_line(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    obj = json.loads(path.read_text())
    obj["state"] = {"totals": 7}
    path.write_text(json.dumps(obj))
    result = strife("play", "race", "--load", str(path), "--seat", "all=random")
    assert_one_line_error(result, str(path), "cannot be loaded")


def test_record_with_other_rules_is_one_line(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    obj = json.loads(path.read_text())
    obj["rules_hash"] = "0123456789abcdef"
    path.write_text(json.dumps(obj))
    assert_one_line_error(strife("replay", str(path)), "rules data 0123456789abcdef")


def test_record_of_an_unknown_game_is_one_line(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    obj = json.loads(path.read_text())
    obj["game"] = "chess"
    path.write_text(json.dumps(obj))
    assert_one_line_error(strife("replay", str(path)), "unknown game 'chess'")


def test_load_of_another_game_is_one_line(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    assert_one_line_error(strife("play", "plain", "--load", str(path)), "is a race game")


def test_load_with_a_scenario_is_one_line(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    result = strife("play", "race", "--load", str(path), "--scenario", "trio")
    assert_one_line_error(result, "--load takes the scenario")


# -- play ---------------------------------------------------------------------------------------


def test_play_all_random_reaches_the_end() -> None:
    result = strife("play", "race", "--seat", "all=random", "--seed", "5")
    assert result.exit_code == 0, result.output
    assert "Race: red 0, blue 0; red to move" in result.stdout  # the game's describe()
    assert "red advances" in result.stdout
    assert "Game over after" in result.stdout
    assert "Winner:" in result.stdout


def test_play_is_reproducible_from_its_seed() -> None:
    first = strife("play", "race", "--scenario", "trio", "--seat", "all=random", "--seed", "9")
    again = strife("play", "race", "--scenario", "trio", "--seat", "all=random", "--seed", "9")
    assert first.exit_code == 0
    assert first.stdout == again.stdout


def test_play_options_are_typed() -> None:
    result = strife("play", "race", "--seat", "all=random", "--option", "target=3")
    assert result.exit_code == 0, result.output
    assert "Game over after" in result.stdout


def test_play_without_describe_shows_json() -> None:
    result = strife("play", "plain", "--seat", "all=random", "--seed", "1")
    assert result.exit_code == 0, result.output
    assert '{"totals":{"blue":0,"red":0},"turn":"red"}' in result.stdout


def test_human_seat_chooses_by_number_and_by_text() -> None:
    # red (human) always advances 2; "advance 2" picks by label, "9" is refused and asked again.
    answers = "2\n9\nadvance 2\n" + "2\n" * 20
    seats = ("--seat", "red=human", "--seat", "blue=random")
    result = strife("play", "race", *seats, "--seed", "1", input=answers)
    assert result.exit_code == 0, result.output
    assert "1 advance 1" in result.stdout
    assert "Type a number from 1 to 2" in result.stdout
    assert result.stdout.count("red advances 2 to") >= 2
    assert "red advances 1" not in result.stdout
    assert "Game over after" in result.stdout


def test_without_seats_the_first_side_is_the_person_and_the_rest_the_computer() -> None:
    result = strife("play", "race", "--seed", "2", input="1\n" * 20)
    assert result.exit_code == 0, result.output
    assert "red, your choice" in result.stdout
    assert "blue, your choice" not in result.stdout
    assert "Game over after" in result.stdout


def test_people_sharing_the_terminal_hand_it_over() -> None:
    answers = "\n1\n" * 40  # Enter at each hand-over, then option 1
    result = strife("play", "race", "--seat", "all=human", "--seed", "1", input=answers)
    assert result.exit_code == 0, result.output
    assert "Red to play: pass the terminal" in result.stdout
    assert "Blue to play: pass the terminal" in result.stdout
    assert "Game over after" in result.stdout


def test_quit_offers_to_save_and_the_game_resumes(tmp_path: Path) -> None:
    path = tmp_path / "half.json"
    result = strife(
        "play",
        "race",
        "--seat",
        "red=human",
        "--seat",
        "blue=random",
        "--seed",
        "4",
        input=f"1\nq\ny\n{path}\n",
    )
    assert result.exit_code == 130, result.output
    assert "Game stopped at move 2" in result.stdout
    assert "Traceback" not in result.output
    saved = json.loads(path.read_text())
    assert len(saved["moves"]) == 2
    resumed = strife("play", "race", "--load", str(path), "--seat", "all=random")
    assert resumed.exit_code == 0, resumed.output
    assert "Game over after" in resumed.stdout


def test_end_of_input_stops_cleanly_without_saving(tmp_path: Path) -> None:
    result = strife("play", "race", "--seat", "all=human", input="\n1\n")
    assert result.exit_code == 130, result.output
    assert "Not saved." in result.stdout
    assert "Traceback" not in result.output


def test_interrupt_with_save_flag_defaults_to_that_file(tmp_path: Path) -> None:
    path = tmp_path / "named.json"
    result = strife("play", "race", "--seat", "all=human", "--save", str(path), input="q\ny\n\n")
    assert result.exit_code == 130, result.output
    assert json.loads(path.read_text())["moves"] == []


def test_events_shown_are_those_the_human_seats_may_see() -> None:
    out = io.StringIO()
    console = Console(file=out, width=100)
    events = [
        Event("a", "for everyone"),
        Event("b", "red's secret", visible_to=frozenset(["red"])),
        Event("c", "blue's secret", visible_to=frozenset(["blue"])),
    ]
    show_events(console, 1, events, ("red",))
    assert "for everyone" in out.getvalue()
    assert "red's secret" in out.getvalue()
    assert "blue's secret" not in out.getvalue()
    show_events(console, 2, events, ())
    assert "blue's secret" in out.getvalue()  # no person plays: everything is shown


# -- save and replay ----------------------------------------------------------------------------


def final_position(output: str) -> str:
    lines = output.splitlines()
    index = max(
        i for i, line in enumerate(lines) if line.startswith(("Final position", "Position after"))
    )
    return lines[index + 1]


def test_save_then_replay_reaches_the_same_position(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    played = strife("play", "race", "--seat", "all=random", "--seed", "11", "--save", str(path))
    assert played.exit_code == 0, played.output
    replayed = strife("replay", str(path))
    assert replayed.exit_code == 0, replayed.output
    assert final_position(replayed.stdout) == final_position(played.stdout)
    moves = len(json.loads(path.read_text())["moves"])
    assert f"{moves:>5}. " in replayed.stdout
    assert "advances" in replayed.stdout
    assert "Game over after" in replayed.stdout


def test_replay_to_a_move(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    result = strife("replay", str(path), "--to", "3")
    assert result.exit_code == 0, result.output
    assert "    3. red: advance" in result.stdout
    assert "    4. " not in result.stdout
    assert "Position after move 3" in result.stdout
    assert "Game over" not in result.stdout


def test_replay_of_a_bare_record(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    obj = json.loads(path.read_text())
    del obj["state"], obj["dice"]
    path.write_text(json.dumps(obj))
    assert strife("replay", str(path)).exit_code == 0
    resumed = strife("play", "race", "--load", str(path), "--seat", "all=random")
    assert resumed.exit_code == 0, resumed.output


# -- bench and serve ------------------------------------------------------------------------------


def test_bench_json_parses() -> None:
    result = strife("bench", "race", "--seconds", "0", "--json")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["game"] == "race"
    assert figures["options"] == {"target": 12}  # from the game's conformance_options
    assert figures["playouts"] >= 1
    for key in (
        "decisions_per_second",
        "clone_us",
        "apply_us",
        "peak_memory_bytes",
        "decision_call_units",
        "clone_dict_copy_units",
        "games_per_second_all_cores",
        "decisions_per_second_all_cores",
        "mcts_iterations_per_second",
        "mcts_iteration_call_units",
        "mcts_rollout_share",
    ):
        assert figures[key] > 0, key
    assert figures["cores"] >= 1
    assert figures["mcts_agent"].startswith("ismcts:")


def test_bench_table() -> None:
    result = strife("bench", "plain", "--scenario", "trio", "--seconds", "0")
    assert result.exit_code == 0, result.output
    for text in (
        "plain trio",
        "decisions / s",
        "call units",
        "dict-copy units",
        "peak memory",
        "cores",
        "search iterations / s",
        "search time in rollouts",
    ):
        assert text in result.stdout


def test_serve_calls_the_server(monkeypatch: pytest.MonkeyPatch) -> None:
    server = importlib.import_module("strife.server")
    calls: list[tuple[str, int, str | None, bool]] = []
    monkeypatch.setattr(server, "run", lambda *args: calls.append(args))
    result = strife("serve", "--host", "0.0.0.0", "--port", "9000", "--db", "sqlite://")
    assert result.exit_code == 0, result.output
    allowed = strife("serve", "--allow-agent-modules")
    assert allowed.exit_code == 0, allowed.output
    assert calls == [("0.0.0.0", 9000, "sqlite://", False), ("127.0.0.1", 8000, None, True)]


def test_serve_without_the_server_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "strife.server.app", None)  # makes the import fail
    assert_one_line_error(strife("serve"), "web server is not available")


# -- POWER, once registered -----------------------------------------------------------------------

needs_power = pytest.mark.skipif("power" not in game_ids(), reason="POWER is not registered")


@needs_power
def test_power_all_random_reaches_a_winner() -> None:
    result = strife("play", "power", "--seat", "all=random", "--seed", "1")
    assert result.exit_code == 0, result.output
    assert "Winner:" in result.stdout
    winner = result.stdout.split("Winner:")[1].splitlines()[0]
    assert "nobody" not in winner
    # Issue 17 item 11: the terminal names sides as people do ("Yellow"), not by their ids.
    assert winner.split()[0][0].isupper(), winner


@needs_power
def test_power_bench_prints_its_table() -> None:
    result = strife("bench", "power", "--seconds", "0")
    assert result.exit_code == 0, result.output
    assert "round_limit=12" in result.stdout
    assert "decisions / s" in result.stdout
