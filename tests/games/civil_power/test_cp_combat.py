"""5.1 Morale Checks, 5.2 suppression, 5.3 Fire combat, 5.4 Shock combat and retreats,
5.5 Suppression Recovery, 3.0 the sequence of play."""

from __future__ import annotations

import re

from cp_support import GAME, kinds, play, position, unit, where

from strife.games.civil_power.model.actions import (
    CANCEL,
    DONE,
    RESOLVE,
    VOLUNTARY,
    Accompany,
    AddFirer,
    Fire,
    RetreatTo,
    ShockRoll,
    Target,
)
from strife.games.civil_power.model.values import ELIMINATED, SUPPRESSED


def _fire(units: list[dict[str, object]], dice: list[int], **fields: object):  # type: ignore[no-untyped-def]
    fields.setdefault("engagement", {"Mob": 4, "Police": 4})
    return position(units, dice=dice, phase="fire", active=fields.pop("active", "Mob"), **fields)


def test_3_0_each_player_turn_is_fire_movement_shock_recovery_mob_first() -> None:
    s = position([unit("Mob", "pistol_punk", "Ta1"), unit("Police", "line", "Th8")], turns=1)
    seen = []
    while s.decision() is not None:
        seen.append((s.active, s.phase))
        s.apply(s.active, DONE)
    assert seen == [("Mob", "fire"), ("Mob", "move"), ("Police", "fire"), ("Police", "move")]
    assert s.outcome() is not None


def test_5_1_morale_check_passed_suppressed_or_eliminated_at_7() -> None:
    units = [unit("Mob", "pistol_punk", "Tc4"), unit("Police", "line", "Td4")]
    for mc_roll, expected in ((4, "passed"), (5, "suppressed"), (6, "suppressed")):
        s = _fire(units, [1, mc_roll])
        events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
        assert kinds(events, "morale")[0].data["result"] == expected
    # A W result (+1, reconstructed) makes a 6 a 7: eliminated whatever the morale.
    s = _fire(units, [6, 6])
    events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
    assert kinds(events, "fire")[0].data["result"] == "W"
    assert kinds(events, "morale")[0].data["result"] == "eliminated"
    assert s.loc[1] == ELIMINATED and s.vp["Mob"] == 5


def test_5_3_1_w_and_k_doubled_for_crowds() -> None:
    s = _fire([unit("Police", "tactical", "Tc4"), unit("Mob", "untrained_crowd", "Td4")],
              [6, 1], active="Police")  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert kinds(events, "fire")[0].data["result"] == "K"  # 6 + 2 (Crowd) on 6-8
    assert s.kia["Police"] == 2


def test_5_3_1_a_w_or_k_eliminates_an_individual() -> None:
    s = _fire([unit("Police", "tactical", "Tc4"), unit("Mob", "mob_sniper", "Td4")],
              [5], active="Police")  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert kinds(events, "fire")[0].data["result"] == "W"
    assert s.loc[0] != ELIMINATED and s.loc[1] == ELIMINATED


def test_5_3_2_range_is_half_the_fire_strength_rounded_up() -> None:
    # A Pistol Punk (fire 4) reaches 2 areas, not 3.
    s = _fire([unit("Mob", "pistol_punk", "Ta8"), unit("Police", "line", "Tc8"),
               unit("Police", "line", "Td8")], [])  # fmt: skip
    play(s, "Mob", Fire("M1"))
    assert Target("P1") in s.options("Mob") and Target("P2") not in s.options("Mob")


def test_5_3_2_buildings_block_los_through_not_into() -> None:
    # Ta2 -> Td2 passes through building A (Tb2, Tc2): blocked at street level...
    s = _fire([unit("Police", "tactical", "Ta2"), unit("Mob", "pistol_punk", "Td2"),
               unit("Mob", "pistol_punk", "Tb2")], [], active="Police")  # fmt: skip
    play(s, "Police", Fire("P1"))
    assert Target("M1") not in s.options("Police")
    assert Target("M2") in s.options("Police")  # ...but a unit in the building is seen


