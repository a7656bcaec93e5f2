"""3. Resolving Conflicts (battles, ties, blockade) and 4. Capturing Pieces (rulebook
pages 7-8)."""

from __future__ import annotations

from power_support import kinds, pieces_of, play, start, where

from strife.games.power.model.commands import Move

TIES = "3. Resolving Conflicts: Resolving ties"
BATTLE = "3. Resolving Conflicts"
CAPTURE = "4. Capturing Pieces"


def bounces(events):
    return {
        (e.data["army"], e.data["piece"], e.data["from"], e.data["to"])
        for e in kinds(events, "bounce")
    }


def test_3_battle_highest_power_wins_and_captures_all():
    s = start(["yellow Y8 F", "yellow XI T", "blue B4 I", "blue B4 T", "blue BHQ I"],
              power_units={"blue": 1})  # fmt: skip
    events = play(s, {"yellow": [Move("yellow", "F", "Y8", "B4"), Move("yellow", "T", "XI", "B4")]})
    [battle] = kinds(events, "battle")
    assert battle.rule == BATTLE and battle.data == {
        "loc": "B4", "powers": {"yellow": 8, "blue": 5}, "winner": "yellow",
    }  # fmt: skip
    [capture] = kinds(events, "capture")
    assert capture.rule == CAPTURE and capture.data["pieces"] == {"I": 1, "T": 1}
    assert pieces_of(s, "yellow") == {
        ("B4", "F"): 1,
        ("B4", "T"): 1,
        ("YRV", "I"): 1,
        ("YRV", "T"): 1,
    }
    assert pieces_of(s, "blue") == {("BHQ", "I"): 1}


def test_3_battle_in_headquarters():
    """Any Sector (including Headquarters) occupied by more than one opponent has a conflict."""
    s = start(["yellow B4 H", "blue BHQ 2D", "blue BHQ I"], power_units={"blue": 1})
    events = play(s, {"yellow": [Move("yellow", "H", "B4", "BHQ")]})
    assert kinds(events, "battle")[0].data["powers"] == {"yellow": 30, "blue": 22}
    assert pieces_of(s, "yellow") == {("BHQ", "H"): 1, ("YRV", "D"): 2, ("YRV", "I"): 1}
    # a Heavy Tank cannot take the Flag
    assert s.view(None)["armies"]["blue"]["flag_holder"] == "blue"


def test_3_resolving_ties_two_players_bounce():
    s = start(["yellow Y8 T", "red R8 T"])
    events = play(
        s, {"yellow": [Move("yellow", "T", "Y8", "XI")], "red": [Move("red", "T", "R8", "XI")]}
    )
    assert bounces(events) == {("yellow", "T", "XI", "Y8"), ("red", "T", "XI", "R8")}
    assert all(e.rule == TIES for e in kinds(events, "bounce"))
    assert not kinds(events, "battle") and not kinds(events, "capture")
    assert where(s) == {("yellow", "Y8", "T"): 1, ("red", "R8", "T"): 1}


def test_3_resolving_ties_pieces_already_there_stay():
    s = start(["yellow Y8 T", "blue XI T"], power_units={"blue": 1})
    events = play(s, {"yellow": [Move("yellow", "T", "Y8", "XI")]})
    assert bounces(events) == {("yellow", "T", "XI", "Y8")}
    assert where(s) == {("yellow", "Y8", "T"): 1, ("blue", "XI", "T"): 1}


def test_3_resolving_ties_retreat_into_occupied_sector_fought_ruthlessly():
    """Yellow's Tank bounces back to Y8, which Blue's Fighter has entered meanwhile: the
    conflict there is resolved by the standard rules, after the tie (ties come first)."""
    s = start(["yellow Y8 T", "red R8 T", "blue B8 F"])
    events = play(
        s,
        {
            "yellow": [Move("yellow", "T", "Y8", "XI")],
            "red": [Move("red", "T", "R8", "XI")],
            "blue": [Move("blue", "F", "B8", "Y8")],
        },
    )
    assert bounces(events) == {("yellow", "T", "XI", "Y8"), ("red", "T", "XI", "R8")}
    [battle] = kinds(events, "battle")
    assert battle.data == {"loc": "Y8", "powers": {"yellow": 3, "blue": 5}, "winner": "blue"}
    kinds_in_order = [e.kind for e in events if e.kind in ("bounce", "battle")]
    assert kinds_in_order == ["bounce", "bounce", "battle"]
    assert where(s) == {("red", "R8", "T"): 1, ("blue", "Y8", "F"): 1, ("blue", "BRV", "T"): 1}


def test_3_resolving_ties_one_retreat_a_round_new_tie_opponent_retreats():
    """Yellow's Tank ties at XI and bounces to Y8, where Blue's Tank (from XI) now is: a new
    tie. Yellow's Tank has retreated once, so Blue's must retreat."""
    s = start(["yellow Y8 T", "red R8 T", "blue XI T"])
    events = play(
        s,
        {
            "yellow": [Move("yellow", "T", "Y8", "XI")],
            "red": [Move("red", "T", "R8", "XI")],
            "blue": [Move("blue", "T", "XI", "Y8")],
        },
    )
    moved = [(e.data["army"], e.data["to"]) for e in kinds(events, "bounce")]
    assert set(moved[:2]) == {("yellow", "Y8"), ("red", "R8")}
    assert moved[2:] == [("blue", "XI")]
    assert where(s) == {("yellow", "Y8", "T"): 1, ("red", "R8", "T"): 1, ("blue", "XI", "T"): 1}
    assert not kinds(events, "battle")


