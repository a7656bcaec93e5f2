"""6.1 Tear Gas, 6.1.1 Gas Guns, 6.2 Barricades, 6.3 Snipers, 6.4 Agitators, 6.5 Molotov
Cocktails, 6.6 Night, 6.7 Engagement Level, 7.0 Victory."""

from __future__ import annotations

from cp_support import kinds, play, position, unit, where

from strife.games.civil_power.model.actions import (
    DONE,
    GAS_RETREAT,
    GAS_SUPPRESS,
    RAISE_EL,
    RESOLVE,
    Fire,
    Gas,
    Into,
    Molotov,
    MoveOut,
    RetreatTo,
    Select,
    ShockRoll,
    Step,
    Target,
)
from strife.games.civil_power.model.values import ELIMINATED, SUPPRESSED
from strife.games.civil_power.rules.victory import judge


def test_6_1_gas_morale_check_failed_mob_chooses_retreat_or_suppression() -> None:
    s = position(
        [unit("Police", "line", "Tc6"), unit("Mob", "untrained_crowd", "Tc7")],
        dice=[5], phase="fire", active="Police", gas=2,
    )  # fmt: skip
    play(s, "Police", Gas("P1"), Into("Tc7"))
    assert s.stores["gas"] == 1 and s.gas
    assert s.decision().sides == ("Mob",)
    assert set(s.options("Mob")) == {GAS_RETREAT, GAS_SUPPRESS}
    play(s, "Mob", GAS_RETREAT)
    # 6.1: the retreat is conducted by the attacker, as in 5.4.3.
    assert s.decision().sides == ("Police",)
    play(s, "Police", RetreatTo("Tb7", 0))
    assert where(s, "M1") == "Tb7"


def test_6_1_gas_morale_check_has_no_modifiers_and_police_are_masked() -> None:
    s = position(
        [unit("Police", "line", "Tc6"), unit("Mob", "untrained_crowd", "Tc7", suppressed=True),
         unit("Police", "line", "Tc7")],
        dice=[3], phase="fire", active="Police", gas=2, night=[1],
    )  # fmt: skip
    events = play(s, "Police", Gas("P1"), Into("Tc7"))
    checks = kinds(events, "morale")
    assert [c.data["unit"] for c in checks] == ["M1"] and checks[0].data["drm"] == 0


def test_6_1_gas_lasts_two_turns() -> None:
    s = position([unit("Police", "line", "Ta1")], gas_markers=["Th8"], turns=3)
    assert s.gas == {s.board.index["Th8"]: 2}  # flipped to Gas-2 at turn 1's Mutual phase
    for _ in range(4):
        s.apply(s.active, DONE)
    assert s.gas == {}


def test_6_1_1_gas_gun_reaches_six_areas_over_units_and_may_hit_a_head() -> None:
    s = position(
        [unit("Police", "line", "Ta8", gas_gun=True), unit("Police", "line", "Tb8"),
         unit("Mob", "pistol_punk", "Tg8")],
        dice=[6, 1], phase="fire", active="Police", gas=1,
    )  # fmt: skip
    play(s, "Police", Gas("P1"))
    assert Into("Tg8") in s.options("Police") and Into("Th8") not in s.options("Police")
    events = play(s, "Police", Into("Tg8"))
    assert kinds(events, "gas_wia") and s.wia["Police"] == 1


def test_6_2_barricade_protects_against_fire_across_it() -> None:
    s = position(
        [unit("Police", "tactical", "Te5"), unit("Mob", "pistol_punk", "Te4")],
        dice=[3, 1], phase="fire", active="Police", engagement={"Mob": 1, "Police": 4},
        barricades=["Te4|Te5"],
    )  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert kinds(events, "fire")[0].data["drm"] == -1


def test_6_2_barricade_modifier_against_units_that_crossed_it_in_shock() -> None:
    s = position(
        [unit("Police", "tactical", "Te5"), unit("Mob", "pistol_punk", "Te4")],
        dice=[3, 1, 1, 1, 1, 1], phase="move", active="Police", barricades=["Te4|Te5"],
    )  # fmt: skip
    play(s, "Police", Select("P1"), Step("Te4"), DONE)
    events = play(s, "Police", ShockRoll(7)) + play(s, "Mob", ShockRoll(1))
    police = next(e for e in kinds(events, "shock") if e.data["side"] == "Police")
    assert police.data["drm"] == -1


def test_6_3_a_sniper_caught_alone_is_eliminated() -> None:
    s = position(
        [unit("Police", "line", "Tc6"), unit("Mob", "mob_sniper", "Tc7")],
        phase="move", active="Police",
    )  # fmt: skip
    events = play(s, "Police", Select("P1"), Step("Tc7"), DONE)
    assert kinds(events, "caught_alone") and s.loc[1] == ELIMINATED
    assert s.vp["Police"] == 3


def test_6_4_agitator_adds_one_to_each_group_and_crowd() -> None:
    s = position(
        [unit("Mob", "untrained_crowd", "Tc7"), unit("Mob", "pistol_punk", "Tc7"),
         unit("Mob", "agitator", "Tc7"), unit("Police", "line", "Tc6")],
        phase="move", active="Police", engagement={"Mob": 1, "Police": 1},
    )  # fmt: skip
    play(s, "Police", Select("P1"), Step("Tc7"), DONE)
    assert ShockRoll(5 + 1 + 1 + 1) in s.options("Mob")


