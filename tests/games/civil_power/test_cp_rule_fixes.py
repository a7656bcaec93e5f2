"""Rules the engine got wrong (issue 15, Civil Power items 1-13), each from the smallest
position, with scripted dice, through the public API (start, decision, options, apply)."""

from __future__ import annotations

from typing import Any

from cp_support import kinds, play, position, unit, where

from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    DONE,
    RESOLVE,
    Fire,
    Gas,
    Into,
    Molotov,
    RetreatTo,
    Select,
    ShockRoll,
    Step,
    Stop,
    SurgeLeave,
    Target,
)
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.values import ELIMINATED, HIDDEN


def _finish(s: CivilPowerState) -> list[Event]:
    """Every side passes (Done) until the game ends."""
    events: list[Event] = []
    while s.outcome() is None:
        decision = s.decision()
        assert decision is not None
        events += s.apply(decision.sides[0], DONE)
    return events


def _surge(units: list[dict[str, Any]], dice: list[int], **fields: Any) -> CivilPowerState:
    """Two Mob Crowds (Tc7 -> Td7 -> Td8 and Tc8 -> Td8) surge onto a Police Reserve in Td8
    and beat it (X against -); the Reserve's retreat (one area, Mob's choice) and its Morale
    Check (a 6 eliminates it) leave the surge: one Crowd must now leave Td8."""
    base = [
        unit("Mob", "untrained_crowd", "Tc7"),
        unit("Mob", "untrained_crowd", "Tc8"),
        unit("Police", "reserve", "Td8"),
    ]
    s = position(base + units, dice=[6, 1, 6, *dice], phase="move", active="Mob", **fields)
    play(s, "Mob", Select("M1"), Step("Td7"), Step("Td8"), Select("M2"), Step("Td8"), DONE)
    play(s, "Mob", ShockRoll(10))
    play(s, "Police", ShockRoll(3))
    while s.tasks and s.tasks[-1].kind == "retreat":
        play(s, "Mob", s.options("Mob")[0])
    assert s.loc[2] == ELIMINATED and s.tasks[-1].kind == "surge"
    return s


# -- 1. 8.9 Mob Tactical Disintegration ------------------------------------------------------------


def test_8_9_tdn_at_or_below_zero_ends_the_game_at_the_next_mob_recovery() -> None:
    # TDN 3; the Police's first tear gas costs 1d6 = 6: the TDN is -3, and Game-turn 2 is
    # "equal to or greater than" it at the end of the Mob's Suppression Recovery Phase.
    s = position(
        [unit("Police", "line", "Th8"), unit("Mob", "pistol_punk", "Ta1")],
        dice=[6], phase="fire", active="Police", gas=1, tdn=3,
        options={"tactical_disintegration": True},
    )  # fmt: skip
    play(s, "Police", Gas("P1"), Into("Tg8"))
    assert s.tdn == -3
    events = _finish(s)
    outcome = s.outcome()
    assert outcome is not None and "8.9" in outcome.reason
    assert s.turn == 2 and kinds(events, "disintegration")[0].data == {"tdn": -3, "side": "Mob"}


# -- 2. 6.4 Agitators, 6.3 Snipers: "or if all units stacked with them are eliminated" -------------


def test_6_4_agitator_eliminated_when_fire_from_elsewhere_eliminates_its_stack() -> None:
    # The Tactical (EL 5: 12, doubled) fires from Tc4 at the Punk in Td4: 6 on the 12-15
    # column is a K; the Punk's check 6 +2 (K) -1 (Agitator) = 7 eliminates it, and the
    # Agitator, every unit stacked with it eliminated, goes too (no Police in its area).
    s = position(
        [unit("Police", "tactical", "Tc4"), unit("Mob", "pistol_punk", "Td4"),
         unit("Mob", "agitator", "Td4")],
        dice=[6, 6], phase="fire", active="Police", engagement={"Mob": 1, "Police": 5},
    )  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert kinds(events, "fire")[0].data["result"] == "K"
    assert s.loc[1] == ELIMINATED and s.loc[2] == ELIMINATED
    assert [e.data["unit"] for e in kinds(events, "eliminated")] == ["M1", "M2"]
    assert s.vp["Police"] == 3 + 3


