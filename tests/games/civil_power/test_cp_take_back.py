"""Ruling E-4: a step of a Fire combat attack being composed is taken back before any die
(a reduction, then the units added, last first, then the target), and what is taken back is
not offered again in that attack, so every chain of choices ends; the choice of a unit to
move is taken back before its first step, once a Player-turn per unit."""

from __future__ import annotations

from typing import Any

import pytest
from cp_support import play, position, unit, where

from strife.core.actions import worth_searching
from strife.core.errors import IllegalAction
from strife.games.civil_power import game as make_game
from strife.games.civil_power.agents.heuristic import CivilPowerHeuristic
from strife.games.civil_power.model.actions import (
    CANCEL,
    REDUCE,
    RESOLVE,
    STOP,
    TAKE_BACK,
    AddFirer,
    Fire,
    Select,
    Step,
    Target,
)
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.values import MOVED, Attack, attack_from_json


def _three_punks() -> CivilPowerState:
    """Three Pistol Punks, together or adjacent (5.3: combined fire), within range of two
    Police units."""
    units: list[dict[str, Any]] = [
        unit("Mob", "pistol_punk", "Tb7"), unit("Mob", "pistol_punk", "Tb7"),
        unit("Mob", "pistol_punk", "Tc7"), unit("Police", "line", "Tb5"),
        unit("Police", "line", "Tb8"),
    ]  # fmt: skip
    return position(units, phase="fire", active="Mob", engagement={"Mob": 4, "Police": 4})


def test_E_4_no_take_back_before_the_target_only_cancel() -> None:
    s = _three_punks()
    play(s, "Mob", Fire("M1"))
    assert TAKE_BACK not in s.options("Mob") and CANCEL in s.options("Mob")
    with pytest.raises(IllegalAction):
        s.apply("Mob", TAKE_BACK)


def test_E_4_steps_come_back_reduction_then_units_last_first_then_target() -> None:
    s = _three_punks()
    play(s, "Mob", Fire("M1"), Target("P1"), AddFirer("M2"), REDUCE, AddFirer("M3"))
    assert TAKE_BACK in s.options("Mob")
    events = play(s, "Mob", TAKE_BACK)
    assert s.attack == Attack("fire", (0, 1, 2), 3, 0, (), True)
    assert events[0].kind == "take_back" and events[0].rule == "5.3"
    play(s, "Mob", TAKE_BACK)
    assert s.attack == Attack("fire", (0, 1), 3, 0, (2,), True)
    play(s, "Mob", TAKE_BACK)
    assert s.attack == Attack("fire", (0,), 3, 0, (2, 1), True)
    play(s, "Mob", TAKE_BACK)  # the target last: the first firer chooses again
    assert s.attack == Attack("fire", (0,), -1, 0, (2, 1, 3), True)
    assert "M1" in s.view("Mob")["attack"]["firers"]


def test_E_4_what_is_taken_back_is_not_offered_again_in_this_attack() -> None:
    s = _three_punks()
    play(s, "Mob", Fire("M1"), Target("P1"), AddFirer("M2"), TAKE_BACK)
    opts = s.options("Mob")
    assert AddFirer("M2") not in opts and AddFirer("M3") in opts and REDUCE in opts
    play(s, "Mob", AddFirer("M3"), REDUCE, TAKE_BACK)
    assert REDUCE not in s.options("Mob")  # a reduction taken back is not offered again
    play(s, "Mob", TAKE_BACK, TAKE_BACK)
    opts = s.options("Mob")
    assert Target("P1") not in opts and Target("P2") in opts and CANCEL in opts


def test_E_4_every_chain_of_take_backs_ends() -> None:
    """Always taking back, then choosing the first thing offered, comes to a roll or a
    Cancel within a bounded number of choices."""
    s = _three_punks()
    play(s, "Mob", Fire("M1"))
    for _ in range(30):
        if s.attack is None:
            break
        opts = s.options("Mob")
        pick = TAKE_BACK if TAKE_BACK in opts else opts[0]
        s.apply("Mob", pick)
    assert s.attack is None


