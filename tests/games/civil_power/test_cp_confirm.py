"""Steps that cannot be undone and would cost the game on a mis-click ask first (issue 17):
raising the Engagement Level (6.7: never lowered, a level of victory lost) and ending the Fire
Combat Phase (5.3: no more attacks this Player-turn); other steps do not."""

from __future__ import annotations

from cp_support import GAME, position, unit

from strife.games.civil_power.model.actions import DONE, RAISE_EL, Fire


def test_6_7_raising_the_engagement_level_asks_first_and_says_why() -> None:
    s = position([unit("Police", "line", "Ta8"), unit("Mob", "pistol_punk", "Ta1")],
                 phase="fire", active="Police")  # fmt: skip
    text = GAME.presenter().option(s.view("Police"), RAISE_EL)
    assert text.confirm.startswith("Raise your Engagement Level to 2?")
    assert "level of victory" in text.confirm


def test_5_3_ending_the_fire_combat_phase_asks_first_but_not_the_movement_phase() -> None:
    units = [unit("Mob", "pistol_punk", "Tb7"), unit("Police", "line", "Tb5")]
    s = position(units, phase="fire", active="Mob", engagement={"Mob": 4, "Police": 4})
    presenter = GAME.presenter()
    assert "Fire Combat Phase" in presenter.option(s.view("Mob"), DONE).confirm
    assert presenter.option(s.view("Mob"), Fire("M1")).confirm == ""
    moving = position(units, phase="move", active="Mob")
    assert presenter.option(moving.view("Mob"), DONE).confirm == ""