def test_6_3_police_sniper_eliminated_when_fire_from_elsewhere_eliminates_its_stack() -> None:
    # A Shotgun Punk (EL 4) fires from Tc4 at a Line in Td4 stacked with a Police Sniper: 6
    # on the 6-8 column is a W; the Line's check 6 +1 (W) = 7 eliminates it, and the Sniper
    # with it (no Mob unit in its area).
    s = position(
        [unit("Mob", "shotgun_punk", "Tc4"), unit("Police", "line", "Td4"),
         unit("Police", "police_sniper", "Td4")],
        dice=[6, 6], phase="fire", active="Mob", engagement={"Mob": 4, "Police": 1},
    )  # fmt: skip
    events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
    assert s.loc[1] == ELIMINATED and s.loc[2] == ELIMINATED
    assert kinds(events, "caught_alone")[0].rule == "6.3"
    assert s.vp["Mob"] == 5 + 5


def test_6_4_agitator_with_a_friend_left_stays() -> None:
    # The other half of the rule's reach: a Crowd still stands with it, so it stays.
    s = position(
        [unit("Police", "tactical", "Tc4"), unit("Mob", "pistol_punk", "Td4"),
         unit("Mob", "agitator", "Td4"), unit("Mob", "untrained_crowd", "Td4")],
        dice=[6, 6], phase="fire", active="Police", engagement={"Mob": 1, "Police": 5},
    )  # fmt: skip
    play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert s.loc[1] == ELIMINATED and where(s, "M2") == "Td4"


# -- 3. 5.3.2 / 6.6: three areas at night for every LOS, a Gas Gun's too ---------------------------


def test_5_3_2_night_limits_a_gas_gun_to_three_areas() -> None:
    s = position(
        [unit("Police", "line", "Ta8", gas_gun=True), unit("Mob", "pistol_punk", "Th1")],
        phase="fire", active="Police", gas=1, night=[1],
    )  # fmt: skip
    play(s, "Police", Gas("P1"))
    offered = {o.area for o in s.options("Police") if isinstance(o, Into)}
    assert "Td8" in offered and not offered & {"Te8", "Tf8", "Tg8"}


def test_6_6_a_fire_lights_a_gas_gun_target_at_night() -> None:
    s = position(
        [unit("Police", "line", "Ta8", gas_gun=True), unit("Mob", "pistol_punk", "Th1")],
        phase="fire", active="Police", gas=1, night=[1], fires=["Tf7"],
    )  # fmt: skip
    play(s, "Police", Gas("P1"))
    offered = {o.area for o in s.options("Police") if isinstance(o, Into)}
    assert {"Te8", "Tf8", "Tg8"} <= offered  # open areas beside the Fire are day


# -- 4. 6.5 the Fire Check's log -------------------------------------------------------------------


def test_6_5_fire_check_log_shows_the_roll_and_a_bonus_only_when_there_is_one() -> None:
    # A 2 into the street Tb7 (no bonus), then into building A's Tb3 (+1).
    for thrower, into, said in (("Tc7", "Tb7", "2"), ("Ta3", "Tb3", "2+1")):
        s = position(
            [unit("Mob", "untrained_crowd", thrower), unit("Police", "line", "Th1")],
            dice=[2], phase="fire", active="Mob", molotovs=1,
        )  # fmt: skip
        events = play(s, "Mob", Molotov("M1"), Into(into))
        assert kinds(events, "fire_check")[0].text == f"Fire Check in {into}: {said}: no fire"


# -- 5. 4.1 / 5.4.3: why "done" is withheld --------------------------------------------------------


def test_4_1_done_withheld_while_overstacked_names_the_area() -> None:
    s = position(
        [unit("Mob", "untrained_crowd", "Tc8"), unit("Mob", "untrained_crowd", "Tc8"),
         unit("Police", "line", "Th1")],
        phase="move", active="Mob",
    )  # fmt: skip
    assert DONE not in s.options("Mob")
    decision = s.decision()
    assert decision is not None
    assert decision.prompt == (
        "Movement Phase: Tc8 is over-stacked (2 Crowds; the limit is 1): move units out of "
        "it before ending the phase (4.1)"
    )
    play(s, "Mob", Select("M1"), Step("Tb8"), Stop())
    assert DONE in s.options("Mob") and "over-stacked" not in s.decision().prompt  # type: ignore[union-attr]


def test_4_0_done_withheld_while_units_are_due_says_which() -> None:
    # Ruling E-2: a unit that must enter "on turns 1 and 2" comes on by turn 2.
    s = position(
        [unit("Mob", "untrained_crowd", "", enter_turn=1, enter_by=1, enter=["Ta8"]),
         unit("Police", "line", "Th1")],
        phase="move", active="Mob",
    )  # fmt: skip
    assert DONE not in s.options("Mob")
    assert s.decision().prompt == (  # type: ignore[union-attr]
        "Movement Phase: M1 must come on the map this turn before the phase can end"
    )


