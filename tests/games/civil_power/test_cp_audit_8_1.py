"""Audit of 8.1 Baton Rounds, 8.3 ADS, 8.5 Mounted Police, 8.6 Helicopters and 8.8 TV Crews
(docs/audit/civil-power.md): branches not covered elsewhere. Positions as data, scripted
dice, public API."""

from __future__ import annotations

from cp_audit_support import act, of, offered, seen, start, unit


def test_8_1_unarmed_reserves_never_fire_baton_rounds() -> None:
    # "Unarmed Reserve squads may not use baton rounds": with the Reserves designated, the
    # Reserve fires them and the Unarmed Reserve beside it does not.
    s = start([unit("Police", "reserve", "Ta4"), unit("Police", "unarmed_reserve", "Ta5"),
               unit("Mob", "untrained_crowd", "Tc4")],
              phase="fire", active="Police", options={"baton_class": "Reserve"})  # fmt: skip
    assert offered(s, "Police", "fire", unit="P1") and not offered(s, "Police", "fire", unit="P2")


def test_8_1_baton_rounds_use_the_shock_strength_and_lose_1_an_area() -> None:
    # "may not use their Fire combat strength during the game; instead, they use their
    # Shock combat strength" (even at EL 4); "-1 for each area the target is away".
    s = start([unit("Police", "line", "Ta4"), unit("Mob", "untrained_crowd", "Tc4")],
              dice=[1], phase="fire", active="Police", options={"baton_class": "Line"},
              engagement={"Mob": 1, "Police": 4})  # fmt: skip
    act(s, "Police", "fire", unit="P1")
    act(s, "Police", "target", unit="M1")
    (shot,) = of(act(s, "Police", "resolve"), "baton")
    assert (shot.data["strength"], shot.data["drm"], shot.data["result"]) == (5, 0, "-")


def test_8_1_baton_rounds_reach_three_areas_and_not_across_a_barricade() -> None:
    # "The maximum range ... is THREE areas"; "may not attack ... units where the LOS to the
    # target crosses a Barricade or hedge".
    for crowd, barricades, reached in (
        ("Td4", [], True),
        ("Te4", [], False),
        ("Tc4", ["Tb4|Tc4"], False),
    ):
        s = start([unit("Police", "line", "Ta4"), unit("Mob", "untrained_crowd", crowd)],
                  phase="fire", active="Police", options={"baton_class": "Line"},
                  barricades=barricades)  # fmt: skip
        assert offered(s, "Police", "fire", unit="P1") is reached


def test_8_3_the_ads_does_not_fire_across_a_fire_area() -> None:
    # "The ADS may not attack ... units where the LOS to the target crosses a Fire area".
    for fires, reached in (([], True), (["Tb4"], False)):
        s = start([unit("Police", "ads", "Ta4"), unit("Mob", "untrained_crowd", "Td4")],
                  phase="fire", active="Police", fires=fires)  # fmt: skip
        assert offered(s, "Police", "fire", unit="P1") is reached


def test_8_5_dismounting_only_at_the_beginning_of_the_movement_phase() -> None:
    # "They may dismount voluntarily during play at the beginning of any friendly Movement
    # Phase".
    s = start([unit("Police", "mounted_police", "Ta1"), unit("Police", "line", "Ta8"),
               unit("Mob", "pistol_punk", "Th8")], phase="move", active="Police")  # fmt: skip
    assert offered(s, "Police", "dismount", unit="P1")
    act(s, "Police", "select", unit="P2")
    act(s, "Police", "stop")
    assert not offered(s, "Police", "dismount", unit="P1")


def test_8_5_a_charge_passing_through_police_units_is_lost() -> None:
    # "the Mounted Police units must start the movement phase at least two areas away from
    # any Mob player units and may not pass through any Police units".
    for squad, doubled in (([], True), ([unit("Police", "line", "Tb4")], False)):
        s = start([unit("Police", "mounted_police", "Ta4"), *squad,
                   unit("Mob", "pistol_punk", "Td4")], phase="move", active="Police")  # fmt: skip
        act(s, "Police", "select", unit="P1")
        for step in ("Tb4", "Tc4", "Td4"):
            act(s, "Police", "step", area=step)
        act(s, "Police", "done")
        strengths = [o.to_json()["strength"] for o in s.options("Police") if o.kind == "shock_roll"]
        assert max(strengths) == (10 if doubled else 5)


def test_8_6_mob_morale_checks_beside_a_helicopter_add_1_with_the_option() -> None:
    # "optionally any Mob player Morale Checks in or adjacent to an area with a Helicopter
    # in it have a +1 DRM".
    for fear, drm in ((True, 1), (False, 0)):
        s = start([unit("Police", "tactical", "Tc4"), unit("Police", "helicopter", "Te5"),
                   unit("Mob", "pistol_punk", "Td4")],
                  dice=[1, 1], phase="fire", active="Police",
                  engagement={"Mob": 1, "Police": 4},
                  options={"helicopter_fear": fear})  # fmt: skip
        act(s, "Police", "fire", unit="P1")
        act(s, "Police", "target", unit="M1")
        (check,) = of(act(s, "Police", "resolve"), "morale")
        assert check.data["drm"] == drm


