"""The checks every game and scenario must pass. Each raises AssertionError naming what
is wrong; the same functions are run against deliberately broken fixture games to prove
they catch each kind of fault."""

from __future__ import annotations

import json
import random
from typing import Any

from strife.agents import RandomAgent
from strife.core.actions import Action
from strife.core.errors import IllegalAction, StrifeError
from strife.core.game import Game
from strife.core.record import replay
from strife.core.scenario import Scenario
from strife.core.state import State

MAX_DECISIONS = 200_000
SEED_BASE = 982_451_653_000  # large, so that finding it in a view cannot be a coincidence


def playout_options(game: Game, scenario: Scenario) -> dict[str, Any]:
    supply = getattr(game, "conformance_options", None)
    return dict(supply(scenario)) if supply else {}


def play(
    game: Game, scenario: Scenario, seed: int, samples: int = 0, bounded: bool = True
) -> tuple[State, list[State]]:
    """A random playout to the end, with copies of `samples` states spread along it.
    `bounded` plays with the game's conformance options (a round limit, say)."""
    options = playout_options(game, scenario) if bounded else {}
    state = game.start(scenario, seed=seed, options=options)
    agent = RandomAgent(seed)
    kept: list[State] = []
    count = 0
    # Sample at decisions 1, 4, 13, 40, 121...: early, middling and late positions.
    marks = {(3**k - 1) // 2 + 1 for k in range(samples)}
    decision = state.decision()
    while decision is not None:
        if count in marks:
            kept.append(state.clone())
        side = decision.sides[0]
        state.apply(side, agent.choose(state, side))
        count += 1
        assert count < MAX_DECISIONS, f"{game.id}/{scenario.id} seed {seed}: playout did not end"
        decision = state.decision()
    assert state.outcome() is not None, f"{game.id}/{scenario.id}: no decision but no outcome"
    return state, kept


def check_playout_ends(game: Game, scenario: Scenario, seed: int, bounded: bool = True) -> None:
    final, _ = play(game, scenario, seed, bounded=bounded)
    outcome = final.outcome()
    assert outcome is not None
    assert set(outcome.winners) <= set(scenario.sides), f"unknown winners {outcome.winners}"


def _options_json(state: State, side: str) -> list[dict[str, Any]]:
    return [a.to_json() for a in state.options(side)]


def check_options_deterministic(game: Game, state: State) -> None:
    decision = state.decision()
    assert decision is not None
    loaded = game.load_state(json.loads(json.dumps(state.to_json())))
    for side in decision.sides:
        first = _options_json(state, side)
        assert first, f"{side} has a decision but no options"
        assert first == _options_json(state.clone(), side), "a clone lists other options"
        assert first == _options_json(loaded, side), "a loaded state lists other options"
        again = game.load_state(json.loads(json.dumps(state.to_json())))
        assert _options_json(again, side) == first, "options differ between two loads"


def check_every_option_accepted(state: State) -> None:
    decision = state.decision()
    assert decision is not None
    for side in decision.sides:
        for action in state.options(side):
            trial = state.clone()
            try:
                trial.apply(side, action)
            except StrifeError as exc:
                raise AssertionError(f"listed option {action.label()} refused: {exc}") from exc


def check_unlisted_refused(game: Game, state: State, strangers: list[Action]) -> None:
    """Actions not among a side's options are refused and change nothing."""
    decision = state.decision()
    assert decision is not None
    junk: list[object] = [{"kind": "no-such-action"}, {"kind": 3}, [], "move", {"frm": "x"}]
    for obj in junk:
        try:
            game.action_from_json(obj)
        except IllegalAction:
            continue
        raise AssertionError(f"junk action {obj!r} was decoded")
    for side in decision.sides:
        listed = state.options(side)
        for action in strangers:
            if action in listed:
                continue
            before = json.dumps(state.to_json(), sort_keys=True)
            try:
                state.apply(side, action)
            except IllegalAction:
                after = json.dumps(state.to_json(), sort_keys=True)
                assert before == after, f"refusing {action.label()} changed the state"
                continue
            raise AssertionError(f"unlisted {action.label()} was accepted for {side}")


def check_replay(state: State) -> None:
    again = replay(json.loads(json.dumps(state.record().to_json())))
    assert again.to_json() == state.to_json(), "replaying the record drifts from the game"


def check_save_load(game: Game, state: State, seed: int) -> None:
    loaded = game.load_state(json.loads(json.dumps(state.to_json())))
    assert loaded.to_json() == state.to_json(), "save and load do not round-trip"
    a, b = RandomAgent(seed), RandomAgent(seed)
    original = state.clone()
    for _ in range(30):
        decision = original.decision()
        if decision is None:
            break
        side = decision.sides[0]
        original.apply(side, a.choose(original, side))
        loaded.apply(side, b.choose(loaded, side))
    assert original.to_json() == loaded.to_json(), "a loaded game plays on differently"


def _visible(events: list[Any], side: str) -> list[tuple[str, str]]:
    return [(e.kind, e.text) for e in events if e.visible(side)]


def check_views_do_not_leak(game: Game, state: State, seed: int) -> None:
    """What a side sees, is shown and is told is the same whatever it cannot know."""
    for side in state.scenario.sides:
        view = state.view(side)
        text = json.dumps(view)
        assert str(state.seed) not in text or state.seed < 1000, f"the seed is in {side}'s view"
        worlds = [state] + [state.determinize(side, random.Random(seed + k)) for k in (1, 2)]
        for world in worlds[1:]:
            assert json.dumps(world.view(side), sort_keys=True) == json.dumps(
                view, sort_keys=True
            ), f"{side}'s view changes with what it cannot know"
        decision = state.decision()
        if decision is None or side not in decision.sides:
            continue
        for action in state.options(side)[:3]:
            _same_after(worlds, side, action)
        for other in decision.sides:
            for action in state.options(other)[:3]:
                _same_refusal(worlds, side, action)


def _same_after(worlds: list[State], side: str, action: Action) -> None:
    results = []
    for world in worlds:
        trial = world.clone()
        events = trial.apply(side, action)
        results.append((json.dumps(trial.view(side), sort_keys=True), _visible(events, side)))
    views = {view for view, _ in results}
    if len(views) == 1:  # nothing was revealed: then the events must not reveal it either
        shown = [events for _, events in results]
        assert all(e == shown[0] for e in shown), f"events shown to {side} leak"


def _same_refusal(worlds: list[State], side: str, action: Action) -> None:
    messages = set()
    for world in worlds:
        if action in world.options(side):
            return
        try:
            world.clone().apply(side, action)
        except IllegalAction as exc:
            messages.add(str(exc))
    assert len(messages) <= 1, f"refusals to {side} differ with hidden facts: {messages}"


def check_views_json(state: State) -> None:
    for side in (None, *state.scenario.sides):
        json.dumps(state.view(side))
    for side, action in state.moves()[-5:]:
        assert action.label(), f"an action of {side} has no label"
