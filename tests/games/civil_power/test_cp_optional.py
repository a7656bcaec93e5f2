"""The optional rules (8.x), each switched on as a scenario option."""

from __future__ import annotations

import pytest
from cp_support import kinds, play, position, unit, where

from strife.games.civil_power.model.actions import (
    DONE,
    RESOLVE,
    Accompany,
    AddFirer,
    BarrierSide,
    Dismount,
    Fire,
    Gas,
    Into,
    Load,
    Reduce,
    RetreatTo,
    Reveal,
    Searchlight,
    Select,
    ShockRoll,
    Step,
    Stop,
    Target,
    Unload,
)
from strife.games.civil_power.model.values import ELIMINATED
from strife.games.civil_power.rules import fire_combat


def test_8_1_baton_rounds_example() -> None:
    """Two Tactical squads, adjacent, fire baton rounds at an Untrained Crowd with an
    Agitator three areas away: 14 on the 13+ Shock column; a 5, -3 range, +2 Crowd = 4:
    "2". The Crowd retreats two areas, the Agitator with it, and checks morale with -1
    (Agitator) +1 (retreated) = 0."""
    s = position(
        [
            unit("Police", "tactical", "Td3"),
            unit("Police", "tactical", "Td4"),
            unit("Mob", "untrained_crowd", "Tg4"),
            unit("Mob", "agitator", "Tg4"),
        ],
        dice=[5, 3],
        options={"baton_class": "Tactical"},
        phase="fire",
        active="Police",
        engagement={"Mob": 1, "Police": 1},
    )
    events = play(s, "Police", Fire("P1"), Target("M1"), AddFirer("P2"), RESOLVE)
    baton = kinds(events, "baton")[0]
    assert baton.data["strength"] == 14 and baton.data["column"] == "13+"
    assert baton.data["roll"] == 5 and baton.data["drm"] == -1
    assert baton.data["result"] == "2"
    assert not kinds(events, "morale")  # no Fire combat Morale Check
    play(s, "Police", RetreatTo("Tg3", 0), RetreatTo("Tg2", 0))
    events = play(s, "Mob", Accompany("M2", True))
    mc = kinds(events, "morale")[0]
    assert mc.data["unit"] == "M1" and mc.data["drm"] == 0
    assert where(s, "M1") == where(s, "M2") == "Tg2"


def test_8_1_baton_rounds_not_at_units_in_buildings_nor_through_units() -> None:
    s = position(
        [
            unit("Police", "tactical", "Ta4"),
            unit("Mob", "pistol_punk", "Tb3"),
            unit("Mob", "untrained_crowd", "Tc4"),
            unit("Mob", "untrained_crowd", "Tb4"),
        ],
        options={"baton_class": "Tactical"},
        phase="fire",
        active="Police",
    )
    play(s, "Police", Fire("P1"))
    targets = s.options("Police")
    assert Target("M1") not in targets  # in building A
    assert Target("M2") not in targets  # behind the Crowd in Tb4
    assert Target("M3") in targets


def test_8_5_mounted_police_dismount_into_line_squads() -> None:
    s = position([unit("Police", "mounted_police", "Ta8")], phase="move", active="Police")
    play(s, "Police", Dismount("P1"))
    assert s.kind[0].id == "line"


def test_8_7_donut_wagon_steadies_police_stacked_with_it() -> None:
    units = [
        unit("Mob", "pistol_punk", "Tc4"),
        unit("Police", "line", "Td4"),
        unit("Police", "donut_wagon", "Td4"),
    ]
    for on, drm in ((False, 0), (True, -1)):
        s = position(units, dice=[1, 4], options={"donut_wagon": on}, phase="fire",
                     active="Mob", engagement={"Mob": 4, "Police": 1})  # fmt: skip
        events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
        assert kinds(events, "morale")[0].data["drm"] == drm


