"""The checks every game and scenario must pass.

Each public `check_*` function takes a Game and a Scenario, plays random games of it and
raises AssertionError naming what is wrong. The same functions are run against deliberately
broken fixture games (tests/fixtures/broken.py) to prove that each one catches its fault.

A game may shorten its test playouts by defining `conformance_options(scenario) -> dict`
(a round limit, say); without it the scenario's defaults are used.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from strife.agents import RandomAgent
from strife.core.actions import Action
from strife.core.errors import IllegalAction, StrifeError
from strife.core.events import Event
from strife.core.game import Game
from strife.core.record import replay
from strife.core.scenario import Scenario
from strife.core.state import State

MAX_DECISIONS = 200_000
# Large, so that finding a seed in a view cannot be a coincidence.
SEED_BASE = 982_451_653_000
PLAYOUT_SEEDS = tuple(SEED_BASE + k for k in range(6))
SAMPLE_SEEDS = (SEED_BASE + 7, SEED_BASE + 8)
SAMPLES = 8  # states kept along each sampled playout
JUNK: tuple[object, ...] = ({"kind": "no-such-action"}, {"kind": 3}, [], "move", {"frm": "x"}, None)
NOBODY = "no-such-side"


# -- playing --------------------------------------------------------------------------------


def playout_options(game: Game, scenario: Scenario) -> dict[str, Any]:
    """The game's options for test playouts: a method of the scenario, or one dict for all."""
    supply = getattr(game, "conformance_options", None)
    if callable(supply):
        return dict(supply(scenario))
    return dict(supply or {})


@dataclass
class Playout:
    final: State
    kept: list[tuple[int, State]]  # (decisions made before it, a copy of the state)


