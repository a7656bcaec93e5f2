"""Every registered game, every scenario, every check: the core contract holds.

Games are found through the registry (entry points plus the toy fixture game), so a new
game is checked as soon as it registers, with no edit here. Run one game with
`pytest tests/conformance -k power`; the many-seed variants are marked slow.
"""

from __future__ import annotations

import pytest

from strife.core.game import Game
from strife.core.registry import game_ids, load
from strife.core.scenario import Scenario
from tests.conformance import checks
from tests.fixtures.toy import ToyGame

CaseId = tuple[str, str]


NO_SCENARIOS = "(cannot list scenarios)"


def _cases() -> list[CaseId]:
    # The toy game is registered by conftest when the session starts, after collection;
    # it is named here so that parametrisation includes it too.
    ids = sorted(set(game_ids()) | {ToyGame.id})
    cases: list[CaseId] = []
    for gid in ids:
        try:
            cases += [(gid, s.id) for s in _game(gid).scenarios()]
        except Exception:  # one broken game fails its own tests, not everyone's collection
            cases.append((gid, NO_SCENARIOS))
    return cases


def _game(game_id: str) -> Game:
    return ToyGame() if game_id == ToyGame.id else load(game_id)


CASES = _cases()


@pytest.fixture(params=CASES, ids=[f"{g}:{s}" for g, s in CASES])
def case(request: pytest.FixtureRequest) -> tuple[Game, Scenario]:
    game_id, scenario_id = request.param
    game = load(game_id)
    if scenario_id == NO_SCENARIOS:
        game.scenarios()  # raises the error that collection met
        pytest.fail(f"{game_id} failed to list its scenarios at collection")
    return game, game.scenario(scenario_id)


@pytest.mark.parametrize("check", sorted(checks.CHECKS))
def test_game_keeps_the_contract(case: tuple[Game, Scenario], check: str) -> None:
    game, scenario = case
    checks.CHECKS[check](game, scenario)


@pytest.mark.slow
def test_many_random_playouts_end(case: tuple[Game, Scenario]) -> None:
    game, scenario = case
    seeds = range(checks.SEED_BASE + 1000, checks.SEED_BASE + 1030)
    checks.check_playouts_end(game, scenario, seeds)
    checks.check_playout_ends_as_scenario_stands(game, scenario, list(seeds)[:3])
