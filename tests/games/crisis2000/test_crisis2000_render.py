"""The renderer: every region is a clickable element named by its id; a seat sees its own
markers and only the number of the opponent's."""

from __future__ import annotations

import random

from crisis_support import game


def _midgame():
    s = game().start("1", seed=3)
    rng = random.Random(1)
    for _ in range(150):
        d = s.decision()
        assert d is not None
        options = s.options(d.sides[0])
        s.apply(d.sides[0], options[rng.randrange(len(options))])
    return s


def test_render_regions_are_click_targets_and_markers_stay_secret():
    s = _midgame()
    svg = game().render(s.view("rebel"))
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    for rid in s.board.ids:
        assert f'id="{rid}" data-target="{rid}"' in svg
    for name in s.hands["rebel"]:
        assert name in svg
    for name in set(s.hands["government"]) - set(s.hands["rebel"]):
        assert name not in svg
    assert "Recruiting Pool" in svg and "turn-track" in svg and "neutralized-rebel" in svg


def test_render_outlines_the_region_of_a_conflict():
    from crisis_support import play, start

    from strife.games.crisis2000.actions import Attack

    s = start(["rebel dc insurgent", "government dc insurgent"])
    play(s, Attack("dc"))
    assert 'id="conflict"' in game().render(s.view("government"))
