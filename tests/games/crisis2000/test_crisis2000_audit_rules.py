"""Audit of parts III-IX (docs/audit/crisis2000.md): the branches of rule sentences that no
test exercised before the audit. Each composes the smallest position, scripts the dice and
asserts the exact result. A side whose Value is 0 still picks one marker when its player turn
begins (II), so a test that runs into the next player turn scripts that pick's die too."""

from __future__ import annotations

from crisis_support import game, kinds, play, scenario, start, units, waiting

from strife.core.dice import ScriptedDice
from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import (
    COUNTERATTACK,
    DONE,
    FIREPOWER,
    ROLL,
    Attack,
    Join,
    Move,
    Play,
    Recruit,
    Support,
    Withdraw,
)
from strife.games.crisis2000.scenarios import setup


def test_audit_iii_markers_may_be_withheld_as_long_as_the_owner_wishes():
    s = start(["rebel rockies insurgent", "government dc insurgent"], phase="armed",
              hands={"rebel": [mk.CYBER_TERRORISTS]}, cup=["Militia"], dice=[1])  # fmt: skip
    play(s, DONE)  # Armed Conflict over; it is offered again in Recovery (ruling E-2)
    assert waiting(s) == ("rebel", "5. Neutralization Recovery")
    play(s, DONE)  # the Rebel ends its turn without playing it
    assert (s.active, s.phase) == ("government", "data")
    assert s.hands["rebel"] == (mk.CYBER_TERRORISTS,)


def test_audit_iii_a_arms_support_only_and_the_wilderness_number():
    # Rockies is Wilderness: Militia (A 1/2/3) adds 3; Hackers (D only) is not offered.
    s = start(["rebel rockies insurgent", "government rockies insurgent"], phase="armed",
              hands={"rebel": ["Hackers", "Militia"]}, dice=[2, 1])  # fmt: skip
    play(s, Attack("rockies"), Join("insurgent"))
    supports = [a for a in s.options("rebel") if isinstance(a, Support)]
    assert supports == [Support("Militia")]
    events = play(s, Support("Militia"), ROLL)
    assert kinds(events, "armed-result")[0].data["total"] == 5  # Insurgent 2 + 3


def test_audit_iv_a_unit_attacks_in_data_moves_then_attacks_in_armed():
    # "if a unit performs a Data attack, it could move and then participate in an Armed
    # attack": Special Operations, Data 3 on "3", die 2: no effect.
    s = start(["rebel california special_operations", "government sunbelt insurgent"],
              dice=[2])  # fmt: skip
    play(s, Attack("california"), Join("special_operations"), ROLL)
    play(s, Move("special_operations", "california", "sunbelt"))
    assert s.phase == "armed"
    play(s, Attack("sunbelt"))
    assert s.options("rebel") == [Join("special_operations"), Withdraw()]


def test_audit_iv_only_defending_units_in_the_region_are_affected():
    # Cybernaut, Data 3 on "3", die 8: N, in California only.
    s = start(["rebel california cybernaut", "government california insurgent",
               "government rockies insurgent"], dice=[8])  # fmt: skip
    play(s, Attack("california"), Join("cybernaut"), ROLL)
    assert units(s, "government", "neutralized") == {"insurgent": 1}
    assert units(s, "government", "rockies") == {"insurgent": 1}


def test_audit_iv_c_recruit_with_nothing_recruitable_brings_nothing():
    # Insurgent alone, Data 2 on "2", die 7: R. California already has an Infrastructure, no
    # friendly Infrastructure joined, and no Cybernaut or Insurgent is left in the pool.
    s = start(["rebel california infrastructure", "rebel california insurgent",
               "government rockies 6 cybernaut", "government rockies 13 insurgent"],
              dice=[7])  # fmt: skip
    play(s, Attack("california"), Join("insurgent"), ROLL)
    assert units(s, "rebel", "california") == {"infrastructure": 1, "insurgent": 1}
    assert waiting(s) == ("rebel", "2. Data Conflict")  # no Recruit choice is pending


def test_audit_iv_c_recruit_no_infrastructure_where_one_stands():
    s = start(["rebel california insurgent", "government california infrastructure"],
              dice=[7])  # fmt: skip
    play(s, Attack("california"), Join("insurgent"), ROLL)
    assert set(s.options("rebel")) == {Recruit("cybernaut"), Recruit("insurgent")}


def test_audit_iv_c_riot_without_an_insurgent_in_the_pool_still_picks_markers():
    s = start(["rebel california insurgent", "government rockies 13 insurgent"],
              cup=["Air Strike", "Hackers", "Militia"], dice=[6, 1, 1, 1])  # fmt: skip
    play(s, Attack("california"), Join("insurgent"), ROLL)  # "2", die 6: T (Riot)
    assert units(s, "rebel", "california") == {"insurgent": 1}
    assert s.hands["rebel"] == ("Air Strike", "Hackers", "Militia")


def test_audit_non_lethal_munitions_throughout_the_combat():
    # Played with the Rebel's attack (CA), it still turns the Rebel's printed C into E two
    # rolls later: Government counterattack CA, Rebel counterattack on "2", die 10: T/C -> E.
    s = start(["rebel heartland insurgent", "government heartland insurgent"], phase="armed",
              hands={"rebel": [mk.NON_LETHAL, "Militia"]}, cup=[],
              dice=[1, 1, 10, 1])  # fmt: skip
    events = play(s, Attack("heartland"), Join("insurgent"), Play(mk.NON_LETHAL), ROLL,
                  COUNTERATTACK, Join("insurgent"), ROLL, COUNTERATTACK, Join("insurgent"),
                  ROLL)  # fmt: skip
    assert kinds(events, "armed-result")[-1].data["result"] == "T/C"
    assert units(s, "government", "heartland") == {}
    assert not kinds(events, "collateral") and s.hands["rebel"] == ("Militia",)


def test_audit_vi_c_maximum_firepower_in_a_counterattack():
    # "Before resolving an attack or counterattack": the Government's counterattack doubles
    # its Insurgent (4 on "4", die 2: no result) and loses Heartland's Value, 2 markers.
    s = start(["rebel heartland insurgent", "government heartland insurgent"], phase="armed",
              hands={"government": ["Militia", "Militia"]}, cup=["Hackers"],
              dice=[1, 2, 1, 1, 1])  # fmt: skip
    play(s, Attack("heartland"), Join("insurgent"), ROLL, COUNTERATTACK, Join("insurgent"))
    events = play(s, FIREPOWER, ROLL)
    assert kinds(events, "armed-result")[0].data["total"] == 4
    assert kinds(events, "collateral")[0].data == {"side": "government", "count": 2}


def test_audit_ix_d_the_rebel_picks_first_only_if_any_are_due_to_it():
    data = scenario(cup=["Hackers", "Militia"])
    data["markers"] = {"government": 2}
    s = game().start(data, seed=0)
    s.dice = ScriptedDice([1, 1])
    events = setup.initial_markers(s)
    assert [e.data["side"] for e in kinds(events, "picked")] == ["government", "government"]
    assert s.hands == {"government": ("Hackers", "Militia"), "rebel": ()}


def test_audit_ix_un_occupation_rebels_not_overseas():
    s = game().start("3", seed=1)
    while s.phase == "setup":
        side = waiting(s)[0]
        options = s.options(side)
        if side == "rebel":
            assert not {a.region for a in options} & {"nato", "southern_command", "pacific_rim"}
        s.apply(side, options[0])
