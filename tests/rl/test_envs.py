"""strife.rl: the standard checks of PettingZoo and Gymnasium pass for every game, every
scenario's options have distinct integers, and an observation holds only the side's view."""

from __future__ import annotations

import random
import warnings
from collections.abc import Iterator
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
from strife.rl.observation import HashedObservation
from strife.rl.table import Table, encoding_for, observation_for
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


def _random_game(
    game: str, scenario: str, seed: int, steps: int
) -> Iterator[tuple[Table, Any, str]]:
    """The positions of a short random game, each before its move: (table, state, side)."""
    table = Table(game, scenario, {"round_limit": 2} if game == "power" else None)
    state = table.start(seed)
    rng = random.Random(seed)
    for _ in range(steps):
        decision = state.decision()
        if decision is None:
            return
        side = decision.sides[0]
        yield table, state, side
        state.apply(side, rng.choice(state.options(side)))


@pytest.mark.parametrize(("game", "scenario"), _every_scenario())
def test_every_scenario_encodes_its_options(game: str, scenario: str) -> None:
    # Every option list gets distinct integers inside the space, never WAIT, and each
    # integer leads back to its action.
    for table, state, side in _random_game(game, scenario, 5, 150):
        options = state.options(side)
        indices = table.encoding.indices(options)
        assert len(set(indices)) == len(options) and WAIT not in indices
        assert max(indices) < table.encoding.size
        legal, listed = table.legal(state, side)
        assert legal == indices and listed == options
        for pick in indices:
            assert table.action(state, side, pick) is options[indices.index(pick)]


def test_encodings_carry_their_game_and_version() -> None:
    for game in GAMES:
        g = load(game)
        space = encoding_for(g, g.scenarios()[0])
        # A game with its own rl_encoding / rl_observation module names it; any other
        # gets the generic one.
        package = type(g).__module__.rpartition(".")[0]
        own = find_spec(f"{package}.rl_encoding") is not None
        expected = f"{game}-" if own else "generic-1"
        assert space.game_id == game and space.version.startswith(expected), (game, space.version)
        layout = observation_for(g, g.scenarios()[0]).layout
        own = find_spec(f"{package}.rl_observation") is not None
        expected = f"{game}-obs-" if own else "generic-hashed-1"
        assert layout.version.startswith(expected), (game, layout.version)
    toy = load("toy")
    assert encoding_for(toy, toy.scenarios()[0]).version == "generic-1"
    assert observation_for(toy, toy.scenarios()[0]).layout.version == "generic-hashed-1"


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


def _vector(table: Table, facts: list[tuple[list[int], list[float]]]) -> np.ndarray:
    vector = np.zeros(table.encoder.layout.size)
    slots = [slot for part in facts for slot in part[0]]
    assert len(set(slots)) == len(slots), "a slot given twice"
    for part in facts:
        vector[part[0]] = part[1]
    return vector


@pytest.mark.parametrize(("game", "scenario"), _every_scenario())
def test_observation_from_the_state_is_the_observation_of_the_view(
    game: str, scenario: str
) -> None:
    # The encoder reads the state (fast) and the view (the reference, which can carry
    # nothing the view does not): along a random game, for every side at every step, the
    # two agree, and so does what the environment hands out.
    for table, state, _ in _random_game(game, scenario, 9, 80):
        for side in table.sides:
            seen = _vector(table, table.encoder.from_state(state, side))
            assert np.array_equal(seen, _vector(table, table.encoder.from_view(state.view(side))))
            observed = table.observe(state, side)
            flat = np.concatenate([observed[k].ravel() for k in table.encoder.layout.shapes])
            assert np.array_equal(flat, seen)


def test_the_generic_observation_names_its_collisions() -> None:
    hashed = HashedObservation(numbers=1, tokens=1)
    with pytest.warns(RuntimeWarning, match="shares slot"):
        hashed.from_view({"a": 1, "b": 2, "c": "x", "d": "y"})
    assert ("a", "b") in hashed.collisions and ('c="x"', 'd="y"') in hashed.collisions


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
    assert obs["observation"].shape == (env.table.encoder.layout.size,)
    decision = env.state.decision()
    assert decision is not None and "Police" in decision.sides
    assert env.action_masks().sum() == len(env.state.options("Police"))
