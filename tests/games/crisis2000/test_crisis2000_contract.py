"""The core contract on all seven scenarios: random playouts finish, options are
deterministic, replay and save/load reproduce the game, illegal actions change nothing,
views keep each side's markers secret, and determinize resamples only hidden markers."""

from __future__ import annotations

import json
import random

import pytest
from crisis_support import game

import strife
from strife.core.errors import IllegalAction
from strife.core.record import replay
from strife.games.crisis2000.model.actions import Move

SCENARIOS = [str(n) for n in range(1, 8)]


def random_game(scenario: str, seed: int):
    s = game().start(scenario, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while (d := s.decision()) is not None:
        side = d.sides[0]
        options = s.options(side)
        assert options == s.options(side)
        s.apply(side, options[rng.randrange(len(options))])
        steps += 1
        assert steps < 20_000
    return s


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_random_playouts_finish_and_replay(scenario):
    s = random_game(scenario, 11)
    assert s.outcome() is not None
    strife.core.registry.register(game())
    try:
        again = replay(json.loads(json.dumps(s.record().to_json())))
    finally:
        strife.core.registry.unregister("crisis2000")
    assert again.view(None) == s.view(None)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_save_and_load_mid_game(scenario):
    s = game().start(scenario, seed=5)
    rng = random.Random(5)
    for _ in range(300):
        d = s.decision()
        if d is None:
            break
        options = s.options(d.sides[0])
        s.apply(d.sides[0], options[rng.randrange(len(options))])
    saved = json.loads(json.dumps(s.to_json()))
    loaded = game().load_state(saved)
    assert loaded.view(None) == s.view(None)
    assert loaded.to_json() == s.to_json()


def test_illegal_action_is_refused_and_changes_nothing():
    s = game().start("1", seed=3)
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply("government", Move("cybernaut", "dc", "nato"))
    with pytest.raises(IllegalAction):
        s.apply("rebel", s.options("government")[0])
    assert s.to_json() == before


def test_views_keep_markers_secret():
    s = random_game("7", 2)
    for side in ("government", "rebel"):
        foe = "rebel" if side == "government" else "government"
        view = s.view(side)
        assert view["markers"][foe]["held"] is None
        assert view["markers"][foe]["count"] == len(s.hands[foe])
        assert view["cup"]["names"] is None
    spectator = s.view("")
    assert all(m["held"] is None for m in spectator["markers"].values())


def test_determinize_keeps_own_hand_and_resamples_the_unknown():
    s = game().start("1", seed=4)
    rng = random.Random(0)
    for _ in range(200):
        d = s.decision()
        assert d is not None
        options = s.options(d.sides[0])
        s.apply(d.sides[0], options[rng.randrange(len(options))])
    d = s.determinize("rebel", random.Random(1))
    assert d.hands["rebel"] == s.hands["rebel"]
    assert len(d.hands["government"]) == len(s.hands["government"])
    assert sorted(d.cup + d.hands["government"]) == sorted(s.cup + s.hands["government"])
    assert d.view("rebel")["regions"] == s.view("rebel")["regions"]
    for _ in range(20):  # the Government is never dealt a marker it cannot hold
        d = s.determinize("rebel", random.Random(_))
        held = set(d.hands["government"])
        assert not {"Bill of Rights", "Videotaped Atrocity", "Economic Collapse"} & held


def test_clone_is_independent():
    s = game().start("7", seed=8)
    c = s.clone()
    d = c.decision()
    assert d is not None
    c.apply(d.sides[0], c.options(d.sides[0])[0])
    assert s.to_json() != c.to_json()
    assert s.move_count == 0
