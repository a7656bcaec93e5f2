"""III.B Special Events and the Special Events Explanation: when each event may be played
(issue 15, items 14-16). Each test composes the smallest position as data, scripts the dice
and asserts the exact result."""

from __future__ import annotations

from crisis_support import game, kinds, play, start, units, waiting

from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import (
    COUNTERATTACK,
    DONE,
    ROLL,
    Attack,
    Choose,
    Join,
    Place,
    Play,
    Withdraw,
)
from strife.games.crisis2000.rules import crisis_markers as crisis

# -- 14. events played "any time": offered at every moment the text allows ------------------


def test_special_events_videotaped_atrocity_offered_with_no_units_on_map():
    # The Government ends its turn 1; the Rebel, with no unit on the map, begins turn 2
    # holding Videotaped Atrocity ("The Rebel side plays this marker any time").
    s = start(["government dc infrastructure"], active="government", phase="armed",
              hands={"rebel": [mk.VIDEOTAPED_ATROCITY]}, cup=[])  # fmt: skip
    play(s, DONE)
    assert waiting(s) == ("rebel", "2. Data Conflict")
    assert s.options("rebel") == [Play(mk.VIDEOTAPED_ATROCITY), DONE]
    play(s, Play(mk.VIDEOTAPED_ATROCITY), Place("insurgent", "dc"), Place("insurgent", "rockies"))
    assert units(s, "rebel", "dc") == {"insurgent": 1}
    assert units(s, "rebel", "rockies") == {"insurgent": 1}
    assert s.hands["rebel"] == () and s.cup == (mk.VIDEOTAPED_ATROCITY,)


def test_special_events_mobilization_offered_in_the_government_recovery_step():
    # "any time during its own player turn": Recovery is step 5 of the Government's turn.
    s = start(["government dc infrastructure", "government neutralized insurgent",
               "rebel rockies insurgent"],
              active="government", phase="armed", hands={"government": [mk.MOBILIZATION]},
              cup=["Militia"], dice=[1])  # fmt: skip
    play(s, DONE)
    assert waiting(s)[0] == "government" and s.phase == "recovery"
    assert set(s.options("government")) == {Place("insurgent", "dc"), Play(mk.MOBILIZATION)}
    play(s, Place("insurgent", "dc"))
    assert waiting(s) == ("government", "5. Neutralization Recovery")
    assert s.options("government") == [Play(mk.MOBILIZATION), DONE]
    play(s, Play(mk.MOBILIZATION), Place("high_tech", "dc"))
    assert units(s, "government", "dc") == {"infrastructure": 1, "high_tech": 1, "insurgent": 1}
    play(s, DONE)
    assert (s.turn, s.active) == (2, "rebel")


def _government_attack_draws_a_counterattack(hands: dict[str, list[str]], dice: list[int]):
    # High-Tech alone attacks on the "4" column; a die of 1 is CA. The cup holds Militia,
    # which the Rebel picks as its turn 2 begins.
    s = start(["government heartland high_tech", "rebel heartland insurgent",
               "government dc high_tech", "rebel dc insurgent"],
              active="government", phase="armed", hands=hands, cup=["Militia"],
              dice=dice)  # fmt: skip
    play(s, Attack("heartland"), DONE, Join("high_tech"), ROLL)
    assert waiting(s) == ("rebel", "Counterattack result: counterattack or not")
    return s


def test_special_events_bill_of_rights_offered_after_the_government_attack_draws_a_counterattack():
    # "Rebel may play during the Armed Conflict portion of a Government player turn."
    s = _government_attack_draws_a_counterattack({"rebel": [mk.BILL_OF_RIGHTS]}, [1, 2])
    assert Play(mk.BILL_OF_RIGHTS) in s.options("rebel")
    play(s, Play(mk.BILL_OF_RIGHTS), DONE)  # the Government has no Security Decree
    assert s.no_armed
    # the Rebel still answers the CA result; then the Government may attack no more
    assert waiting(s)[0] == "rebel" and COUNTERATTACK in s.options("rebel")
    play(s, DONE)
    assert (s.turn, s.active) == (2, "rebel")  # no attack in DC: the turn is over
    assert units(s, "government", "dc") == {"high_tech": 1}
    assert mk.BILL_OF_RIGHTS in s.cup


def test_special_events_bill_of_rights_bars_the_government_counterattack():
    # After Bill of Rights, the Rebel counterattacks and draws CA itself (Insurgent on "2",
    # die 1): a Government counterattack would be Armed Conflict, so none is offered.
    s = _government_attack_draws_a_counterattack({"rebel": [mk.BILL_OF_RIGHTS]}, [1, 1, 2])
    play(s, Play(mk.BILL_OF_RIGHTS), DONE, COUNTERATTACK, Join("insurgent"), ROLL)
    assert (s.turn, s.active) == (2, "rebel")
    assert units(s, "government", "heartland") == {"high_tech": 1}


