"""MEGA-MISSILE RULES (rulebook pages 8-9)."""

from __future__ import annotations

import pytest
from power_support import game, kinds, pieces_of, play, start, units, where, write

from strife.core.errors import IllegalAction
from strife.games.power.model.commands import (
    Launch,
    MissileAdd,
    MissileBuild,
    MissileStart,
    Move,
)

RULE = "Mega-Missile Rules"


def build(s, army, loc, *pieces):
    """Write a Mega-Missile exchange: start it in loc and add pieces one at a time."""
    write(s, army, MissileStart(army, loc), *(MissileAdd(army, p) for p in pieces))


def test_example_mega_missile_cruiser_heavy_tank_regiment():
    """ "a player could exchange one Cruiser (50), one Heavy Tank (30) and one Regiment (20)
    for a Mega-Missile"."""
    s = start(["yellow YHQ C", "yellow YHQ H", "yellow YHQ R", "yellow YHQ I"])
    assert MissileStart("yellow", "YHQ") in s.options("yellow")
    build(s, "yellow", "YHQ", "C", "H", "R")
    pad = s.view("yellow")["pads"]["yellow"]["commands"]
    assert [c["text"] for c in pad] == ["1C+1H+1R X YHQ M"]
    events = play(s)
    assert len(kinds(events, "command")) == 1
    assert pieces_of(s, "yellow") == {("YHQ", "M"): 1, ("YHQ", "I"): 1}
    assert s.view(None)["armies"]["yellow"]["power"] == 2  # a Mega-Missile has power 0


def test_mega_missile_any_combination_excess_power_lost():
    s = start(["yellow YHQ 2C", "yellow YHQ 3T"])
    build(s, "yellow", "YHQ", "T", "C", "C")  # 3 + 50 + 50 = 103
    play(s)
    assert pieces_of(s, "yellow") == {("YHQ", "M"): 1, ("YHQ", "T"): 2}
    assert s.view(None)["armies"]["yellow"]["power"] == 6  # the extra 3 is lost


def test_mega_missile_pieces_in_one_sector():
    # 50 + 30 in Y0 and 20 in Y1: no Sector holds 100
    s = start(["yellow Y0 C", "yellow Y0 H", "yellow Y1 R"])
    assert not [o for o in s.options("yellow") if isinstance(o, MissileStart)]
    with pytest.raises(IllegalAction):
        s.apply("yellow", MissileBuild("yellow", "Y0", (("C", 1), ("H", 1), ("R", 1)), 0))


def test_mega_missile_pieces_moved_there_first_then_exchanged():
    """ "They can either be in a Sector at the beginning of the round or can be placed there as
    a command prior to exchanging pieces for the Mega-Missile"."""
    s = start(["yellow S5 C", "yellow YHQ H", "yellow Y1 R"])
    assert MissileStart("yellow", "YHQ") not in s.options("yellow")
    write(s, "yellow", Move("yellow", "C", "S5", "YHQ"), Move("yellow", "R", "Y1", "YHQ"))
    build(s, "yellow", "YHQ", "C", "H", "R")
    events = play(s)
    assert len(kinds(events, "command")) == 3
    assert pieces_of(s, "yellow") == {("YHQ", "M"): 1}


def test_mega_missile_power_units_only_in_reserve():
    s = start(["yellow Y0 C", "yellow Y0 H", "yellow YRV C"], power_units={"yellow": 60})
    starts = [o.loc for o in s.options("yellow") if isinstance(o, MissileStart)]
    assert starts == ["YRV"]  # Y0 holds 80, and Power Units do not count there
    write(s, "yellow", MissileStart("yellow", "YRV"), MissileAdd("yellow", "C"))
    assert MissileAdd("yellow", "P") in s.options("yellow")
    write(s, "yellow", MissileAdd("yellow", "P"))  # the 50 still needed
    play(s)
    assert pieces_of(s, "yellow") == {("Y0", "C"): 1, ("Y0", "H"): 1, ("YRV", "M"): 1}
    assert units(s)["yellow"] == 10
    # a draft outside Reserve is never offered Power Units
    s = start(
        ["yellow Y0 C", "yellow Y0 H", "yellow Y0 2T", "yellow Y0 R"], power_units={"yellow": 60}
    )
    write(s, "yellow", MissileStart("yellow", "Y0"))
    assert MissileAdd("yellow", "P") not in s.options("yellow")


def test_mega_missile_created_and_launched_from_reserve_in_one_round():
    """Created from Power Units in Reserve and launched into a Sector, all in one round: two
    commands. All the forces in the Sector are destroyed, nothing is captured."""
    s = start(["blue B4 H", "red B4 T"], power_units={"yellow": 100})
    build(s, "yellow", "YRV", "P")
    write(s, "yellow", Launch("yellow", "YRV", "B4"))
    assert len(s.view("yellow")["pads"]["yellow"]["commands"]) == 2
    events = play(s)
    [strike] = kinds(events, "strike")
    assert strike.rule == RULE
    assert strike.data["destroyed"] == {"blue": {"H": 1}, "red": {"T": 1}}
    assert where(s) == {}
    assert units(s)["yellow"] == 0
    assert not kinds(events, "capture")


def test_mega_missile_launch_anywhere_including_reserves_and_its_own_sector():
    s = start(["yellow Y4 M"])
    targets = {o.target for o in s.options("yellow") if isinstance(o, Launch)}
    assert targets == set(game().board.locations)
    assert {"Y4", "BRV", "YRV", "BHQ", "S1", "XI"} <= targets


