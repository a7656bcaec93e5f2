"""Audit of the scenarios' special rules (docs/audit/civil-power.md): branches not covered
by the test_scenario_* files. Positions as data (a rulebook scenario's id on the test grid
brings in its special rules), scripted dice, public API."""

from __future__ import annotations

from cp_audit_support import act, offered, seen, start, unit


def test_ii_7_any_vehicle_in_a_fire_checks_each_gas_and_fire_check_phase() -> None:
    # II-7 "A vehicle will make a fire check in each Gas and Fire Check Phase it is in an
    # area with a fire" (ruling S-23: vehicles never move, not even out of a fire): a Truck
    # burns on 5 + 1, not on 4 + 1.
    for roll, burns in ((5, True), (4, False)):
        s = start([unit("Police", "truck", "Tc4"), unit("Mob", "slingshot_punk", "Th3")],
                  dice=[roll, 1], id="II-7", fires=["Tc4"], phase="move", active="Police",
                  turns=3)  # fmt: skip
        act(s, "Police", "done")
        assert s.turn == 2
        assert (seen(s, "P1")["area"] == "eliminated") is burns


def test_ii_2_the_field_gun_may_not_enter_buildings() -> None:
    # II-2 "The Field Gun may not enter buildings."
    s = start([unit("Police", "field_gun", "Tc4"), unit("Mob", "slingshot_punk", "Th3")],
              phase="move", active="Police")  # fmt: skip
    act(s, "Police", "select", unit="P1")
    assert offered(s, "Police", "step", area="Tc5")
    assert not offered(s, "Police", "step", area="Tc3")  # building A
    assert not offered(s, "Police", "step", area="Td5")  # building B
