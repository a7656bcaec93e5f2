"""What the rulebook scenarios add to the view, the board drawing and the terminal text."""

from __future__ import annotations

import pytest

from strife.games.civil_power.game import CivilPowerGame
from strife.games.civil_power.scenarios import builtin
from strife.games.civil_power.scenarios.records import swag_areas
from strife.games.civil_power.scenarios.start import standard_position
from strife.games.civil_power.views.render import render
from strife.games.civil_power.views.text import describe


@pytest.fixture(scope="module")
def game() -> CivilPowerGame:
    return CivilPowerGame()


def test_ii_6_swag_counters_are_in_the_view_the_svg_and_the_text(game: CivilPowerGame) -> None:
    """II-6: "The police player sets up 4 'Swag' counters ... in any buildings": each is
    drawn where it stands, and marked while it is being looted (a Crowd next to it)."""
    data = standard_position("II-6")
    s = game.start(game.scenario_from_data(data, "II-6"), 1)
    areas = [s.board.ids[a] for a in swag_areas(s, builtin("II-6"))]
    assert len(areas) == 4
    for side in ("Mob", "Police", None):
        view = s.view(side)
        assert view["swag"] == [{"area": a, "looting": False} for a in areas]
    view = s.view("Mob")
    svg = render(view)
    for a in areas:
        assert f"<title>Swag in {a}</title>" in svg
    assert svg.count('class="swag"') == 4
    assert f"Swag: {', '.join(areas)}" in describe(view)
    # A Crowd next to the first one: it is being looted.
    crowd = next(u for u in range(len(s.loc)) if s.kind[u].crowd)
    first = s.board.index[areas[0]]
    s.loc[crowd] = next(b for b in s.board.neighbours[first] if not s.board.is_building[b])
    s.touch()
    view = s.view("Police")
    assert view["swag"][0] == {"area": areas[0], "looting": True}
    assert f"<title>Swag in {areas[0]} (being looted)</title>" in render(view)
    assert f"Swag: {areas[0]} (being looted), {areas[1]}" in describe(view)


def test_no_swag_outside_ii_6(game: CivilPowerGame) -> None:
    s = game.start("I-6", 1)
    view = s.view("Mob")
    assert view["swag"] == []
    assert 'class="swag"' not in render(view) and "Swag:" not in describe(view)
