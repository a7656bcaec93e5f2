"""Benchmarks of a game: random playouts per second (on one core and on all of them),
decisions per second, the cost of clone and apply, the peak memory of one playout, and MCTS
iterations per second with the share of search time spent in rollouts.

The machine's speed drifts (other work shares the cores), so the same run also times two
reference operations, a plain Python call and a copy of a 50-key dict, and reports costs in
those units as well: a figure in units compares across machines and busy moments far
better than microseconds do.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import platform
import random
import time
import timeit
import tracemalloc
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from strife import __version__
from strife.agents.random_agent import RandomAgent
from strife.core.errors import StrifeError
from strife.core.game import Game
from strife.core.scenario import Scenario
from strife.core.state import State

# A playout that runs longer than this is a game that does not end: stop and say so.
MAX_DECISIONS = 1_000_000
# How many mid-game states the clone figure averages over.
CLONE_SAMPLES = 40


@dataclass(frozen=True)
class BenchResult:
    game: str
    scenario: str
    options: dict[str, Any]
    seconds: float
    playouts: int
    decisions: int
    games_per_second: float
    decisions_per_second: float
    decision_us: float
    apply_us: float
    clone_us: float
    peak_memory_bytes: int
    call_unit_ns: float
    dict_copy_unit_ns: float
    decision_call_units: float
    apply_call_units: float
    clone_dict_copy_units: float
    cores: int
    games_per_second_all_cores: float
    decisions_per_second_all_cores: float
    all_cores_speedup: float
    mcts_agent: str
    mcts_iterations_per_second: float
    mcts_iteration_call_units: float
    mcts_rollout_share: float
    python: str
    strife: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def playout_options(game: Game, scenario: Scenario) -> dict[str, Any]:
    """Options a game asks for in playouts (a round limit, say), through the optional
    `conformance_options(scenario)` method; none if it has no such method."""
    supply: Callable[[Scenario], dict[str, Any]] | None = getattr(game, "conformance_options", None)
    return dict(supply(scenario)) if supply is not None else {}


# -- the reference units -------------------------------------------------------------------------


def _nothing() -> None:
    return None


def _best_ns(stmt: Callable[[], object], number: int, repeat: int = 5) -> float:
    """The fastest of `repeat` timings, per call in nanoseconds: the least disturbed one."""
    return min(timeit.repeat(stmt, number=number, repeat=repeat)) / number * 1e9


def call_unit_ns() -> float:
    return _best_ns(_nothing, 200_000)


def dict_copy_unit_ns() -> float:
    table = {f"key{i}": i for i in range(50)}
    return _best_ns(table.copy, 50_000)


# -- playouts ----------------------------------------------------------------------------------


@dataclass
class _Tally:
    playouts: int = 0
    decisions: int = 0
    apply_ns: int = 0


def _playout(
    game: Game,
    scenario: Scenario,
    seed: int,
    options: dict[str, Any],
    tally: _Tally,
    keep: Callable[[State], None] | None = None,
) -> State:
    """One random playout; each decision = options listed, one chosen, applied."""
    state = game.start(scenario, seed=seed, options=options)
    agent = RandomAgent(seed)
    clock = time.perf_counter_ns
    decision = state.decision()
    count = 0
    while decision is not None:
        side = decision.sides[0]
        action = agent.choose(state, side)
        started = clock()
        state.apply(side, action)
        tally.apply_ns += clock() - started
        count += 1
        if keep is not None:
            keep(state)
        if count >= MAX_DECISIONS:
            raise StrifeError(
                f"a random playout of {game.id} {scenario.id} did not end in {count} decisions"
            )
        decision = state.decision()
    tally.playouts += 1
    tally.decisions += count
    return state


def _mid_game_states(game: Game, scenario: Scenario, options: dict[str, Any]) -> list[State]:
    """Copies of states spread over one playout (its start and end excluded)."""
    length = _playout(game, scenario, 1, options, _Tally()).move_count
    wanted = {max(1, length * k // (CLONE_SAMPLES + 1)) for k in range(1, CLONE_SAMPLES + 1)}
    kept: list[State] = []

    def keep(state: State) -> None:
        if state.move_count in wanted and state.decision() is not None:
            kept.append(state.clone())

    _playout(game, scenario, 1, options, _Tally(), keep)
    return kept


def clone_us(states: list[State]) -> float:
    """The mean cost of cloning these states, in microseconds."""
    if not states:
        return 0.0
    number = 50
    total = 0.0
    for state in states:
        total += _best_ns(state.clone, number, repeat=3)
    return total / len(states) / 1000


def peak_memory(game: Game, scenario: Scenario, options: dict[str, Any]) -> int:
    """Peak bytes allocated during one playout (static game data already loaded)."""
    gc.collect()
    tracemalloc.start()
    try:
        _playout(game, scenario, 2, options, _Tally())
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


# -- all cores ---------------------------------------------------------------------------------


def _playouts_for(
    game: Game, scenario: Scenario, options: dict[str, Any], seconds: float, first_seed: int
) -> tuple[int, int]:
    """Random playouts for about `seconds` (at least one): (playouts, decisions)."""
    tally = _Tally()
    seeds = random.Random(first_seed)
    started = time.perf_counter()
    while tally.playouts == 0 or time.perf_counter() - started < seconds:
        _playout(game, scenario, game.random_seed(seeds), options, tally)
    return tally.playouts, tally.decisions


def all_cores(
    game: Game, scenario: Scenario, options: dict[str, Any], seconds: float, cores: int
) -> tuple[float, float]:
    """Playouts on every core at once, one process each: (games/s, decisions/s) in all."""
    # fork, so that a game registered in this process (not by entry point) is there too.
    context = multiprocessing.get_context("fork")
    started = time.perf_counter()
    with context.Pool(cores) as pool:
        counts = pool.starmap(
            _playouts_for, [(game, scenario, options, seconds, 1000 + i) for i in range(cores)]
        )
    elapsed = time.perf_counter() - started
    return sum(c[0] for c in counts) / elapsed, sum(c[1] for c in counts) / elapsed


# -- search --------------------------------------------------------------------------------------


def search_speed(
    game: Game, scenario: Scenario, options: dict[str, Any], seconds: float
) -> tuple[str, float, float]:
    """ISMCTS with random rollouts searching mid-game positions for about `seconds`:
    (agent, iterations/s, share of time in rollouts). ISMCTS, because it is the search that
    is sound in every game (in a game without hidden information a determinization only
    reseeds the dice), and its determinizing is part of what an iteration costs."""
    from strife.agents.registry import make_agent
    from strife.agents.search import SearchAgent

    states = _mid_game_states(game, scenario, options)[::8] or [
        game.start(scenario, seed=1, options=options)
    ]
    budget_ms = max(1, int(seconds * 1000 / len(states)))
    spec = f"ismcts:ms={budget_ms},rollout=random"
    iterations, total, rollout = 0, 0.0, 0.0
    for i, state in enumerate(states):
        decision = state.decision()
        if decision is None:
            continue
        side = decision.sides[0]
        agent = make_agent(spec, game, side, seed=i)
        assert isinstance(agent, SearchAgent)
        agent.choose(state.clone(), side)
        iterations += agent.stats.iterations
        total += agent.stats.total_s
        rollout += agent.stats.rollout_s
    return spec, (iterations / total if total else 0.0), (rollout / total if total else 0.0)


def bench(
    game: Game,
    scenario: Scenario,
    seconds: float = 5.0,
    progress: Callable[[float], None] | None = None,
    cores: int | None = None,
) -> BenchResult:
    """Random playouts for about `seconds` (always at least one) on one core and then on
    `cores` (default: all), then clone, memory, and `seconds` of MCTS."""
    options = game.resolve_options(scenario, playout_options(game, scenario))
    before_call_ns, before_copy_ns = call_unit_ns(), dict_copy_unit_ns()
    tally = _Tally()
    seeds = random.Random(0)
    started = time.perf_counter()
    elapsed = 0.0
    while tally.playouts == 0 or elapsed < seconds:
        _playout(game, scenario, game.random_seed(seeds), options, tally)
        elapsed = time.perf_counter() - started
        if progress is not None:
            progress(min(elapsed / seconds, 1.0) if seconds > 0 else 1.0)
    decision_us = elapsed / tally.decisions * 1e6 if tally.decisions else 0.0
    apply_us = tally.apply_ns / max(tally.decisions, 1) / 1000
    clone = clone_us(_mid_game_states(game, scenario, options))
    cores = cores or os.cpu_count() or 1
    all_games, all_decisions = all_cores(game, scenario, options, seconds, cores)
    mcts_agent, iterations_per_s, rollout_share = search_speed(game, scenario, options, seconds)
    # The units are timed before and after the work and the faster kept: both are what this
    # machine does when least disturbed, like the best-of-repeats figures themselves.
    call_ns = min(call_unit_ns(), before_call_ns)
    copy_ns = min(dict_copy_unit_ns(), before_copy_ns)
    return BenchResult(
        game=game.id,
        scenario=scenario.id,
        options=options,
        seconds=round(elapsed, 3),
        playouts=tally.playouts,
        decisions=tally.decisions,
        games_per_second=round(tally.playouts / elapsed, 3),
        decisions_per_second=round(tally.decisions / elapsed, 1),
        decision_us=round(decision_us, 3),
        apply_us=round(apply_us, 3),
        clone_us=round(clone, 3),
        peak_memory_bytes=peak_memory(game, scenario, options),
        call_unit_ns=round(call_ns, 2),
        dict_copy_unit_ns=round(copy_ns, 2),
        decision_call_units=round(decision_us * 1000 / call_ns, 1),
        apply_call_units=round(apply_us * 1000 / call_ns, 1),
        clone_dict_copy_units=round(clone * 1000 / copy_ns, 2),
        cores=cores,
        games_per_second_all_cores=round(all_games, 3),
        decisions_per_second_all_cores=round(all_decisions, 1),
        all_cores_speedup=round(all_games / (tally.playouts / elapsed), 2),
        mcts_agent=mcts_agent,
        mcts_iterations_per_second=round(iterations_per_s, 1),
        mcts_iteration_call_units=round(1e9 / iterations_per_s / call_ns, 1)
        if iterations_per_s
        else 0.0,
        mcts_rollout_share=round(rollout_share, 3),
        python=f"{platform.python_implementation()} {platform.python_version()}",
        strife=__version__,
    )