def test_8_8_tv_crews_downgrade_results_near_them() -> None:
    units = [
        unit("Police", "tactical", "Tc4"),
        unit("Mob", "untrained_crowd", "Td4"),
        unit("Mob", "tv_crew", "Td5"),
    ]
    s = position(units, dice=[6, 1], options={"tv_crews": True}, phase="fire",
                 active="Police", engagement={"Mob": 1, "Police": 4})  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert kinds(events, "fire")[0].data["result"] == "W"  # K downgraded
    play(s, "Police", DONE)
    assert Target("M2") not in s.options("Police")  # TV Crews may not be attacked


def test_8_9_tactical_disintegration_ends_the_game() -> None:
    s = position(
        [unit("Mob", "pistol_punk", "Ta1"), unit("Police", "line", "Th8")],
        options={"tactical_disintegration": True},
        tdn=2,
        turns=6,
    )
    while s.outcome() is None:
        s.apply(s.decision().sides[0], DONE)
    assert s.turn == 2 and "8.9" in s.outcome().reason


def test_8_9_tdn_falls_with_the_first_police_fire() -> None:
    s = position(
        [unit("Police", "tactical", "Tc4"), unit("Mob", "pistol_punk", "Td4")],
        dice=[3, 4, 1, 1],
        options={"tactical_disintegration": True},
        tdn=20,
        phase="fire",
        active="Police",
        engagement={"Mob": 1, "Police": 4},
    )
    play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert s.tdn == 20 - 7


def test_8_10_overreaction_raises_the_el_on_a_6() -> None:
    s = position(
        [unit("Mob", "pistol_punk", "Tc4"), unit("Police", "line", "Td4")],
        dice=[6, 6, 6],
        options={"overreaction": True},
        phase="fire",
        active="Mob",
        engagement={"Mob": 4, "Police": 1},
    )
    events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
    assert s.loc[1] == ELIMINATED and kinds(events, "overreaction")
    assert s.el["Police"] == 2 and s.el_raised["Police"] == 0


def test_8_13_extended_range_full_strength_range_half_strength_beyond_half() -> None:
    units = [unit("Police", "tactical", "Ta8"), unit("Mob", "pistol_punk", "Te8")]
    plain = position(units, phase="fire", active="Police", engagement={"Mob": 1, "Police": 4})
    assert Fire("P1") not in plain.options("Police")
    s = position(units, dice=[1, 1], options={"extended_range": True}, phase="fire",
                 active="Police", engagement={"Mob": 1, "Police": 4})  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert kinds(events, "fire")[0].data["strength"] == 3


def test_8_12_2_a_vehicle_caught_alone_is_wrecked_by_a_retreat_result() -> None:
    s = position(
        [unit("Mob", "untrained_crowd", "Tc7"), unit("Police", "truck", "Tc8")],
        dice=[6, 1],
        phase="move",
        active="Mob",
    )
    play(s, "Mob", Select("M1"), Step("Tc8"), DONE)
    play(s, "Mob", ShockRoll(5))
    play(s, "Police", ShockRoll(0))
    assert s.loc[1] == ELIMINATED and s.vp["Mob"] == 5


def test_8_2_water_cannon_hits_every_unit_in_the_area_and_puts_out_fire() -> None:
    s = position(
        [
            unit("Police", "water_cannon", "Ta8"),
            unit("Mob", "untrained_crowd", "Tc8"),
            unit("Mob", "pistol_punk", "Tc8"),
        ],
        dice=[3],
        fires=["Tc8"],
        phase="fire",
        active="Police",
        engagement={"Mob": 1, "Police": 1},
    )
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    attack = kinds(events, "shock_fire")[0]
    assert attack.data["strength"] == 5 and attack.data["column"] == "5,6"
    assert attack.data["drm"] == 2 and attack.data["result"] == "2"  # Crowd +2
    assert kinds(events, "fire_out") and not s.fires
    retreats = [t for t in s.tasks if t.kind == "retreat"]
    assert {s.names[t.unit] for t in retreats} == {"M1", "M2"}


