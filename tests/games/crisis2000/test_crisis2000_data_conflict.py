"""IV. Data Conflict: one Data attack per unit, combining units, zero-strength attacks,
attacks in empty regions, and the results Crash, Defect, Neutralize, Recruit, Riot."""

from __future__ import annotations

from crisis_support import kinds, play, start, units, waiting

from strife.games.crisis2000.model.actions import ROLL, Attack, Choose, Join, Recruit, Support


def test_iv_each_unit_one_data_attack_a_turn():
    s = start(["rebel california insurgent"], dice=[3])
    play(s, Attack("california"), Join("insurgent"), ROLL)
    assert Attack("california") not in s.options("rebel")


def test_iv_several_attacks_in_one_region_with_different_units():
    s = start(["rebel california 2 insurgent"], dice=[3, 3])
    play(s, Attack("california"), Join("insurgent"), ROLL)
    play(s, Attack("california"), Join("insurgent"), ROLL)
    assert Attack("california") not in s.options("rebel")


def test_iv_b_zero_strength_units_use_the_zero_column_with_support():
    s = start(["rebel rockies high_tech", "rebel seatac insurgent"],
              hands={"rebel": ["Propaganda"]}, dice=[3, 3])  # fmt: skip
    events = play(s, Attack("rockies"), Join("high_tech"), ROLL)
    assert kinds(events, "data-result")[0].data["column"] == "0"
    s = start(["rebel rockies high_tech", "rebel seatac insurgent"],
              hands={"rebel": ["Propaganda"]}, dice=[3])  # fmt: skip
    events = play(s, Attack("rockies"), Join("high_tech"), Support("Propaganda"), ROLL)
    assert kinds(events, "data-result")[0].data["total"] == 2  # Propaganda: 2 in Wilderness


def test_iv_data_attack_in_an_empty_region_to_recruit():
    s = start(["rebel rockies infrastructure"], dice=[9])  # "1" column, 9: R
    play(s, Attack("rockies"), Join("infrastructure"), ROLL)
    assert waiting(s)[0] == "rebel"
    options = s.options("rebel")
    assert Recruit("high_tech") in options  # an Infrastructure took part
    assert Recruit("infrastructure") not in options  # one already there
    play(s, Recruit("high_tech"))
    assert units(s, "rebel", "rockies") == {"infrastructure": 1, "high_tech": 1}


def test_iv_c_recruit_military_only_with_friendly_infrastructure_in_the_attack():
    s = start(["rebel rockies insurgent"], dice=[7])  # "2" column, 7: R
    play(s, Attack("rockies"), Join("insurgent"), ROLL)
    options = s.options("rebel")
    assert Recruit("infrastructure") in options and Recruit("cybernaut") in options
    assert not {Recruit(k) for k in ("high_tech", "rapid_deployment", "strike_force",
                                     "special_operations")} & set(options)  # fmt: skip


def test_iv_c_neutralize_every_defending_unit():
    s = start(
        [
            "rebel dc special_operations",
            "government dc infrastructure",
            "government dc 2 insurgent",
        ],
        dice=[8],
    )  # fmt: skip  ("3" column, 8: N)
    play(s, Attack("dc"), Join("special_operations"), ROLL)
    assert units(s, "government", "dc") == {}
    assert units(s, "government", "neutralized") == {"infrastructure": 1, "insurgent": 2}


def test_iv_c_defect_flips_infrastructure_and_control():
    s = start(["rebel dc special_operations", "government dc infrastructure"], dice=[10])
    play(s, Attack("dc"), Join("special_operations"), ROLL, Choose("defect", "infrastructure"))
    assert s.value_of("rebel") == 5 and s.value_of("government") == 0


def test_iv_c_crash_with_no_markers_the_opponent_picks():
    s = start(["rebel dc insurgent"], cup=["Militia"], dice=[1, 1])  # "2" column, 1: C
    events = play(s, Attack("dc"), Join("insurgent"), ROLL)
    assert kinds(events, "shortfall") and s.hands["government"] == ("Militia",)


def test_iv_c_riot_insurgent_and_markers_equal_to_value():
    s = start(["rebel dc cybernaut"], cup=["Militia"] * 6, dice=[5, 1, 1, 1, 1, 1])
    play(s, Attack("dc"), Join("cybernaut"), ROLL)  # "3" column, 5: T
    assert units(s, "rebel", "dc") == {"cybernaut": 1, "insurgent": 1}
    assert len(s.hands["rebel"]) == 5  # District of Columbia is worth 5


def test_iv_c_a_defector_may_attack_at_once_and_again_in_armed_conflict():
    s = start(["rebel dc special_operations", "government dc high_tech",
               "government dc insurgent", "government seatac insurgent"],
              cup=[], dice=[10, 2])  # fmt: skip
    play(s, Attack("dc"), Join("special_operations"), ROLL, Choose("defect", "high_tech"))
    assert Join("high_tech") in s.options("rebel") or Attack("dc") in s.options("rebel")
    play(s, Attack("dc"), Join("high_tech"), ROLL)  # the new Rebel High-Tech attacks at once
    assert units(s, "rebel", "dc") == {"special_operations": 1, "high_tech": 1}