def test_E_4_the_attack_view_shows_strength_column_and_modifiers_before_any_die() -> None:
    s = _three_punks()
    play(s, "Mob", Fire("M1"), Target("P1"), AddFirer("M2"))
    seen = s.view("Mob")["attack_worked_out"]
    assert seen["strengths"] == [4, 4] and seen["strength"] == 8  # Pistol Punks: fire 4
    assert seen["column"] == s.tables.fire.columns[s.tables.fire.column(8)]
    assert seen["take_back"] == "firer" and seen["modifiers"] == [] and seen["drm"] == 0
    assert seen["table"] == "Fire CRT (5.3.1)"


def test_E_4_a_saved_attack_keeps_what_was_taken_back() -> None:
    made = Attack("fire", (0, 1), 3, 1, (2,), True)
    assert attack_from_json(made.to_json()) == made
    old = {"mode": "fire", "firers": [0], "target": 3, "reduce": 0}  # saved before E-4
    assert attack_from_json(old) == Attack("fire", (0,), 3)


def test_E_4_computer_players_never_take_back() -> None:
    s = _three_punks()
    play(s, "Mob", Fire("M1"), Target("P1"))
    assert TAKE_BACK not in worth_searching(s.options("Mob"))
    heuristic = CivilPowerHeuristic("Mob", 1)
    assert heuristic.choose(s, "Mob") in (AddFirer("M2"), RESOLVE)


def test_E_4_the_take_back_option_says_which_step_it_undoes() -> None:
    game = make_game()
    s = _three_punks()
    play(s, "Mob", Fire("M1"), Target("P1"), AddFirer("M2"))
    assert game.codec.decode(TAKE_BACK.to_json()) == TAKE_BACK
    text = game.presenter().option(s.view("Mob"), TAKE_BACK)
    assert text.take_back and text.label.startswith("Take back M2 (") and "again" in text.label
    composed = game.presenter().composing(s.view("Mob"))
    assert composed is not None
    rows = {r.label: r.value for r in composed.lines}
    assert rows["Attack strength"] == "8" and rows["Die modifiers"] == "+0 (none)"


def test_E_4_the_choice_of_a_unit_to_move_is_taken_back_before_its_first_step() -> None:
    units = [unit("Police", "line", "Ta8"), unit("Police", "line", "Th8"),
             unit("Mob", "pistol_punk", "Ta1")]  # fmt: skip
    s = position(units, phase="move", active="Police")
    play(s, "Police", Select("P1"))
    assert TAKE_BACK in s.options("Police")
    events = play(s, "Police", TAKE_BACK)
    assert s.moving == -1 and where(s, "P1") == "Ta8" and not s.flags[0] & MOVED
    assert events[0].kind == "take_back" and events[0].rule == "4.0"
    assert Select("P1") in s.options("Police") and Select("P2") in s.options("Police")
    play(s, "Police", Select("P1"))  # chosen again: no second take-back this Player-turn
    assert TAKE_BACK not in s.options("Police")
    play(s, "Police", STOP, Select("P2"), Step("Tg8"))
    assert TAKE_BACK not in s.options("Police")  # a step once taken stands


def test_E_4_a_mob_unit_out_of_touch_gets_its_halved_allowance_back_when_chosen_again() -> None:
    units = [unit("Mob", "pistol_punk", "Ta8"), unit("Police", "line", "Th1")]
    s = position(units, phase="move", active="Mob", options={"command_control_sight": True})
    play(s, "Mob", Select("M1"))
    halved = s.mp
    assert halved == (s.kind[0].movement + 1) // 2  # 8.14.2: no other Mob unit in sight
    play(s, "Mob", TAKE_BACK, Select("M1"))
    assert s.mp == halved
