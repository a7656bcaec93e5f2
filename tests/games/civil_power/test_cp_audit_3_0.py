"""Audit of 3.0 Sequence of Play (docs/audit/civil-power.md): the branches of the Mutual Gas
and Fire Check Phase not covered elsewhere. Positions as data, scripted dice, public API."""

from __future__ import annotations

from cp_audit_support import act, of, seen, start, unit


def test_3_0_mob_units_in_gas_and_gas_2_check_morale_and_police_do_not() -> None:
    # "All Mob units occupying areas with Gas or Gas-2 markers make a Morale Check", then
    # "Remove all Gas-2 markers. Then, flip all remaining gas markers": the Crowd checks in
    # turn 2 (Gas) and again in turn 3 (Gas-2), when the marker then goes; the Police unit
    # in gas is masked (6.1).
    s = start(
        [unit("Mob", "untrained_crowd", "Tc7"), unit("Police", "line", "Td7"),
         unit("Mob", "untrained_crowd", "Th8")],
        dice=[4, 2], gas_markers=["Tc7", "Td7"], phase="move", active="Police", turns=3,
    )  # fmt: skip
    events = act(s, "Police", "done")
    checks = [(c.data["unit"], c.data["roll"], c.data["result"]) for c in of(events, "morale")]
    assert checks == [("M1", 4, "suppressed")]
    # The failed gas check offers the 6.1 choice at once; then the markers flip.
    assert s.decision().sides == ("Mob",)
    act(s, "Mob", "gas_choice", retreat=False)
    assert s.view(None)["gas"] == {"Tc7": 2, "Td7": 2}
    events = []
    while s.turn == 2:
        events += act(s, s.active, "done")
    checks = [(c.data["unit"], c.data["roll"], c.data["result"]) for c in of(events, "morale")]
    assert checks == [("M1", 2, "passed")]
    assert s.view(None)["gas"] == {}


def test_3_0_a_fire_goes_out_on_a_6_and_burns_on_a_5() -> None:
    # "Roll 1d6 for each Fire marker on the map; on a 6 that fire goes out."
    s = start([unit("Mob", "pistol_punk", "Ta1"), unit("Police", "line", "Th1")],
              dice=[5, 6], fires=["Tc7", "Tf7"], phase="move", active="Police",
              turns=3)  # fmt: skip
    events = act(s, "Police", "done")
    assert [e.text for e in of(events, "fire_out")] == ["the fire in Tf7 goes out"]
    assert s.view(None)["fires"] == ["Tc7"]
    assert seen(s, "M1")["area"] == "Ta1"
