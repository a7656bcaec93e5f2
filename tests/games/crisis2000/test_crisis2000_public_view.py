"""The spectators' view (`public_view`): everything public (map, units, Value, turn, phase,
how many markers each side holds and the cup holds, the markers played), and nothing that
either side hides: no marker in a hand or the cup is named, and the seed is never in it."""

from __future__ import annotations

import json
import random
from typing import Any

from crisis_support import game

from strife.games.crisis2000.model.state import CrisisState

SIDES = ("government", "rebel")
SEED_BASE = 7_340_000_000  # large, so that finding the seed in a view is no coincidence


def _dump(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True)


def _positions(scenario: str, seed: int) -> list[CrisisState]:
    """Positions along a random game: setup, early turns, mid-conflict, the end."""
    s = game().start(scenario, seed=SEED_BASE + seed)
    rng = random.Random(seed)
    out = [s.clone()]
    steps = 0
    while (d := s.decision()) is not None:
        options = s.options(d.sides[0])
        s.apply(d.sides[0], options[rng.randrange(len(options))])
        steps += 1
        if steps % 97 == 0 or (s.conflict is not None and steps % 7 == 0 and len(out) < 40):
            out.append(s.clone())
    out.append(s)
    return out


def test_public_view_shows_exactly_what_both_sides_see() -> None:
    seen_secret = False
    for s in _positions("1", 21) + _positions("7", 4):
        public = s.public_view()
        views = {side: s.view(side) for side in SIDES}
        for key, value in public.items():
            if key in ("you", "markers", "cup", "log"):
                continue
            for side in SIDES:
                assert _dump(value) == _dump(views[side][key]), key
        assert public["you"] == ""
        for side in SIDES:
            mine = public["markers"][side]
            assert mine == {"count": len(s.hands[side]), "held": None}
            seen_secret = seen_secret or bool(s.hands[side])
        assert public["cup"] == {"count": len(s.cup), "names": None}
        both = [e.text for e in s.log if e.visible("government") and e.visible("rebel")]
        assert public["log"] == both
        assert str(s.seed) not in _dump(public)
    assert seen_secret  # the positions did hold secrets to hide


def test_public_view_is_the_same_whatever_either_side_hides() -> None:
    """Worlds that differ only in hidden things (either side's markers, the cup, the dice)
    show spectators the very same view, as tests/conformance checks a side's view."""
    for s in _positions("1", 8)[::3]:
        bases = [s, *(s.determinize(side, random.Random(3)) for side in SIDES)]
        for base in bases:
            public = _dump(base.public_view())
            for side in SIDES:
                for k in (11, 12):
                    world = base.determinize(side, random.Random(k))
                    assert _dump(world.public_view()) == public


def test_the_umpire_view_differs_where_the_public_one_hides() -> None:
    """So the tests above can fail: a state holding markers names them to the umpire."""
    s = next(p for p in _positions("1", 21) if p.hands["rebel"] and p.cup)
    umpire = s.view(None)
    assert umpire["markers"]["rebel"]["held"] == list(s.hands["rebel"])
    assert umpire["cup"]["names"] == list(s.cup)
    assert s.public_view()["markers"]["rebel"]["held"] is None


def test_the_spectator_picture_shows_the_map_and_no_hand() -> None:
    s = next(p for p in _positions("1", 21) if p.hands["government"] and p.hands["rebel"])
    svg = game().render(s.public_view())
    for rid in s.board.ids:
        assert f'id="{rid}" data-target="{rid}"' in svg
    assert 'class="adjacency"' in svg and 'class="transportation-line"' in svg
    own = game().render(s.view("rebel"))
    shown_to_owner = [n for n in s.hands["rebel"] if n in own]
    assert shown_to_owner  # the seat's own picture names its markers ...
    listing = svg[svg.index('id="markers-government"') :]
    for name in s.hands["rebel"] + s.hands["government"]:
        assert name not in listing  # ... the spectators' lists none


def test_brief_view_is_the_part_of_the_sides_view_the_heuristic_reads() -> None:
    """The heuristic player reads `brief_view`: each region's Value, control and units, the
    phase, conflict, pending task and marker counts, exactly as the side's own view has
    them, and no marker's name (VII: a side's markers are secret)."""
    for seed in range(3):
        for state in _positions("1", seed):
            for side in SIDES:
                full = state.view(side)
                brief = state.brief_view(side)
                for rid, whole in full["regions"].items():
                    region = brief["regions"][rid]
                    assert region == {k: whole[k] for k in ("value", "control", "units")}
                for key in ("phase", "conflict", "pending", "you"):
                    assert brief[key] == full[key]
                for s in SIDES:
                    assert brief["markers"][s] == {"count": full["markers"][s]["count"]}