def test_mega_missile_launch_into_its_own_sector():
    s = start(["yellow Y4 M", "yellow Y4 T", "blue Y4 I", "yellow YHQ I"], power_units={"blue": 1})
    events = play(s, {"yellow": [Launch("yellow", "Y4", "Y4")]})
    assert kinds(events, "strike")[0].data["destroyed"] == {"yellow": {"T": 1}, "blue": {"I": 1}}
    assert where(s) == {("yellow", "YHQ", "I"): 1}


def test_mega_missile_launch_into_reserve():
    """A Mega-Missile launched into an opponent's Reserve area destroys all the pieces and
    Power Units there."""
    s = start(["yellow Y4 M", "blue BRV C", "blue BRV 2I", "blue BHQ T"],
              power_units={"blue": 7})  # fmt: skip
    events = play(
        s,
        {"yellow": [Launch("yellow", "Y4", "BRV")], "blue": [Move("blue", "T", "BHQ", "B0")]},
    )
    [strike] = kinds(events, "strike")
    assert strike.data["destroyed"] == {"blue": {"C": 1, "I": 2, "P": 7}}
    assert pieces_of(s, "blue") == {("B0", "T"): 1}
    assert units(s)["blue"] == 0


def test_mega_missile_flag_survives_in_headquarters():
    s = start(["yellow Y4 M", "blue BHQ 2D", "blue BHQ H", "yellow BHQ I"],
              power_units={"blue": 1})  # fmt: skip
    events = play(s, {"yellow": [Launch("yellow", "Y4", "BHQ")]})
    assert kinds(events, "strike")[0].data["destroyed"] == {
        "blue": {"D": 2, "H": 1}, "yellow": {"I": 1},
    }  # fmt: skip
    assert not kinds(events, "flag")
    view = s.view(None)
    assert view["armies"]["blue"]["flag_holder"] == "blue"
    assert view["armies"]["blue"]["eliminated"] is False
    assert where(s) == {}


def test_mega_missile_launched_missile_is_destroyed_and_cannot_be_reused():
    s = start(["yellow Y4 M"])
    play(s, {"yellow": [Launch("yellow", "Y4", "B4")]})
    assert pieces_of(s, "yellow") == {}


def test_mega_missile_cannot_be_moved_pad_cancelled():
    s = start(["yellow Y4 M", "yellow YHQ I"],
              pads={"yellow": [Move("yellow", "M", "Y4", "Y5")]},
              done=["yellow", "red", "green"], power_units={"yellow": 1})  # fmt: skip
    events = play(s)
    assert "cannot be moved" in kinds(events, "cancelled")[0].text
    assert pieces_of(s, "yellow")[("Y4", "M")] == 1


def test_mega_missile_no_defensive_value_captured_to_reserve_launched_from_there():
    """A Mega-Missile sitting in a Sector has no defensive value: an Infantry captures it. A
    captured Mega-Missile goes to the victor's Reserve and can only be launched from there."""
    s = start(["yellow Y4 M", "blue Y8 I"], power_units={"yellow": 1})
    events = play(s, {"blue": [Move("blue", "I", "Y8", "Y4")]})
    assert kinds(events, "battle")[0].data["powers"] == {"yellow": 0, "blue": 2}
    assert pieces_of(s, "blue") == {("Y4", "I"): 1, ("BRV", "M"): 1}
    options = s.options("blue")
    assert not [o for o in options if isinstance(o, Move) and o.piece == "M"]
    assert {o.loc for o in options if isinstance(o, Launch)} == {"BRV"}
    events = play(s, {"blue": [Launch("blue", "BRV", "YHQ")]})
    assert kinds(events, "strike")


def test_mega_missile_opposing_missiles_into_the_same_sector():
    s = start(["yellow Y0 M", "red R0 M", "blue XI H"], power_units={"blue": 1}, official="red")
    events = play(
        s,
        {"yellow": [Launch("yellow", "Y0", "XI")], "red": [Launch("red", "R0", "XI")]},
    )
    strikes = kinds(events, "strike")
    assert [e.data["army"] for e in strikes] == ["red", "yellow"]  # red is the Official
    assert strikes[0].data["destroyed"] == {"blue": {"H": 1}}
    assert where(s) == {}


def test_mega_missile_strike_cancels_a_later_launch_from_the_target():
    """Ruling P-1: Red (the Official) strikes Y4 first; Yellow's launch from Y4, read later,
    finds no missile and is cancelled."""
    s = start(
        ["yellow Y4 M", "red R0 M", "yellow YHQ I"], official="red", power_units={"yellow": 1}
    )
    events = play(
        s,
        {"yellow": [Launch("yellow", "Y4", "RHQ")], "red": [Launch("red", "R0", "Y4")]},
    )
    assert len(kinds(events, "strike")) == 1
    assert "no Mega-Missile in Y4" in kinds(events, "cancelled")[0].text
    assert where(s) == {("yellow", "YHQ", "I"): 1}


def test_mega_missile_created_and_launched_in_one_round_counts_as_two_commands():
    s = start(["yellow Y0 C", "yellow Y0 H", "yellow Y0 R", "blue B4 C"], power_units={"blue": 1})
    build(s, "yellow", "Y0", "C", "H", "R")
    write(s, "yellow", Launch("yellow", "Y0", "B4"))
    events = play(s)
    assert [e.text for e in kinds(events, "command")] == [
        "yellow: 1C+1H+1R X Y0 M",
        "yellow: M Y0 B4 (launch)",
    ]
    assert where(s) == {}
