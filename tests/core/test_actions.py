"""ActionCodec: actions round-trip through JSON; anything malformed is an IllegalAction
that says what is wrong."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

import pytest

from strife.core.actions import Action, ActionCodec
from strife.core.errors import IllegalAction


@dataclass(frozen=True, slots=True)
class March(Action):
    kind: ClassVar[str] = "march"
    unit: str
    steps: int
    path: tuple[str, ...]
    quietly: bool


@dataclass(frozen=True, slots=True)
class Build(Action):
    kind: ClassVar[str] = "build"
    parts: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"


CODEC = ActionCodec([March, Build, Pass])
MARCH = {"kind": "march", "unit": "A1", "steps": 2, "path": ["X", "Y"], "quietly": False}


@pytest.mark.parametrize(
    "action",
    [March("A1", 2, ("X", "Y"), True), Build((("C", 1), ("H", 2))), Build(()), Pass()],
)
def test_actions_round_trip_through_json(action: Action) -> None:
    obj = json.loads(json.dumps(action.to_json()))
    decoded = CODEC.decode(obj)
    assert decoded == action and hash(decoded) == hash(action)


def test_the_json_form_is_plain_and_stable() -> None:
    assert March("A1", 2, ("X", "Y"), False).to_json() == MARCH
    assert Build((("C", 1),)).to_json() == {"kind": "build", "parts": [["C", 1]]}


def test_an_action_has_a_label() -> None:
    assert March("A1", 2, (), False).label() == "march(unit=A1, steps=2, path=(), quietly=False)"


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        ("march", "must be a JSON object"),
        ([], "must be a JSON object"),
        ({"unit": "A1"}, r"unknown action kind None \(known: build, march, pass\)"),
        ({"kind": "fly"}, r"unknown action kind 'fly' \(known: build, march, pass\)"),
        ({"kind": 3}, "unknown action kind 3"),
        ({"kind": "march", "unit": "A1"}, r"missing fields \['steps', 'path', 'quietly'\]"),
        ({**MARCH, "speed": 9}, r"unexpected fields \['speed'\]"),
        ({**MARCH, "unit": 3}, "field 'unit' must be a string"),
        ({**MARCH, "steps": "2"}, "field 'steps' must be an integer"),
        ({**MARCH, "steps": 2.0}, "field 'steps' must be an integer"),
        ({**MARCH, "steps": True}, "field 'steps' must be an integer"),
        ({**MARCH, "quietly": 0}, "field 'quietly' must be true or false"),
        ({**MARCH, "path": "XY"}, "field 'path' must be a list"),
        ({"kind": "build", "parts": {"C": 1}}, "field 'parts' must be a list"),
    ],
)
def test_malformed_actions_are_refused_clearly(obj: object, message: str) -> None:
    with pytest.raises(IllegalAction, match=message):
        CODEC.decode(obj)
