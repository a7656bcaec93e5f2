"""Audit of 4.0 Movement, 4.1 Stacking, 4.2 Buildings and 4.3 Crowd movement
(docs/audit/civil-power.md): branches not covered elsewhere. Positions as data, scripted
dice, public API."""

from __future__ import annotations

from cp_audit_support import act, of, offered, seen, start, unit


def test_4_0_a_unit_that_threw_gas_may_not_enter_enemy_units() -> None:
    # 6.1 "This counts as a Fire combat attack for the unit", and 4.0: "A unit that attacked
    # in the Fire Combat Phase ... may not enter areas with enemy units"; a unit that did not
    # attack may.
    s = start(
        [unit("Police", "line", "Tc6"), unit("Police", "line", "Td6"),
         unit("Mob", "pistol_punk", "Tc7")],
        phase="fire", active="Police", gas=1,
    )  # fmt: skip
    act(s, "Police", "gas", unit="P1")
    act(s, "Police", "into", area="Tb5")
    act(s, "Police", "done")
    act(s, "Police", "select", unit="P1")
    assert not offered(s, "Police", "step", area="Tc7")
    assert offered(s, "Police", "step", area="Tc5")
    act(s, "Police", "stop")
    act(s, "Police", "select", unit="P2")
    assert offered(s, "Police", "step", area="Tc7")


def test_4_0_a_punk_that_threw_a_molotov_may_not_enter_enemy_units() -> None:
    # 6.5 "This counts as a Fire combat attack by the throwing unit", and 4.0 as above.
    s = start([unit("Mob", "pistol_punk", "Tc5"), unit("Police", "line", "Tc4")],
              dice=[1, 1, 1], phase="fire", active="Mob", molotovs=1)  # fmt: skip
    act(s, "Mob", "molotov", unit="M1")
    act(s, "Mob", "into", area="Tc4")  # the attack "-", its MC passed, no fire
    act(s, "Mob", "done")
    act(s, "Mob", "select", unit="M1")
    assert not offered(s, "Mob", "step", area="Tc4")
    assert offered(s, "Mob", "step", area="Tb5")


def test_4_0_and_5_4_3_a_unit_retreated_off_the_map_is_not_eliminated() -> None:
    # "Units may be moved or retreated off the edge of the map ... not judged as eliminated"
    # (5.4.3: "may not return to the game but it is not counted as eliminated").
    s = start(
        [unit("Mob", "pistol_punk", "Ta4"), unit("Police", "tactical", "Ta4")],
        dice=[4, 1], phase="shock", active="Police",
    )  # fmt: skip
    act(s, "Police", "shock_roll", strength=7)
    act(s, "Mob", "shock_roll", strength=1)  # Police "2" (7-9 at 4), the Mob "-"
    assert offered(s, "Police", "retreat_off")
    events = act(s, "Police", "retreat_off")
    assert of(events, "retreat_off") and not of(events, "eliminated")
    assert seen(s, "M1")["area"] == "off map"
    assert s.view(None)["vp"] == {"Mob": 0, "Police": 0}


def test_4_1_any_number_of_individuals_stop_together() -> None:
    # "Any number of Individual or Vehicle units": a fourth Agitator stops where three
    # Agitators and three Groups already stand.
    stack = [unit("Mob", "agitator", "Td4", count=3), unit("Mob", "pistol_punk", "Td4", count=3)]
    s = start([*stack, unit("Mob", "agitator", "Tc4"), unit("Police", "line", "Th8")],
              phase="move", active="Mob")  # fmt: skip
    act(s, "Mob", "select", unit="M7")
    act(s, "Mob", "step", area="Td4")
    assert offered(s, "Mob", "stop")
    act(s, "Mob", "stop")
    assert seen(s, "M7")["area"] == "Td4"


def test_4_1_moving_through_friendly_units_costs_nothing_extra() -> None:
    # "There is no extra cost for moving through friendly units": five areas for five MP,
    # through a full stack of three squads on the way.
    s = start([unit("Police", "line", "Ta8"), unit("Police", "line", "Tc8", count=3),
               unit("Mob", "pistol_punk", "Th1")], phase="move", active="Police")  # fmt: skip
    act(s, "Police", "select", unit="P1")
    for step in ("Tb8", "Tc8", "Td8", "Te8", "Tf8"):
        act(s, "Police", "step", area=step)
    assert seen(s, "P1")["area"] == "Tf8" and s.view(None)["mp"] == 0


def test_4_2_units_at_different_levels_of_one_area_do_not_fight() -> None:
    # "Opposing units must be in the same area at the same level to engage in Shock Combat."
    s = start(
        [unit("Mob", "pistol_punk", "Tc3", level=1), unit("Police", "line", "Tc3"),
         unit("Mob", "agitator", "Th8")],
        phase="move", active="Police", turns=2,
    )  # fmt: skip
    events = act(s, "Police", "done")
    assert not of(events, "shock") and s.phase == "fire" and s.active == "Mob"
    assert seen(s, "M1")["area"] == "Tc3" and seen(s, "P1")["area"] == "Tc3"


def test_4_3_a_crowd_retreats_through_a_friendly_crowd_and_both_are_suppressed() -> None:
    # 4.3 "Crowd units may not move through other Crowd units, except when retreating";
    # 5.4.3 "If a unit retreating into or through an area exceeds the stacking limit ...
    # both the retreating unit and one other unit of that size are suppressed."
    s = start(
        [unit("Mob", "untrained_crowd", "Tc4"), unit("Police", "tactical", "Tc4"),
         unit("Mob", "untrained_crowd", "Tb4"), unit("Police", "line", "Td4"),
         unit("Police", "line", "Tc5")],
        dice=[4, 1, 3], phase="shock", active="Police",
    )  # fmt: skip
    act(s, "Police", "shock_roll", strength=7)
    act(s, "Mob", "shock_roll", strength=5)  # Police "2", the Mob "-"
    assert [o.to_json()["area"] for o in s.options("Police")] == ["Tb4"]
    events = act(s, "Police", "retreat_to", area="Tb4", level=0)
    assert of(events, "overstack")
    assert seen(s, "M1")["suppressed"] and seen(s, "M2")["suppressed"]
    events = act(s, "Police", "retreat_to", area="Ta4", level=0)
    (check,) = of(events, "morale")
    assert (check.data["unit"], check.data["drm"], check.data["result"]) == ("M1", 2, "suppressed")
    assert seen(s, "M1")["area"] == "Ta4" and seen(s, "M2")["area"] == "Tb4"
