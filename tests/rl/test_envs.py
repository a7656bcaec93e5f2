"""strife.rl: the standard checks of PettingZoo and Gymnasium pass for every game, every
scenario's options have distinct integers, and an observation holds only the side's view."""

from __future__ import annotations

import random
import warnings
from importlib.util import find_spec
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, seed_test

from strife.core.encoding import WAIT
from strife.core.errors import IllegalAction
from strife.core.registry import game_ids, load
from strife.games.civil_power.rl_encoding import UNITS_PER_SIDE
from strife.rl import aec_env, gym_env, parallel_env
from strife.rl.table import Table, encoding_for
from tests.fixtures.toy import ToyGame

# Every registered game, so that a game is checked as soon as it registers (the toy is
# registered by conftest after collection, and is named in CHECKED itself).
GAMES = [g for g in game_ids() if g != ToyGame.id]
# One quick scenario per game for the full checks; every scenario for the encoding. A game
# not named in QUICK is checked on its first scenario as it stands.
QUICK = {"power": ("two-player", {"round_limit": 2}), "crisis2000": ("1", {}),
         "civil-power": ("skirmish", {})}  # fmt: skip
NO_SCENARIOS = "(cannot list scenarios)"


def _scenario_ids(game: str) -> list[str]:
    # A game that cannot even list its scenarios fails its own tests (loading it again
    # raises the real error there), not everyone's collection.
    try:
        return [s.id for s in load(game).scenarios()]
    except Exception:
        return [NO_SCENARIOS]


CHECKED = [(g, *QUICK.get(g, (_scenario_ids(g)[0], {}))) for g in GAMES]
CHECKED.append((ToyGame.id, "duel", {}))
CYCLES = 60


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    # The checkers warn about matters of taste (agent names, infinite Box bounds).
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize(("game", "scenario", "options"), CHECKED)
def test_pettingzoo_aec_api(game: str, scenario: str, options: dict[str, Any]) -> None:
    api_test(aec_env(game, scenario, options=options), num_cycles=CYCLES)


@pytest.mark.parametrize(("game", "scenario", "options"), CHECKED)
def test_pettingzoo_parallel_api(game: str, scenario: str, options: dict[str, Any]) -> None:
    parallel_api_test(parallel_env(game, scenario, options=options), num_cycles=CYCLES)


@pytest.mark.parametrize(("game", "scenario", "options"), CHECKED)
def test_pettingzoo_seed(game: str, scenario: str, options: dict[str, Any]) -> None:
    seed_test(lambda: aec_env(game, scenario, options=options), num_cycles=20)


@pytest.mark.parametrize(("game", "scenario", "options"), CHECKED)
def test_gymnasium_check_env(game: str, scenario: str, options: dict[str, Any]) -> None:
    check_env(gym_env(game, scenario, options=options), skip_render_check=True)
    check_env(gym_env(game, scenario, options=options, flat=True), skip_render_check=True)


def _every_scenario() -> list[tuple[str, str]]:
    return [(g, s) for g in GAMES for s in _scenario_ids(g)]


@pytest.mark.parametrize(("game", "scenario"), _every_scenario())
def test_every_scenario_encodes_its_options(game: str, scenario: str) -> None:
    # A short random game: every option list gets distinct integers inside the space,
    # never WAIT, and each integer leads back to its action.
    table = Table(game, scenario, {"round_limit": 2} if game == "power" else None)
    state = table.start(5)
    rng = random.Random(5)
    for _ in range(150):
        decision = state.decision()
        if decision is None:
            break
        side = decision.sides[0]
        options = state.options(side)
        indices = table.encoding.indices(options)
        assert len(set(indices)) == len(options) and WAIT not in indices
        assert max(indices) < table.encoding.size
        legal = table.legal(state, side)
        pick = rng.choice(list(legal))
        state.apply(side, table.action(state, side, pick))


def test_encodings_carry_their_game_and_version() -> None:
    for game in GAMES:
        g = load(game)
        space = encoding_for(g, g.scenarios()[0])
        # A game with its own rl_encoding module names it; any other gets the generic one.
        own = find_spec(f"{type(g).__module__.rpartition('.')[0]}.rl_encoding") is not None
        expected = f"{game}-" if own else "generic-1"
        assert space.game_id == game and space.version.startswith(expected), (game, space.version)
    toy = load("toy")
    assert encoding_for(toy, toy.scenarios()[0]).version == "generic-1"


def test_civil_power_unit_names_fit_the_encoding() -> None:
    game = load("civil-power")
    for scenario in game.scenarios():
        state = game.start(scenario, seed=0)
        for side in state.order:
            assert sum(1 for s in state.side_of if s == side) <= UNITS_PER_SIDE


@pytest.mark.parametrize("game", GAMES)
def test_observation_holds_only_the_sides_view(game: str) -> None:
    # A state and a determinization of it (hidden things resampled) look the same to the
    # side, so they must give the same observation; and the observation is a function of
    # the view alone.
    g = load(game)
    table = Table(g, g.scenarios()[0].id, {"round_limit": 3} if game == "power" else None)
    state = table.start(11)
    rng = random.Random(3)
    checked = 0
    for step in range(120):
        decision = state.decision()
        if decision is None:
            break
        if step % 20 == 0:
            for side in table.sides:
                seen = table.observe(state, side)
                other = state.determinize(side, random.Random(step))
                assert other.view(side) == state.view(side)
                again = table.observe_view(other.view(side), table.mask(other, side))
                for key in seen:
                    assert np.array_equal(seen[key], again[key]), (side, key)
                checked += 1
        side = decision.sides[0]
        state.apply(side, rng.choice(state.options(side)))
    assert checked >= 4


def test_illegal_actions_are_refused_clearly() -> None:
    env = aec_env("crisis2000", "1")
    env.reset(seed=1)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[1])
    with pytest.raises(IllegalAction, match="is not legal"):
        env.step(illegal)
    gym = gym_env("crisis2000", "1", illegal="raise")
    gym.reset(seed=1)
    with pytest.raises(IllegalAction):
        gym.step(illegal)
    lose = gym_env("crisis2000", "1")
    lose.reset(seed=1)
    _, reward, terminated, _, info = lose.step(illegal)
    assert terminated and reward == -1.0 and info["illegal_action"] == illegal


def test_rewards_are_configurable() -> None:
    env = parallel_env("power", "two-player", options={"round_limit": 1}, reward="score")
    observations, _ = env.reset(seed=4)
    rewards: dict[str, float] = {}
    while env.agents:
        actions = {a: int(env.action_space(a).sample(observations[a]["action_mask"]))
                   for a in env.agents}  # fmt: skip
        observations, rewards, *_ = env.step(actions)
    outcome = env.state.outcome()
    assert outcome is not None and rewards == {s: outcome.scores[s] for s in rewards}


def test_gym_env_plays_the_opponents() -> None:
    env = gym_env("civil-power", "skirmish", side="Police", opponents="heuristic", flat=True)
    obs, _ = env.reset(seed=2)
    assert obs["observation"].shape == (256 + 1024,)
    decision = env.state.decision()
    assert decision is not None and "Police" in decision.sides
    assert env.action_masks().sum() == len(env.state.options("Police"))
