"""RULES FOR GAMES WITH UNDER 4 PLAYERS: Two Player Games and Three Player Games (rulebook
pages 10-11)."""

from __future__ import annotations

import pytest
from power_support import kinds, pieces_of, play, start, units, where, write

from strife.core.errors import IllegalAction
from strife.games.power.model.commands import ChooseArmy, Done, Exchange, Move, TakeBack

MERCENARY = "Three Player Games"


# -- Two Player Games -------------------------------------------------------------------------


def two(pieces, **kw):
    return start(pieces, players=2, **kw)


def test_two_player_each_controls_two_adjacent_countries():
    s = two([])
    view = s.view(None)
    assert view["sides"]["north"]["armies"] == ["yellow", "blue"]
    assert view["sides"]["south"]["armies"] == ["red", "green"]
    assert set(view["pads"]) == {"yellow", "blue", "red", "green"}


def test_two_player_ten_commands_five_per_army():
    s = two(["yellow YHQ 9I", "blue BHQ 9I"])
    for n in range(5):
        write(s, "north", Move("yellow", "I", "YHQ", f"Y{n}"))
    options = s.options("north")
    assert not [o for o in options if getattr(o, "army", None) == "yellow"]
    assert [o for o in options if getattr(o, "army", None) == "blue"]
    for n in range(5):
        write(s, "north", Move("blue", "I", "BHQ", f"B{n}"))
    assert s.options("north") == [TakeBack("yellow"), TakeBack("blue"), Done()]


def test_two_player_at_least_one_command_per_army():
    """Ruling P-2: each army's pad must implement a command, or that army pays."""
    s = two(["yellow YHQ I", "blue BHQ I"], power_units={"yellow": 2, "blue": 2})
    events = play(s, {"north": [Move("yellow", "I", "YHQ", "Y0")]})
    penalised = {e.data["army"] for e in kinds(events, "penalty")}
    assert "blue" in penalised and "yellow" not in penalised
    assert units(s)["yellow"] == 2 and units(s)["blue"] == 1


def test_two_player_combined_battle_both_forces_of_victor_remain():
    """Yellow's Tank (3) and Blue's Fighter (5) together beat Red's Fighter and Infantry (7);
    captured pieces go to the Country that won the conflict (Blue, the greater power)."""
    s = two(
        ["yellow Y8 T", "blue B8 F", "red XI F", "red XI I"], power_units={"red": 1, "green": 1}
    )
    events = play(s, {"north": [Move("yellow", "T", "Y8", "XI"), Move("blue", "F", "B8", "XI")]})
    [battle] = kinds(events, "battle")
    assert battle.data["powers"] == {"north": 8, "south": 7}
    assert kinds(events, "capture")[0].data["army"] == "blue"
    assert where(s) == {
        ("yellow", "XI", "T"): 1, ("blue", "XI", "F"): 1,
        ("blue", "BRV", "F"): 1, ("blue", "BRV", "I"): 1,
    }  # fmt: skip


def test_two_player_equal_power_player_chooses_receiving_country():
    s = two(["yellow Y8 T", "blue B8 T", "red XI I"], power_units={"red": 1, "green": 1})
    play(s, {"north": [Move("yellow", "T", "Y8", "XI"), Move("blue", "T", "B8", "XI")]})
    assert s.decision().sides == ("north",)
    assert s.options("north") == [ChooseArmy("yellow"), ChooseArmy("blue")]
    events = s.apply("north", ChooseArmy("blue"))
    assert kinds(events, "capture")[0].data == {"loc": "XI", "army": "blue", "pieces": {"I": 1}}
    assert pieces_of(s, "blue") == {("XI", "T"): 1, ("BRV", "I"): 1}
    assert pieces_of(s, "yellow") == {("XI", "T"): 1}
    assert s.view(None)["round"] == 2


