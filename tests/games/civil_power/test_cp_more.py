"""More rule sections: entering from the map edge, gas and height in LOS, Molotovs and
buildings, Agitators never suppressed, repeated Shock combat, elimination VP."""

from __future__ import annotations

from cp_support import kinds, map_path, play, position, unit, where

from strife.games.civil_power.model.actions import (
    DONE,
    RESOLVE,
    Fire,
    Into,
    Molotov,
    Select,
    ShockRoll,
    Step,
    Target,
)
from strife.games.civil_power.model.values import ELIMINATED


def test_4_0_units_enter_from_the_map_edge_on_their_turn() -> None:
    s = position(
        [
            unit("Police", "line", "", enter_turn=2, enter_edges=["south"]),
            unit("Mob", "untrained_crowd", "Ta1"),
        ],
        phase="move",
        active="Police",
        turns=3,
    )
    assert Select("P1") not in s.options("Police")  # not before turn 2
    while not (s.turn == 2 and s.active == "Police" and s.phase == "move"):
        s.apply(s.decision().sides[0], DONE)
    play(s, "Police", Select("P1"))
    assert Step("Ta8") in s.options("Police") and Step("Ta1") not in s.options("Police")
    play(s, "Police", Step("Tc8"))
    assert where(s, "P1") == "Tc8" and s.mp == 4


def test_5_3_2_gas_blocks_los_through_but_not_into() -> None:
    units = [
        unit("Police", "tactical", "Ta8"),
        unit("Mob", "pistol_punk", "Tc8"),
        unit("Mob", "pistol_punk", "Tb8"),
    ]
    s = position(units, gas_markers=["Tb8"], phase="fire", active="Police",
                 engagement={"Mob": 1, "Police": 4})  # fmt: skip
    play(s, "Police", Fire("P1"))
    assert Target("M2") in s.options("Police") and Target("M1") not in s.options("Police")


def test_5_3_2_a_second_level_firer_sees_over_street_obstacles() -> None:
    units = [
        unit("Mob", "pistol_punk", "Tc3", level=1),
        unit("Mob", "untrained_crowd", "Tc4"),
        unit("Police", "line", "Tc5"),
    ]
    s = position(units, phase="fire", active="Mob", engagement={"Mob": 4, "Police": 1})
    play(s, "Mob", Fire("M1"))
    assert Target("P1") in s.options("Mob")
    street = position(
        [unit("Mob", "pistol_punk", "Tc3"), *units[1:]],
        phase="fire", active="Mob", engagement={"Mob": 4, "Police": 1},
    )  # fmt: skip
    assert Fire("M1") not in street.options("Mob")


def test_6_5_molotovs_not_inside_a_building() -> None:
    s = position(
        [unit("Mob", "pistol_punk", "Tb2"), unit("Police", "line", "Tc2")],
        phase="fire", active="Mob", molotovs=2,
    )  # fmt: skip
    play(s, "Mob", Molotov("M1"))
    opts = s.options("Mob")
    assert Into("Tc2") not in opts and Into("Ta2") in opts


def test_6_4_agitators_are_never_suppressed_nor_check_morale() -> None:
    s = position(
        [unit("Police", "tactical", "Tc4"), unit("Mob", "agitator", "Td4"),
         unit("Mob", "untrained_crowd", "Td4")],
        dice=[1, 1], phase="fire", active="Police", engagement={"Mob": 1, "Police": 4},
    )  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M2"), RESOLVE)
    assert [e.data["unit"] for e in kinds(events, "morale")] == ["M2"]
    assert kinds(events, "morale")[0].data["drm"] == -1  # the Agitator steadies the Crowd


def test_5_4_1_combat_repeats_until_one_side_is_left() -> None:
    s = position(
        [unit("Mob", "untrained_crowd", "Tc7"), unit("Police", "line", "Tc6")],
        dice=[1, 1, 1, 1],
        phase="move",
        active="Police",
    )
    play(s, "Police", Select("P1"), Step("Tc7"), DONE)
    play(s, "Police", ShockRoll(5))
    play(s, "Mob", ShockRoll(5))  # both roll 1: no effect
    assert set(s.decision().sides) == {"Mob", "Police"}  # again
    events = play(s, "Police", ShockRoll(5)) + play(s, "Mob", ShockRoll(5))
    assert len(kinds(events, "shock")) == 2


def test_7_0_elimination_vp_crowd_2_punk_3_police_5() -> None:
    s = position(
        [unit("Police", "tactical", "Tc4"), unit("Mob", "untrained_crowd", "Td4"),
         unit("Mob", "pistol_punk", "Tc5")],
        dice=[1, 6, 1, 6], phase="fire", active="Police", engagement={"Mob": 1, "Police": 4},
    )  # fmt: skip
    play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)  # 1 + 2: no effect; MC 6: 6 > 3
    assert s.loc[1] != ELIMINATED
    s2 = position(
        [unit("Police", "tactical", "Tc4"), unit("Mob", "untrained_crowd", "Td4")],
        dice=[4, 6], phase="fire", active="Police", engagement={"Mob": 1, "Police": 4},
    )  # fmt: skip
    play(s2, "Police", Fire("P1"), Target("M1"), RESOLVE)  # 4 + 2 = 6: W; MC 6 + 1 = 7
    assert s2.loc[1] == ELIMINATED and s2.vp["Police"] == 2


