"""Audit of 6.1 Tear Gas, 6.1.1 Gas Guns, 6.3 Snipers and 6.4 Agitators
(docs/audit/civil-power.md): branches not covered elsewhere. Positions as data, scripted
dice, public API."""

from __future__ import annotations

from cp_audit_support import act, of, offered, seen, start, unit


def test_6_1_a_mob_unit_passing_its_gas_check_on_the_move_goes_on() -> None:
    # "in the Movement Phase if a unit moves into or through such an area": it checks at
    # once (no DRM ever); a pass lets it move on (ruling M-3).
    s = start([unit("Mob", "untrained_crowd", "Te5", suppressed=True),
               unit("Police", "line", "Th8")],
              dice=[3], phase="move", active="Mob", gas_markers=["Te4"])  # fmt: skip
    act(s, "Mob", "select", unit="M1")
    events = act(s, "Mob", "step", area="Te4")
    (check,) = of(events, "morale")
    assert (check.data["roll"], check.data["drm"], check.data["result"]) == (3, 0, "passed")
    act(s, "Mob", "step", area="Te3")
    assert seen(s, "M1")["area"] == "Te3"


def test_6_1_a_mob_unit_failing_its_gas_check_on_the_move_stops_and_chooses() -> None:
    # A failed check ends the move there (ruling M-3) and gives the Mob 6.1's choice.
    s = start([unit("Mob", "untrained_crowd", "Te5"), unit("Police", "line", "Th8")],
              dice=[4], phase="move", active="Mob", gas_markers=["Te4"])  # fmt: skip
    act(s, "Mob", "select", unit="M1")
    events = act(s, "Mob", "step", area="Te4")
    (check,) = of(events, "morale")
    assert (check.data["roll"], check.data["result"]) == (4, "suppressed")
    assert offered(s, "Mob", "gas_choice", retreat=True)
    assert not offered(s, "Mob", "step", area="Te3")
    act(s, "Mob", "gas_choice", retreat=False)
    assert seen(s, "M1")["area"] == "Te4" and seen(s, "M1")["suppressed"]


def test_6_1_a_hidden_mob_unit_placed_in_a_gas_area_checks_at_once() -> None:
    # "At any time when Mob units find themselves in the same area as a gas marker ...
    # they must immediately conduct a Morale Check": also when revealed (8.4) into it.
    s = start([unit("Mob", "slingshot_punk", "Tb2", hidden=True),
               unit("Police", "line", "Tc1")],
              dice=[6], phase="move", active="Police", gas_markers=["Tb3"])  # fmt: skip
    act(s, "Police", "select", unit="P1")
    act(s, "Police", "step", area="Tc2")
    assert s.decision().sides == ("Mob",)
    events = act(s, "Mob", "reveal", area="Tb3")
    (check,) = of(events, "morale")
    assert (check.data["unit"], check.data["roll"], check.data["result"]) == ("M1", 6, "suppressed")


def test_6_1_1_the_gas_gun_passes_to_a_squad_in_its_area_and_is_lost_with_the_last() -> None:
    # "if the last Police Group unit in the same area as a Gas Gun counter is eliminated
    # ... the Gas Gun is removed from the game" (ruling G-1: it passes to another squad).
    punks = [unit("Mob", "shotgun_punk", "Tc7", count=3)]
    for others, lost in (([], True), ([unit("Police", "line", "Tc6")], False)):
        s = start([unit("Police", "line", "Tc6", gas_gun=True), *others, *punks],
                  dice=[4, 5], phase="fire", active="Mob",
                  engagement={"Mob": 4, "Police": 1})  # fmt: skip
        act(s, "Mob", "fire", unit="M1")
        act(s, "Mob", "target", unit="P1")
        act(s, "Mob", "add", unit="M2")
        act(s, "Mob", "add", unit="M3")
        events = act(s, "Mob", "resolve")  # 18 on 16-20 at 4: K; MC 5 + 2 = 7: eliminated
        assert seen(s, "P1")["area"] == "eliminated"
        assert bool(of(events, "gas_gun_lost")) is lost
        if not lost:
            assert seen(s, "P2")["gas_gun"]