def test_special_events_videotaped_atrocity_offered_while_the_rebel_composes_a_counterattack():
    s = _government_attack_draws_a_counterattack({"rebel": [mk.VIDEOTAPED_ATROCITY]}, [1])
    play(s, COUNTERATTACK)
    assert Play(mk.VIDEOTAPED_ATROCITY) in s.options("rebel")
    play(s, Play(mk.VIDEOTAPED_ATROCITY), Place("insurgent", "heartland"),
         Place("insurgent", "heartland"))  # fmt: skip
    assert units(s, "rebel", "heartland") == {"insurgent": 3}
    assert s.conflict is not None and s.conflict.roller == "rebel"  # back to composing
    assert Join("insurgent") in s.options("rebel")


def test_special_events_cyber_terrorists_offered_while_an_attack_is_composed():
    # "Play any time during the holder's player turn": also between joining and rolling.
    s = start(["rebel california insurgent"],
              hands={"rebel": [mk.CYBER_TERRORISTS], "government": ["Militia"] * 3},
              dice=[9, 1, 1, 1])  # fmt: skip
    play(s, Attack("california"), Join("insurgent"))
    assert Play(mk.CYBER_TERRORISTS) in s.options("rebel")
    play(s, Play(mk.CYBER_TERRORISTS))  # 9 // 3 = 3: the Government loses all three
    assert s.hands["government"] == ()
    # the attack goes on: an event played beside it is not one of its steps (ruling C-TB)
    assert s.conflict is not None and s.options("rebel")[-2:] == [ROLL, Withdraw()]


def test_special_events_foreign_intervention_offered_while_a_d_result_is_pending():
    # The Rebel's Data attack gets D (two Insurgents, Data 4 on "4", die 9); while the
    # choice is pending the Rebel may still play its event, then makes the choice.
    s = start(["rebel california 2 insurgent", "government california high_tech"],
              hands={"rebel": [mk.FOREIGN_INTERVENTION]}, cup=[],
              dice=[9, 1])  # fmt: skip
    play(s, Attack("california"), Join("insurgent"), Join("insurgent"), ROLL)
    assert waiting(s)[1].startswith("D result")
    assert Play(mk.FOREIGN_INTERVENTION) in s.options("rebel")
    play(s, Play(mk.FOREIGN_INTERVENTION), Place("strike_force", "nato"))
    assert units(s, "rebel", "nato") == {"strike_force": 1}
    play(s, Choose("defect", "high_tech"))
    assert units(s, "rebel", "california") == {"insurgent": 2, "high_tech": 1}


# -- 15. Economic Collapse counts the markers already picked --------------------------------


def test_special_events_economic_collapse_counts_markers_picked_earlier_in_the_same_selection():
    # Government Value 22 picks 4; the first three join its hand at once, so when the fourth
    # is Economic Collapse (roll 3) the Government holds 3 against the Rebel's 2 and loses 1.
    infra = ["dc", "greater_ny", "midwest", "sunbelt", "new_england"]
    s = start([f"government {r} infrastructure" for r in infra], active="government",
              hands={"rebel": ["Air Strike", "Air Strike"]},
              cup=[mk.ECONOMIC_COLLAPSE, "Hackers", "Militia", "Militia"],
              dice=[2, 2, 2, 1, 3, 1])  # fmt: skip
    events = crisis.select(s)
    [collapse] = [e for e in kinds(events, "event") if e.data.get("victim")]
    assert collapse.data == {"marker": mk.ECONOMIC_COLLAPSE, "roll": 3, "victim": "government"}
    assert s.hands == {"government": ("Militia", "Militia"), "rebel": ("Air Strike", "Air Strike")}
    assert s.cup == ("Hackers",) and s.removed == (mk.ECONOMIC_COLLAPSE,)


def test_special_events_economic_collapse_counts_markers_just_picked_in_a_riot():
    # A Rebel Insurgent alone in California (Data 2, die 6: T, Riot) picks 3 markers: two,
    # then Economic Collapse (roll 5): the Rebel holds 2 against the Government's 1.
    s = start(["rebel california insurgent", "pool california insurgent"],
              hands={"government": ["Air Strike"]},
              cup=[mk.ECONOMIC_COLLAPSE, "Hackers", "Militia"],
              dice=[6, 2, 2, 1, 5, 2])  # fmt: skip
    play(s, Attack("california"), Join("insurgent"), ROLL)
    assert units(s, "rebel", "california") == {"insurgent": 2}
    assert s.hands == {"government": ("Air Strike",), "rebel": ("Hackers",)}
    assert s.cup == ("Militia",) and s.removed == (mk.ECONOMIC_COLLAPSE,)


# -- 16. every player turn begins with at least one marker ----------------------------------


def test_ii_a_player_turn_begins_with_one_marker_at_value_zero():
    # "A player turn always begins with the random selection of one or more Crisis markers."
    assert game().markers.picks(0) == 1
    s = start(["rebel rockies insurgent"], cup=["Militia"], dice=[1])
    events = crisis.select(s)
    assert kinds(events, "selection")[0].data == {"side": "rebel", "value": 0, "picks": 1}
    assert s.hands["rebel"] == ("Militia",)
