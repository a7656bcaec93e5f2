"""Audit of 5.4 Shock Combat, 5.4.1-5.4.3 (docs/audit/civil-power.md): branches not covered
elsewhere. Positions as data, scripted dice, public API."""

from __future__ import annotations

from pathlib import Path

from cp_audit_support import act, of, offered, seen, start, unit

ALLEY = str(Path(__file__).parent / "maps" / "alley.toml")


def test_5_4_1_equal_totals_only_the_defender_retreats_the_attacker_checks() -> None:
    # "If both sides have the same total strength, only the defender must retreat. The
    # attacker must still conduct a Morale Check if they received a retreat combat result."
    s = start(
        [unit("Police", "line", "Td4"), unit("Mob", "untrained_crowd", "Td4")],
        dice=[3, 3, 1, 2], phase="shock", active="Police",
    )  # fmt: skip
    act(s, "Police", "shock_roll", strength=5)
    events = act(s, "Mob", "shock_roll", strength=5)  # both "1" on the 5,6 column
    assert [e.data["result"] for e in of(events, "shock")] == ["1", "1"]
    assert s.decision().sides == ("Police",)  # the Police conduct the Crowd's retreat
    events = act(s, "Police", "retreat_to", area="Td3", level=0)
    checks = [(c.data["unit"], c.data["drm"], c.data["result"]) for c in of(events, "morale")]
    assert checks == [("M1", 1, "passed"), ("P1", 0, "passed")]
    assert seen(s, "P1")["area"] == "Td4" and seen(s, "M1")["area"] == "Td3"


def test_5_4_2_a_surge_with_crowds_all_around_suppresses_everyone_in_the_area() -> None:
    # "If all areas adjacent to the area already have Crowd units in them, then all units
    # in the area are suppressed."
    ring = [unit("Mob", "untrained_crowd", a) for a in ("Td4", "Tf4", "Te3", "Te5")]
    s = start(
        [unit("Mob", "untrained_crowd", "Te4", count=2), unit("Mob", "agitator", "Te4"), *ring,
         unit("Police", "unarmed_reserve", "Te4")],
        dice=[2, 1, 1], phase="shock", active="Mob",
    )  # fmt: skip
    act(s, "Mob", "shock_roll", strength=12)  # 5 + 5 + the Agitator's 1 + 1
    act(s, "Police", "shock_roll", strength=2)  # the Mob "1", the Police "-"
    events = act(s, "Mob", "retreat_to", area="Tf5", level=0)
    assert of(events, "surge_blocked")
    assert seen(s, "M1")["suppressed"] and seen(s, "M2")["suppressed"]
    assert not seen(s, "M4")["suppressed"]  # the Crowds around are not in the area


def test_5_4_3_two_areas_due_one_possible_retreats_one_and_checks_at_plus_1() -> None:
    # "A unit that is required to retreat two areas but can retreat only one ... retreats
    # one area and does a Morale Check (with a +1 DRM for having retreated)."
    s = start(
        [unit("Mob", "untrained_crowd", "Yb3"), unit("Police", "tactical", "Yb3"),
         unit("Police", "line", "Yb4"), unit("Police", "line", "Yb1")],
        dice=[4, 1, 3], phase="shock", active="Police", maps=ALLEY,
    )  # fmt: skip
    act(s, "Police", "shock_roll", strength=7)
    act(s, "Mob", "shock_roll", strength=5)  # Police "2", the Mob "-"
    events = act(s, "Police", "retreat_to", area="Yb2", level=0)
    (check,) = of(events, "morale")
    assert (check.data["unit"], check.data["drm"], check.data["result"]) == ("M1", 1, "suppressed")
    assert seen(s, "M1")["area"] == "Yb2"


def test_5_4_3_no_retreat_down_into_enemy_groups_at_street_level() -> None:
    # "Units may not retreat into ... areas containing enemy Group or Crowd units (even if
    # there are also friendly units there at that instant)": from the second level, the
    # street level of the same area is closed while Police squads stand there, even when
    # the only other ways out hold friendly units.
    friends = [unit("Mob", "agitator", a, level=1) for a in ("Tb2", "Tc2", "Tb3")]
    s = start(
        [unit("Mob", "pistol_punk", "Tc3", level=1), unit("Police", "tactical", "Tc3", level=1),
         unit("Police", "line", "Tc3"), *friends],
        dice=[6, 1], phase="shock", active="Police",
    )  # fmt: skip
    act(s, "Police", "shock_roll", strength=7)
    act(s, "Mob", "shock_roll", strength=1)
    assert not offered(s, "Police", "retreat_to", area="Tc3", level=0)
    assert offered(s, "Police", "retreat_to", area="Tb3", level=1)


def test_5_4_3_a_tv_crew_may_accompany_a_retreating_mob_unit() -> None:
    # "Agitators and TV Crews may accompany retreating Mob units, at the Mob player's
    # discretion."
    s = start(
        [unit("Mob", "pistol_punk", "Td4"), unit("Mob", "tv_crew", "Td4"),
         unit("Police", "tactical", "Td4")],
        dice=[5, 1, 1], phase="shock", active="Police",
    )  # fmt: skip
    act(s, "Police", "shock_roll", strength=7)
    act(s, "Mob", "shock_roll", strength=1)  # Police "2" (7-9 at 5), the Mob "-"
    act(s, "Police", "retreat_to", area="Td3", level=0)
    act(s, "Police", "retreat_to", area="Td2", level=0)
    assert s.decision().sides == ("Mob",)
    assert offered(s, "Mob", "accompany", unit="M2", go=False)
    act(s, "Mob", "accompany", unit="M2", go=True)
    assert seen(s, "M2")["area"] == "Td2"