def test_6_5_molotov_attacks_each_unit_and_may_start_a_fire() -> None:
    s = position(
        [unit("Mob", "untrained_crowd", "Tc7"), unit("Police", "line", "Tc6"),
         unit("Police", "reserve", "Tc6")],
        dice=[1, 1, 1, 1, 6], phase="fire", active="Mob", molotovs=2,
    )  # fmt: skip
    events = play(s, "Mob", Molotov("M1"), Into("Tc6"))
    assert len(kinds(events, "fire")) == 2
    assert all(e.data["strength"] == 4 for e in kinds(events, "fire"))
    assert kinds(events, "fire_starts")
    # Everyone in the burning area moves out, the owner choosing where.
    assert s.decision().sides == ("Police",)
    play(s, "Police", MoveOut("Tb6"))
    play(s, "Police", MoveOut("Td6"))
    assert s.at(s.board.index["Tc6"]) == []
    # A Crowd may throw again, but not fire.
    assert Molotov("M1") in s.options("Mob")


def test_6_5_no_one_may_pass_through_a_fire() -> None:
    s = position([unit("Police", "line", "Tb6")], phase="move", active="Police", fires=["Tc6"])
    play(s, "Police", Select("P1"))
    assert Step("Tc6") not in s.options("Police")


def test_6_6_a_fire_lights_adjacent_open_areas_at_night() -> None:
    units = [unit("Police", "hmg", "Ta8"), unit("Mob", "pistol_punk", "Tg8")]
    dark = position(units, phase="fire", active="Police", night=[1],
                    engagement={"Mob": 1, "Police": 4})  # fmt: skip
    assert Fire("P1") not in dark.options("Police")  # six areas away at night
    s = position(units, phase="fire", active="Police", night=[1], fires=["Th8"],
                 engagement={"Mob": 1, "Police": 4})  # fmt: skip
    play(s, "Police", Fire("P1"))
    assert Target("M1") in s.options("Police")


def test_6_7_el_0_allows_no_fire_and_raising_costs_a_level_of_victory() -> None:
    units = [unit("Police", "tactical", "Ta8"), unit("Mob", "pistol_punk", "Tb8")]
    s = position(units, phase="fire", active="Police", engagement={"Mob": 0, "Police": 0})
    assert Fire("P1") not in s.options("Police")
    for _ in range(4):
        play(s, "Police", RAISE_EL)
    assert s.el["Police"] == 4 and s.el_raised["Police"] == 4
    assert Fire("P1") in s.options("Police")


def test_6_7_el_3_police_snipers_only_at_groups_and_agitators() -> None:
    units = [unit("Police", "police_sniper", "Ta8"), unit("Police", "tactical", "Ta7"),
             unit("Mob", "untrained_crowd", "Tc8"), unit("Mob", "agitator", "Tc7")]  # fmt: skip
    s = position(units, phase="fire", active="Police", engagement={"Mob": 1, "Police": 3})
    assert Fire("P2") not in s.options("Police")
    play(s, "Police", Fire("P1"))
    assert s.options("Police")[:-1] == [Target("M2")]


def test_7_0_victory_levels() -> None:
    none = {"Mob": 0, "Police": 0}
    assert judge({"Mob": 10, "Police": 6}, none) == (("Mob",), "Marginal Victory")
    assert judge({"Mob": 12, "Police": 6}, none) == (("Mob",), "Substantial Victory")
    assert judge({"Mob": 18, "Police": 6}, none) == (("Mob",), "Decisive Victory")
    # Zero or less counts as 1 for the ratio.
    assert judge({"Mob": -4, "Police": 3}, none) == (("Police",), "Decisive Victory")
    # Both negative: the one nearer zero wins, Marginal at most.
    assert judge({"Mob": -2, "Police": -20}, none) == (("Mob",), "Marginal Victory")
    assert judge({"Mob": 5, "Police": 5}, none) == ((), "draw")


def test_6_7_each_el_raised_costs_one_level_of_victory() -> None:
    assert judge({"Mob": 18, "Police": 6}, {"Mob": 2, "Police": 0}) == (
        ("Mob",), "Marginal Victory"
    )  # fmt: skip
    assert judge({"Mob": 18, "Police": 6}, {"Mob": 3, "Police": 0}) == ((), "draw")


def test_7_0_casualties_inflicted_cost_vp() -> None:
    s = position(
        [unit("Police", "tactical", "Tc4"), unit("Mob", "untrained_crowd", "Td4")],
        dice=[4, 1], phase="fire", active="Police", engagement={"Mob": 1, "Police": 4},
    )  # fmt: skip
    play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)  # 4 + 2 = 6 on 6-8: W, doubled
    assert s.wia["Police"] == 2
    assert s.view(None)["vp"]["Police"] == -2
    assert not s.flags[1] & SUPPRESSED  # MC 1 + 1 (W) = 2: passed