def test_8_2_and_5_0_a_water_cannon_may_reduce_its_strength() -> None:
    s = position(
        [unit("Police", "water_cannon", "Ta8"), unit("Mob", "untrained_crowd", "Tb8")],
        dice=[3],
        phase="fire",
        active="Police",
        engagement={"Mob": 1, "Police": 1},
    )
    events = play(s, "Police", Fire("P1"), Target("M1"), Reduce(), Reduce(), Reduce(), RESOLVE)
    attack = kinds(events, "shock_fire")[0]
    assert attack.data["strength"] == 7  # 10 adjacent, reduced by three


def test_8_2_water_cannon_not_at_units_in_buildings() -> None:
    s = position(
        [unit("Police", "water_cannon", "Ta4"), unit("Mob", "pistol_punk", "Tb3")],
        phase="fire",
        active="Police",
        engagement={"Mob": 1, "Police": 1},
    )
    assert Fire("P1") not in s.options("Police")


def test_8_3_ads_unlimited_range_unmodified_die_no_wia_on_x() -> None:
    s = position(
        [unit("Police", "ads", "Ta8"), unit("Mob", "untrained_crowd", "Th8")],
        dice=[6, 1],
        phase="fire",
        active="Police",
        night=[1],
        engagement={"Mob": 1, "Police": 1},
    )
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    attack = kinds(events, "shock_fire")[0]
    assert attack.data["drm"] == 0 and attack.data["result"] == "X"
    assert s.wia == {"Mob": 0, "Police": 0}


def test_8_3_ads_not_into_gas() -> None:
    s = position(
        [unit("Police", "ads", "Ta8"), unit("Mob", "untrained_crowd", "Td8")],
        gas_markers=["Td8"],
        phase="fire",
        active="Police",
        engagement={"Mob": 1, "Police": 1},
    )
    assert Fire("P1") not in s.options("Police")


def test_8_5_mounted_charge_doubles_shock_from_two_areas_away() -> None:
    s = position(
        [unit("Police", "mounted_police", "Ta8"), unit("Mob", "untrained_crowd", "Tc8")],
        phase="move",
        active="Police",
        engagement={"Mob": 1, "Police": 1},
    )
    play(s, "Police", Select("P1"), Step("Tb8"), Step("Tc8"), DONE)
    assert ShockRoll(10) in s.options("Police")


def test_8_5_no_charge_from_next_to_the_mob() -> None:
    s = position(
        [unit("Police", "mounted_police", "Tb8"), unit("Mob", "untrained_crowd", "Tc8")],
        phase="move",
        active="Police",
        engagement={"Mob": 1, "Police": 1},
    )
    play(s, "Police", Select("P1"), Step("Tc8"), DONE)
    assert ShockRoll(5) in s.options("Police") and ShockRoll(10) not in s.options("Police")


def test_8_6_a_helicopter_killed_crashes_and_starts_a_fire() -> None:
    s = position(
        [
            unit("Mob", "shotgun_punk", "Tc4"),
            unit("Mob", "shotgun_punk", "Tc5"),
            unit("Police", "helicopter", "Td4"),
            unit("Police", "line", "Td4"),
            unit("Mob", "untrained_crowd", "Td4"),
        ],
        dice=[5],
        phase="fire",
        active="Mob",
        engagement={"Mob": 4, "Police": 1},
    )
    events = play(s, "Mob", Fire("M1"), Target("P1"), AddFirer("M2"), RESOLVE)
    assert kinds(events, "crash")
    assert all(s.loc[u] == ELIMINATED for u in (2, 3, 4))
    assert s.fires == frozenset({s.board.index["Td4"]})
    assert s.vp == {"Mob": 5.0, "Police": 0.0}  # the crash's victims score nothing


def test_8_14_2_the_mob_moves_at_most_2d6_crowds() -> None:
    crowds = [unit("Mob", "untrained_crowd", a) for a in ("Ta8", "Tc8", "Te8", "Tg8")]
    s = position(
        [*crowds, unit("Police", "line", "Ta1")],
        dice=[1, 1],
        options={"command_control_mob": True},
        phase="fire",
        active="Mob",
    )
    play(s, "Mob", DONE)
    play(s, "Mob", Select("M1"), Stop(), Select("M2"), Stop())
    assert not any(isinstance(o, Select) for o in s.options("Mob"))