def test_5_4_3_overstacking_the_conductor_picks_the_other_unit() -> None:
    from strife.games.civil_power.model.actions import RetreatTo, SuppressOther

    s = position(
        [
            unit("Mob", "untrained_crowd", "Yb3"),
            unit("Mob", "untrained_crowd", "Yb4", count=2),
            unit("Police", "line", "Yb2"),
        ],
        dice=[3, 1, 1],
        maps=map_path("alley"),
        phase="move",
        active="Police",
        turns=1,
    )
    play(s, "Police", Select("P1"), Step("Yb3"), DONE)
    play(s, "Police", ShockRoll(5))
    play(s, "Mob", ShockRoll(5))
    play(s, "Police", RetreatTo("Yb4", 0))
    assert s.decision().sides == ("Police",)
    assert set(s.options("Police")) == {SuppressOther("M2"), SuppressOther("M3")}
    events = play(s, "Police", SuppressOther("M3"))
    assert s.suppressed(0) and s.suppressed(2) and not s.suppressed(1)
    assert kinds(events, "morale")[0].data["drm"] == 2  # suppressed + retreated


def test_5_3_2_a_hedge_blocks_los_through_it() -> None:
    units = [
        unit("Police", "hmg", "Ha1"),
        unit("Mob", "pistol_punk", "He1"),
        unit("Mob", "pistol_punk", "Hc1"),
    ]
    s = position(units, maps=map_path("hedgerow"), phase="fire", active="Police",
                 engagement={"Mob": 1, "Police": 4})  # fmt: skip
    play(s, "Police", Fire("P1"))
    assert Target("M2") in s.options("Police")  # the hedge is a side of its own area
    assert Target("M1") not in s.options("Police")  # beyond it: blocked


def test_units_that_must_enter_by_a_turn_come_on_before_the_phase_ends() -> None:
    s = position(
        [
            unit("Police", "line", "", enter_turn=1, enter_by=1, enter_edges=["south"]),
            unit("Mob", "untrained_crowd", "Ta1"),
        ],
        phase="move",
        active="Police",
    )
    assert DONE not in s.options("Police")
    from strife.games.civil_power.model.actions import STOP

    play(s, "Police", Select("P1"), Step("Ta8"), STOP, DONE)
    assert where(s, "P1") == "Ta8"


def test_ii_2_sewer_movement_is_secret_and_comes_back_firing_doubled() -> None:
    from strife.games.civil_power.model.actions import Reveal, Sewer

    s = position(
        [
            unit("Mob", "pistol_punk", "Tb2"),
            unit("Police", "line", "Th8"),
        ],
        sewers=True,
        phase="move",
        active="Mob",
        turns=4,
        engagement={"Mob": 4, "Police": 1},
        dice=[1, 1, 1, 1],
    )
    events = play(s, "Mob", Sewer("M1"))
    assert s.loc[0] < 0 and "M1" not in {u["id"] for u in s.view("Police")["units"]}
    assert [e.kind for e in events if e.visible("Police")] == ["vanished"]
    while not (s.turn == 3 and s.active == "Mob"):
        s.apply(s.decision().sides[0], DONE)
    assert s.decision().sides == ("Mob",) and Reveal("Tg7") in s.options("Mob")
    play(s, "Mob", Reveal("Tg7"))
    events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
    assert kinds(events, "fire")[0].data["strength"] == 8


def test_ii_2_sewer_option_follows_the_police_line_of_sight_as_units_move() -> None:
    """II-2: only units out of every Police unit's LOS may go down; a Mob Crowd stepping
    into the line (5.3.2: Crowds block) hides the Punk, and stepping out shows it again."""
    from strife.games.civil_power.model.actions import STOP, Sewer

    s = position(
        [
            unit("Mob", "pistol_punk", "Tc2"),  # in building A
            unit("Mob", "untrained_crowd", "Td1"),
            unit("Police", "line", "Tf2"),  # sees Tc2 along row 2
        ],
        sewers=True,
        phase="move",
        active="Mob",
    )
    assert Sewer("M1") not in s.options("Mob")
    play(s, "Mob", Select("M2"), Step("Td2"), STOP)
    assert Sewer("M1") in s.options("Mob")  # the Crowd in Td2 blocks the line
    back = s.clone()  # a world where the Crowd stayed out of the line
    back.put(back.unit_index["M2"], back.board.index["Td1"])
    assert Sewer("M1") not in back.options("Mob")


def test_5_3_2_the_quick_building_check_agrees_with_the_traced_line() -> None:
    """A line with a group wholly in buildings is blocked below the helicopter level; the
    board finds that by a short walk (`walled`), which must say what the full trace says,
    whichever of the two is asked first."""
    from strife.games.civil_power.model.maps import build_board

    first_walk, first_trace = build_board("test-grid"), build_board("test-grid")
    pairs = [(a, b) for a in range(first_walk.n) for b in range(first_walk.n)]
    assert any(first_trace.line(a, b).walled for a, b in pairs)  # the grid has some
    for a, b in pairs:
        assert first_walk.walled(a, b) == first_walk.line(a, b).walled
        assert first_trace.line(a, b).walled == first_trace.walled(a, b)
