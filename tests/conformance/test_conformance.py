"""Every registered game, every scenario: the core contract holds."""

from __future__ import annotations

import random

import pytest

from strife.core.game import Game
from strife.core.registry import game_ids, load
from strife.core.scenario import Scenario
from tests.conformance import checks
from tests.fixtures.toy import ToyGame

SEEDS = range(8)


def _cases() -> list[tuple[str, str]]:
    # The toy game is registered by conftest at run time; it is listed here so that
    # parametrisation (done at collection) includes it too.
    ids = sorted(set(game_ids()) | {ToyGame.id})
    return [(gid, s.id) for gid in ids for s in _game(gid).scenarios()]


def _game(game_id: str) -> Game:
    return ToyGame() if game_id == ToyGame.id else load(game_id)


@pytest.fixture(params=_cases(), ids=lambda case: f"{case[0]}:{case[1]}")
def case(request: pytest.FixtureRequest) -> tuple[Game, Scenario]:
    game_id, scenario_id = request.param
    game = load(game_id)
    return game, game.scenario(scenario_id)


def test_random_playouts_end(case: tuple[Game, Scenario]) -> None:
    game, scenario = case
    for seed in SEEDS:
        checks.check_playout_ends(game, scenario, checks.SEED_BASE + seed)


def test_random_playouts_end_with_the_scenario_as_it_is(case: tuple[Game, Scenario]) -> None:
    """Without the options that shorten test games, games still reach their end."""
    game, scenario = case
    for seed in range(2):
        checks.check_playout_ends(game, scenario, checks.SEED_BASE + 100 + seed, bounded=False)


def test_states_along_a_playout_keep_the_contract(case: tuple[Game, Scenario]) -> None:
    game, scenario = case
    seed = checks.SEED_BASE + 7
    final, states = checks.play(game, scenario, seed, samples=8)
    assert states, "no state sampled"
    strangers = [a for s in states for side in s.scenario.sides for a in s.options(side)[:4]]
    rng = random.Random(seed)
    rng.shuffle(strangers)
    for state in states:
        checks.check_options_deterministic(game, state)
        checks.check_every_option_accepted(state)
        checks.check_unlisted_refused(game, state, strangers[:25])
        checks.check_replay(state)
        checks.check_save_load(game, state, seed)
        checks.check_views_do_not_leak(game, state, seed)
        checks.check_views_json(state)
    checks.check_replay(final)
