"""Victory in each scenario: the standard values of 7.0, each scenario's own VP rules, the
'cleared', 'occupied' and 'dispersed' definitions and the level of victory."""

from __future__ import annotations

from strife.games.civil_power.scenarios import builtin
from strife.games.civil_power.scenarios.victory import (
    Exit,
    Tally,
    Unit,
    Vehicle,
    cleared,
    dispersed,
    judge,
    occupied,
    victory_points,
)
from strife.games.civil_power.setup.deployment import board_for

WEST_EAST = board_for("west-east")
EAST = board_for("east")


def area(name: str) -> int:
    return WEST_EAST.area(name)


def vp(scenario_id: str, tally: Tally) -> dict[str, float]:
    s = builtin(scenario_id)
    return victory_points(s, board_for(s.maps), tally)


# -- ALL SCENARIOS / TYPE I definitions ---------------------------------------------------------


def test_cleared_means_no_mob_unit_in_or_adjacent() -> None:
    assert cleared(WEST_EAST, "Plaza", [])
    assert not cleared(WEST_EAST, "Plaza", [area("Wg6")])  # in it
    assert not cleared(WEST_EAST, "Plaza", [area("Wj9")])  # diagonally adjacent to i8
    assert cleared(WEST_EAST, "Plaza", [area("Wk9")])  # two areas away
    assert occupied(WEST_EAST, "Plaza", [area("Wf9")])


def crowds(side: str, *names: str) -> list[Unit]:
    return [Unit(side, "untrained_crowd", area(n)) for n in names]


def test_dispersed_by_half_the_crowds_eliminated_rounded_up() -> None:
    # 5 Crowds came into play: 3 eliminated (half of 5 rounded up) disperses the riot even
    # with the other two side by side.
    t = Tally(
        eliminated=[Unit("Mob", "untrained_crowd")] * 2,
        on_map=crowds("Mob", "Wf5", "Wg5"),
        crowds_in_play={"Mob": 5},
    )
    assert not dispersed(WEST_EAST, "Mob", t)
    t.eliminated.append(Unit("Mob", "untrained_crowd"))
    assert dispersed(WEST_EAST, "Mob", t)


def test_dispersed_when_no_crowd_is_adjacent_to_another() -> None:
    t = Tally(on_map=crowds("Mob", "Wf5", "Wh7", "Wa16"), crowds_in_play={"Mob": 10})
    assert dispersed(WEST_EAST, "Mob", t)
    t.on_map += crowds("Mob", "Wg6")  # diagonal to f5 and h7
    assert not dispersed(WEST_EAST, "Mob", t)


# -- 7.0 standard values -------------------------------------------------------------------------


def test_7_0_standard_values() -> None:
    t = Tally(
        eliminated=[
            Unit("Mob", "untrained_crowd"),
            Unit("Mob", "agitator"),
            Unit("Mob", "tv_crew"),
            Unit("Police", "truck"),
        ]
    )
    t.inflict("Police", "Mob", wia=2, kia=1)
    t.inflict("Mob", "Police", wia=1)
    assert vp("I-6", t) == {"Police": 2 + 3 + 0 - 2 - 3, "Mob": 5 - 1}


def test_7_0_level_of_victory_by_ratio_and_6_7_raised_el() -> None:
    s = builtin("II-4")
    t = Tally()
    assert judge(s, WEST_EAST, t, {"Mob": 10, "Police": 6}, {}) == (("Mob",), "Marginal Victory")
    assert judge(s, WEST_EAST, t, {"Mob": 12, "Police": 6}, {}) == (
        ("Mob",),
        "Substantial Victory",
    )
    assert judge(s, WEST_EAST, t, {"Mob": 3, "Police": -4}, {}) == (("Mob",), "Decisive Victory")
    assert judge(s, WEST_EAST, t, {"Mob": -1, "Police": -4}, {}) == (("Mob",), "Marginal Victory")
    assert judge(s, WEST_EAST, t, {"Mob": 18, "Police": 6}, {"Mob": 1}) == (
        ("Mob",),
        "Substantial Victory",
    )
    assert judge(s, WEST_EAST, t, {"Mob": 10, "Police": 6}, {"Mob": 1})[0] == ()
    assert judge(s, WEST_EAST, t, {"Mob": 6, "Police": 6}, {}) == ((), "Draw")


# -- each scenario ----------------------------------------------------------------------------


def test_i_1_cable_street() -> None:
    t = Tally(
        eliminated=[
            Unit("Mob", "untrained_crowd"),
            Unit("Mob", "untrained_crowd"),
            Unit("Police", "line"),  # the Mob gets nothing for Police units...
            Unit("Police", "agitator"),  # ...but 6 VP for Mosley
        ],
        exits=[
            Exit("Police", "untrained_crowd", "north", "east"),
            Exit("Police", "untrained_crowd", "north", "east"),
            Exit("Police", "reserve", "north", "east"),  # only Crowds count
        ],
    )
    assert vp("I-1", t) == {"Police": 2 * 2 + 2 * 5, "Mob": 2 * 2 + 6}