def test_6_1_1_a_gas_gun_into_an_empty_area_rolls_no_die() -> None:
    # "When a Gas Grenade is fired by a Gas Gun into an area containing enemy or friendly
    # units, roll 1d6": into an empty area, no roll and no WIA.
    s = start([unit("Police", "line", "Ta8", gas_gun=True), unit("Mob", "pistol_punk", "Th1")],
              dice=[], phase="fire", active="Police", gas=1)  # fmt: skip
    act(s, "Police", "gas", unit="P1")
    events = act(s, "Police", "into", area="Tf8")
    assert not of(events, "gas_wia") and s.view(None)["wia"]["Police"] == 0


def test_6_4_an_agitator_left_behind_by_its_crowd_is_caught_alone() -> None:
    # "They are eliminated if ever caught alone in an area by Police units": after the
    # Crowd's retreat the Agitator that stays is caught alone (ruling R-3).
    s = start([unit("Mob", "untrained_crowd", "Td4"), unit("Mob", "agitator", "Td4"),
               unit("Police", "tactical", "Td4")],
              dice=[5, 1, 1], phase="shock", active="Police")  # fmt: skip
    act(s, "Police", "shock_roll", strength=7)
    act(s, "Mob", "shock_roll", strength=6)  # Police "2", the Mob "-"
    act(s, "Police", "retreat_to", area="Td3", level=0)
    act(s, "Police", "retreat_to", area="Td2", level=0)
    events = act(s, "Mob", "accompany", unit="M2", go=False)
    assert of(events, "caught_alone") and seen(s, "M2")["area"] == "eliminated"
    assert s.view(None)["vp"]["Police"] == 3


def test_6_4_two_agitators_add_no_more_than_one() -> None:
    # "Having more than one Agitator in an area has no additional effect."
    s = start([unit("Mob", "untrained_crowd", "Tc7"), unit("Mob", "agitator", "Tc7", count=2),
               unit("Police", "line", "Tc7")],
              phase="shock", active="Police")  # fmt: skip
    act(s, "Police", "shock_roll", strength=5)
    assert offered(s, "Mob", "shock_roll", strength=6)
    assert not offered(s, "Mob", "shock_roll", strength=7)


def test_6_1_1_the_gas_gun_of_a_destroyed_water_cannon_is_lost() -> None:
    # "(or if the special vehicle carrying it is eliminated), the Gas Gun is removed from
    # the game": it does not pass to a squad beside the wreck.
    s = start([unit("Mob", "untrained_crowd", "Td3"),
               unit("Police", "water_cannon", "Td4", gas_gun=True), unit("Police", "line", "Td4")],
              dice=[1, 1, 1, 5, 5], phase="fire", active="Mob", molotovs=1)  # fmt: skip
    act(s, "Mob", "molotov", unit="M1")
    events = act(s, "Mob", "into", area="Td4")  # both "-", MC passed, fire 5+1, the WC 5+1
    assert seen(s, "P1")["area"] == "eliminated" and of(events, "gas_gun_lost")
    assert not seen(s, "P2")["gas_gun"]


def test_6_1_a_mob_sniper_going_along_into_gas_checks_at_once() -> None:
    # "At any time when Mob units find themselves in the same area as a gas marker": a Mob
    # Sniper that goes along with a retreating unit (ruling R-3) into a Gas area checks too.
    s = start([unit("Mob", "pistol_punk", "Td4"), unit("Mob", "mob_sniper", "Td4"),
               unit("Police", "tactical", "Td4")],
              dice=[3, 1, 6, 1, 1], phase="shock", active="Police", turns=1,
              gas_markers=["Td3"])  # fmt: skip
    act(s, "Police", "shock_roll", strength=7)
    act(s, "Mob", "shock_roll", strength=1)  # Police "1" (7-9 at 3), the Mob "-"
    act(s, "Police", "retreat_to", area="Td3", level=0)
    events = act(s, "Mob", "accompany", unit="M2", go=True)
    checks = [(c.data["unit"], c.data["drm"], c.data["result"]) for c in of(events, "morale")]
    assert checks == [("M2", 0, "suppressed")]
    assert offered(s, "Mob", "gas_choice", retreat=False)