def _hidden_punk(**fields: object):  # type: ignore[no-untyped-def]
    return position(
        [
            unit("Mob", "pistol_punk", "Tb2", hidden=True),
            unit("Police", "line", "Ta4"),
            unit("Mob", "untrained_crowd", "Th8"),
        ],
        engagement={"Mob": 4, "Police": 1},
        **fields,
    )


def test_8_4_hidden_units_are_secret_from_the_enemy() -> None:
    s = _hidden_punk(phase="move", active="Police")
    assert "M1" not in {u["id"] for u in s.view("Police")["units"]}
    mine = {u["id"]: u for u in s.view("Mob")["units"]}
    assert mine["M1"]["area"] == "hidden" and mine["M1"]["hidden_in"] == "TA"
    # A Police search of the world may put it in any building without Police units.
    import random

    worlds = {s.determinize("Police", random.Random(i)).hidden[0] for i in range(20)}
    assert len(worlds) > 1


def test_8_4_an_enemy_entering_the_building_reveals_it() -> None:
    s = _hidden_punk(phase="move", active="Police")
    play(s, "Police", Select("P1"), Step("Tb3"))
    assert s.decision().sides == ("Mob",)
    assert set(s.options("Mob")) == {Reveal("Tb2"), Reveal("Tc2"), Reveal("Tc3")}
    play(s, "Mob", Reveal("Tc3"))
    assert where(s, "M1") == "Tc3"
    assert "M1" in {u["id"] for u in s.view("Police")["units"]}


def test_8_4_firing_from_hiding_doubles_fire_strength() -> None:
    s = _hidden_punk(phase="fire", active="Mob", dice=[1, 1])
    play(s, "Mob", Fire("M1"), Reveal("Tb3"))
    events = play(s, "Mob", Target("P1"), RESOLVE)
    assert kinds(events, "fire")[0].data["strength"] == 8


def test_8_11_an_idle_crowd_rolls_three_times_for_barriers() -> None:
    s = position(
        [unit("Mob", "untrained_crowd", "Tc8"), unit("Police", "line", "Ta1")],
        dice=[6, 2, 6],
        options={"barriers": True},
        phase="shock",
        active="Mob",
    )
    assert s.decision().sides == ("Mob",)
    assert set(s.options("Mob")) == {
        BarrierSide("Tc7|Tc8", True), BarrierSide("Tb8|Tc8", True), BarrierSide("Tc8|Td8", True)
    }  # fmt: skip
    play(s, "Mob", BarrierSide("Tc7|Tc8", True))
    assert BarrierSide("Tc7|Tc8", True) not in s.options("Mob")
    play(s, "Mob", BarrierSide("Tc8|Td8", True))
    assert len(s.barriers) == 2
    assert s.phase == "fire" and s.active == "Police"


def test_8_11_an_idle_unit_alone_with_friends_may_destroy_a_barrier() -> None:
    s = position(
        [unit("Police", "line", "Tc6"), unit("Mob", "untrained_crowd", "Ta1")],
        options={"barriers": True},
        barriers=["Tc5|Tc6"],
        phase="shock",
        active="Police",
    )
    assert set(s.options("Police")) == {BarrierSide("Tc5|Tc6", False), BarrierSide("", False)}
    play(s, "Police", BarrierSide("Tc5|Tc6", False))
    assert not s.barriers


def test_8_12_trucks_load_and_unload_without_moving() -> None:
    s = position(
        [
            unit("Police", "truck", "Ta8"),
            unit("Police", "line", "Ta8", in_truck=True),
            unit("Police", "reserve", "Tb8"),
            unit("Police", "truck", "Tb8"),
            unit("Mob", "untrained_crowd", "Th1"),
        ],
        phase="move",
        active="Police",
    )
    assert where(s, "P2") == "-5"  # aboard
    assert {u["id"]: u["aboard"] for u in s.view("Mob")["units"]}["P2"] == "P1"
    play(s, "Police", Unload("P1"), Load("P3", "P4"))
    assert where(s, "P2") == "Ta8" and s.aboard == {2: 3}
    opts = s.options("Police")
    assert Select("P1") not in opts and Select("P2") not in opts and Select("P4") not in opts


