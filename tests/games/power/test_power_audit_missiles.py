"""Audit (docs/audit/power.md): MEGA-MISSILE RULES, for the branches the earlier tests left
out."""

from __future__ import annotations

from power_audit_support import buy, launch, missile, mv
from power_support import kinds, pieces_of, play, start, texts, units, where, write


def test_mega_missile_made_from_pieces_moved_there_and_launched_in_one_round():
    """Pieces "placed there as a command prior to exchanging pieces for the Mega-Missile", the
    exchange, and the launch, all in one round (four commands)."""
    s = start(["yellow S5 C", "yellow YHQ H", "yellow Y1 R", "blue B4 H"], power_units={"blue": 1})
    write(s, "yellow", mv("yellow C S5 YHQ"), mv("yellow R Y1 YHQ"))
    write(s, "yellow", *missile("yellow", "YHQ", "C", "H", "R"), launch("yellow", "YHQ", "B4"))
    events = play(s)
    assert len(kinds(events, "command")) == 4
    assert kinds(events, "strike")[0].data["destroyed"] == {"blue": {"H": 1}}
    assert where(s) == {}


def test_mega_missile_as_many_as_they_wish():
    """ "Players may create as many Mega-Missiles as they wish" (ruling C-1: the counter mix's
    one Mega-Missile a colour is no limit): two from four Cruisers, a third from Power Units."""
    s = start(["yellow YHQ 4C"], power_units={"yellow": 100})
    write(s, "yellow", *missile("yellow", "YHQ", "C", "C"), *missile("yellow", "YHQ", "C", "C"))
    write(s, "yellow", *missile("yellow", "YRV", "P"))
    events = play(s)
    assert len(kinds(events, "command")) == 3
    assert pieces_of(s, "yellow") == {("YHQ", "M"): 2, ("YRV", "M"): 1}
    assert units(s)["yellow"] == 0


def test_mega_missile_strikes_when_implemented_a_later_arrival_survives():
    """Ruling M-1: a launch strikes when its command is implemented. Yellow (the Official)
    strikes X Island while it is empty; Blue's Tank, moved there later in the round, stays."""
    s = start(["yellow Y4 M", "blue B8 T"], official="yellow", power_units={"red": 1, "green": 1})
    events = play(s, {"yellow": [launch("yellow", "Y4", "XI")], "blue": [mv("blue T B8 XI")]})
    assert "a Mega-Missile strikes XI: nothing was there" in texts(kinds(events, "strike"))
    assert where(s) == {("blue", "XI", "T"): 1}


def test_mega_missile_strike_on_a_reserve_cancels_later_commands_that_needed_it():
    """A strike "destroying all the pieces and Power Units there" takes effect at once: Red
    (the Official) strikes Yellow's Reserve, so Yellow's later purchase and move from Reserve
    are cancelled; Yellow then pays the penalty with its lowest piece left (its Tank)."""
    s = start(
        ["red R0 M", "yellow YRV I", "yellow Y0 T"],
        official="red",
        power_units={"yellow": 6, "blue": 1, "green": 1},
    )
    events = play(
        s,
        {
            "red": [launch("red", "R0", "YRV")],
            "yellow": [buy("yellow", "I"), mv("yellow I YRV YHQ")],
        },
    )
    assert kinds(events, "strike")[0].data["destroyed"] == {"yellow": {"I": 1, "P": 6}}
    reasons = [e.data["reason"] for e in kinds(events, "cancelled")]
    assert reasons == [
        "not enough Power Units in Reserve for an Infantry",
        "there is no Infantry in YRV to move",
    ]
    assert "its Tank in Y0 is broken down" in texts(kinds(events, "penalty"))
    assert pieces_of(s, "yellow") == {}
    assert units(s)["yellow"] == 2


def test_mega_missile_no_defensive_value_in_headquarters_the_flag_falls():
    """ "A Mega-Missile only has power when it is launched, it has no defensive value": a lone
    Infantry takes Blue's Headquarters, its Mega-Missile, and the Flag."""
    s = start(["yellow B4 I", "blue BHQ M"])
    events = play(s, {"yellow": [mv("yellow I B4 BHQ")]})
    assert kinds(events, "battle")[0].data["powers"] == {"yellow": 2, "blue": 0}
    assert kinds(events, "flag")[0].data["victor"] == "yellow"
    assert pieces_of(s, "yellow") == {("BHQ", "I"): 1, ("YRV", "M"): 1}


def test_mega_missile_made_from_arrived_pieces_never_bounces():
    """ "Mega-Missiles cannot be moved (unless they are captured)": a missile made on X Island
    from pieces that arrived this round stays there when its side ties (ruling M-1); only the
    Tanks bounce. (It used to bounce, as ruling D-3 has other pieces do, into Sea-lane 2.)"""
    s = start(["yellow S2 C", "yellow Y8 H", "yellow Y8 R", "yellow Y8 T", "red R8 T"])
    pad = [mv("yellow C S2 XI"), mv("yellow H Y8 XI"), mv("yellow R Y8 XI"), mv("yellow T Y8 XI")]
    write(s, "yellow", *pad, *missile("yellow", "XI", "C", "H", "R"))
    events = play(s, {"red": [mv("red T R8 XI")]})
    bounced = sorted((e.data["army"], e.data["piece"]) for e in kinds(events, "bounce"))
    assert bounced == [("red", "T"), ("yellow", "T")]
    assert where(s) == {("yellow", "XI", "M"): 1, ("yellow", "Y8", "T"): 1, ("red", "R8", "T"): 1}