def test_two_player_no_exchanging_with_different_coloured_pieces():
    """They cannot combine two red Tanks and one yellow Tank to form one red Heavy Tank."""
    s = two(["red XI 2T", "green XI T"], power_units={"yellow": 1, "blue": 1})
    assert not [o for o in s.options("south") if isinstance(o, Exchange)]
    with pytest.raises(IllegalAction):
        s.apply("south", Exchange("red", "T", "XI"))


def test_two_player_power_units_per_colour_at_most_two():
    s = two(
        ["yellow YHQ I", "blue BHQ I", "yellow R4 F", "yellow B4 T", "blue R5 F", "blue G4 F"],
    )
    events = play(s, {"north": [Move("yellow", "I", "YHQ", "Y0"), Move("blue", "I", "BHQ", "B0")]})
    got = {e.data["army"]: e.data["countries"] for e in kinds(events, "power-units")}
    assert got == {"yellow": ["red"], "blue": ["red", "green"]}  # not for the partner's Blue
    assert units(s) == {"yellow": 1, "blue": 2, "red": 0, "green": 0}


def test_two_player_captured_flag_does_not_end_the_game():
    s = two(["yellow YHQ I", "yellow R4 I", "green GHQ T"], power_units={"blue": 1, "green": 1})
    events = play(s, {"north": [Move("yellow", "I", "R4", "RHQ")]})
    assert kinds(events, "flag")[0].data["victor"] == "yellow"
    assert s.outcome() is None
    assert s.decision().sides == ("north", "south")


def test_two_player_win_by_both_opponent_flags():
    s = two(["yellow YHQ I", "yellow G4 I"], flags={"red": "yellow"}, power_units={"blue": 1})
    events = play(s, {"north": [Move("yellow", "I", "G4", "GHQ")]})
    assert kinds(events, "flag")[0].data == {
        "army": "green", "victor": "yellow", "pieces": {}, "power_units": 0,
    }  # fmt: skip
    assert s.outcome().winners == ("north",)


# -- Three Player Games -----------------------------------------------------------------------


def three(pieces, **kw):
    kw.setdefault("power_units", {"yellow": 1, "blue": 1, "red": 1})
    return start(pieces, players=3, **kw)


def test_three_player_mercenary_army_commanded_by_any_player():
    s = three(["green G4 I"])
    for side in ("yellow", "blue", "red"):
        assert Move("green", "I", "G4", "G0") in s.options(side)
    assert set(s.view(None)["pads"]) == {"yellow", "blue", "red"}
    assert s.view(None)["mercenary"] == "green"


def test_three_player_mercenary_commands_count_among_five():
    s = three(["yellow YHQ 3I", "green GHQ 2I"])
    write(s, "yellow", *(Move("yellow", "I", "YHQ", f"Y{n}") for n in range(3)))
    write(s, "yellow", Move("green", "I", "GHQ", "G0"), Move("green", "I", "GHQ", "G1"))
    assert s.options("yellow") == [TakeBack("yellow"), Done()]


def test_three_player_two_players_move_one_piece_to_different_sectors_cancel():
    s = three(["green G4 I"])
    events = play(
        s, {"yellow": [Move("green", "I", "G4", "G0")], "blue": [Move("green", "I", "G4", "G8")]}
    )
    [clash] = kinds(events, "mercenary-clash")
    assert clash.rule == MERCENARY
    assert len(kinds(events, "cancelled")) == 2
    assert all(e.rule == MERCENARY for e in kinds(events, "cancelled"))
    assert pieces_of(s, "green") == {("G4", "I"): 1}


def test_three_player_two_players_move_one_piece_to_the_same_sector_carried_out():
    s = three(["green G4 I"])
    events = play(
        s, {"yellow": [Move("green", "I", "G4", "G0")], "blue": [Move("green", "I", "G4", "G0")]}
    )
    assert not kinds(events, "cancelled")
    assert pieces_of(s, "green") == {("G0", "I"): 1}
    # both players implemented a command: neither pays the penalty
    assert {e.data["army"] for e in kinds(events, "penalty")} == {"red"}


