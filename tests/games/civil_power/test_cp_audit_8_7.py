"""Audit of 8.7 Donut Wagon, 8.9 Tactical Disintegration, 8.10 Overreaction, 8.11 Barriers,
8.12 Vehicles and 8.13 Extended Range (docs/audit/civil-power.md): branches not covered
elsewhere. Positions as data, scripted dice, public API."""

from __future__ import annotations

from typing import Any

from cp_audit_support import act, of, offered, seen, start, unit

from strife.core.events import Event

TD = {"tactical_disintegration": True}


def fire_at(s: Any, side: str, firers: list[str], target: str) -> list[Event]:
    """A Fire combat attack by `firers` (combined) at `target`, resolved."""
    act(s, side, "fire", unit=firers[0])
    act(s, side, "target", unit=target)
    for f in firers[1:]:
        act(s, side, "add", unit=f)
    return act(s, side, "resolve")


def test_8_7_the_donut_wagon_may_not_move() -> None:
    s = start([unit("Police", "donut_wagon", "Td4"), unit("Mob", "pistol_punk", "Th8")],
              phase="move", active="Police", options={"donut_wagon": True})  # fmt: skip
    assert not offered(s, "Police", "select", unit="P1")


def test_8_9_a_w_costs_1_a_k_3_and_the_elimination_2() -> None:
    # "-2d6 the first time the Police player makes a Fire combat attack on Mob units with
    # non-Sniper units"; "-1 each time a Mob unit receives a W result"; "-3 each time a Mob
    # unit receives a K result in Fire Combat"; "-2 each time a Mob unit is eliminated".
    s = start([unit("Police", "tactical", "Td3"), unit("Mob", "pistol_punk", "Td4")],
              dice=[1, 1, 4, 1], phase="fire", active="Police", tdn=20, options=TD,
              engagement={"Mob": 1, "Police": 4})  # fmt: skip
    fire_at(s, "Police", ["P1"], "M1")  # 6 on 6-8 at 4: W
    assert s.view(None)["tdn"] == 20 - 2 - 1
    s = start([unit("Police", "tactical", "Td3"), unit("Mob", "pistol_punk", "Td4")],
              dice=[1, 1, 5, 5], phase="fire", active="Police", tdn=20, options=TD,
              engagement={"Mob": 1, "Police": 5})  # fmt: skip
    fire_at(s, "Police", ["P1"], "M1")  # 12 on 12-15 at 5: K; MC 5 + 2: eliminated
    assert seen(s, "M1")["area"] == "eliminated"
    assert s.view(None)["tdn"] == 20 - 2 - 3 - 2


def test_8_9_sniper_fire_costs_1d6_once_then_other_fire_2d6_once() -> None:
    # "-1d6 the first time the Police player uses any non-lethal weapon system ... or makes
    # a Fire combat attack with a Sniper"; "-2d6 the first time ... with non-Sniper units".
    s = start([unit("Police", "police_sniper", "Ta4"), unit("Police", "police_sniper", "Ta5"),
               unit("Police", "tactical", "Td3"), unit("Mob", "pistol_punk", "Td4")],
              dice=[2, 1, 1, 1, 1, 3, 3, 1, 1], phase="fire", active="Police", tdn=20,
              options=TD, engagement={"Mob": 1, "Police": 4})  # fmt: skip
    fire_at(s, "Police", ["P1"], "M1")
    assert s.view(None)["tdn"] == 18
    fire_at(s, "Police", ["P2"], "M1")  # the second Sniper shot costs nothing
    assert s.view(None)["tdn"] == 18
    fire_at(s, "Police", ["P3"], "M1")
    assert s.view(None)["tdn"] == 12


def test_8_9_a_police_unit_eliminated_adds_2() -> None:
    s = start([unit("Police", "line", "Tc6"), unit("Mob", "shotgun_punk", "Tc7", count=3)],
              dice=[4, 5], phase="fire", active="Mob", tdn=20, options=TD,
              engagement={"Mob": 4, "Police": 1})  # fmt: skip
    fire_at(s, "Mob", ["M1", "M2", "M3"], "P1")  # 18 on 16-20 at 4: K; MC 5 + 2
    assert seen(s, "P1")["area"] == "eliminated" and s.view(None)["tdn"] == 22


def test_8_10_the_owner_of_an_eliminated_unit_rolls_and_el_5_rises_no_more() -> None:
    # "Each time a unit of any type is eliminated, the owning player rolls 1d6. If they roll
    # a 6, the player's EL automatically rises one level."
    for el, after in ((1, 2), (5, 5)):
        s = start([unit("Police", "tactical", "Td3"), unit("Mob", "agitator", "Td4")],
                  dice=[6, 6], phase="fire", active="Police", options={"overreaction": True},
                  engagement={"Mob": el, "Police": 4})  # fmt: skip
        fire_at(s, "Police", ["P1"], "M1")  # 6 on 6-8 at 6: W eliminates an individual
        assert seen(s, "M1")["area"] == "eliminated"
        assert s.view(None)["engagement"]["Mob"] == after


