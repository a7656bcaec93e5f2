"""Every worked example of the rulebook, with scripted dice and exact expectations."""

from __future__ import annotations

from cp_support import kinds, map_path, play, position, unit, where

from strife.games.civil_power.model.actions import (
    DONE,
    RESOLVE,
    AddFirer,
    Fire,
    RetreatTo,
    Select,
    ShockRoll,
    Step,
    Stop,
    Target,
)
from strife.games.civil_power.model.values import SUPPRESSED


def test_5_3_3_fire_combat_example() -> None:
    """Two Pistol Punks, adjacent, one a level above the Line squad, at night: 8 on the 6-8
    column, height +1, night -2: a 2 becomes 1, no effect; the Line squad's MC: 4 + 1 night
    = 5 > morale 4: suppressed."""
    s = position(
        [
            unit("Mob", "pistol_punk", "Tc3", level=1),
            unit("Mob", "pistol_punk", "Td3"),
            unit("Police", "line", "Td4"),
        ],
        dice=[2, 4],
        phase="fire",
        active="Mob",
        night=[1],
        engagement={"Mob": 4, "Police": 1},
    )
    events = play(s, "Mob", Fire("M1"), Target("P1"), AddFirer("M2"), RESOLVE)
    fire = kinds(events, "fire")[0]
    assert fire.data["strength"] == 8
    assert fire.data["column"] == "6-8"
    assert fire.data["roll"] == 2 and fire.data["drm"] == -1
    assert fire.data["result"] == "-"
    check = kinds(events, "morale")[0]
    assert check.data["roll"] == 4 and check.data["drm"] == 1
    assert check.data["result"] == "suppressed"
    assert s.flags[s.unit_index["P1"]] & SUPPRESSED
    assert s.wia == {"Mob": 0, "Police": 0}


def test_5_4_3_shock_combat_example() -> None:
    """Two Reserve squads move in on a gassed (suppressed) Untrained Crowd and a Pistol
    Punk: the Police roll 4 + 1 on the "5,6" column = 5: "2"; the Mob rolls 5 on "0,1,2":
    "1". The Mob is smaller: both its units retreat two areas and check morale (Crowd +2,
    Punk +1); the Reserves hold and check with no modifier."""
    s = position(
        [
            unit("Mob", "untrained_crowd", "Tg4", suppressed=True),
            unit("Mob", "pistol_punk", "Tg4"),
            unit("Police", "reserve", "Tg5", count=2),
        ],
        dice=[4, 5, 1, 3, 3, 4],
        phase="move",
        active="Police",
        turns=1,
        engagement={"Mob": 1, "Police": 1},
    )
    play(s, "Police", Select("P1"), Step("Tg4"), Select("P2"), Step("Tg4"), DONE)
    assert s.decision() is not None and set(s.decision().sides) == {"Mob", "Police"}
    assert ShockRoll(6) in s.options("Police")
    assert ShockRoll(1) in s.options("Mob")
    events = play(s, "Police", ShockRoll(6))
    events += play(s, "Mob", ShockRoll(1))
    rolls = {e.data["side"]: e.data for e in kinds(events, "shock")}
    assert rolls["Police"]["column"] == "5,6" and rolls["Police"]["roll"] == 4
    assert rolls["Police"]["drm"] == 1 and rolls["Police"]["result"] == "2"
    assert rolls["Mob"]["column"] == "0,1,2" and rolls["Mob"]["result"] == "1"
    # 5.4.3: the attacker (Police) conducts the Crowd's retreat, away from g5 where the
    # Police came from; empty areas only.
    assert s.decision().sides == ("Police",)
    assert set(s.options("Police")) == {
        RetreatTo("Tg3", 0),
        RetreatTo("Tf4", 0),
        RetreatTo("Th4", 0),
    }
    events = play(s, "Police", RetreatTo("Tg3", 0), RetreatTo("Tg2", 0))
    crowd_mc = kinds(events, "morale")[0]
    assert crowd_mc.data["unit"] == "M1" and crowd_mc.data["drm"] == 2
    events = play(s, "Police", RetreatTo("Tf4", 0))
    opts = s.options("Police")
    events += play(s, "Police", opts[0])
    checks = kinds(events, "morale")
    assert [c.data["unit"] for c in checks] == ["M2", "P1", "P2"]
    assert [c.data["drm"] for c in checks] == [1, 0, 0]
    assert where(s, "M1") == "Tg2"
    assert where(s, "P1") == where(s, "P2") == "Tg4"
    assert s.flags[s.unit_index["P2"]] & SUPPRESSED  # rolled 4 against morale 3
    assert not s.flags[s.unit_index["P1"]] & SUPPRESSED


def test_5_4_3_overstacking_in_retreat_example() -> None:
    """A Crowd at the end of a narrow street gets a "1": the only way is back, into an area
    holding a Crowd. Both are suppressed; the retreating Crowd checks with +2; in the Mob's
    next Movement Phase one must leave."""
    s = position(
        [
            unit("Mob", "untrained_crowd", "Yb3"),
            unit("Mob", "untrained_crowd", "Yb4"),
            unit("Police", "line", "Yb2"),
        ],
        dice=[3, 1, 1],
        maps=map_path("alley"),
        phase="move",
        active="Police",
        turns=2,
    )
    play(s, "Police", Select("P1"), Step("Yb3"), DONE)
    events = play(s, "Police", ShockRoll(5)) + play(s, "Mob", ShockRoll(5))
    results = {e.data["side"]: e.data["result"] for e in kinds(events, "shock")}
    assert results == {"Police": "1", "Mob": "-"}
    # Equal totals: the defender (Mob) retreats; the only area is Yb4.
    assert s.options("Police") == [RetreatTo("Yb4", 0)]
    events = play(s, "Police", RetreatTo("Yb4", 0))
    assert {e.data.get("unit") for e in kinds(events, "suppressed")} == {"M1", "M2"}
    mc = kinds(events, "morale")[0]
    assert mc.data["unit"] == "M1" and mc.data["drm"] == 2
    # On to the Mob's Movement Phase of turn 2: the over-stacked area must be emptied.
    while s.phase != "move" or s.active != "Mob":
        side = s.decision().sides[0]
        s.apply(side, DONE if DONE in s.options(side) else s.options(side)[-1])
    assert DONE not in s.options("Mob")
    play(s, "Mob", Select("M2"))
    assert Stop() not in s.options("Mob")


def test_5_4_3_no_retreat_path_example() -> None:
    """A suppressed Crowd, "kettled" between buildings and Police Groups, gets a "2": it
    checks morale in place with +3 (+1 suppressed, +2 for the two areas it cannot go)."""
    s = position(
        [
            unit("Mob", "untrained_crowd", "Kb2", suppressed=True),
            unit("Police", "reserve", "Kb1", count=3),
            unit("Police", "line", "Kb3"),
        ],
        dice=[4, 1, 3],
        maps=map_path("kettle"),
        phase="move",
        active="Police",
        turns=1,
    )
    play(s, "Police", Select("P1"), Step("Kb2"), Select("P2"), Step("Kb2"), DONE)
    events = play(s, "Police", ShockRoll(6)) + play(s, "Mob", ShockRoll(0))
    results = {e.data["side"]: e.data["result"] for e in kinds(events, "shock")}
    assert results == {"Police": "2", "Mob": "-"}
    assert kinds(events, "no_retreat")
    mc = kinds(events, "morale")[0]
    assert mc.data["drm"] == 3 and mc.data["roll"] == 3
    assert mc.data["result"] == "suppressed"
    assert where(s, "M1") == "Kb2"
