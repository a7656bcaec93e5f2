"""V. Movement and VI. Armed Conflict (special results, Clandestine units, Maximum
Firepower, unoccupied regions, counterattack chains)."""

from __future__ import annotations

from crisis_support import kinds, play, start, units, waiting

from strife.games.crisis2000.model.actions import (
    COUNTERATTACK,
    DONE,
    FIREPOWER,
    ROLL,
    Attack,
    Join,
    Lose,
    Move,
    Play,
    Support,
)


def test_v_movement_is_voluntary_and_each_unit_moves_once():
    s = start(["rebel california cybernaut"], phase="move", dice=[1, 1])  # the turns' picks
    assert DONE in s.options("rebel")
    play(s, Move("cybernaut", "california", "rockies"))
    assert s.phase == "armed" or not [a for a in s.options("rebel") if isinstance(a, Move)]


def test_v_one_infrastructure_unit_per_region_but_any_number_of_others():
    s = start(["rebel california infrastructure", "government california 3 insurgent",
               "rebel california 2 insurgent"], phase="move")  # fmt: skip
    assert s.infrastructure_at("california") is not None
    assert len(s.units_in("california", "government")) == 3


def test_v_infrastructure_never_moves():
    s = start(["rebel california infrastructure", "rebel california insurgent"], phase="move")
    assert not [a for a in s.options("rebel") if isinstance(a, Move) and a.unit == "infrastructure"]


def test_vi_d_no_armed_attack_in_an_unoccupied_region():
    s = start(["rebel california high_tech"], phase="armed")
    assert Attack("california") not in s.options("rebel")


def test_vi_b_clandestine_units_ignore_results_unless_all_attackers_are_strike_forces():
    s = start(
        [
            "rebel heartland high_tech",
            "government heartland cybernaut",
            "rebel seatac insurgent",
            "government seatac insurgent",
        ],
        phase="armed",
        cup=[],
        dice=[10],
    )
    play(s, Attack("heartland"), Join("high_tech"), ROLL)  # "4" column, 10: E/C
    assert units(s, "government", "heartland") == {"cybernaut": 1}
    s = start(
        [
            "rebel heartland strike_force",
            "government heartland cybernaut",
            "rebel seatac insurgent",
            "government seatac insurgent",
        ],
        phase="armed",
        dice=[10],
    )
    play(s, Attack("heartland"), Join("strike_force"), ROLL)  # "3" column, 10: E
    assert units(s, "government", "heartland") == {}


def test_vi_b_clandestine_units_are_always_subject_to_counterattack():
    s = start(
        [
            "rebel heartland cybernaut",
            "government heartland high_tech",
            "rebel seatac insurgent",
            "government seatac insurgent",
        ],
        phase="armed",
        cup=[],
        dice=[1, 10],
    )
    play(s, Attack("heartland"), Join("cybernaut"), ROLL)  # "0" column, 1: CA
    play(s, COUNTERATTACK, Join("high_tech"), ROLL)  # "4" column, 10: E/C
    assert units(s, "rebel", "heartland") == {}


def test_vi_a_counterattack_is_voluntary():
    s = start(["rebel heartland insurgent", "government heartland high_tech"],
              phase="armed", dice=[1, 1])  # fmt: skip
    events = play(s, Attack("heartland"), Join("insurgent"), ROLL, DONE)
    assert kinds(events, "no-counterattack") and s.conflict is None


def test_vi_a_counterattack_chain_alternates_attacker_only_original_units():
    s = start(["rebel heartland insurgent", "rebel heartland high_tech",
               "government heartland insurgent"], phase="armed", dice=[1, 1, 3])  # fmt: skip
    play(s, Attack("heartland"), Join("insurgent"), ROLL)  # "2" column, 1: CA
    play(s, COUNTERATTACK, Join("insurgent"), ROLL)  # Government "2", 1: CA
    assert waiting(s)[0] == "rebel"
    play(s, COUNTERATTACK)
    # only the Insurgent that launched the original attack may counterattack
    assert [a for a in s.options("rebel") if isinstance(a, Join)] == [Join("insurgent")]


