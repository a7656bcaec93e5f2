"""Audit of the Special Events Explanation and III.B-C (docs/audit/crisis2000.md): the branches
of each sentence that no test exercised before the audit (the second trigger, the unusual
moment, the short pool or hand)."""

from __future__ import annotations

import pytest
from crisis_support import kinds, play, start, units, waiting

from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import (
    COUNTERATTACK,
    DONE,
    ROLL,
    Attack,
    Join,
    Lose,
    Place,
    Play,
)
from strife.games.crisis2000.rules import crisis_markers as crisis


@pytest.mark.parametrize(
    ("marker", "picker"),
    [(mk.BILL_OF_RIGHTS, "government"), (mk.VIDEOTAPED_ATROCITY, "government"),
     (mk.MOBILIZATION, "rebel"), (mk.SECURITY_DECREE, "rebel")],
)  # fmt: skip
def test_audit_iii_b_each_one_sided_event_goes_back_when_the_other_side_picks_it(marker, picker):
    s = start(cup=[marker], dice=[1])
    events = crisis.pick(s, picker, 1)
    assert s.hands[picker] == () and s.cup == (marker,)
    assert [e.data for e in kinds(events, "returned")] == [{"side": picker, "marker": marker}]


def test_audit_economic_collapse_a_tie_is_decided_by_the_die():
    s = start(hands={"government": ["Militia"] * 2, "rebel": ["Hackers"] * 2},
              cup=[mk.ECONOMIC_COLLAPSE], dice=[1, 2, 2, 1])  # fmt: skip
    events = crisis.pick(s, "government", 1)
    [collapse] = [e for e in kinds(events, "event") if "victim" in e.data]
    assert collapse.data["victim"] == "rebel"  # the die's second side
    assert s.hands == {"government": ("Militia", "Militia"), "rebel": ("Hackers",)}


def test_audit_economic_collapse_picked_in_a_shortfall_is_played_at_once():
    # "Must be played immediately after being picked": also when picked because the other
    # side could not lose a marker (III.C), here a Crash with an empty hand.
    s = start(hands={"government": ["Militia"] * 4}, cup=[mk.ECONOMIC_COLLAPSE],
              dice=[1, 3, 1, 1])  # fmt: skip
    crisis.lose(s, "rebel", 1, "Crash")
    assert s.hands["government"] == ("Militia", "Militia")
    assert s.removed == (mk.ECONOMIC_COLLAPSE,)


def test_audit_foreign_intervention_only_units_in_the_pool_and_the_shortfall_to_the_opponent():
    # Roll 3: only one Special Operations is left in the pool, so one unit; the Government
    # holds one marker besides, loses it and the Rebel picks the two it could not lose.
    full = [
        "rebel rockies 6 high_tech",
        "rebel rockies 6 rapid_deployment",
        "rebel rockies 6 strike_force",
        "rebel rockies 5 special_operations",
    ]
    s = start(full, active="government",
              hands={"government": [mk.FOREIGN_INTERVENTION, "Air Strike"]},
              cup=["Hackers", "Militia"], dice=[3, 1, 2, 2])  # fmt: skip
    play(s, Play(mk.FOREIGN_INTERVENTION))
    assert set(s.options("government")) == {
        Place("special_operations", r) for r in ("nato", "southern_command", "pacific_rim")
    }
    play(s, Place("special_operations", "nato"))
    assert units(s, "government", "nato") == {"special_operations": 1}
    assert s.hands == {"government": (), "rebel": ("Hackers", "Militia")}
    assert s.cup == ("Air Strike",) and mk.FOREIGN_INTERVENTION in s.removed


def test_audit_mobilization_without_government_infrastructure_brings_nothing():
    s = start(["government rockies insurgent"], active="government",
              hands={"government": [mk.MOBILIZATION]})  # fmt: skip
    play(s, Play(mk.MOBILIZATION))
    assert s.hands["government"] == () and mk.MOBILIZATION in s.cup
    assert waiting(s) == ("government", "2. Data Conflict")