def test_5_3_2_group_units_block_los_unless_a_level_higher() -> None:
    units = [unit("Police", "tactical", "Td1"), unit("Mob", "pistol_punk", "Td3"),
             unit("Mob", "untrained_crowd", "Td2")]  # fmt: skip
    s = _fire(units, [], active="Police")
    play(s, "Police", Fire("P1"))
    assert Target("M1") not in s.options("Police")


def test_5_3_2_night_limits_los_to_three_areas() -> None:
    units = [unit("Police", "tactical", "Ta8"), unit("Mob", "pistol_punk", "Te8"),
             unit("Police", "police_sniper", "Ta7")]  # fmt: skip
    s = _fire(units, [], active="Police", night=[1])
    assert Fire("P1") not in s.options("Police")  # 4 areas at night: no target
    play(s, "Police", Fire("P2"))
    assert Target("M1") in s.options("Police")  # Police snipers see at night


def test_5_3_combined_fire_needs_adjacent_firers_and_snipers_never_combine() -> None:
    units = [unit("Mob", "pistol_punk", "Ta8"), unit("Mob", "pistol_punk", "Tc8"),
             unit("Mob", "pistol_punk", "Tb8"), unit("Mob", "mob_sniper", "Ta8"),
             unit("Police", "line", "Tb7")]  # fmt: skip
    s = _fire(units, [])
    play(s, "Mob", Fire("M1"), Target("P1"))
    opts = s.options("Mob")
    assert AddFirer("M3") in opts and AddFirer("M2") not in opts and AddFirer("M4") not in opts


def test_5_4_1_voluntary_retreat_in_place_of_rolling() -> None:
    s = position(
        [unit("Mob", "pistol_punk", "Tc6"), unit("Police", "line", "Tc5")],
        dice=[2, 3],
        phase="move", active="Police", turns=1,
    )  # fmt: skip
    play(s, "Police", *[s.options("Police")[0]])  # select P1
    from strife.games.civil_power.model.actions import Step

    play(s, "Police", Step("Tc6"), DONE)
    assert VOLUNTARY in s.options("Mob")
    events = play(s, "Mob", VOLUNTARY) + play(s, "Police", ShockRoll(5))
    assert [e.data["side"] for e in kinds(events, "shock")] == ["Police"]
    assert s.tasks[-1].kind == "retreat" and s.decision().sides == ("Police",)


def test_5_4_3_units_retreat_through_empty_areas_first() -> None:
    s = position(
        [unit("Mob", "pistol_punk", "Tg7"), unit("Mob", "pistol_punk", "Th8"),
         unit("Police", "tactical", "Tg6")],
        dice=[6, 1],
        phase="move", active="Police", turns=1,
    )  # fmt: skip
    play(s, "Police", s.options("Police")[0])
    from strife.games.civil_power.model.actions import Step

    play(s, "Police", Step("Tg7"), DONE)
    play(s, "Police", ShockRoll(7))
    play(s, "Mob", ShockRoll(1))
    opts = s.options("Police")
    assert RetreatTo("Th8", 0) not in opts  # a friendly unit is there; empty areas exist
    assert RetreatTo("Tf8", 0) in opts and RetreatTo("Tg8", 0) in opts


def test_5_4_3_agitators_may_go_with_a_retreating_unit() -> None:
    s = position(
        [unit("Mob", "untrained_crowd", "Tg7"), unit("Mob", "agitator", "Tg7"),
         unit("Police", "tactical", "Tg6")],
        dice=[3, 6, 1, 1],
        phase="move", active="Police", turns=1, engagement={"Mob": 0, "Police": 0},
    )  # fmt: skip
    play(s, "Police", s.options("Police")[0])
    from strife.games.civil_power.model.actions import Step

    play(s, "Police", Step("Tg7"), DONE)
    play(s, "Police", ShockRoll(7))
    play(s, "Mob", ShockRoll(6))
    play(s, "Police", RetreatTo("Tg8", 0))
    assert s.decision().sides == ("Mob",)
    play(s, "Mob", Accompany("M2", True))
    assert where(s, "M2") == "Tg8"