def test_8_12_2_a_wrecked_truck_lets_its_passengers_out_suppressed() -> None:
    s = position(
        [
            unit("Mob", "untrained_crowd", "Tc7"),
            unit("Police", "truck", "Tc8"),
            unit("Police", "line", "Tc8", in_truck=True),
        ],
        dice=[6, 1],
        phase="move",
        active="Mob",
    )
    play(s, "Mob", Select("M1"), Step("Tc8"), DONE)
    events = play(s, "Mob", ShockRoll(5)) + play(s, "Police", ShockRoll(0))
    assert s.loc[1] == ELIMINATED and kinds(events, "unload")
    assert where(s, "P2") == "Tc8" and s.suppressed(2)
    # The Shock combat goes on against the passengers.
    assert s.tasks[-1].kind == "shock_area"


def test_8_14_2_a_mob_unit_out_of_sight_of_its_kind_moves_half() -> None:
    units = [
        unit("Mob", "untrained_crowd", "Ta8"),
        unit("Mob", "untrained_crowd", "Ta1"),
        unit("Mob", "pistol_punk", "Th8"),
        unit("Police", "line", "Th1"),
    ]
    s = position(units, options={"command_control_sight": True}, phase="move", active="Mob")
    play(s, "Mob", Select("M1"))
    assert s.mp == 4  # Ta8 sees Ta1 up the open column
    play(s, "Mob", Stop(), Select("M3"))
    assert s.mp == 3  # a lone Punk: 5 halved, rounded up


def test_8_6_a_searchlight_lights_one_area_at_night() -> None:
    units = [
        unit("Police", "helicopter", "Ta1"),
        unit("Police", "hmg", "Ta8"),
        unit("Mob", "pistol_punk", "Tg8"),
    ]
    s = position(units, phase="fire", active="Police", night=[1],
                 engagement={"Mob": 1, "Police": 4})  # fmt: skip
    assert Fire("P2") not in s.options("Police")  # six areas away at night
    play(s, "Police", Searchlight("P1"), Into("Tg8"))
    assert Searchlight("P1") not in s.options("Police")
    assert Fire("P2") in s.options("Police")


def test_8_2_a_water_cannon_may_gas_and_spray_in_one_phase() -> None:
    s = position(
        [
            unit("Police", "water_cannon", "Ta8", gas_gun=True),
            unit("Mob", "trained_crowd", "Tc8"),
        ],
        dice=[6, 1, 1],
        gas=2,
        phase="fire",
        active="Police",
        engagement={"Mob": 1, "Police": 1},
    )
    play(s, "Police", Gas("P1"), Into("Td8"))
    assert Fire("P1") in s.options("Police") and Gas("P1") not in s.options("Police")
    play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert Fire("P1") not in s.options("Police")


def test_8_14_1_police_entering_mob_areas_need_a_partner() -> None:
    units = [
        unit("Police", "line", "Ta8"),
        unit("Police", "line", "Tb8"),
        unit("Police", "line", "Tf8"),
        unit("Mob", "untrained_crowd", "Tc7"),
        unit("Mob", "untrained_crowd", "Tg7"),
    ]
    s = position(units, options={"command_control_police": True}, phase="move",
                 active="Police")  # fmt: skip
    # P1 and P2 start adjacent and go in together; P3 goes in alone.
    play(s, "Police", Select("P1"), Step("Tb7"), Step("Tc7"))
    play(s, "Police", Select("P2"), Step("Tc7"))
    events = play(s, "Police", Select("P3"), Step("Tg7"), DONE)
    assert [e.data["unit"] for e in kinds(events, "command_control")] == ["P3"]
    assert where(s, "P3") == "Tf8"
    assert where(s, "P1") == where(s, "P2") == "Tc7"