def test_3_resolving_ties_three_players_top_two_tied_retreat_third_unaffected():
    s = start(["yellow Y8 F", "red R8 F", "blue B8 T"])
    events = play(
        s,
        {
            "yellow": [Move("yellow", "F", "Y8", "XI")],
            "red": [Move("red", "F", "R8", "XI")],
            "blue": [Move("blue", "T", "B8", "XI")],
        },
    )
    assert bounces(events) == {("yellow", "F", "XI", "Y8"), ("red", "F", "XI", "R8")}
    assert where(s) == {("yellow", "Y8", "F"): 1, ("red", "R8", "F"): 1, ("blue", "XI", "T"): 1}


def test_3_resolving_ties_three_players_bottom_two_tied_highest_captures_both():
    s = start(["yellow Y8 F", "red R8 T", "blue B8 T"])
    events = play(
        s,
        {
            "yellow": [Move("yellow", "F", "Y8", "XI")],
            "red": [Move("red", "T", "R8", "XI")],
            "blue": [Move("blue", "T", "B8", "XI")],
        },
    )
    assert not kinds(events, "bounce")
    assert kinds(events, "capture")[0].data["pieces"] == {"T": 2}
    assert where(s) == {("yellow", "XI", "F"): 1, ("yellow", "YRV", "T"): 2}


def test_3_resolving_ties_four_players_top_two_tied_other_two_battle():
    s = start(["yellow Y4 B", "red R4 B", "blue B8 F", "green G8 T"])
    events = play(
        s,
        {
            "yellow": [Move("yellow", "B", "Y4", "XI")],
            "red": [Move("red", "B", "R4", "XI")],
            "blue": [Move("blue", "F", "B8", "XI")],
            "green": [Move("green", "T", "G8", "XI")],
        },
    )
    assert bounces(events) == {("yellow", "B", "XI", "Y4"), ("red", "B", "XI", "R4")}
    [battle] = kinds(events, "battle")
    assert battle.data["winner"] == "blue"
    assert where(s) == {
        ("yellow", "Y4", "B"): 1, ("red", "R4", "B"): 1, ("blue", "XI", "F"): 1,
        ("blue", "BRV", "T"): 1,
    }  # fmt: skip


def test_3_resolving_ties_four_players_both_pairs_tied_all_retreat():
    s = start(["yellow Y4 B", "red R4 B", "blue B8 T", "green G8 T"])
    events = play(
        s,
        {
            "yellow": [Move("yellow", "B", "Y4", "XI")],
            "red": [Move("red", "B", "R4", "XI")],
            "blue": [Move("blue", "T", "B8", "XI")],
            "green": [Move("green", "T", "G8", "XI")],
        },
    )
    assert {(a, to) for a, _, _, to in bounces(events)} == {
        ("yellow", "Y4"), ("red", "R4"), ("blue", "B8"), ("green", "G8"),
    }  # fmt: skip
    assert not kinds(events, "battle")
    assert where(s) == {
        ("yellow", "Y4", "B"): 1, ("red", "R4", "B"): 1, ("blue", "B8", "T"): 1,
        ("green", "G8", "T"): 1,
    }  # fmt: skip


def test_3_resolving_ties_no_retreat_possible_the_tie_stands():
    """Ruling T-3: tied pieces that were all there before the round stay; nobody is captured."""
    s = start(["yellow XI T", "red XI T"], power_units={"yellow": 1, "red": 1})
    events = play(s)
    [standoff] = kinds(events, "standoff")
    assert standoff.rule == TIES
    assert where(s) == {("yellow", "XI", "T"): 1, ("red", "XI", "T"): 1}


def test_3_blockade_bomber_in_headquarters():
    """POWER TIP: a Bomber in an opponent's Headquarters stops them bringing pieces in from
    Reserve: a piece moved in is captured."""
    s = start(["blue YHQ B", "yellow YRV I", "yellow YRV T"], power_units={"blue": 1})
    events = play(
        s, {"yellow": [Move("yellow", "I", "YRV", "YHQ"), Move("yellow", "T", "YRV", "YHQ")]}
    )
    assert kinds(events, "battle")[0].data["powers"] == {"yellow": 5, "blue": 25}
    assert pieces_of(s, "blue") == {("YHQ", "B"): 1, ("BRV", "I"): 1, ("BRV", "T"): 1}
    assert pieces_of(s, "yellow") == {}
    # the Bomber cannot take the Flag
    assert s.view(None)["armies"]["yellow"]["flag_holder"] == "yellow"


def test_4_capturing_pieces_converted_to_victor_colour_in_reserve():
    s = start(["yellow Y0 C", "blue Y0 I", "blue Y1 D"], power_units={"yellow": 1})
    events = play(s, {"blue": [Move("blue", "D", "Y1", "Y0")]})
    [capture] = kinds(events, "capture")
    assert capture.rule == CAPTURE
    assert capture.data == {"loc": "Y0", "army": "yellow", "pieces": {"D": 1, "I": 1}}
    assert pieces_of(s, "yellow") == {("Y0", "C"): 1, ("YRV", "D"): 1, ("YRV", "I"): 1}
    # they are now part of Yellow's forces: next round they can come out to Headquarters
    options = s.options("yellow")
    assert Move("yellow", "D", "YRV", "YHQ") in options
    assert Move("yellow", "I", "YRV", "YHQ") in options


def test_3_resolving_ties_bounce_from_headquarters_back_to_reserve():
    """Ruling T-2: a piece that came out of Reserve and ties in Headquarters bounces back to
    Reserve."""
    s = start(["blue YHQ F", "yellow YRV F"], power_units={"blue": 1})
    events = play(s, {"yellow": [Move("yellow", "F", "YRV", "YHQ")]})
    assert bounces(events) == {("yellow", "F", "YHQ", "YRV")}
    assert where(s) == {("blue", "YHQ", "F"): 1, ("yellow", "YRV", "F"): 1}