def test_5_4_3_second_level_retreat_down_or_to_a_building_area() -> None:
    s = position(
        [unit("Mob", "pistol_punk", "Tc3", level=1), unit("Police", "tactical", "Tc3", level=1)],
        dice=[6, 1], phase="shock", active="Police", turns=1,
    )  # fmt: skip
    play(s, "Police", ShockRoll(7))
    play(s, "Mob", ShockRoll(1))
    opts = set(s.options("Police"))
    assert RetreatTo("Tc3", 0) in opts  # down to the street of the same area
    assert all(o.level == 1 or o.area == "Tc3" for o in opts)  # type: ignore[attr-defined]


def test_5_5_suppressed_units_recover_in_their_next_player_turn() -> None:
    s = position([unit("Mob", "pistol_punk", "Ta1", suppressed=True),
                  unit("Police", "line", "Th8")], turns=3)  # fmt: skip
    # Suppressed before turn 1: cranked at turn 1's Mutual phase, recovered in turn 1's
    # Mob Suppression Recovery Phase.
    s.apply("Mob", DONE)
    s.apply("Mob", DONE)
    assert not s.flags[0] & SUPPRESSED


def test_5_2_refusals_name_the_rule() -> None:
    import pytest

    from strife.core.errors import IllegalAction

    s = _fire([unit("Mob", "pistol_punk", "Tc4", suppressed=True),
               unit("Police", "line", "Td4")], [])  # fmt: skip
    with pytest.raises(IllegalAction, match=r"5\.2: suppressed units may not initiate"):
        s.apply("Mob", Fire("M1"))
    s = _fire([unit("Mob", "pistol_punk", "Tc4"), unit("Police", "line", "Td4")], [],
              engagement={"Mob": 1, "Police": 1})  # fmt: skip
    with pytest.raises(IllegalAction, match=r"6\.7: Pistol Punk may not use Fire combat"):
        s.apply("Mob", Fire("M1"))
    s = _fire([unit("Mob", "pistol_punk", "Ta8"), unit("Police", "line", "Tb8"),
               unit("Police", "line", "Te8")], [])  # fmt: skip
    s.apply("Mob", Fire("M1"))
    with pytest.raises(IllegalAction, match=r"5\.3\.2: the target is out of range"):
        s.apply("Mob", Target("P2"))


def test_5_3_2_the_board_shows_a_chosen_units_line_of_sight() -> None:
    """The renderer shows, for a counter pointed at, the areas it sees: from Ta2 building A
    is seen into (Tb2) but not through (Tc2, Td2); at night only three areas."""
    units = [unit("Police", "tactical", "Ta2"), unit("Mob", "pistol_punk", "Th8")]
    s = _fire(units, [], active="Police")
    shown = s.display_view("Police")
    sees = set(shown["sight"]["P1"])
    assert {"Ta2", "Tb2"} <= sees and not {"Tc2", "Td2"} & sees
    assert "M1" not in shown["sight"]  # only the viewer's own units
    assert "sight" not in s.view("Police")  # agents' views stay lean
    svg = GAME.render(shown)
    found = re.search(r'<g id="P1"[^>]* data-sees="([^"]*)"', svg)
    assert found is not None
    drawn = found.group(1).split()
    assert set(drawn) == sees
    night = _fire(units, [], active="Police", night=[1])
    far = [a for a in night.display_view("Police")["sight"]["P1"] if a in ("Tf2", "Tg2")]
    assert far == []  # 6.6: LOS limited to three areas


def test_E_3_an_attack_may_be_cancelled_once_per_unit_each_player_turn() -> None:
    s = _fire([unit("Police", "tactical", "Ta8"), unit("Mob", "pistol_punk", "Tc8")], [],
              active="Police", engagement={"Mob": 1, "Police": 4})  # fmt: skip
    play(s, "Police", Fire("P1"))
    assert CANCEL in s.options("Police")
    play(s, "Police", CANCEL)
    assert Fire("P1") in s.options("Police")  # it may still fire...
    play(s, "Police", Fire("P1"))
    assert CANCEL not in s.options("Police")  # ...but not begin and cancel again
    assert Target("M1") in s.options("Police")