def play(
    game: Game,
    scenario: Scenario,
    seed: int,
    samples: int = 0,
    bounded: bool = True,
    max_decisions: int = MAX_DECISIONS,
) -> Playout:
    """A random playout to the end, keeping copies of `samples` states spread along it.

    `bounded` plays with the game's conformance options. Along the way every decision and
    event is checked for the basics (sides known, outcome only at the end, text present).
    """
    options = playout_options(game, scenario) if bounded else {}
    state = game.start(scenario, seed=seed, options=options)
    agent = RandomAgent(seed)
    kept: list[tuple[int, State]] = []
    snapshots: list[str] = []
    # Sample at decisions 0, 1, 4, 13, 40, 121...: early, middling and late positions.
    marks = {(3**k - 1) // 2 for k in range(samples)}
    where = f"{game.id}/{scenario.id} seed {seed}"
    count = 0
    decision = state.decision()
    while decision is not None:
        assert count < max_decisions, (
            f"{where}: playout did not end after {max_decisions} decisions "
            f"(give the game a conformance_options() that limits its length)"
        )
        assert decision.sides, f"{where}: a decision with no side to make it"
        assert set(decision.sides) <= set(scenario.sides), f"{where}: unknown sides {decision}"
        assert state.outcome() is None, f"{where}: an outcome while a decision is pending"
        if count in marks:
            kept.append((count, state.clone()))
            snapshots.append(_dump(state.to_json()))
        side = decision.sides[0]
        action = agent.choose(state, side)
        try:
            events = state.apply(side, action)
        except StrifeError as exc:
            raise AssertionError(f"{where}: listed option {action.label()} refused: {exc}") from exc
        _check_events(events, where, secrets={str(seed), str(state.dice.seed)})
        count += 1
        decision = state.decision()
    outcome = state.outcome()
    assert outcome is not None, f"{where}: no decision is pending but there is no outcome"
    assert set(outcome.winners) <= set(scenario.sides), f"{where}: unknown winners {outcome}"
    assert set(outcome.scores) <= set(scenario.sides), f"{where}: scores of unknown sides"
    json.dumps(outcome.to_json(), allow_nan=False)
    for (count, copy), snapshot in zip(kept, snapshots, strict=True):
        assert _dump(copy.to_json()) == snapshot, (
            f"{where}: a clone made at decision {count} changed as its original played on"
        )
    return Playout(state, kept)


def _check_events(events: list[Event], where: str, secrets: set[str]) -> None:
    """Every event is well formed and none tells the dice seed (events reach the sides)."""
    secrets = {s for s in secrets if len(s) > 6}  # a short number could be a coincidence
    for event in events:
        assert isinstance(event, Event), f"{where}: {event!r} is not an Event"
        assert event.kind, f"{where}: an event has no kind: {event!r}"
        assert isinstance(event.text, str) and event.text.strip(), (
            f"{where}: event {event.kind!r} has no text"
        )
        text = json.dumps(event.to_json())
        for secret in secrets:
            assert secret not in text, f"{where}: event {event.kind!r} tells the dice seed"


_SAMPLED: dict[tuple[Game, str, int], Playout] = {}


def sampled(game: Game, scenario: Scenario, seed: int) -> list[tuple[int, State]]:
    """States along a random playout, each a fresh clone (checks may change them).

    Playouts are cached per game object (kept alive by the cache, so never confused with
    another), so the checks share them.
    """
    key = (game, scenario.id, seed)
    if key not in _SAMPLED:
        _SAMPLED[key] = play(game, scenario, seed, samples=SAMPLES)
    return [(count, state.clone()) for count, state in _SAMPLED[key].kept]


def _sampled_states(game: Game, scenario: Scenario) -> list[State]:
    states = [state for seed in SAMPLE_SEEDS for _, state in sampled(game, scenario, seed)]
    assert states, f"{game.id}/{scenario.id}: no state was sampled"
    return states


def _dump(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True)


def _options_json(state: State, side: str) -> list[str]:
    return [_dump(a.to_json()) for a in state.options(side)]


def _pending(state: State) -> tuple[str, ...]:
    decision = state.decision()
    return decision.sides if decision is not None else ()


# -- playouts end ---------------------------------------------------------------------------


def check_playouts_end(
    game: Game,
    scenario: Scenario,
    seeds: Iterable[int] = PLAYOUT_SEEDS,
    max_decisions: int = MAX_DECISIONS,
) -> None:
    """Random games with the conformance options reach an outcome."""
    for seed in seeds:
        play(game, scenario, seed, samples=4, max_decisions=max_decisions)


def check_playout_ends_as_scenario_stands(
    game: Game,
    scenario: Scenario,
    seeds: Iterable[int] = (SEED_BASE + 100,),
    max_decisions: int = MAX_DECISIONS,
) -> None:
    """Without the options that shorten test games, a game still reaches its end."""
    for seed in seeds:
        play(game, scenario, seed, bounded=False, max_decisions=max_decisions)


# -- options --------------------------------------------------------------------------------


def check_options_deterministic(game: Game, scenario: Scenario) -> None:
    """Options are the same, in the same order, for a state, its clone and its reload;
    they are distinct, JSON round-trips, and only the sides that must decide have any."""
    for state in _sampled_states(game, scenario):
        pending = _pending(state)
        saved = _dump(state.to_json())
        for side in pending:
            first = _options_json(state, side)
            assert first, f"{side} has a decision but no options"
            assert len(set(first)) == len(first), f"{side}'s options list a duplicate"
            for again in (state.clone(), state.clone(), game.load_state(json.loads(saved))):
                assert _options_json(again, side) == first, (
                    f"{side}'s options differ between a state and its copy or reload"
                )
            for action in state.options(side):
                _check_action_json(game, action)
        for side in set(scenario.sides) - set(pending):
            assert state.options(side) == [], f"{side} has options but no decision"


def _check_action_json(game: Game, action: Action) -> None:
    assert action.label(), f"{action!r} has no label"
    obj = json.loads(json.dumps(action.to_json()))
    assert game.action_from_json(obj) == action, f"{action!r} does not round-trip as JSON"


def check_options_accepted(game: Game, scenario: Scenario) -> None:
    """Every listed option is accepted (on a clone, which leaves the original alone)."""
    for state in _sampled_states(game, scenario):
        before = _dump(state.to_json())
        for side in _pending(state):
            for action in state.options(side):
                trial = state.clone()
                try:
                    trial.apply(side, action)
                except StrifeError as exc:
                    raise AssertionError(f"listed option {action.label()} refused: {exc}") from exc
        assert _dump(state.to_json()) == before, "playing on a clone changed the original"


def check_unlisted_refused(game: Game, scenario: Scenario) -> None:
    """Actions that are not among a side's options (other sides' options, other positions'
    options, altered copies of its own, junk) are refused with IllegalAction, and the state
    is left exactly as it was."""
    for obj in JUNK:
        try:
            game.action_from_json(obj)
        except IllegalAction:
            continue
        raise AssertionError(f"junk action {obj!r} was decoded")
    states = _sampled_states(game, scenario)
    pool = _stranger_pool(states)
    for state in states:
        pending = _pending(state)
        for side in (*pending, *(s for s in scenario.sides if s not in pending), NOBODY):
            listed = {_dump(a.to_json()) for a in state.options(side)} if side != NOBODY else set()
            strangers = _strangers(game, state, side, pool) if side in pending else pool[:6]
            for action in strangers:
                if _dump(action.to_json()) not in listed:
                    _check_refused(state, side, action)


def _stranger_pool(states: list[State]) -> list[Action]:
    """A deterministic sample of actions listed somewhere along the playouts."""
    pool = [a for s in states for side in _pending(s) for a in s.options(side)[:6]]
    random.Random(SEED_BASE).shuffle(pool)
    return pool[:24]


def _strangers(game: Game, state: State, side: str, pool: list[Action]) -> list[Action]:
    mine = state.options(side) if side != NOBODY else []
    others = [a for other in _pending(state) if other != side for a in state.options(other)[:4]]
    return others + pool + _mutants(game, mine[:4])


def _mutants(game: Game, actions: list[Action]) -> list[Action]:
    """Listed actions with one field altered, decoded from JSON as a client would send them."""
    out: list[Action] = []
    for action in actions:
        for field in dataclasses.fields(action):
            for value in _altered(getattr(action, field.name)):
                obj = json.loads(json.dumps(action.to_json()))
                obj[field.name] = value
                try:
                    out.append(game.action_from_json(obj))
                except IllegalAction:
                    continue
    return out


def _altered(value: Any) -> list[Any]:
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [value + 1000, -value - 1]
    if isinstance(value, str):
        return [value + "?", ""]
    if isinstance(value, tuple):
        plain = json.loads(json.dumps(value))
        return [[], plain + plain[:1]]
    return []


def _check_refused(state: State, side: str, action: Action) -> None:
    before = _dump(state.to_json())
    try:
        state.apply(side, action)
    except IllegalAction as exc:
        assert str(exc), f"refusing {action.label()} gives no reason"
        assert _dump(state.to_json()) == before, f"refusing {action.label()} changed the state"
        return
    except StrifeError as exc:
        raise AssertionError(f"{action.label()} for {side}: {exc!r} is not IllegalAction") from exc
    raise AssertionError(f"unlisted {action.label()} was accepted for {side}")


# -- records and saves ----------------------------------------------------------------------


def check_replay(game: Game, scenario: Scenario) -> None:
    """Replaying a record reproduces the game exactly, whole and up to any move."""
    for seed in SAMPLE_SEEDS:
        final = play(game, scenario, seed).final
        record = json.loads(json.dumps(final.record().to_json()))
        assert _dump(replay(record).to_json()) == _dump(final.to_json()), (
            f"seed {seed}: replaying the record drifts from the game"
        )
        for count, state in sampled(game, scenario, seed):
            again = replay(record, to=state.move_count)
            assert _dump(again.to_json()) == _dump(state.to_json()), (
                f"seed {seed}: replaying the first {state.move_count} moves "
                f"(decision {count}) drifts from the game"
            )


def check_save_load(game: Game, scenario: Scenario) -> None:
    """A saved position loads as itself, and play goes on from it identically."""
    for seed in SAMPLE_SEEDS:
        for _, state in sampled(game, scenario, seed):
            saved = json.loads(json.dumps(state.to_json()))
            loaded = game.load_state(saved)
            assert _dump(loaded.to_json()) == _dump(state.to_json()), (
                "save and load do not round-trip"
            )
            _play_on_alike(state, loaded, seed)


def _play_on_alike(one: State, two: State, seed: int, steps: int = 30) -> None:
    a, b = RandomAgent(seed), RandomAgent(seed)
    for _ in range(steps):
        decision = one.decision()
        if decision is None:
            break
        side = decision.sides[0]
        told_one = one.apply(side, a.choose(one, side))
        told_two = two.apply(side, b.choose(two, side))
        assert _events(told_one) == _events(told_two), "a loaded game tells other events"
    assert _dump(one.to_json()) == _dump(two.to_json()), "a loaded game plays on differently"


def _events(events: list[Event], side: str | None = None) -> list[str]:
    return [_dump([e.to_json(), sorted(e.visible_to or ())]) for e in events if e.visible(side)]


def check_scenario_as_data(game: Game, scenario: Scenario) -> None:
    """The scenario's data, given as a user's file would give it, starts the same position;
    the record then carries the data, and replays and reloads exactly."""
    data = json.loads(json.dumps(scenario.data))
    options = playout_options(game, scenario)
    seed = SAMPLE_SEEDS[0]
    as_data = game.scenario(data)
    start = game.start(as_data, seed=seed, options=options)
    builtin = game.start(scenario, seed=seed, options=options)
    assert _dump(start.view(None)) == _dump(builtin.view(None)), (
        "the scenario's data starts another position than the scenario"
    )
    agent = RandomAgent(seed)
    for _ in range(40):
        decision = start.decision()
        if decision is None:
            break
        side = decision.sides[0]
        start.apply(side, agent.choose(start, side))
    record = json.loads(json.dumps(start.record().to_json()))
    assert isinstance(record["scenario"], dict), "a scenario from data is recorded by its id"
    assert _dump(replay(record).to_json()) == _dump(start.to_json()), (
        "a game of a scenario from data does not replay"
    )
    loaded = game.load_state(json.loads(json.dumps(start.to_json())))
    assert _dump(loaded.to_json()) == _dump(start.to_json()), "it does not reload either"


# -- hidden information ---------------------------------------------------------------------


def _plain_json(value: Any, where: str) -> None:
    """Only dicts with text keys, lists, text, numbers, true/false and null: what the web
    server and the RL featurizer read. An enum or a tuple survives json.dumps but comes
    back as something else, so the types are compared exactly, not by ==."""
    kind = type(value)
    if kind is dict:
        for key, inner in value.items():
            assert type(key) is str, f"{where} has the key {key!r}, not text"
            _plain_json(inner, f"{where}.{key}")
    elif kind is list:
        for k, inner in enumerate(value):
            _plain_json(inner, f"{where}[{k}]")
    else:
        assert value is None or kind in (str, int, float, bool), (
            f"{where} holds a {kind.__name__} ({value!r}), not plain JSON"
        )


def _json_view(view: Any, where: str) -> str:
    _plain_json(view, where)
    text = json.dumps(view, allow_nan=False)
    assert json.loads(text) == view, f"{where} does not round-trip through JSON unchanged"
    return text


def check_views_json(game: Game, scenario: Scenario) -> None:
    """Every view (each side's, a spectator's, the umpire's) is plain JSON that round-trips
    unchanged, and neither the seed nor the dice stream appears in a side's."""
    for state in _sampled_states(game, scenario):
        worlds = [state, *(state.determinize(s, random.Random(7)) for s in scenario.sides)]
        for world in worlds:
            _json_view(world.view(None), "the umpire's view")
            spectators = getattr(world, "public_view", None)  # optional: see server/payload.py
            if callable(spectators):
                _json_view(spectators(), "the spectators' view")
            secrets = {str(world.seed), str(world.dice.seed)} - {"0"}
            for side in scenario.sides:
                text = _json_view(world.view(side), f"{side}'s view")
                for secret in secrets:
                    assert secret not in text, f"the dice seed {secret} is in {side}'s view"


def check_determinize(game: Game, scenario: Scenario) -> None:
    """A determinization keeps what the side knows (its view, its options, whose turn),
    reseeds the dice, is reproducible from its rng and independent of the original."""
    for state in _sampled_states(game, scenario):
        before = _dump(state.to_json())
        for side in scenario.sides:
            one = state.determinize(side, random.Random(1))
            two = state.determinize(side, random.Random(2))
            again = state.determinize(side, random.Random(1))
            assert _dump(one.to_json()) == _dump(again.to_json()), (
                f"determinize({side!r}) differs for the same rng"
            )
            dice = {_dump(w.dice.to_json()) for w in (state, one, two)}
            assert len(dice) == 3, f"determinize({side!r}) does not reseed the dice"
            for world in (one, two):
                assert _pending(world) == _pending(state), "a determinization changes the turn"
                assert _options_json(world, side) == _options_json(state, side), (
                    f"{side}'s options depend on what it cannot know"
                )
            for world_side in _pending(one):
                for action in one.options(world_side)[:1]:
                    one.apply(world_side, action)
        assert _dump(state.to_json()) == before, "playing a determinization changed the original"


def check_views_do_not_leak(game: Game, scenario: Scenario) -> None:
    """What a side sees, is told and is refused is the same whatever it cannot know.

    Worlds that differ only in what `side` cannot know are made with determinize(side, rng);
    they are made from the real state and from other sides' determinizations of it, so the
    side's own secrets vary too.
    """
    for state in _sampled_states(game, scenario):
        for side in scenario.sides:
            others = [o for o in scenario.sides if o != side][:2]
            bases = [state, *(state.determinize(o, random.Random(3)) for o in others)]
            for base in bases:
                worlds = [base, *(base.determinize(side, random.Random(k)) for k in (11, 12))]
                _check_alike(worlds, side, state)


def _check_alike(worlds: list[State], side: str, state: State) -> None:
    view = _dump(worlds[0].view(side))
    for world in worlds[1:]:
        assert _dump(world.view(side)) == view, f"{side}'s view changes with what it cannot know"
    if side not in _pending(worlds[0]):
        return
    # The same dice for all, so that only what the side cannot know differs between worlds.
    for world in worlds:
        world.dice = state.dice.copy()
    for action in worlds[0].options(side)[:3]:
        _same_told(worlds, side, action)
    refusals = [a for o in _pending(state) if o != side for a in state.options(o)[:2]]
    for action in refusals[:4] + _mutants(state.game, worlds[0].options(side)[:2])[:4]:
        _same_refusal(worlds, side, action)


def _same_told(worlds: list[State], side: str, action: Action) -> None:
    """The events shown to `side` differ between worlds only if its view afterwards does."""
    results: dict[str, set[str]] = {}
    for world in worlds:
        trial = world.clone()
        told = _dump(_events(trial.apply(side, action), side))
        results.setdefault(_dump(trial.view(side)), set()).add(told)
    for shown in results.values():
        assert len(shown) == 1, f"events shown to {side} after {action.label()} leak: {shown}"


def _same_refusal(worlds: list[State], side: str, action: Action) -> None:
    messages = set()
    for world in worlds:
        listed = {_dump(a.to_json()) for a in world.options(side)}
        if _dump(action.to_json()) in listed:
            return
        try:
            world.clone().apply(side, action)
        except IllegalAction as exc:
            messages.add(str(exc))
    assert len(messages) <= 1, f"refusals to {side} differ with hidden facts: {messages}"


def check_events_do_not_leak(game: Game, scenario: Scenario) -> None:
    """A side that cannot tell two moves of another side apart by its view afterwards is not
    told them apart by events either (a secret choice stays secret)."""
    for state in _sampled_states(game, scenario):
        for actor in _pending(state):
            trials: list[tuple[State, list[Event]]] = []
            options = state.options(actor)
            # The first and the last options: a Hold or Pass, listed last, is the choice a
            # hidden action is most often told apart from.
            for action in options[:7] + options[7:][-1:]:
                trial = state.clone()
                trials.append((trial, trial.apply(actor, action)))
            for observer in scenario.sides:
                if observer != actor:
                    _same_told_observer(trials, observer, actor)


def _same_told_observer(trials: list[tuple[State, list[Event]]], observer: str, actor: str) -> None:
    results: dict[str, set[str]] = {}
    for trial, events in trials:
        results.setdefault(_dump(trial.view(observer)), set()).add(_dump(_events(events, observer)))
    for told in results.values():
        assert len(told) == 1, f"{observer} is told {actor}'s choice its view hides: {told}"


# -- other processes ------------------------------------------------------------------------

HASH_SEEDS = ("1", "2")
_ELSEWHERE: dict[tuple[str, str], dict[str, str]] = {}


def check_same_in_another_process(game: Game, scenario: Scenario) -> None:
    """Options and play do not depend on the process's string-hash seed (set order), so a
    record replays the same on another machine or in another run."""
    from tests.conformance.elsewhere import fingerprint, fingerprints_in_fresh_process

    here = fingerprint(game, scenario)
    for hash_seed in HASH_SEEDS:
        key = (game.id, hash_seed)
        if key not in _ELSEWHERE:  # one process per game and hash seed, for all scenarios
            _ELSEWHERE[key] = fingerprints_in_fresh_process(game.id, hash_seed)
        assert _ELSEWHERE[key].get(scenario.id) == here, (
            f"{game.id}/{scenario.id} plays differently with PYTHONHASHSEED={hash_seed}: "
            "the order of a set or of hashes reaches its options or its play"
        )


# -- the catalogue --------------------------------------------------------------------------

Check = Callable[[Game, Scenario], None]

CHECKS: dict[str, Check] = {
    "playouts_end": check_playouts_end,
    "playout_ends_as_scenario_stands": check_playout_ends_as_scenario_stands,
    "options_deterministic": check_options_deterministic,
    "options_accepted": check_options_accepted,
    "unlisted_refused": check_unlisted_refused,
    "replay": check_replay,
    "save_load": check_save_load,
    "scenario_as_data": check_scenario_as_data,
    "views_json": check_views_json,
    "determinize": check_determinize,
    "views_do_not_leak": check_views_do_not_leak,
    "events_do_not_leak": check_events_do_not_leak,
    "same_in_another_process": check_same_in_another_process,
}

# The presentation contract's checks live beside these (they use the sampled playouts).
from tests.conformance.presentation_checks import PRESENTATION_CHECKS  # noqa: E402

CHECKS.update(PRESENTATION_CHECKS)
