"""The core pieces on their own: dice, action JSON, records, the registry, agents."""

from __future__ import annotations

import json

import pytest

import strife
from strife.agents import make_agent
from strife.core.dice import Dice, ScriptedDice, dice_from_json
from strife.core.errors import IllegalAction, RecordError, StrifeError, UnknownName
from strife.core.record import Record, replay
from strife.core.registry import load
from strife.games.power.commands import CODEC, MissileBuild, Move


def test_dice_are_reproducible_and_clone_exactly() -> None:
    a, b = Dice(42), Dice(42)
    rolls = [a.roll(10) for _ in range(50)]
    assert rolls == [b.roll(10) for _ in range(50)]
    assert set(rolls) <= set(range(1, 11)) and len(set(rolls)) > 5
    copy = a.copy()
    assert [copy.below(7) for _ in range(20)] == [a.below(7) for _ in range(20)]
    restored = dice_from_json(json.loads(json.dumps(a.to_json())))
    assert restored.roll() == a.roll()


def test_scripted_dice_give_exactly_their_values_then_refuse() -> None:
    dice = ScriptedDice([4, 2, 6])
    assert [dice.roll(), dice.roll(), dice.roll()] == [4, 2, 6]
    with pytest.raises(StrifeError, match="ran out"):
        dice.roll()
    with pytest.raises(StrifeError, match=r"not in 1\.\.6"):
        ScriptedDice([9]).roll(6)


def test_actions_round_trip_through_json() -> None:
    move = Move("yellow", "T", "Y4", "XI")
    assert CODEC.decode(json.loads(json.dumps(move.to_json()))) == move
    build = MissileBuild("red", "RRV", (("C", 1), ("H", 1)), 20)
    assert CODEC.decode(json.loads(json.dumps(build.to_json()))) == build


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        ({"kind": "fly"}, "unknown action kind"),
        ({"kind": "move", "army": "yellow"}, "missing fields"),
        (
            {"kind": "move", "army": "y", "piece": "T", "frm": "Y4", "to": "XI", "x": 1},
            "unexpected",
        ),
        ({"kind": "move", "army": "y", "piece": 3, "frm": "Y4", "to": "XI"}, "must be a string"),
        ("move", "JSON object"),
    ],
)
def test_malformed_actions_are_refused_clearly(obj: object, message: str) -> None:
    with pytest.raises(IllegalAction, match=message):
        CODEC.decode(obj)


def _short_record() -> Record:
    final = strife.play_match(
        "power", "four-player", {"all": "random"}, seed=3, options={"round_limit": 2}
    )
    return final.record()


def test_a_record_names_its_strife_version_and_rules_data() -> None:
    record = _short_record()
    obj = record.to_json()
    assert obj["strife"] == strife.__version__
    assert obj["rules_hash"] == load("power").rules_hash()


def test_a_record_made_with_other_rules_data_is_refused() -> None:
    obj = _short_record().to_json()
    obj["rules_hash"] = "0123456789abcdef"
    with pytest.raises(RecordError, match="rules data 0123456789abcdef"):
        replay(obj)


def test_a_tampered_move_is_named_by_number() -> None:
    obj = _short_record().to_json()
    obj["moves"][4][1] = {"kind": "move", "army": "yellow", "piece": "T", "frm": "Y4", "to": "RHQ"}
    with pytest.raises(RecordError, match="move 5"):
        replay(obj)


@pytest.mark.parametrize(
    "obj",
    [
        {},
        {"format": "strife-record", "game": 3},
        {
            "format": "strife-record",
            "game": "power",
            "scenario": "four-player",
            "seed": 1,
            "moves": [["yellow"]],
        },
    ],
)
def test_malformed_records_are_refused(obj: dict[str, object]) -> None:
    with pytest.raises(RecordError):
        replay(obj)


def test_unknown_names_list_the_known_ones() -> None:
    with pytest.raises(UnknownName, match=r"known: .*power"):
        load("powr")
    with pytest.raises(UnknownName, match="known:"):
        make_agent("genius", load("power"), "yellow")
    with pytest.raises(UnknownName, match="no scenario"):
        load("power").start("five-player")
    with pytest.raises(UnknownName, match="no option"):
        load("power").start("four-player", options={"turbo": 1})


def test_play_match_is_reproducible() -> None:
    one = strife.play_match(
        "power", "two-player", {"all": "random"}, seed=9, options={"round_limit": 3}
    )
    two = strife.play_match(
        "power", "two-player", {"all": "random"}, seed=9, options={"round_limit": 3}
    )
    assert one.to_json() == two.to_json()
