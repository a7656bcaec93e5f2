"""Audit (docs/audit/power.md): 3. Resolving Conflicts (battles and ties), for the branches
the earlier tests left out."""

from __future__ import annotations

from power_audit_support import exchange, mv
from power_support import kinds, play, start, where


def bounced(events):
    return sorted((e.data["army"], e.data["piece"], e.data["to"]) for e in kinds(events, "bounce"))


def test_3_battle_in_a_sea_lane():
    """ "Any Sector (including Headquarters), occupied by more than one opponent has a
    conflict": a Sea-lane too."""
    s = start(["yellow S5 D", "blue NI C"], power_units={"yellow": 1})
    events = play(s, {"blue": [mv("blue C NI S5")]})
    [battle] = kinds(events, "battle")
    assert battle.data == {"loc": "S5", "powers": {"yellow": 10, "blue": 50}, "winner": "blue"}
    assert where(s) == {("blue", "S5", "C"): 1, ("blue", "BRV", "D"): 1}


def test_3_conflicts_resolved_only_after_all_players_have_moved():
    """ "Conflicts can be resolved only after all the players have moved": Blue (the Official)
    moves a Fighter into Y8 first, then Yellow moves its Tank out; and a Fighter flying over
    Sectors that hold enemy pieces fights nobody on the way."""
    s = start(
        ["yellow Y8 T", "yellow Y4 F", "blue XI F", "blue Y7 T"],
        official="blue",
        power_units={"red": 1, "green": 1},
    )
    events = play(
        s, {"blue": [mv("blue F XI Y8")], "yellow": [mv("yellow T Y8 Y5"), mv("yellow F Y4 B8")]}
    )
    assert not kinds(events, "battle") and not kinds(events, "bounce")
    assert where(s) == {
        ("yellow", "Y5", "T"): 1,
        ("blue", "Y7", "T"): 1,
        ("blue", "Y8", "F"): 1,
        ("yellow", "B8", "F"): 1,
    }


def test_3_resolving_ties_pieces_from_different_sectors_each_bounce_to_their_own():
    """ "these pieces must retreat to the Sector from which they originated": Yellow's Tank
    (from Y8) and Infantry (from Y7) together tie Red's Fighter; each goes back where it came
    from."""
    s = start(["yellow Y8 T", "yellow Y7 I", "red R8 F"])
    events = play(
        s, {"yellow": [mv("yellow T Y8 XI"), mv("yellow I Y7 XI")], "red": [mv("red F R8 XI")]}
    )
    assert bounced(events) == [("red", "F", "R8"), ("yellow", "I", "Y7"), ("yellow", "T", "Y8")]
    assert where(s) == {("yellow", "Y7", "I"): 1, ("yellow", "Y8", "T"): 1, ("red", "R8", "F"): 1}


def test_3_resolving_ties_three_players_all_tied_all_retreat():
    """Ruling T-1 (the tie rules as one rule): three equal parties all retreat."""
    s = start(["yellow Y8 T", "red R8 T", "blue B8 T"])
    events = play(
        s,
        {
            "yellow": [mv("yellow T Y8 XI")],
            "red": [mv("red T R8 XI")],
            "blue": [mv("blue T B8 XI")],
        },
    )
    assert bounced(events) == [("blue", "T", "B8"), ("red", "T", "R8"), ("yellow", "T", "Y8")]
    assert not kinds(events, "battle")


def test_3_four_players_single_highest_captures_the_other_three():
    """Ruling T-1: with one party strictly highest, it captures every other party, tied or
    not (the three-player "two lowest tied" case, with four)."""
    s = start(["yellow Y4 B", "red R8 T", "blue B8 T", "green G8 I"])
    events = play(
        s,
        {
            "yellow": [mv("yellow B Y4 XI")],
            "red": [mv("red T R8 XI")],
            "blue": [mv("blue T B8 XI")],
            "green": [mv("green I G8 XI")],
        },
    )
    assert not kinds(events, "bounce")
    [capture] = kinds(events, "capture")
    assert capture.data == {"loc": "XI", "army": "yellow", "pieces": {"I": 1, "T": 2}}


def test_3_resolving_ties_a_tied_party_that_cannot_retreat_then_battles_the_third():
    """Ruling T-5: Yellow's Fighter was on X Island before the round; Red's Fighter ties it and
    Blue's Infantry is lowest. Red retreats; Yellow's Fighter "remain[s] unaffected in the
    tied Sector", which still holds Blue: that conflict is fought, and Yellow captures."""
    s = start(["yellow XI F", "red R8 F", "blue B8 I"], power_units={"yellow": 1})
    events = play(s, {"red": [mv("red F R8 XI")], "blue": [mv("blue I B8 XI")]})
    assert bounced(events) == [("red", "F", "R8")]
    [battle] = kinds(events, "battle")
    assert battle.data == {"loc": "XI", "powers": {"yellow": 5, "blue": 2}, "winner": "yellow"}
    assert where(s) == {("yellow", "XI", "F"): 1, ("yellow", "YRV", "I"): 1, ("red", "R8", "F"): 1}


def test_3_resolving_ties_a_piece_made_from_arrived_pieces_bounces_with_them():
    """Ruling D-3: three Tanks moved onto X Island and exchanged there make a Heavy Tank that
    arrived with them; tied by Red's Heavy Tank, it bounces (to where the first Tank taken
    came from). A Heavy Tank made from Tanks already on the Island stays."""
    s = start(["yellow Y7 2T", "yellow Y8 T", "red R8 H"])
    pad = [mv("yellow T Y7 XI"), mv("yellow T Y7 XI"), mv("yellow T Y8 XI")]
    events = play(s, {"yellow": [*pad, exchange("yellow", "T", "XI")], "red": [mv("red H R8 XI")]})
    assert bounced(events) == [("red", "H", "R8"), ("yellow", "H", "Y7")]
    assert where(s) == {("yellow", "Y7", "H"): 1, ("red", "R8", "H"): 1}
    s = start(["yellow XI 3T", "red R8 H"])
    events = play(s, {"yellow": [exchange("yellow", "T", "XI")], "red": [mv("red H R8 XI")]})
    assert bounced(events) == [("red", "H", "R8")]
    assert where(s) == {("yellow", "XI", "H"): 1, ("red", "R8", "H"): 1}