def test_8_11_a_barrier_gives_no_fire_protection_but_counts_in_shock() -> None:
    # "A Barrier is treated like a Barricade, except that it does not give protection
    # against Fire combat attacks".
    s = start([unit("Police", "tactical", "Td3"), unit("Mob", "pistol_punk", "Td4")],
              dice=[1, 1], phase="fire", active="Police", barriers=["Td3|Td4"],
              engagement={"Mob": 1, "Police": 4})  # fmt: skip
    (shot,) = of(fire_at(s, "Police", ["P1"], "M1"), "fire")
    assert shot.data["drm"] == 0
    s = start([unit("Police", "line", "Td3"), unit("Mob", "pistol_punk", "Td4")],
              dice=[3, 1, 1, 1], phase="move", active="Police", barriers=["Td3|Td4"])  # fmt: skip
    act(s, "Police", "select", unit="P1")
    act(s, "Police", "step", area="Td4")
    act(s, "Police", "done")
    act(s, "Police", "shock_roll", strength=5)
    events = act(s, "Mob", "shock_roll", strength=1)
    police = next(e for e in of(events, "shock") if e.data["side"] == "Police")
    assert police.data["drm"] == -1


def test_8_12_vehicles_stay_off_barricades_hedges_and_enemy_groups() -> None:
    # "Vehicles ... may not cross Barricades, Barriers or Hedges"; "may not enter areas
    # containing enemy Group or Crowd units" (an enemy Individual does not bar them).
    s = start([unit("Police", "truck", "Tc4"), unit("Mob", "pistol_punk", "Tc5"),
               unit("Mob", "agitator", "Tb4")],
              phase="move", active="Police", barricades=["Tc4|Td4"])  # fmt: skip
    act(s, "Police", "select", unit="P1")
    assert not offered(s, "Police", "step", area="Td4")
    assert not offered(s, "Police", "step", area="Tc5")
    assert offered(s, "Police", "step", area="Tb4") and offered(s, "Police", "step", area="Td3")
    s = start([unit("Police", "truck", "Tg3"), unit("Mob", "pistol_punk", "Ta8")],
              phase="move", active="Police")  # fmt: skip
    act(s, "Police", "select", unit="P1")
    assert not offered(s, "Police", "step", area="Th3")  # the Park's hedge


def test_8_12_units_carried_in_a_truck_do_nothing() -> None:
    # "Units being carried in a Truck do not do anything until they unload".
    s = start([unit("Police", "truck", "Tc4"), unit("Police", "tactical", "Tc4", in_truck=True),
               unit("Mob", "pistol_punk", "Td4")],
              phase="fire", active="Police", engagement={"Mob": 1, "Police": 4})  # fmt: skip
    assert not offered(s, "Police", "fire", unit="P2")
    act(s, "Police", "done")
    assert not offered(s, "Police", "select", unit="P2")


def test_8_12_1_rocks_never_hit_vehicles_a_w_does_nothing_a_k_kills_with_one_kia() -> None:
    # "A vehicle is not affected by Fire Combat attacks from Trained Crowds or Slingshot
    # Punks ... A K result will eliminate the vehicle with one KIA ... On any other result,
    # nothing happens."
    s = start([unit("Mob", "slingshot_punk", "Tc5"), unit("Police", "truck", "Tc4")],
              phase="fire", active="Mob")  # fmt: skip
    assert not offered(s, "Mob", "fire", unit="M1")
    for roll, result in ((1, "W"), (4, "K")):
        s = start([unit("Mob", "shotgun_punk", "Tc5", count=3), unit("Police", "truck", "Tc4")],
                  dice=[roll], phase="fire", active="Mob",
                  engagement={"Mob": 4, "Police": 1})  # fmt: skip
        events = fire_at(s, "Mob", ["M1", "M2", "M3"], "P1")
        assert of(events, "fire")[0].data["result"] == result and not of(events, "morale")
        killed = result == "K"
        assert (seen(s, "P1")["area"] == "eliminated") is killed
        assert s.view(None)["kia"]["Mob"] == (1 if killed else 0)


def test_8_13_extended_range_is_still_three_areas_at_night() -> None:
    # "The maximum range for a Fire combat attack in a Night turn is still three areas."
    for night, reached in (([], True), ([1], False)):
        s = start([unit("Police", "tactical", "Ta8"), unit("Mob", "pistol_punk", "Tf8")],
                  phase="fire", active="Police", night=night,
                  options={"extended_range": True},
                  engagement={"Mob": 1, "Police": 4})  # fmt: skip
        assert offered(s, "Police", "fire", unit="P1") is reached


def test_8_12_2_a_vehicle_left_alone_by_its_retreating_squad_is_wrecked_next_round() -> None:
    # "if a vehicle is caught alone in an area with enemy units (... or if all friendly units
    # in its area were retreated out or eliminated) and a retreat result is inflicted on it,
    # it is eliminated": the squad retreats; the combat goes on; the Truck alone is wrecked.
    s = start([unit("Mob", "untrained_crowd", "Td4"), unit("Police", "truck", "Td4"),
               unit("Police", "reserve", "Td4")],
              dice=[3, 1, 1, 3, 1], phase="shock", active="Mob")  # fmt: skip
    act(s, "Mob", "shock_roll", strength=5)
    act(s, "Police", "shock_roll", strength=3)  # the Mob "1", the Police "-"
    act(s, "Mob", "retreat_to", area="Tc4", level=0)
    assert seen(s, "P1")["area"] == "Td4"  # not wrecked while its squad was with it
    act(s, "Mob", "shock_roll", strength=5)
    act(s, "Police", "shock_roll", strength=0)
    assert seen(s, "P1")["area"] == "eliminated" and s.view(None)["vp"]["Mob"] == 5
