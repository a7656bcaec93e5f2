"""III. Crisis Markers: selection by the Chart, picking blindly, events a side cannot play,
Support markers, losing markers, and the Special Events Explanation."""

from __future__ import annotations

from crisis_support import game, kinds, play, start, units, waiting

from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import DONE, ROLL, Attack, Join, Place, Play, Support
from strife.games.crisis2000.rules import crisis_markers as crisis


def test_iii_crisis_marker_chart_by_value():
    chart = game().markers
    assert [chart.picks(v) for v in (0, 1, 6, 7, 12, 13, 18, 19, 24, 25, 48)] == [
        1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]  # fmt: skip


def test_iii_mix_has_the_nine_special_events_and_support_markers():
    m = game().markers
    assert len(m.events) == 9 and len(m.mix) == 37
    assert m.strength("Mass Rally", armed=False, type_index=0) == 4
    assert m.strength("Community Policing", armed=False, type_index=1) == 0  # Arms only
    assert m.strength("Community Policing", armed=True, type_index=1) == 2
    assert m.strength("Detention Camp", armed=True, type_index=1) == 1


def test_iii_selection_picks_by_value_of_infrastructure_regions():
    # Government holds DC (5) + Greater New York (5) = 10: two markers.
    s = start(["government dc infrastructure", "government greater_ny infrastructure"],
              active="government", phase="data", dice=[1, 1])  # fmt: skip
    events = crisis.select(s)
    assert kinds(events, "selection")[0].data["picks"] == 2
    assert len(s.hands["government"]) == 2


def test_iii_picks_stop_when_the_cup_runs_out():
    s = start(cup=["Militia"], dice=[1])
    crisis.pick(s, "rebel", 3)
    assert s.hands["rebel"] == ("Militia",) and s.cup == ()


def test_iii_b_marker_a_side_cannot_play_goes_back_unreplaced():
    s = start(cup=[mk.BILL_OF_RIGHTS, "Militia"], dice=[1])
    events = crisis.pick(s, "government", 1)
    assert s.hands["government"] == ()
    assert mk.BILL_OF_RIGHTS in s.cup
    assert kinds(events, "returned")


def test_iii_picked_names_are_secret_the_number_is_not():
    s = start(cup=["Militia", "Hackers"], dice=[1])
    events = crisis.pick(s, "rebel", 1)
    [secret] = kinds(events, "picked")
    assert secret.visible_to == frozenset({"rebel"})
    assert s.view("government")["markers"]["rebel"] == {"count": 1, "held": None}
    assert s.view("rebel")["markers"]["rebel"]["held"] == ["Hackers"]
    assert s.view("rebel")["cup"]["names"] is None


def test_iii_a_one_or_two_support_markers_of_the_right_letter():
    s = start(["rebel california insurgent"],
              hands={"rebel": ["Mass Rally", "Hackers", "Media Blitz", "Militia"]})  # fmt: skip
    play(s, Attack("california"), Join("insurgent"))
    names = {a.marker for a in s.options("rebel") if isinstance(a, Support)}
    assert names == {"Mass Rally", "Hackers", "Media Blitz"}  # Militia is Arms support
    play(s, Support("Mass Rally"), Support("Hackers"))
    assert not [a for a in s.options("rebel") if isinstance(a, Support)]


def test_iii_c_losing_markers_blindly_and_the_shortfall():
    s = start(hands={"rebel": ["Militia"]}, cup=["Hackers", "Air Strike"], dice=[1, 1])
    events = crisis.lose(s, "rebel", 2, "test")
    assert s.hands["rebel"] == () and s.hands["government"] == ("Air Strike",)
    assert kinds(events, "shortfall")[0].data == {"side": "government", "count": 1}


def test_iii_b_cyber_terrorists_die_divided_by_three():
    s = start(["rebel california insurgent"],
              hands={"rebel": [mk.CYBER_TERRORISTS], "government": ["Militia"] * 3},
              dice=[7, 1, 1])  # fmt: skip
    play(s, Play(mk.CYBER_TERRORISTS))
    assert s.hands["government"] == ("Militia",)  # 7 // 3 = 2 lost
    assert mk.CYBER_TERRORISTS in s.cup


def test_iii_b_economic_collapse_half_of_the_larger_hand():
    s = start(hands={"rebel": ["Militia"] * 5, "government": ["Hackers"]},
              cup=[mk.ECONOMIC_COLLAPSE], dice=[1, 3, 1, 1])  # fmt: skip
    crisis.pick(s, "government", 1)
    assert len(s.hands["rebel"]) == 3  # 5 // 2 = 2 returned
    assert mk.ECONOMIC_COLLAPSE in s.removed


def test_iii_b_economic_collapse_six_or_more_nothing_happens():
    s = start(hands={"rebel": ["Militia"] * 4}, cup=[mk.ECONOMIC_COLLAPSE], dice=[1, 6])
    crisis.pick(s, "government", 1)
    assert len(s.hands["rebel"]) == 4 and s.cup == (mk.ECONOMIC_COLLAPSE,)


def test_iii_b_economic_collapse_during_setup_goes_back():
    s = start(cup=[mk.ECONOMIC_COLLAPSE], dice=[1])
    crisis.pick(s, "rebel", 1, setup=True)
    assert s.cup == (mk.ECONOMIC_COLLAPSE,) and s.removed == ()