def test_audit_videotaped_atrocity_with_one_insurgent_left_brings_one():
    s = start(["government rockies 13 insurgent", "rebel dc cybernaut"],
              hands={"rebel": [mk.VIDEOTAPED_ATROCITY]})  # fmt: skip
    play(s, Play(mk.VIDEOTAPED_ATROCITY), Place("insurgent", "seatac"))
    assert units(s, "rebel", "seatac") == {"insurgent": 1}
    assert waiting(s) == ("rebel", "2. Data Conflict")


def test_audit_cyber_terrorists_shortfall_is_picked_by_the_player():
    # Roll 9: the Government must lose 3 but holds 1; the Rebel picks the other 2.
    s = start(["rebel california insurgent"],
              hands={"rebel": [mk.CYBER_TERRORISTS], "government": ["Air Strike"]},
              cup=["Hackers", "Militia"], dice=[9, 1, 3, 3])  # fmt: skip
    play(s, Play(mk.CYBER_TERRORISTS))
    assert s.hands == {"government": (), "rebel": ("Hackers", "Militia")}


def test_audit_any_number_of_special_events_in_one_player_turn():
    s = start(["rebel california insurgent"],
              hands={"rebel": [mk.CYBER_TERRORISTS, mk.VIDEOTAPED_ATROCITY],
                     "government": ["Militia"]},
              dice=[3, 1])  # fmt: skip
    play(s, Play(mk.CYBER_TERRORISTS), Play(mk.VIDEOTAPED_ATROCITY),
         Place("insurgent", "dc"), Place("insurgent", "dc"))  # fmt: skip
    assert s.hands == {"government": (), "rebel": ()}
    assert units(s, "rebel", "dc") == {"insurgent": 2}


def test_audit_cyber_terrorists_not_offered_in_the_opponents_turn():
    # "any time during the holder's player turn": the Government, asked to counterattack in
    # the Rebel's turn (Insurgent on "2", die 1: CA), is not offered it.
    s = start(["rebel heartland insurgent", "government heartland insurgent"], phase="armed",
              hands={"government": [mk.CYBER_TERRORISTS]}, dice=[1])  # fmt: skip
    play(s, Attack("heartland"), Join("insurgent"), ROLL)
    assert s.options("government") == [COUNTERATTACK, DONE]
    play(s, COUNTERATTACK)
    assert Play(mk.CYBER_TERRORISTS) not in s.options("government")


def _rebel_chooses_its_loss(hand: list[str]):
    # The Government's Special Operations on "3", die 7: T; the Rebel chooses its loss.
    s = start(["government heartland special_operations", "rebel heartland high_tech",
               "rebel heartland insurgent", "government dc high_tech", "rebel dc insurgent"],
              active="government", phase="armed", hands={"rebel": hand}, cup=["Militia"],
              dice=[7, 2])  # fmt: skip
    play(s, Attack("heartland"), DONE, Join("special_operations"), ROLL)
    assert waiting(s) == ("rebel", "choose the unit lost")
    return s


def test_audit_bill_of_rights_offered_while_the_rebel_chooses_its_loss():
    s = _rebel_chooses_its_loss([mk.BILL_OF_RIGHTS])
    assert Play(mk.BILL_OF_RIGHTS) in s.options("rebel")
    play(s, Play(mk.BILL_OF_RIGHTS), DONE, Lose("insurgent"))
    assert units(s, "rebel", "heartland") == {"high_tech": 1}
    assert (s.turn, s.active) == (2, "rebel")  # no attack in DC after the Bill of Rights


def test_audit_videotaped_atrocity_offered_while_the_rebel_chooses_its_loss():
    s = _rebel_chooses_its_loss([mk.VIDEOTAPED_ATROCITY])
    play(s, Play(mk.VIDEOTAPED_ATROCITY), Place("insurgent", "dc"), Place("insurgent", "dc"))
    assert waiting(s) == ("rebel", "choose the unit lost")  # back to the choice
    play(s, Lose("high_tech"))
    assert units(s, "rebel", "heartland") == {"insurgent": 1}
