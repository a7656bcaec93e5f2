"""Audit (docs/audit/power.md): 5. Collecting Power Units, 6. Flag Captures, Winning the Game
and Tournaments, for the branches the earlier tests left out."""

from __future__ import annotations

from power_audit_support import exchange, launch, mv
from power_support import game, kinds, pieces_of, play, scenario, start, units

STIR = mv("yellow I YHQ Y0")  # Yellow's harmless command, so that it pays no penalty


def earned(events):
    return {e.data["army"]: e.data["countries"] for e in kinds(events, "power-units")}


def test_5_only_pieces_still_in_the_country_at_the_end_of_the_round_earn():
    """ "one Power Unit for each opponent's Country that they have pieces in at the end of the
    round": a Fighter captured in Blue 4 and a Tank that bounced back out of Blue 8 earn
    nothing; Yellow's Infantry that stayed in Red 4 earns Red's."""
    s = start(
        ["yellow YHQ I", "yellow B7 F", "yellow XI T", "blue B4 B", "blue B5 T", "yellow R4 I"],
        power_units={"blue": 1},
    )
    events = play(
        s,
        {
            "yellow": [STIR, mv("yellow F B7 B4"), mv("yellow T XI B8")],
            "blue": [mv("blue T B5 B8")],
        },
    )
    assert sorted(e.data["to"] for e in kinds(events, "bounce")) == ["B5", "XI"]
    assert kinds(events, "capture")[0].data["pieces"] == {"F": 1}
    assert earned(events)["yellow"] == ["red"]
    assert units(s)["yellow"] == 1


def test_6_flags_examined_from_the_official_first_capture_stands():
    """Ruling F-2: Yellow and Blue each march an Infantry into the other's empty Headquarters.
    Blue is the Official, so Blue's Flag is examined first: Yellow takes it, with Blue's
    Infantry standing in Yellow's Headquarters, and Yellow's Flag no longer has an attacker."""
    s = start(["yellow B4 I", "blue Y4 I"], official="blue", power_units={"red": 1, "green": 1})
    events = play(s, {"yellow": [mv("yellow I B4 BHQ")], "blue": [mv("blue I Y4 YHQ")]})
    [flag] = kinds(events, "flag")
    assert flag.data == {"army": "blue", "victor": "yellow", "pieces": {"I": 1}, "power_units": 1}
    armies = s.view(None)["armies"]
    assert armies["yellow"]["flag_holder"] == "yellow"
    assert armies["blue"]["flag_holder"] == "yellow"
    assert pieces_of(s, "yellow") == {("BHQ", "I"): 1, ("YRV", "I"): 1}


def test_6_flag_captured_by_a_regiment_made_in_the_headquarters_this_round():
    """ "at least one piece from the attacker's Infantry or Regiment occupies the Sector": a
    Regiment made there this round from Infantry (one of which just arrived) will do."""
    s = start(["yellow B4 I", "yellow BHQ 2I", "blue B1 T"])
    events = play(
        s,
        {
            "yellow": [mv("yellow I B4 BHQ"), exchange("yellow", "I", "BHQ")],
            "blue": [mv("blue T B1 BHQ")],
        },
    )
    assert kinds(events, "battle")[0].data["powers"] == {"yellow": 20, "blue": 3}
    assert kinds(events, "flag")[0].data["victor"] == "yellow"


def test_6_flag_not_captured_while_two_attackers_stand_tied_in_the_headquarters():
    """Ruling F-1: the Flag falls to a single highest attacking party. Yellow's and Red's
    Infantry, both in Blue's empty Headquarters since the last round, tie and cannot retreat
    (ruling T-3): neither takes the Flag."""
    s = start(["yellow BHQ I", "red BHQ I"], power_units={"yellow": 1, "blue": 1, "red": 1})
    events = play(s)
    assert kinds(events, "standoff")
    assert not kinds(events, "flag")
    assert s.view(None)["armies"]["blue"]["eliminated"] is False


def test_6_flag_capture_takes_the_losers_mega_missile_launched_from_reserve_next_round():
    """ "The victor also takes possession of all of their opponent's military force": a
    Mega-Missile too, which goes to the victor's Reserve and is launched from there."""
    s = start(
        ["yellow B4 I", "blue S6 M", "blue R4 F", "red R0 T"],
        power_units={"blue": 1, "red": 2, "green": 2},  # the penalties: nothing broken down
    )
    events = play(s, {"yellow": [mv("yellow I B4 BHQ")]})
    assert kinds(events, "flag")[0].data["pieces"] == {"M": 1, "F": 1}
    assert pieces_of(s, "yellow") == {("BHQ", "I"): 1, ("YRV", "M"): 1, ("YRV", "F"): 1}
    events = play(s, {"yellow": [launch("yellow", "YRV", "R0")]})
    assert kinds(events, "strike")[0].data["destroyed"] == {"red": {"T": 1}}


def test_tournaments_the_mercenary_army_never_wins_on_power():
    """Three Player Games, time limit: "the player who has the highest power value wins"; the
    mercenary army is not a player, however strong."""
    s = game().start(
        scenario(
            ["green GHQ 3C", "yellow YHQ T", "blue BHQ I"],
            players=3,
            power_units={"yellow": 1, "blue": 1, "red": 1},
        ),
        seed=0,
        options={"round_limit": 1},
    )
    play(s)
    assert s.outcome().winners == ("yellow",)
    assert set(s.outcome().scores) == {"yellow", "blue", "red"}


def test_tournaments_two_player_power_value_adds_both_armies():
    """Two Player Games, time limit: a player's power value is both its armies' pieces and
    Power Units. Every army pays one Power Unit for writing nothing: North has 10 + 10 + 2 + 2,
    South 20 + 2."""
    s = game().start(
        scenario(
            ["yellow YHQ D", "blue BHQ D", "red RHQ R", "green GHQ I"],
            players=2,
            power_units={"yellow": 3, "blue": 3, "red": 1, "green": 1},
        ),
        seed=0,
        options={"round_limit": 1},
    )
    play(s)
    assert s.outcome().scores == {"north": 24.0, "south": 22.0}
    assert s.outcome().winners == ("north",)


def test_tournaments_equal_power_and_equal_flags_share_the_win():
    """Ruling F-4: when the power values and the Flags held are both equal, the leaders share
    the win."""
    s = game().start(
        scenario(
            ["yellow YHQ C", "blue BHQ C", "red RHQ I"],
            power_units={"yellow": 1, "blue": 1, "red": 1},
        ),
        seed=0,
        options={"round_limit": 1},
    )
    play(s)
    assert s.outcome().winners == ("yellow", "blue")
    assert s.outcome().scores["yellow"] == s.outcome().scores["blue"] == 50.0
