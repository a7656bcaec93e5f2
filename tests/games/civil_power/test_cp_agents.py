"""The heuristic players beat random play from either side, and render a view."""

from __future__ import annotations

from cp_support import GAME

import strife


def _wins(seats: dict[str, str], side: str) -> int:
    won = 0
    for seed in range(10):
        final = strife.play_match(GAME, "skirmish", seats, seed=seed)
        outcome = final.outcome()
        assert outcome is not None
        won += side in outcome.winners
    return won


def test_heuristic_mob_beats_random_police() -> None:
    assert _wins({"Mob": "heuristic", "Police": "random"}, "Mob") >= 8


def test_heuristic_police_beats_random_mob() -> None:
    assert _wins({"Mob": "random", "Police": "heuristic"}, "Police") >= 5


def test_render_draws_every_area_and_visible_unit() -> None:
    s = GAME.start("skirmish", seed=1)
    svg = GAME.render(s.view("Police"))
    assert svg.startswith("<svg") and svg.count('data-target="T') == s.board.n
    assert 'data-target="M6"' not in svg  # the hidden Slingshot Punk
    assert 'data-target="M1"' in svg