def test_8_6_a_helicopter_sniper_flies_with_it_and_fires_from_the_air() -> None:
    s = position(
        [
            unit("Police", "helicopter", "Ta8"),
            unit("Police", "police_sniper", "Ta8", in_truck=True),
            unit("Mob", "pistol_punk", "Td2"),
            unit("Mob", "untrained_crowd", "Tc3"),
        ],
        phase="move",
        active="Police",
        engagement={"Mob": 1, "Police": 3},
    )
    assert Select("P2") not in s.options("Police")
    play(s, "Police", Select("P1"), Step("Ta7"), Step("Ta6"), Stop())
    assert where(s, "P2") == "Ta6"
    s2 = position(
        [
            unit("Police", "helicopter", "Ta6"),
            unit("Police", "police_sniper", "Ta6", in_truck=True),
            unit("Mob", "pistol_punk", "Te2"),
            unit("Mob", "untrained_crowd", "Tc4"),
        ],
        phase="fire",
        active="Police",
        engagement={"Mob": 1, "Police": 3},
    )
    # From the air it sees over the Crowd in Tc4 (on the street it would not).
    play(s2, "Police", Fire("P2"))
    assert Target("M1") in s2.options("Police")


def test_8_6_a_helicopter_ads_flies_with_it_and_fires_from_the_air() -> None:
    """8.6: "the Police player's choice of one Gas Gun or one Sniper or one Active Denial
    System": the ADS flies with the Helicopter and beams from its height, over the Crowd in
    Tc4 that blocks the street-level line; 8.3 still holds: strength 10, an unmodified die,
    no WIA on an X."""
    units = [
        unit("Police", "helicopter", "Ta6"),
        unit("Police", "ads", "Ta6", in_truck=True),
        unit("Mob", "untrained_crowd", "Te2"),
        unit("Mob", "untrained_crowd", "Tc4"),
    ]
    s = position(units, dice=[6, 1], phase="fire", active="Police",
                 engagement={"Mob": 1, "Police": 1})  # fmt: skip
    events = play(s, "Police", Fire("P2"), Target("M1"), RESOLVE)
    attack = kinds(events, "shock_fire")[0]
    assert attack.data["strength"] == 10 and attack.data["drm"] == 0  # no height bonus
    assert attack.data["result"] == "X" and s.wia == {"Mob": 0, "Police": 0}
    ground = position([dict(units[1], in_truck=False), *units[2:]], phase="fire",
                      active="Police", engagement={"Mob": 1, "Police": 1})  # fmt: skip
    play(ground, "Police", Fire("P1"))
    assert Target("M1") not in ground.options("Police")  # on the street the Crowd blocks it
    moving = position(units, phase="move", active="Police")
    assert Select("P2") not in moving.options("Police")
    play(moving, "Police", Select("P1"), Step("Ta5"), Step("Ta4"), Stop())
    assert where(moving, "P2") == "Ta4"


def test_8_6_a_helicopter_ads_never_fights_shock_combat() -> None:
    """8.6: a Helicopter "may not engage or be engaged via Shock combat"; neither may the
    ADS it carries, though a Vehicle on the ground would (8.12.2)."""
    from strife.games.civil_power.rules import shock

    air = position(
        [
            unit("Police", "helicopter", "Tc4"),
            unit("Police", "ads", "Tc4", in_truck=True),
            unit("Mob", "untrained_crowd", "Tc4"),
        ],
        phase="move",
        active="Police",
    )
    area = air.board.index["Tc4"]
    assert not shock.is_fight(air, area, 0)
    air.aboard = {}  # set down on the street, the ADS would fight
    assert shock.is_fight(air, area, 0)


def test_8_6_a_helicopter_carries_one_sniper_or_one_ads_and_nothing_else() -> None:
    from strife.core.errors import DataError

    heli = unit("Police", "helicopter", "Ta6")
    for riders in (
        [unit("Police", "line", "Ta6", in_truck=True)],
        [
            unit("Police", "ads", "Ta6", in_truck=True),
            unit("Police", "police_sniper", "Ta6", in_truck=True),
        ],
    ):
        with pytest.raises(DataError, match="Helicopter carries"):
            position([heli, *riders, unit("Mob", "untrained_crowd", "Th1")])
    with pytest.raises(DataError, match="Helicopter carries"):
        position([dict(heli, gas_gun=True), unit("Police", "ads", "Ta6", in_truck=True),
                  unit("Mob", "untrained_crowd", "Th1")])  # fmt: skip


