"""Every action kind of every game, fuzzed: a malformed body is refused with the rules' own
error (IllegalAction, a StrifeError), never a crash (issue 16, item 4)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strife.core.errors import StrifeError
from strife.core.registry import games, load
from strife.core.state import State

GAMES = sorted(g.id for g in games())

# Any JSON value, small: what a client may put in a field.
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=12,
)


def started(game_id: str) -> State:
    game = load(game_id)
    return game.start(game.scenarios()[0], seed=1)


def seen_values(state: State) -> dict[str, list[Any]]:
    """Each field name's values among the legal options, so that half-right bodies (a real
    army and place, a malformed list) reach the rules and not only the decoder."""
    seen: dict[str, list[Any]] = {}
    for side in state.scenario.sides:
        for action in state.options(side):
            for name, value in action.to_json().items():
                if name != "kind" and value not in seen.setdefault(name, []):
                    seen[name].append(value)
    return seen


def bodies(state: State) -> st.SearchStrategy[dict[str, Any]]:
    """An action of a real kind of this game, each field any JSON value or a legal value."""
    classes = sorted(state.game.codec.classes.items())
    seen = seen_values(state)
    # Every string a legal option holds (army, place, unit...), for any field.
    words = sorted({v for values in seen.values() for v in values if isinstance(v, str)})
    some_word = st.sampled_from(words) if words else st.text(max_size=4)

    @st.composite
    def body(draw: st.DrawFn) -> dict[str, Any]:
        kind, cls = draw(st.sampled_from(classes))
        obj: dict[str, Any] = {"kind": kind}
        for f in dataclasses.fields(cls):
            real = seen.get(f.name)
            anything = some_word | JSON
            obj[f.name] = draw(st.sampled_from(real) | anything if real else anything)
        return obj

    return body()


def apply_fuzzed(state: State, obj: dict[str, Any]) -> None:
    decision = state.decision()
    assert decision is not None
    try:
        action = state.game.action_from_json(obj)
        state.clone().apply(decision.sides[0], action)
        action.label()
    except StrifeError:
        pass


@pytest.mark.parametrize("game_id", GAMES)
def test_every_malformed_action_is_refused_cleanly(game_id: str) -> None:
    state = started(game_id)

    @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
    @given(bodies(state))
    def check(obj: dict[str, Any]) -> None:
        apply_fuzzed(state, obj)

    check()


@pytest.mark.parametrize(
    ("game_id", "obj"),
    [
        ("power", {"kind": "missile-build", "army": "yellow", "loc": "YHQ", "pieces": [5],
                   "power_units": 0}),
        ("power", {"kind": "missile-build", "army": "yellow", "loc": "YHQ",
                   "pieces": [["I", 1, 2]], "power_units": 0}),
        ("power", {"kind": "missile-build", "army": "yellow", "loc": "YHQ",
                   "pieces": [[{}, []]], "power_units": 0}),
        ("civil-power", {"kind": "swap", "key": "x"}),
    ],
)  # fmt: skip
def test_the_bodies_found_giving_500_are_refused(game_id: str, obj: dict[str, Any]) -> None:
    state = started(game_id)
    decision = state.decision()
    assert decision is not None
    with pytest.raises(StrifeError):
        state.clone().apply(decision.sides[0], state.game.action_from_json(obj))