# -- 6. 4.0 with 6.5: a Molotov is a Fire combat attack by the thrower -----------------------------


def test_4_0_a_crowd_that_threw_a_molotov_may_not_enter_enemy_units() -> None:
    s = position(
        [unit("Mob", "untrained_crowd", "Tc7"), unit("Police", "line", "Td7")],
        dice=[1], phase="fire", active="Mob", molotovs=1,
    )  # fmt: skip
    play(s, "Mob", Molotov("M1"), Into("Tb7"), DONE, Select("M1"))
    assert Step("Td7") not in s.options("Mob") and Step("Tc6") in s.options("Mob")


# -- 7. 8.14.2 with 5.3.2: the night limit in the Mob's line of sight ------------------------------


def test_8_14_2_at_night_a_friend_five_areas_away_is_out_of_sight() -> None:
    units = [unit("Mob", "pistol_punk", "Ta8"), unit("Mob", "pistol_punk", "Ta3"),
             unit("Police", "line", "Th1")]  # fmt: skip
    day = position(units, options={"command_control_sight": True}, phase="move", active="Mob")
    play(day, "Mob", Select("M1"))
    assert day.mp == 5  # Ta8 sees Ta3 up the open column
    night = position(units, options={"command_control_sight": True}, phase="move",
                     active="Mob", night=[1])  # fmt: skip
    play(night, "Mob", Select("M1"))
    assert night.mp == 3  # 5 halved, rounded up


# -- 8. 6.1 "at any time": gas checks after a surge and after moving out of a Fire -----------------


def test_6_1_a_crowd_leaving_a_surge_into_gas_checks_morale() -> None:
    s = _surge([], [6], gas_markers=["Te8"])
    events = play(s, "Mob", SurgeLeave("M2", "Te8"))
    checks = [e.data for e in kinds(events, "morale")]
    assert [(c["unit"], c["roll"], c["drm"]) for c in checks] == [("M2", 6, 0)]
    assert s.decision().sides == ("Mob",)  # type: ignore[union-attr]
    assert {o.kind for o in s.options("Mob")} == {"gas_choice"}


def test_6_1_moving_out_of_a_new_fire_into_gas_checks_morale() -> None:
    # The Crowd throws into its own Punk's area: no enemy to attack, a 6 starts a fire, the
    # Punk moves out into Gas and checks (a 5 > 4: failed, the gas choice follows).
    from strife.games.civil_power.model.actions import MoveOut

    s = position(
        [unit("Mob", "untrained_crowd", "Tc7"), unit("Mob", "pistol_punk", "Tc6"),
         unit("Police", "line", "Th1")],
        dice=[6, 5], phase="fire", active="Mob", molotovs=1, gas_markers=["Tb6"],
    )  # fmt: skip
    play(s, "Mob", Molotov("M1"), Into("Tc6"))
    events = play(s, "Mob", MoveOut("Tb6"))
    checks = [e.data for e in kinds(events, "morale")]
    assert [(c["unit"], c["roll"]) for c in checks] == [("M2", 5)]
    assert {o.kind for o in s.options("Mob")} == {"gas_choice"}


# -- 9. 5.4.2: the Crowd leaving a surge may go into enemy units and fight again -------------------


def test_5_4_2_the_leaving_crowd_may_enter_enemy_units_and_fight_again() -> None:
    s = _surge([unit("Police", "line", "Te8")], [])
    assert SurgeLeave("M2", "Te8") in s.options("Mob")
    play(s, "Mob", SurgeLeave("M2", "Te8"))
    assert where(s, "M2") == "Te8"
    assert s.decision().prompt.startswith("5.4.1")  # type: ignore[union-attr]
    assert ShockRoll(5) in s.options("Mob")


# -- 10. 6.3 "if ever caught alone": a retreat into a lone Sniper's area ---------------------------


def _retreat_into(
    extra: list[dict[str, Any]], dice: list[int]
) -> tuple[CivilPowerState, list[Event]]:
    """The Police Line moves Te6 -> Te7 onto a Mob Crowd: 6 on the 5,6 column against the
    Crowd's 1 on 5,6 ("-"): the Crowd retreats; Te8 holds a Mob Punk, so no area is empty
    and the Police may send it into Td7."""
    s = position(
        [unit("Police", "line", "Te6"), unit("Mob", "untrained_crowd", "Te7"),
         unit("Mob", "pistol_punk", "Te8"), *extra],
        dice=dice, phase="move", active="Police",
    )  # fmt: skip
    play(s, "Police", Select("P1"), Step("Te7"), DONE)
    play(s, "Police", ShockRoll(5))
    play(s, "Mob", ShockRoll(5))
    return s, play(s, "Police", RetreatTo("Td7", 0))