def test_8_6_what_a_helicopter_carries_neither_stops_a_move_nor_catches_a_sniper() -> None:
    """8.6: the Helicopter "may enter areas with enemy units, but ... may not engage or be
    engaged via Shock combat", and enemy units pass under it: so too under the ADS it
    carries. A Mob Crowd moves on through its area; a Mob Sniper there is not caught alone
    (6.3) by it."""
    air = [unit("Police", "helicopter", "Tc4"), unit("Police", "ads", "Tc4", in_truck=True)]
    s = position([*air, unit("Mob", "untrained_crowd", "Tc5")], phase="move", active="Mob")
    play(s, "Mob", Select("M1"), Step("Tc4"))
    assert s.moving == s.unit_index["M1"]  # not stopped: it may go on
    assert Step("Td4") in s.options("Mob")
    t = position([*air, unit("Mob", "mob_sniper", "Tc4")], phase="move", active="Police",
                 engagement={"Mob": 3, "Police": 1})  # fmt: skip
    play(t, "Police", DONE)
    assert where(t, "M1") == "Tc4"


def test_8_8_police_only_variant_downgrades_police_attacks_only() -> None:
    """8.8: "Optionally, players can assume a non-objective media presence and have the
    downgrading effect apply to Police attacks only"."""
    options = {"tv_crews": True, "tv_crews_police_only": True}
    units = [
        unit("Police", "tactical", "Tc4"),
        unit("Mob", "untrained_crowd", "Td4"),
        unit("Mob", "tv_crew", "Td5"),
    ]
    s = position(units, dice=[6, 1], options=options, phase="fire",
                 active="Police", engagement={"Mob": 1, "Police": 4})  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert kinds(events, "fire")[0].data["result"] == "W"  # the Police's K downgraded
    mob = [
        unit("Mob", "pistol_punk", "Td4"),
        unit("Police", "line", "Tc4"),
        unit("Mob", "tv_crew", "Td5"),
    ]
    for police_only, expected in ((False, "-"), (True, "W")):  # the Mob's W stands
        more = {"tv_crews": True, "tv_crews_police_only": police_only}
        s = position(mob, dice=[6, 1], options=more, phase="fire", active="Mob",
                     engagement={"Mob": 4, "Police": 1})  # fmt: skip
        events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
        assert kinds(events, "fire")[0].data["result"] == expected


def test_8_12_3_armored_vehicles_survive_fire_and_shock() -> None:
    """8.12.3: Police vehicles treated as armored "may not be eliminated by Fire or Shock
    combat"; unarmored, the same attacks wreck them (8.12.1, 8.12.2)."""
    for armored, wrecked in ((False, True), (True, False)):
        s = position(
            [unit("Mob", "untrained_crowd", "Tc7"), unit("Police", "truck", "Tc8")],
            dice=[6, 1],
            phase="move",
            active="Mob",
            options={"armored_vehicles": armored},
        )
        play(s, "Mob", Select("M1"), Step("Tc8"), DONE)
        play(s, "Mob", ShockRoll(5))
        play(s, "Police", ShockRoll(0))
        assert (s.loc[1] == ELIMINATED) is wrecked
        s = position(
            [unit("Mob", "pistol_punk", "Td4"), unit("Police", "water_cannon", "Tc4")],
            options={"armored_vehicles": armored},
        )
        fire_combat.apply_fire_result(s, "Mob", 1, "K", [], "8.12.1")
        assert (s.loc[1] == ELIMINATED) is wrecked
    # A Helicopter is no armored car (ruling O-10): a K still brings it down.
    s = position(
        [unit("Mob", "pistol_punk", "Td4"), unit("Police", "helicopter", "Tc4")],
        options={"armored_vehicles": True},
    )
    assert not s.armored(1)
    fire_combat.apply_fire_result(s, "Mob", 1, "K", [], "8.12.1")
    assert s.loc[1] == ELIMINATED