def test_i_2_dispersal_and_occupation_each_day() -> None:
    board = WEST_EAST
    park = board.place("Park")[0]
    t = Tally(
        on_map=[Unit("Mob", "untrained_crowd", area("Wg6")), Unit("Mob", "untrained_crowd", park)],
        crowds_in_play={"Mob": 2},
    )
    assert vp("I-2", t) == {"Police": 20, "Mob": 10 + 5}  # not adjacent to each other
    t.on_map[1] = Unit("Mob", "untrained_crowd", area("Wh6"))
    assert vp("I-2", t) == {"Police": 0, "Mob": 10}


def test_i_3_belfast_formulas() -> None:
    t = Tally(
        eliminated=[Unit("Protestants", "untrained_crowd"), Unit("Catholics", "slingshot_punk")],
        neighbourhood_cleared={"Catholics"},
    )
    t.inflict("Catholics", "Protestants", wia=3, kia=1)
    t.inflict("Catholics", "Police", wia=1)
    t.inflict("Protestants", "Catholics", kia=2)
    t.inflict("Police", "Catholics", wia=2, kia=1)
    result = vp("I-3", t)
    catholics = 25 + 1.5 + 1 - 0.5
    protestants = 2.0
    assert result["Catholics"] == catholics
    assert result["Protestants"] == protestants
    assert result["Police"] == 2 * 2 - (catholics + protestants) / 4 - 1 - 1


def test_i_4_units_at_the_posh_hotel_and_dispersal() -> None:
    t = Tally(
        on_map=[
            Unit("Mob", "pistol_punk", area("Wg11")),  # in the hotel
            Unit("Mob", "untrained_crowd", area("We9")),  # adjacent (diagonal to f10)
            Unit("Mob", "untrained_crowd", area("Wa1")),
        ],
        crowds_in_play={"Mob": 2},
    )
    assert vp("I-4", t) == {"Police": 10, "Mob": 2}


def test_i_5_first_disintegration() -> None:
    t = Tally(disintegrated_first="Protest")
    assert vp("I-5", t) == {"Protest": 0, "Pro-Government": 10}


def test_i_6_police_win_only_if_the_riot_is_dispersed() -> None:
    s = builtin("I-6")
    t = Tally(on_map=crowds("Mob", "Wf5", "Wg5"), crowds_in_play={"Mob": 10})
    score = {"Police": 12.0, "Mob": 3.0}
    assert judge(s, WEST_EAST, t, score, {})[0] == ()
    t.on_map = crowds("Mob", "Wf5", "Wh5")
    assert judge(s, WEST_EAST, t, score, {}) == (("Police",), "Decisive Victory")


def test_i_8_mob_must_occupy_the_plaza() -> None:
    t = Tally(on_map=crowds("Mob", "Wi9", "Wa16"), crowds_in_play={"Mob": 2})
    assert vp("I-8", t) == {"Mob": 20, "Police": 10}


def test_ii_1_bloody_week() -> None:
    t = Tally(
        eliminated=[Unit("Mob", "pistol_punk")] * 3 + [Unit("Police", "line")],
        complete_turns=9,
        fires=2,
    )
    t.inflict("Police", "Mob", kia=1)
    assert vp("II-1", t) == {"Police": 9 - 3, "Mob": 5 + 9 + 4}


def test_ii_2_points_of_units_eliminated() -> None:
    t = Tally(
        eliminated=[Unit("Mob", "pistol_punk"), Unit("Mob", "mob_sniper"), Unit("Police", "hmg")]
    )
    t.inflict("Police", "Mob", kia=3)  # casualties do not count in II-2
    assert vp("II-2", t) == {"Police": 20 + 25, "Mob": 30}


def test_ii_3_raus() -> None:
    t = Tally(
        exits=[Exit("Mob", "slingshot_punk", "east", "east")] * 2
        + [Exit("Mob", "slingshot_punk", "west", "west")],
        eliminated=[Unit("Mob", "slingshot_punk"), Unit("Mob", "agitator")],
        cleared_in_time={"Squat"},
    )
    assert vp("II-3", t) == {"Mob": 8, "Police": 20 + 4}


def test_ii_5_colors() -> None:
    t = Tally(eliminated=[Unit("Crips", "pistol_punk")])
    t.inflict("Bloods", "Crips", wia=4, kia=2)
    t.inflict("Crips", "Police", kia=2)
    result = vp("II-5", t)
    assert result == {"Bloods": 4.0, "Crips": -2.0, "Police": 2 - (4 - 2) / 4}


def test_ii_6_looting() -> None:
    assert vp("II-6", Tally(looted=7)) == {"Police": 0, "Mob": 7}


def test_ii_7_vehicles_damaged_and_destroyed() -> None:
    t = Tally(
        vehicles=[
            Vehicle("", damaged=True),  # 3
            Vehicle("", damaged=True, destroyed=True),  # 2 only
            Vehicle("commander", damaged=True),  # 6
            Vehicle("tank", afire=True),  # set afire, not exploded: damaged, 6
            Vehicle(""),
        ]
    )
    assert vp("II-7", t)["Mob"] == 3 + 2 + 6 + 6


def test_ii_7_more_vp_wins_and_a_kia_loses_it_for_the_police() -> None:
    s = builtin("II-7")
    t = Tally()
    assert judge(s, EAST, t, {"Police": 6, "Mob": 5}, {}) == (("Police",), "Victory")
    t.inflict("Police", "Mob", kia=1)
    assert judge(s, EAST, t, {"Police": 6, "Mob": 5}, {})[0] == ("Mob",)
