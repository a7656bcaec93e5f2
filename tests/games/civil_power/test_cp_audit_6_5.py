"""Audit of 6.5 Molotov Cocktails, 6.6 Night and 6.7 Engagement Level
(docs/audit/civil-power.md): branches not covered elsewhere. Positions as data, scripted
dice, public API."""

from __future__ import annotations

import pytest
from cp_audit_support import act, of, offered, seen, start, unit


def test_6_5_a_crowd_throws_any_number_a_punk_one() -> None:
    # "A Crowd counter can throw any number of Molotovs in one turn but a Punk unit may
    # throw only one."
    s = start([unit("Mob", "untrained_crowd", "Tc5"), unit("Mob", "pistol_punk", "Tf5"),
               unit("Police", "line", "Th8")],
              dice=[1, 1, 1], phase="fire", active="Mob", molotovs=4)  # fmt: skip
    for _ in range(2):
        act(s, "Mob", "molotov", unit="M1")
        act(s, "Mob", "into", area="Tc4")
    assert offered(s, "Mob", "molotov", unit="M1")
    act(s, "Mob", "molotov", unit="M2")
    act(s, "Mob", "into", area="Tf4")
    assert not offered(s, "Mob", "molotov", unit="M2")
    assert s.view(None)["stores"]["molotovs"] == 1


def test_6_5_a_fire_check_in_a_building_adds_1() -> None:
    # "Roll 1d6, +1 DRM if there is a vehicle or building in the area, and fire occurs on
    # a 6 or greater": a 5 sets a building area afire, not a street.
    for target, burns in (("Tc3", True), ("Td3", False)):
        s = start([unit("Mob", "pistol_punk", "Td4"), unit("Police", "line", "Th8")],
                  dice=[5], phase="fire", active="Mob", molotovs=1)  # fmt: skip
        act(s, "Mob", "molotov", unit="M1")
        events = act(s, "Mob", "into", area=target)
        assert bool(of(events, "fire_starts")) is burns
        assert (target in s.view(None)["fires"]) is burns


def test_6_5_a_vehicle_in_a_new_fire_checks_and_burns_without_a_kia() -> None:
    # "each vehicle in the area makes an immediate and separate fire check. A vehicle that
    # catches fire in this check is eliminated"; 8.12.1 "destroyed by a fire check from a
    # Molotov Cocktail is eliminated but there is no KIA".
    s = start([unit("Mob", "untrained_crowd", "Td3"), unit("Police", "water_cannon", "Td4")],
              dice=[1, 5, 5], phase="fire", active="Mob", molotovs=1)  # fmt: skip
    act(s, "Mob", "molotov", unit="M1")
    events = act(s, "Mob", "into", area="Td4")  # the attack "-", fire 5+1, the WC 5+1
    assert of(events, "fire_starts") and seen(s, "P1")["area"] == "eliminated"
    assert s.view(None)["kia"]["Mob"] == 0 and s.view(None)["vp"]["Mob"] == 5


def test_6_6_night_adds_1_to_a_shock_combat_morale_check() -> None:
    # "During night turns, units have an extra +1 DRM on Fire or Shock combat Morale
    # Checks."
    s = start([unit("Police", "line", "Td4"), unit("Mob", "untrained_crowd", "Td4")],
              dice=[3, 3, 1, 1], phase="shock", active="Police", night=[1])  # fmt: skip
    act(s, "Police", "shock_roll", strength=5)
    act(s, "Mob", "shock_roll", strength=5)
    events = act(s, "Police", "retreat_to", area="Td3", level=0)
    drms = [(c.data["unit"], c.data["drm"]) for c in of(events, "morale")]
    assert drms == [("M1", 2), ("P1", 1)]  # retreated +1 and night +1; night +1


# 6.7: who may fire at each Engagement Level, and at what strength (None: not offered).
FIRE_BY_EL = [
    ("Mob", "slingshot_punk", 0, None),
    ("Mob", "slingshot_punk", 1, 2),  # EL 1: Slingshot Punks and Trained Crowds
    ("Mob", "trained_crowd", 1, 2),
    ("Mob", "pistol_punk", 3, None),
    ("Mob", "mob_sniper", 2, None),
    ("Mob", "mob_sniper", 3, 5),  # EL 3: Snipers
    ("Mob", "pistol_punk", 4, 4),  # EL 4: all Group units
    ("Mob", "pistol_punk", 5, 8),  # EL 5: all Group units double their fire strength
    ("Police", "line", 3, None),  # EL 3: Snipers only
    ("Police", "line", 4, 4),  # EL 4: all Police units
    ("Police", "line", 5, 8),  # EL 5: double
    ("Police", "police_sniper", 5, 16),
]


@pytest.mark.parametrize(("side", "kind", "el", "strength"), FIRE_BY_EL)
def test_6_7_fire_combat_by_engagement_level(
    side: str, kind: str, el: int, strength: int | None
) -> None:
    other = "Police" if side == "Mob" else "Mob"
    target = "line" if side == "Mob" else "pistol_punk"
    s = start([unit(side, kind, "Td4"), unit(other, target, "Td5")],
              dice=[1, 1], phase="fire", active=side,
              engagement={side: el, other: 1})  # fmt: skip
    me = "M1" if side == "Mob" else "P1"
    if strength is None:
        assert not offered(s, side, "fire", unit=me)
        return
    act(s, side, "fire", unit=me)
    act(s, side, "target", unit="P1" if side == "Mob" else "M1")
    (shot,) = of(act(s, side, "resolve"), "fire")
    assert shot.data["strength"] == strength


# 6.7: Shock combat strength by Engagement Level (EL 2: Police Groups, Mob Crowds double).
SHOCK_BY_EL = [
    ("Police", "line", 1, 5),
    ("Police", "line", 2, 10),
    ("Police", "unarmed_reserve", 2, 4),  # "all police Group units"
    ("Mob", "untrained_crowd", 1, 5),
    ("Mob", "untrained_crowd", 2, 10),
    ("Mob", "pistol_punk", 2, 1),  # Crowds only
]


@pytest.mark.parametrize(("side", "kind", "el", "strength"), SHOCK_BY_EL)
def test_6_7_shock_strength_by_engagement_level(
    side: str, kind: str, el: int, strength: int
) -> None:
    other = "Police" if side == "Mob" else "Mob"
    s = start([unit(side, kind, "Td4"), unit(other, "agitator" if side == "Police" else "line",
               "Td5"), unit(other, "pistol_punk" if side == "Police" else "line", "Td4")],
              phase="shock", active=side, engagement={side: el, other: 1})  # fmt: skip
    options = [o.to_json()["strength"] for o in s.options(side) if o.kind == "shock_roll"]
    assert max(options) == strength


def test_6_7_el_0_no_gas_and_no_molotovs_el_1_both() -> None:
    # Police EL 0 "No gas"; EL 1 "May use gas"; Mob EL 0 "Shock combat only", EL 1 "May use
    # Molotovs".
    for el in (0, 1):
        s = start([unit("Police", "line", "Tc6"), unit("Mob", "untrained_crowd", "Tc7")],
                  phase="fire", active="Police", gas=1,
                  engagement={"Mob": 1, "Police": el})  # fmt: skip
        assert offered(s, "Police", "gas", unit="P1") is (el == 1)
        s = start([unit("Mob", "untrained_crowd", "Tc7"), unit("Police", "line", "Tc6")],
                  phase="fire", active="Mob", molotovs=1,
                  engagement={"Mob": el, "Police": 1})  # fmt: skip
        assert offered(s, "Mob", "molotov", unit="M1") is (el == 1)