def test_8_8_tv_crews_go_through_anyone_and_stop_no_one() -> None:
    # "TV Crews ... may be moved into or through any areas no matter who occupies them. They
    # do not hinder the movement of any other units through their area."
    s = start([unit("Mob", "tv_crew", "Tc4"), unit("Police", "line", "Td4"),
               unit("Police", "line", "Th8")], phase="move", active="Mob",
              options={"tv_crews": True})  # fmt: skip
    act(s, "Mob", "select", unit="M1")
    act(s, "Mob", "step", area="Td4")
    act(s, "Mob", "step", area="Te4")
    assert seen(s, "M1")["area"] == "Te4"
    act(s, "Mob", "stop")
    while s.active != "Police" or s.phase != "move":
        act(s, s.active, "done")
    act(s, "Police", "select", unit="P2")
    for step in ("Tg7", "Tf6", "Tf5", "Te4", "Td3"):
        act(s, "Police", "step", area=step)
    assert seen(s, "P2")["area"] == "Td3"


def test_8_5_a_charge_lasts_for_that_combat_phase_only() -> None:
    # "They may 'charge', doubling their Shock Combat factors for that Combat Phase only":
    # a Mounted unit that moved clear of the Mob in the Police Player-turn defends at its
    # plain strength when the Mob attacks it in the next Player-turn.
    s = start([unit("Police", "mounted_police", "Ta1"), unit("Mob", "untrained_crowd", "Td1")],
              phase="move", active="Police", turns=2)  # fmt: skip
    act(s, "Police", "select", unit="P1")
    act(s, "Police", "step", area="Tb1")
    act(s, "Police", "stop")
    while s.active != "Mob" or s.phase != "move":
        act(s, s.active, "done")
    act(s, "Mob", "select", unit="M1")
    act(s, "Mob", "step", area="Tc1")
    act(s, "Mob", "step", area="Tb1")
    act(s, "Mob", "done")
    strengths = [o.to_json()["strength"] for o in s.options("Police") if o.kind == "shock_roll"]
    assert max(strengths) == 5


def test_8_3_the_ads_reaches_any_range_at_night() -> None:
    # "The ADS has an infinite range (even at night)".
    s = start([unit("Police", "ads", "Ta8"), unit("Mob", "untrained_crowd", "Tg8")],
              phase="fire", active="Police", night=[1])  # fmt: skip
    act(s, "Police", "fire", unit="P1")
    assert offered(s, "Police", "target", unit="M1")


def test_8_4_a_unit_moving_out_of_a_fire_into_the_building_reveals_the_hidden() -> None:
    # "A hidden unit is assumed to be anywhere in the building until ... an enemy unit enters
    # any area in the building": also a Police squad moving out of a new Fire (6.5) into it.
    s = start([unit("Mob", "untrained_crowd", "Te3"), unit("Police", "line", "Td3"),
               unit("Police", "line", "Td2"), unit("Police", "line", "Td4"),
               unit("Police", "line", "Te2"), unit("Police", "line", "Te4"),
               unit("Mob", "slingshot_punk", "Tb2", hidden=True)],
              dice=[1, 1, 6], phase="fire", active="Mob", molotovs=1)  # fmt: skip
    act(s, "Mob", "molotov", unit="M1")
    act(s, "Mob", "into", area="Td3")  # attack "-", MC passed, Fire Check 6: a fire
    assert s.decision().sides == ("Police",)
    act(s, "Police", "move_out", area="Tc3")
    assert s.decision().sides == ("Mob",)
    assert offered(s, "Mob", "reveal", area="Tb2")


def test_8_8_a_tv_crew_next_to_a_shock_combat_downgrades_both_results() -> None:
    # "The results of any shock or fire combat attack by any unit (from either side) in or
    # adjacent to an area containing a TV Crew are downgraded by one level ... a 1 becomes
    # an M".
    s = start([unit("Police", "line", "Td4"), unit("Mob", "untrained_crowd", "Td4"),
               unit("Mob", "tv_crew", "Td3")],
              dice=[3, 3, 1, 1], phase="shock", active="Police",
              options={"tv_crews": True})  # fmt: skip
    act(s, "Police", "shock_roll", strength=5)
    events = act(s, "Mob", "shock_roll", strength=5)  # "1" and "1" on the 5,6 column
    assert [e.data["result"] for e in of(events, "shock")] == ["M", "M"]
    assert seen(s, "M1")["area"] == "Td4" and len(of(events, "morale")) == 2


def test_8_4_and_6_5_a_unit_revealed_with_no_room_never_appears_in_a_fire() -> None:
    # 8.4 "placed in any area in the building that is not occupied by an enemy unit"; with
    # none (ruling H-2) it appears with enemy units, but never in a Fire: 6.5 "No one and
    # nothing may remain in ... an area with a Fire marker in it".
    s = start([unit("Mob", "slingshot_punk", "Tb2", hidden=True), unit("Police", "line", "Tc2"),
               unit("Police", "line", "Tb3"), unit("Police", "line", "Td3")],
              fires=["Tb2"], phase="move", active="Police")  # fmt: skip
    act(s, "Police", "select", unit="P3")
    act(s, "Police", "step", area="Tc3")
    assert seen(s, "M1")["area"] == "Tc2"


def test_8_4_and_6_5_no_ambush_from_a_building_all_on_fire() -> None:
    # A hidden unit fires from an area of its building it could be placed in (ruling H-3);
    # with every area burning there is none (6.5), so it is not offered Fire.
    s = start([unit("Mob", "slingshot_punk", "Td5", hidden=True), unit("Police", "line", "Td7")],
              phase="fire", active="Mob")  # fmt: skip
    assert offered(s, "Mob", "fire", unit="M1")
    s = start([unit("Mob", "slingshot_punk", "Td5", hidden=True), unit("Police", "line", "Td7")],
              fires=["Td5", "Td6"], phase="fire", active="Mob")  # fmt: skip
    assert not offered(s, "Mob", "fire", unit="M1")
