"""The conformance checks themselves are tested: each broken fixture game must fail the
check for its fault, and the correct toy game must pass them all."""

from __future__ import annotations

import pytest

from strife.core.game import Game
from strife.core.registry import register, unregister
from tests.conformance import checks
from tests.fixtures.broken import DRIFTING, LEAKY, MUTATING, SHUFFLED
from tests.fixtures.toy import ToyGame

SEED = checks.SEED_BASE + 3


def _mid_game(game: Game) -> list[object]:
    scenario = game.scenarios()[0]
    _, states = checks.play(game, scenario, SEED, samples=5)
    return list(states)


def _run_all(game: Game) -> None:
    register(game)
    try:
        states = _mid_game(game)
        strangers = [game.action_from_json({"kind": "bid", "amount": 7})]
        for state in states:
            checks.check_options_deterministic(game, state)  # type: ignore[arg-type]
            checks.check_unlisted_refused(game, state, strangers)  # type: ignore[arg-type]
            checks.check_replay(state)  # type: ignore[arg-type]
            checks.check_save_load(game, state, SEED)  # type: ignore[arg-type]
            checks.check_views_do_not_leak(game, state, SEED)  # type: ignore[arg-type]
    finally:
        unregister(game.id)


def test_the_correct_toy_game_passes() -> None:
    _run_all(ToyGame())


@pytest.mark.parametrize(
    "broken",
    [LEAKY, SHUFFLED, DRIFTING, MUTATING],
    ids=["leaking view", "non-deterministic options", "drifting replay", "mutating refusal"],
)
def test_each_fault_is_caught(broken: Game) -> None:
    with pytest.raises(AssertionError):
        _run_all(broken)