def test_6_3_a_sniper_caught_alone_by_a_retreating_crowd_is_eliminated_at_once() -> None:
    s, events = _retreat_into([unit("Police", "police_sniper", "Td7")], [5, 1, 1, 1])
    assert kinds(events, "caught_alone") and s.loc[3] == ELIMINATED
    assert s.vp["Mob"] == 5


# -- 11. 8.4: an enemy retreating into the building reveals the hidden unit ------------------------


def test_8_4_an_enemy_retreating_into_the_building_reveals_hidden_units() -> None:
    s = position(
        [unit("Police", "line", "Tb5"), unit("Mob", "pistol_punk", "Tc5"),
         unit("Police", "police_sniper", "Td6", hidden=True)],
        dice=[6, 1, 1, 1], phase="move", active="Police",
    )  # fmt: skip
    assert s.loc[2] == HIDDEN
    play(s, "Police", Select("P1"), Step("Tc5"), DONE)
    play(s, "Police", ShockRoll(5))
    play(s, "Mob", ShockRoll(1))
    events = play(s, "Police", RetreatTo("Td5", 0))
    assert kinds(events, "revealed")
    assert s.decision().sides == ("Police",)  # type: ignore[union-attr]
    assert {o.kind for o in s.options("Police")} == {"reveal"}


# -- 12. 8.2: a Water Cannon shot extinguishes a Fire ----------------------------------------------


def test_8_2_a_water_cannon_may_shoot_at_a_fire_and_put_it_out() -> None:
    s = position(
        [unit("Police", "water_cannon", "Ta8"), unit("Mob", "pistol_punk", "Th1")],
        phase="fire", active="Police", fires=["Tc8"], engagement={"Mob": 1, "Police": 1},
    )  # fmt: skip
    assert Fire("P1") in s.options("Police")
    play(s, "Police", Fire("P1"))
    assert Into("Tc8") in s.options("Police")
    events = play(s, "Police", Into("Tc8"))
    assert kinds(events, "fire_out") and not s.fires
    assert Fire("P1") not in s.options("Police")  # its one attack of the phase


# -- 13. 6.2: the Barricade modifier only where the side crossed is the fight's area's -------------


def test_6_2_barricade_crossed_on_the_way_gives_no_modifier_elsewhere() -> None:
    s = position(
        [unit("Police", "tactical", "Te5"), unit("Mob", "pistol_punk", "Td4")],
        dice=[3, 1, 1, 1, 1, 1], phase="move", active="Police", barricades=["Te4|Te5"],
    )  # fmt: skip
    play(s, "Police", Select("P1"), Step("Te4"), Step("Td4"), DONE)
    events = play(s, "Police", ShockRoll(7)) + play(s, "Mob", ShockRoll(1))
    police = next(e for e in kinds(events, "shock") if e.data["side"] == "Police")
    assert police.data["drm"] == 0


def test_6_2_a_crowd_leaving_a_surge_keeps_no_mark_from_the_area_it_left() -> None:
    # M2 crossed the Barricade Tc8|Td8 into the surge (-1 there); it leaves into Te8 across
    # no Barricade and fights the Line there with no modifier.
    s = _surge([unit("Police", "line", "Te8")], [3, 1], barricades=["Tc8|Td8"])
    play(s, "Mob", SurgeLeave("M2", "Te8"), ShockRoll(5))
    events = play(s, "Police", ShockRoll(5))
    mob = next(e for e in kinds(events, "shock") if e.data["side"] == "Mob")
    assert (mob.data["roll"], mob.data["drm"]) == (3, 0)


def test_4_1_a_choice_that_interrupts_play_says_what_it_asks() -> None:
    # The Police beat the Crowd (5 on 5,6: "2"; the Crowd's 1: "-") and conduct its retreat.
    s = position(
        [unit("Police", "line", "Te6"), unit("Mob", "untrained_crowd", "Te7")],
        dice=[5, 1], phase="move", active="Police",
    )  # fmt: skip
    play(s, "Police", Select("P1"), Step("Te7"), DONE, ShockRoll(5))
    play(s, "Mob", ShockRoll(5))
    assert s.decision().prompt == (  # type: ignore[union-attr]
        "5.4.3: conduct the retreat of M1 (Untrained Crowd) from Te7"
    )
