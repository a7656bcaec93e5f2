"""The position as text for `strife play civil-power` (the terminal's view of the game)."""

from __future__ import annotations

import strife


def test_text_names_scenario_phase_and_every_unit_where_it_stands() -> None:
    game = strife.load("civil-power")
    state = game.start("I-6", seed=1)
    view = state.view("Mob")
    text = game.describe(view)  # type: ignore[attr-defined]
    assert text.startswith("Student Riot (I-6), turn 1 of 15, day: Mob Player-turn")
    for unit in view["units"]:
        assert unit["id"] in text
    crowd = next(u for u in view["units"] if u["side"] == "Mob")
    assert f"{crowd['id']} {crowd['name']}" in text and f"at {crowd['area']}" in text
    assert "Plaza" in text and "Map" in text
    # The map marks the area of a lone unit with its side's letter.
    assert "M" in text.split("Map", 1)[1].split("Police units", 1)[0]


def test_text_shows_only_what_the_view_holds() -> None:
    game = strife.load("civil-power")
    state = game.start("I-6", seed=1)
    view = state.view("Police")
    view["units"] = [u for u in view["units"] if u["side"] == "Police"]
    text = game.describe(view)  # type: ignore[attr-defined]
    assert "Mob units" not in text and "Police units" in text