def test_three_player_two_pieces_of_a_type_two_players_both_carried_out():
    s = three(["green G4 2I"])
    events = play(
        s, {"yellow": [Move("green", "I", "G4", "G0")], "blue": [Move("green", "I", "G4", "G8")]}
    )
    assert not kinds(events, "cancelled")
    assert pieces_of(s, "green") == {("G0", "I"): 1, ("G8", "I"): 1}


def test_three_player_three_players_move_two_pieces_all_cancelled():
    s = three(["green G4 2I"])
    events = play(
        s,
        {
            "yellow": [Move("green", "I", "G4", "G0")],
            "blue": [Move("green", "I", "G4", "G8")],
            "red": [Move("green", "I", "G4", "G1")],
        },
    )
    assert len(kinds(events, "cancelled")) == 3
    assert pieces_of(s, "green") == {("G4", "I"): 2}


def test_three_player_deliberately_moving_a_mercenary_piece_to_capture_it():
    """Players can deliberately move a mercenary piece so that their forces capture it; the
    capture follows the same procedure as any other."""
    s = three(["green G8 I", "yellow XI T"])
    events = play(s, {"yellow": [Move("green", "I", "G8", "XI")]})
    assert kinds(events, "capture")[0].data == {"loc": "XI", "army": "yellow", "pieces": {"I": 1}}
    assert pieces_of(s, "yellow") == {("XI", "T"): 1, ("YRV", "I"): 1}


def test_three_player_mercenary_captures_and_power_units_go_to_mercenary_reserve():
    s = three(["green Y4 F", "yellow Y0 I"])
    events = play(s, {"yellow": [Move("yellow", "I", "Y0", "Y4")]})
    assert kinds(events, "capture")[0].data["army"] == "green"
    assert pieces_of(s, "green") == {("Y4", "F"): 1, ("GRV", "I"): 1}
    assert units(s)["green"] == 1  # for occupying Yellow


def test_three_player_power_units_in_mercenary_country_only_once_its_pieces_are_gone():
    s = three(["yellow G0 F", "green GRV T", "blue G1 F"])
    events = play(s, {"yellow": [Move("yellow", "F", "G0", "G3")]})
    assert not [e for e in kinds(events, "power-units") if e.data["army"] in ("yellow", "blue")]
    # Yellow captures the last mercenary piece: both players in the mercenary Country earn
    s = three(["yellow XI T", "green G4 I", "blue G1 F"])
    events = play(s, {"yellow": [Move("yellow", "T", "XI", "G4")]})
    assert pieces_of(s, "green") == {}
    got = {e.data["army"]: e.data["countries"] for e in kinds(events, "power-units")}
    assert got == {"yellow": ["green"], "blue": ["green"]}


def test_three_player_capturing_the_mercenary_flag_hands_over_its_forces():
    s = three(
        ["yellow G4 I", "green G0 T", "green GRV D"], power_units={"green": 3, "blue": 1, "red": 1}
    )
    events = play(s, {"yellow": [Move("yellow", "I", "G4", "GHQ")]})
    [flag] = kinds(events, "flag")
    assert flag.data == {
        "army": "green",
        "victor": "yellow",
        "pieces": {"T": 1, "D": 1},
        "power_units": 3,
    }
    assert pieces_of(s, "yellow") == {("GHQ", "I"): 1, ("YRV", "T"): 1, ("YRV", "D"): 1}
    assert units(s)["yellow"] == 3
    assert s.view(None)["armies"]["green"]["eliminated"] is True
    # the mercenary is out of combat; the game goes on between the three players
    assert s.outcome() is None
    assert s.decision().sides == ("yellow", "blue", "red")
    assert not [o for o in s.options("blue") if getattr(o, "army", None) == "green"]


