"""Audit of 5.2 Suppression (in Fire combat), 5.3 Fire Combat, 5.3.2 range and LOS, 5.3.3
modifiers (docs/audit/civil-power.md): branches not covered elsewhere. Positions as data,
scripted dice, public API."""

from __future__ import annotations

from cp_audit_support import act, of, offered, start, unit


def test_5_2_suppressed_units_neither_gas_nor_throw_molotovs() -> None:
    # "Suppressed units ... may not use Tear Gas (6.1) or throw Molotovs (6.5)."
    s = start([unit("Police", "line", "Tc6", suppressed=True, gas_gun=True),
               unit("Police", "line", "Tf6"), unit("Mob", "untrained_crowd", "Tc7")],
              phase="fire", active="Police", gas=2)  # fmt: skip
    assert not offered(s, "Police", "gas", unit="P1") and offered(s, "Police", "gas", unit="P2")
    s = start([unit("Mob", "untrained_crowd", "Tc6", suppressed=True),
               unit("Mob", "untrained_crowd", "Tf6"), unit("Police", "line", "Tc7")],
              phase="fire", active="Mob", molotovs=2)  # fmt: skip
    assert not offered(s, "Mob", "molotov", unit="M1") and offered(s, "Mob", "molotov", unit="M2")


def test_5_3_a_unit_makes_one_fire_attack_per_phase() -> None:
    # "A unit may make ONE Fire combat attack per Phase"; "A unit may be attacked any number
    # of times by Fire Combat": the second firer may still take the same target.
    s = start([unit("Police", "tactical", "Tc6"), unit("Police", "tactical", "Tf6"),
               unit("Mob", "pistol_punk", "Td8")],
              dice=[1, 1], phase="fire", active="Police",
              engagement={"Mob": 1, "Police": 4})  # fmt: skip
    act(s, "Police", "fire", unit="P1")
    act(s, "Police", "target", unit="M1")
    act(s, "Police", "resolve")
    assert not offered(s, "Police", "fire", unit="P1")
    act(s, "Police", "fire", unit="P2")
    assert offered(s, "Police", "target", unit="M1")


def test_5_3_2_at_night_a_police_sniper_has_no_limit_a_mob_sniper_three_areas() -> None:
    # 5.3.2 "The maximum length of a LOS at night is THREE areas (Exception: Police snipers
    # ... unlimited range)"; 6.3 "Mob snipers have a range of THREE areas at night."
    s = start([unit("Police", "police_sniper", "Ta8"), unit("Mob", "pistol_punk", "Tf8")],
              phase="fire", active="Police", night=[1],
              engagement={"Mob": 1, "Police": 3})  # fmt: skip
    act(s, "Police", "fire", unit="P1")
    assert offered(s, "Police", "target", unit="M1")  # five areas away
    s = start([unit("Mob", "mob_sniper", "Ta8"), unit("Police", "line", "Tf8"),
               unit("Police", "line", "Td7")],
              phase="fire", active="Mob", night=[1],
              engagement={"Mob": 3, "Police": 1})  # fmt: skip
    act(s, "Mob", "fire", unit="M1")
    assert offered(s, "Mob", "target", unit="P2") and not offered(s, "Mob", "target", unit="P1")


def test_5_3_3_and_6_2_the_barricade_is_lost_to_a_firer_a_level_higher() -> None:
    # 6.2 "This benefit is lost in Fire combat if any enemy units are firing from a position
    # at least one level higher than the barricade": height +1 and no Barricade -1.
    s = start([unit("Police", "tactical", "Tc3", level=1), unit("Mob", "pistol_punk", "Td3")],
              dice=[1, 1], phase="fire", active="Police", barricades=["Tc3|Td3"],
              engagement={"Mob": 1, "Police": 4})  # fmt: skip
    act(s, "Police", "fire", unit="P1")
    act(s, "Police", "target", unit="M1")
    (shot,) = of(act(s, "Police", "resolve"), "fire")
    assert shot.data["drm"] == 1


def test_5_3_3_and_6_2_a_barricade_in_a_building_adds_to_the_windows() -> None:
    # 5.3.3 "Barricades may be initially placed in buildings to further fortify the area";
    # 6.2 "cumulative defensive benefit with windows": -1 and -1.
    s = start([unit("Police", "tactical", "Td3"), unit("Mob", "pistol_punk", "Tc3")],
              dice=[1, 1], phase="fire", active="Police", barricades=["Tc3|Td3"],
              engagement={"Mob": 1, "Police": 4})  # fmt: skip
    act(s, "Police", "fire", unit="P1")
    act(s, "Police", "target", unit="M1")
    (shot,) = of(act(s, "Police", "resolve"), "fire")
    assert shot.data["drm"] == -2
