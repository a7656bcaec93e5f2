"""Records: what a game was played with, replayed bit for bit; anything wrong with one is a
RecordError that names the problem."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

import strife
from strife.core.errors import RecordError, StrifeError
from strife.core.record import Record, replay
from strife.core.registry import load
from tests.fixtures.toy import ToyGame


def _record(seed: int = 3) -> dict[str, Any]:
    final = strife.play_match("toy", "duel", {"all": "random"}, seed=seed)
    obj: dict[str, Any] = json.loads(json.dumps(final.record().to_json()))
    return obj


def test_a_record_names_its_strife_version_and_rules_data() -> None:
    obj = _record()
    assert obj["format"] == "strife-record"
    assert obj["strife"] == strife.__version__
    assert obj["rules_hash"] == load("toy").rules_hash()
    assert (obj["game"], obj["scenario"], obj["seed"]) == ("toy", "duel", 3)
    assert obj["options"] == {"round_limit": 20}


def test_replay_gives_the_same_game_bit_for_bit() -> None:
    final = strife.play_match("toy", "sprint", {"all": "random"}, seed=5)
    assert replay(final.record()).to_json() == final.to_json()


def test_replay_can_stop_after_a_given_move() -> None:
    obj = _record()
    assert replay(obj, to=3).move_count == 3
    assert replay(obj, to=10_000).move_count == len(obj["moves"])


def test_the_rules_hash_follows_the_rules_data(tmp_path: Path) -> None:
    shutil.copy(ToyGame.data_dir / "rules.toml", tmp_path / "rules.toml")
    assert _hash_of(tmp_path) == ToyGame().rules_hash()
    (tmp_path / "rules.toml").write_text('name = "toy, revised"\n')
    assert _hash_of(tmp_path) != ToyGame().rules_hash()


def _hash_of(data_dir: Path) -> str:
    game = ToyGame()  # a new object each time: a game caches its hash
    game.data_dir = data_dir
    return game.rules_hash()


def test_a_record_made_with_other_rules_data_is_refused_saying_so() -> None:
    obj = _record()
    obj["rules_hash"] = "0123456789abcdef"
    obj["strife"] = "0.0.1"
    with pytest.raises(RecordError, match=r"rules data 0123456789abcdef \(Strife 0\.0\.1\)"):
        replay(obj)


def test_a_move_changed_to_an_illegal_one_is_named_by_number() -> None:
    obj = _record()
    obj["moves"][4][1] = {"kind": "bid", "amount": 7}
    with pytest.raises(RecordError, match=r"move 5 \((north|south)\) cannot be replayed"):
        replay(obj)


def test_a_move_by_the_wrong_side_is_named_by_number() -> None:
    obj = _record()
    obj["moves"][0][0] = "east"
    with pytest.raises(RecordError, match=r"move 1 .*not east's decision"):
        replay(obj)


def test_a_move_of_an_unknown_kind_is_named_by_number() -> None:
    obj = _record()
    obj["moves"][2][1] = {"kind": "fold"}
    with pytest.raises(RecordError, match=r"move 3 .*unknown action kind 'fold'"):
        replay(obj)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "chess-pgn"}, "not a Strife record"),
        ({"game": 3}, "'game' must be a string"),
        ({"scenario": 3}, "'scenario' must be an id or scenario data"),
        ({"seed": "3"}, "'seed' must be an integer"),
        ({"seed": True}, "'seed' must be an integer"),
        ({"options": []}, "'options' must be an object"),
        ({"moves": None}, "'moves' must be a list"),
        ({"moves": [["north"]]}, r"move 1 must be \[side, action\]"),
        ({"moves": [["north", {"kind": "bid", "amount": 1}], [3, {}]]}, "move 2 must be"),
        ({"scenario": "marathon"}, "cannot start its game: .*no scenario 'marathon'"),
        ({"options": {"round_limit": "ten"}}, "cannot start its game: .*round_limit"),
    ],
)
def test_a_malformed_record_is_refused_naming_the_problem(
    change: dict[str, Any], message: str
) -> None:
    obj = {**_record(), **change}
    with pytest.raises(RecordError, match=message):
        replay(obj)


@pytest.mark.parametrize("field", ["game", "seed", "moves", "scenario", "format"])
def test_a_record_missing_a_field_is_refused(field: str) -> None:
    obj = _record()
    del obj[field]
    with pytest.raises(RecordError, match=field if field != "format" else "not a Strife"):
        replay(obj)


def test_a_record_of_an_unknown_game_names_the_known_ones() -> None:
    obj = {**_record(), "game": "chess"}
    with pytest.raises(StrifeError, match=r"unknown game 'chess' \(known: .*toy"):
        replay(obj)


def test_a_record_saves_and_loads_as_a_file(tmp_path: Path) -> None:
    record = Record.from_json(_record())
    path = tmp_path / "game.json"
    record.save(path)
    assert Record.load(path) == record


def test_a_record_file_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"format": "strife-record", "moves": [')
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.load(path)
    with pytest.raises(RecordError, match="no such file"):
        Record.load(tmp_path / "missing.json")


def test_a_saved_game_loads_and_a_malformed_one_is_refused() -> None:
    game = load("toy")
    state = strife.play_match(game, "duel", {"all": "random"}, seed=4, max_decisions=5)
    saved = json.loads(json.dumps(state.to_json()))
    assert game.load_state(saved).to_json() == state.to_json()
    for broken in ({**saved, "state": None}, {**saved, "state": {"round": 1}}):
        with pytest.raises(RecordError):
            game.load_state(broken)
    with pytest.raises(RecordError):
        game.load_state({**saved, "dice": {"kind": "loaded"}})