def test_three_player_mercenary_captures_a_players_flag():
    """Ruling F-3: a player moves a mercenary Infantry into an empty Headquarters."""
    s = three(["green Y0 I", "yellow Y8 T"])
    events = play(s, {"blue": [Move("green", "I", "Y0", "YHQ")]})
    assert kinds(events, "flag")[0].data["victor"] == "green"
    assert pieces_of(s, "green") == {("YHQ", "I"): 1, ("GRV", "T"): 1}
    assert s.decision().sides == ("blue", "red")


def test_three_player_win_by_both_other_players_flags():
    s = three(["yellow R4 I"], flags={"blue": "yellow"})
    events = play(s, {"yellow": [Move("yellow", "I", "R4", "RHQ")]})
    assert kinds(events, "flag")[0].data["army"] == "red"
    assert s.outcome().winners == ("yellow",)
    assert s.view(None)["armies"]["green"]["eliminated"] is False


def test_two_player_combined_flag_capture():
    """Yellow's Infantry and Blue's Heavy Tank together take Red's Flag: the attacking force
    has an Infantry and more power. The Flag and Red's forces go to the army with the greater
    power there (ruling F-1)."""
    s = two(
        ["yellow R4 I", "blue R4 H", "red RHQ B", "red RRV T"], power_units={"red": 1, "green": 1}
    )
    events = play(s, {"north": [Move("yellow", "I", "R4", "RHQ"), Move("blue", "H", "R4", "RHQ")]})
    assert kinds(events, "battle")[0].data["powers"] == {"north": 32, "south": 25}
    [flag] = kinds(events, "flag")
    assert flag.data["army"] == "red" and flag.data["victor"] == "blue"
    assert pieces_of(s, "blue") == {("RHQ", "H"): 1, ("BRV", "B"): 1, ("BRV", "T"): 1}
    assert s.view(None)["armies"]["red"]["flag_holder"] == "blue"


def test_two_player_equal_power_player_chooses_country_for_captured_flag():
    s = two(["yellow R4 I", "blue R5 I", "red RRV T"], power_units={"red": 1, "green": 1})
    play(s, {"north": [Move("yellow", "I", "R4", "RHQ"), Move("blue", "I", "R5", "RHQ")]})
    assert s.view(None)["pending"] == {
        "kind": "flag",
        "army": "red",
        "candidates": ["yellow", "blue"],
    }
    assert s.options("north") == [ChooseArmy("yellow"), ChooseArmy("blue")]
    events = s.apply("north", ChooseArmy("yellow"))
    assert kinds(events, "flag")[0].data["victor"] == "yellow"
    assert pieces_of(s, "yellow") == {("RHQ", "I"): 1, ("YRV", "T"): 1}
    assert s.view(None)["round"] == 2


def test_two_player_implementation_order_officials_two_armies_first():
    """Ruling P-4: the Official's two pads first (in board order), then clockwise."""
    s = two(["yellow YHQ I", "blue BHQ I", "red RHQ I", "green GHQ I"], official="south")
    orders = {
        "north": [Move("blue", "I", "BHQ", "B0"), Move("yellow", "I", "YHQ", "Y0")],
        "south": [Move("green", "I", "GHQ", "G0"), Move("red", "I", "RHQ", "R0")],
    }
    events = play(s, orders)
    assert [e.data["pad"] for e in kinds(events, "command")] == ["red", "green", "yellow", "blue"]


def test_three_player_exchanging_mercenary_pieces():
    """Players may use their commands to exchange mercenary pieces; two players exchanging the
    same three are carried out in pad order, the second finding no pieces (ruling P-6)."""
    s = three(["green G4 3T"])
    events = play(
        s, {"yellow": [Exchange("green", "T", "G4")], "blue": [Exchange("green", "T", "G4")]}
    )
    assert pieces_of(s, "green") == {("G4", "H"): 1}
    [cancelled] = kinds(events, "cancelled")
    assert cancelled.data["pad"] == "blue"
