"""4.0 Movement, 4.1 Stacking, 4.2 Buildings, 4.3 Crowd movement and Crowd surge."""

from __future__ import annotations

import pytest
from cp_support import kinds, play, position, unit, where

from strife.core.errors import IllegalAction
from strife.games.civil_power.model.actions import (
    CLIMB,
    DONE,
    LEAVE,
    STOP,
    Select,
    ShockRoll,
    Step,
    SurgeLeave,
)
from strife.games.civil_power.model.values import MOVED, OFF_MAP


def _move(units: list[dict[str, object]], **fields: object):  # type: ignore[no-untyped-def]
    return position(units, phase="move", active=fields.pop("active", "Mob"), **fields)


def test_4_0_movement_points_limit_the_move() -> None:
    s = _move([unit("Police", "line", "Ta8")], active="Police")
    play(s, "Police", Select("P1"))
    for area in ("Tb8", "Tc8", "Td8", "Te8", "Tf8"):
        play(s, "Police", Step(area))
    assert s.mp == 0
    assert s.options("Police") == [STOP]


def test_4_0_non_crowds_move_diagonally() -> None:
    s = _move([unit("Police", "line", "Ta8")], active="Police")
    play(s, "Police", Select("P1"), Step("Tb7"))
    assert where(s, "P1") == "Tb7"


def test_4_3_a_crowd_may_not_move_diagonally() -> None:
    s = _move([unit("Mob", "untrained_crowd", "Ta8")])
    play(s, "Mob", Select("M1"))
    with pytest.raises(IllegalAction, match=r"4\.3: a Crowd may not move diagonally"):
        s.apply("Mob", Step("Tb7"))
    assert where(s, "M1") == "Ta8"


def test_4_0_units_stop_on_entering_enemy_units() -> None:
    s = _move([unit("Police", "line", "Ta8"), unit("Mob", "pistol_punk", "Tb8")], active="Police")
    events = play(s, "Police", Select("P1"), Step("Tb8"))
    assert kinds(events, "stop")
    assert s.moving == -1 and s.flags[0] & MOVED


def test_4_0_a_unit_that_fired_may_not_enter_enemy_units() -> None:
    s = _move([unit("Police", "line", "Ta8"), unit("Mob", "pistol_punk", "Tb8")], active="Police")
    s.flags[0] |= 4  # FIRED this Player-turn
    play(s, "Police", Select("P1"))
    assert Step("Tb8") not in s.options("Police")


def test_5_2_suppressed_units_may_move_but_not_enter_enemy_units() -> None:
    s = _move(
        [unit("Police", "line", "Ta8", suppressed=True), unit("Mob", "pistol_punk", "Tb8")],
        active="Police",
    )
    play(s, "Police", Select("P1"))
    assert Step("Tb8") not in s.options("Police")
    assert Step("Ta7") in s.options("Police")


def test_4_0_moving_off_the_map_is_not_elimination() -> None:
    s = _move([unit("Mob", "pistol_punk", "Ta8")])
    play(s, "Mob", Select("M1"), LEAVE)
    assert s.loc[0] == OFF_MAP
    assert s.vp == {"Mob": 0.0, "Police": 0.0}


def test_4_1_no_more_than_three_groups_stop_in_an_area() -> None:
    s = _move([unit("Police", "reserve", "Tb8", count=3), unit("Police", "line", "Ta8")],
              active="Police")  # fmt: skip
    play(s, "Police", Select("P4"))
    assert Step("Tb8") in s.options("Police")  # it may pass through (5 MP)
    play(s, "Police", Step("Tb8"))
    assert STOP not in s.options("Police")


def test_4_2_crowds_vehicles_and_mounted_police_may_not_enter_buildings() -> None:
    s = _move([unit("Mob", "untrained_crowd", "Ta2")])
    play(s, "Mob", Select("M1"))
    with pytest.raises(IllegalAction, match=r"4\.2"):
        s.apply("Mob", Step("Tb2"))


def test_4_2_changing_level_costs_two_movement_points() -> None:
    s = _move([unit("Mob", "pistol_punk", "Ta2")])
    play(s, "Mob", Select("M1"), Step("Tb2"), CLIMB)
    assert s.level[0] == 1 and s.mp == 5 - 1 - 2


def test_4_3_two_crowds_together_only_to_attack_enemy_units() -> None:
    s = _move([unit("Mob", "untrained_crowd", "Ta8"), unit("Mob", "untrained_crowd", "Tb8")])
    play(s, "Mob", Select("M1"))
    assert Step("Tb8") not in s.options("Mob")  # not through another Crowd
    s2 = _move(
        [
            unit("Mob", "untrained_crowd", "Ta8"),
            unit("Mob", "untrained_crowd", "Tb8"),
            unit("Police", "line", "Tb8"),
        ]
    )
    play(s2, "Mob", Select("M1"))
    assert Step("Tb8") in s2.options("Mob")


def test_5_4_2_after_a_surge_one_crowd_must_leave() -> None:
    s = _move(
        [
            unit("Mob", "untrained_crowd", "Tc7"),
            unit("Mob", "untrained_crowd", "Tc8"),
            unit("Police", "reserve", "Td8"),
        ],
        dice=[6, 1, 6],
    )
    play(s, "Mob", Select("M1"), Step("Td7"), Step("Td8"), Select("M2"), Step("Td8"), DONE)
    # The two Crowds add their strengths: 10 against 3.
    assert ShockRoll(10) in s.options("Mob")
    events = play(s, "Mob", ShockRoll(10)) + play(s, "Police", ShockRoll(3))
    assert {e.data["side"]: e.data["result"] for e in kinds(events, "shock")} == {
        "Mob": "X", "Police": "-"
    }  # fmt: skip
    # The Reserve retreats (conducted by the Mob), checks morale, and is gone.
    while s.tasks and s.tasks[-1].kind == "retreat":
        play(s, "Mob", s.options("Mob")[0])
    assert s.decision().sides == ("Mob",)
    opts = s.options("Mob")
    assert opts and all(isinstance(o, SurgeLeave) for o in opts)
    play(s, "Mob", SurgeLeave("M2", "Te8"))
    assert where(s, "M2") == "Te8"