def test_iii_b_mobilization_places_a_division_with_government_infrastructure():
    s = start(["government dc infrastructure", "government greater_ny infrastructure"],
              active="government", hands={"government": [mk.MOBILIZATION]})  # fmt: skip
    play(s, Play(mk.MOBILIZATION))
    options = set(s.options("government"))
    assert options == {Place(k, r) for k in ("rapid_deployment", "high_tech")
                       for r in ("dc", "greater_ny")}  # fmt: skip
    play(s, Place("high_tech", "dc"))
    assert units(s, "government", "dc") == {"infrastructure": 1, "high_tech": 1}


def test_iii_b_videotaped_atrocity_two_insurgents_anywhere():
    s = start(["rebel california insurgent"], hands={"rebel": [mk.VIDEOTAPED_ATROCITY]})
    play(s, Play(mk.VIDEOTAPED_ATROCITY), Place("insurgent", "dc"), Place("insurgent", "nato"))
    assert units(s, "rebel", "dc") == {"insurgent": 1}
    assert units(s, "rebel", "nato") == {"insurgent": 1}


def test_iii_b_bill_of_rights_stops_government_armed_conflict():
    s = start(
        ["government california high_tech", "rebel california insurgent",
         "government dc high_tech", "rebel dc insurgent"],
        active="government", phase="armed", hands={"rebel": [mk.BILL_OF_RIGHTS]},
        cup=["Militia"], dice=[2],  # the Rebel's turn 2 begins by picking Militia, not Bill
    )  # fmt: skip
    play(s, Attack("california"))  # the Rebel is asked before any unit joins
    assert waiting(s)[0] == "rebel"
    play(s, Play(mk.BILL_OF_RIGHTS))
    assert waiting(s)[0] == "government"
    assert s.options("government") == [DONE]  # no Security Decree in hand
    events = play(s, DONE)
    # the attack is called off and, with nothing left to do, the Government turn ends
    assert kinds(events, "bill-of-rights") and not kinds(events, "armed-result")
    assert (s.turn, s.active) == (2, "rebel")
    assert mk.BILL_OF_RIGHTS in s.cup


def test_iii_b_security_decree_cancels_bill_of_rights():
    s = start(
        ["government california high_tech", "rebel california insurgent"],
        active="government", phase="armed",
        hands={"rebel": [mk.BILL_OF_RIGHTS], "government": [mk.SECURITY_DECREE]},
    )  # fmt: skip
    play(s, Attack("california"), Play(mk.BILL_OF_RIGHTS), Play(mk.SECURITY_DECREE))
    assert not s.no_armed and Join("high_tech") in s.options("government")
    assert mk.BILL_OF_RIGHTS in s.cup and mk.SECURITY_DECREE in s.cup


def test_iii_b_rebel_is_asked_even_without_bill_of_rights():
    s = start(
        ["government california high_tech", "rebel california insurgent"],
        active="government", phase="armed",
    )  # fmt: skip
    play(s, Attack("california"))
    assert waiting(s)[0] == "rebel" and s.options("rebel") == [DONE]
    play(s, DONE)
    assert Join("high_tech") in s.options("government")


def test_iii_b_surveillance_and_non_lethal_are_played_before_the_roll():
    s = start(
        ["rebel heartland strike_force", "government heartland insurgent"],
        phase="armed",
        hands={"rebel": [mk.SURVEILLANCE, mk.NON_LETHAL]},
        dice=[10, 1, 1],  # then each side, Value 0, picks one marker (II)
    )
    play(s, Attack("heartland"), Join("strike_force"))
    assert Play(mk.SURVEILLANCE) in s.options("rebel")
    assert Play(mk.NON_LETHAL) in s.options("rebel")
    play(s, Play(mk.NON_LETHAL), ROLL)  # 3 on the "3" column, die 10: E
    assert units(s, "government", "heartland") == {}


def test_iii_b_foreign_intervention_units_of_the_holders_choice_in_one_command():
    s = start(["government dc insurgent"], active="government",
              hands={"government": [mk.FOREIGN_INTERVENTION] + ["Militia"] * 3},
              dice=[2, 1, 1])  # fmt: skip
    play(s, Play(mk.FOREIGN_INTERVENTION))
    options = s.options("government")
    assert {a.unit for a in options} == {"high_tech", "rapid_deployment", "strike_force",
                                         "special_operations"}  # fmt: skip
    assert {a.region for a in options} == {"nato", "southern_command", "pacific_rim"}
    play(s, Place("strike_force", "pacific_rim"), Place("high_tech", "pacific_rim"))
    assert units(s, "government", "pacific_rim") == {"strike_force": 1, "high_tech": 1}
    assert len(s.hands["government"]) == 1  # two markers lost to bad publicity


def test_iii_b_videotaped_atrocity_any_time_even_in_the_government_turn():
    s = start(
        ["government california high_tech", "rebel california insurgent"],
        active="government", phase="armed", hands={"rebel": [mk.VIDEOTAPED_ATROCITY]},
    )  # fmt: skip
    play(s, Attack("california"))
    assert Play(mk.VIDEOTAPED_ATROCITY) in s.options("rebel")
    play(s, Play(mk.VIDEOTAPED_ATROCITY), Place("insurgent", "dc"), Place("insurgent", "dc"))
    assert units(s, "rebel", "dc") == {"insurgent": 2}
    assert waiting(s)[0] == "rebel" and DONE in s.options("rebel")  # back to the question
