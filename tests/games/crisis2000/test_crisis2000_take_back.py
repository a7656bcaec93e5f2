"""Taking back the steps of an attack before the die is rolled (IV Data Conflict, VI Armed
Conflict; ruling C-TB): the last unit added, then the attack itself. Taking back is a legal
action, so people, agents and replays agree on it."""

from __future__ import annotations

import pytest
from crisis_support import game, kinds, play, scenario, start

import strife
from strife.core.errors import IllegalAction
from strife.games.crisis2000.model.actions import ROLL, Attack, Firepower, Join, Support, Withdraw

WITHDRAW = Withdraw()


def test_iv_take_back_the_last_unit_added_then_the_attack():
    s = start(["rebel california 2 insurgent"], dice=[3])
    play(s, Attack("california"), Join("insurgent"), Join("insurgent"))
    play(s, WITHDRAW)
    assert s.conflict is not None and len(s.conflict.units) == 1
    play(s, WITHDRAW)
    assert s.conflict is not None and s.conflict.units == ()
    events = play(s, WITHDRAW)
    assert s.conflict is None
    assert kinds(events, "withdraw")[0].text == "rebel calls off the Data attack in California"
    # nothing was spent: both Insurgents may still attack
    play(s, Attack("california"), Join("insurgent"), Join("insurgent"), ROLL)


def test_iii_a_no_take_back_once_a_support_marker_is_played():
    s = start(["rebel rockies high_tech"], hands={"rebel": ["Propaganda"]}, dice=[3])
    play(s, Attack("rockies"), Join("high_tech"), Support("Propaganda"))
    assert WITHDRAW not in s.options("rebel")
    with pytest.raises(IllegalAction):
        s.apply("rebel", WITHDRAW)


def test_vi_c_no_take_back_once_maximum_firepower_is_announced():
    s = start(["rebel california insurgent", "government california insurgent"], phase="armed")
    play(s, Attack("california"), Join("insurgent"), Firepower())
    assert WITHDRAW not in s.options("rebel")


def test_vi_government_armed_attack_keeps_its_region_once_bill_of_rights_was_asked():
    s = start(
        ["government california insurgent", "rebel california insurgent"],
        active="government",
        phase="armed",
    )
    play(s, Attack("california"))
    play(s, strife.load("crisis2000").codec.decode({"kind": "done"}))  # Rebel: no Bill
    assert WITHDRAW not in s.options("government")  # the attack stands
    play(s, Join("insurgent"))
    assert WITHDRAW in s.options("government")  # the unit may still be taken back


def test_take_back_replays_bit_for_bit():
    s = game().start(scenario(["rebel california 2 insurgent"]), seed=4)  # the seed's dice
    play(s, Attack("california"), Join("insurgent"), WITHDRAW, Join("insurgent"), ROLL)
    again = strife.replay(s.record())
    assert again.to_json()["state"] == s.to_json()["state"]