def test_vi_a_t_result_owner_chooses_the_unit_lost():
    s = start(["rebel heartland special_operations", "government heartland high_tech",
               "government heartland insurgent"], phase="armed", dice=[7, 1])  # fmt: skip
    play(s, Attack("heartland"), Join("special_operations"), ROLL)  # "3" column, 7: T
    assert waiting(s)[0] == "government"
    assert set(s.options("government")) == {Lose("high_tech"), Lose("insurgent")}
    play(s, Lose("insurgent"))
    assert units(s, "government", "heartland") == {"high_tech": 1}


def test_vi_c_maximum_firepower_doubles_arms_and_inflicts_collateral_damage():
    s = start(["rebel rockies insurgent", "government rockies insurgent"], phase="armed",
              hands={"rebel": ["Militia"]}, dice=[4, 1, 1])  # fmt: skip
    events = play(s, Attack("rockies"), Join("insurgent"), FIREPOWER, ROLL)
    assert kinds(events, "armed-result")[0].data["total"] == 4
    assert kinds(events, "collateral")[0].data == {"side": "rebel", "count": 1}
    assert s.hands["rebel"] == ()


def test_vi_a_collateral_damage_loses_markers_equal_to_value():
    s = start(
        ["rebel dc high_tech", "rebel dc high_tech", "government dc insurgent"],
        phase="armed",
        hands={"rebel": ["Militia"] * 6},
        cup=[],
        dice=[9] + [1] * 6,
    )
    play(s, Attack("dc"), Join("high_tech"), Join("high_tech"), ROLL)  # "8-9", 9: C
    assert len(s.hands["rebel"]) == 1  # DC is worth 5


def test_non_lethal_munitions_turns_printed_collateral_damage_into_elimination():
    # "8-9" column, die 9: C. With Non-Lethal Munitions it is E, and no markers are lost.
    s = start(
        ["rebel dc 2 high_tech", "government dc insurgent", "government dc infrastructure",
         "rebel seatac insurgent", "government seatac insurgent"],
        phase="armed", hands={"rebel": ["Non-Lethal Munitions", "Militia"]}, dice=[9],
    )  # fmt: skip
    events = play(s, Attack("dc"), Join("high_tech"), Join("high_tech"),
                  Play("Non-Lethal Munitions"), ROLL)  # fmt: skip
    assert kinds(events, "armed-result")[0].data["result"] == "C"
    assert not kinds(events, "collateral")
    assert units(s, "government", "dc") == {}
    assert s.hands["rebel"] == ("Militia",)


def test_non_lethal_munitions_does_not_cancel_maximum_firepower_damage():
    s = start(
        ["rebel dc high_tech", "government dc insurgent",
         "rebel seatac insurgent", "government seatac insurgent"],
        phase="armed", hands={"rebel": ["Non-Lethal Munitions"] + ["Militia"] * 5},
        cup=[], dice=[10, 1, 1, 1, 1, 1],
    )  # fmt: skip
    events = play(s, Attack("dc"), Join("high_tech"), Play("Non-Lethal Munitions"), FIREPOWER,
                  ROLL)  # fmt: skip
    assert kinds(events, "collateral")[0].data == {"side": "rebel", "count": 5}


def test_surveillance_lets_any_attack_hit_cybernauts():
    s = start(
        ["rebel heartland high_tech", "government heartland cybernaut",
         "rebel seatac insurgent", "government seatac insurgent"],
        phase="armed", hands={"rebel": ["Surveillance"]}, cup=[], dice=[9],
    )  # fmt: skip
    play(s, Attack("heartland"), Join("high_tech"), Play("Surveillance"), ROLL)  # "4", 9: E
    assert units(s, "government", "heartland") == {}
    assert "Surveillance" in s.cup


def test_support_markers_played_earlier_keep_adding_in_counterattacks():
    s = start(
        ["rebel rockies insurgent", "government rockies insurgent",
         "rebel seatac insurgent", "government seatac insurgent"],
        phase="armed", hands={"rebel": ["Militia"]}, dice=[1, 1, 1],
    )  # fmt: skip
    # Rebel: 2 + Militia (3 in Wilderness) = 5, die 1: CA
    play(s, Attack("rockies"), Join("insurgent"), Support("Militia"), ROLL)
    play(s, COUNTERATTACK, Join("insurgent"), ROLL)  # Government "2", die 1: CA
    events = play(s, COUNTERATTACK, Join("insurgent"), ROLL)
    assert kinds(events, "armed-result")[0].data["total"] == 5
