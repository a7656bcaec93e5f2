"""Round Structure, 1. Planning Commands, the command-pad example, Command Rules and
2. Implementing Commands (rulebook pages 5-7)."""

from __future__ import annotations

import random

import pytest
from power_support import game, kinds, pieces_of, play, start, texts, units, write

from strife.core.actions import Action
from strife.core.errors import IllegalAction
from strife.games.power.model.commands import Buy, ChooseForfeit, Done, Exchange, Move, TakeBack

PENALTY = "Command Rules"


def test_round_structure_six_stages_in_order():
    """Planning, Implementing, Resolving Conflicts, Capturing, Collecting Power Units, Flag
    Captures: one round that has all six."""
    s = start(
        ["yellow B8 I", "yellow B7 F", "blue BHQ T", "red R8 T", "blue XI T"],
        power_units={"blue": 1, "red": 1},
    )
    events = play(
        s,
        {
            "yellow": [Move("yellow", "I", "B8", "BHQ"), Move("yellow", "F", "B7", "B5")],
            "blue": [Move("blue", "T", "BHQ", "B5")],
            "red": [Move("red", "T", "R8", "XI")],
        },
    )
    rules = [e.rule for e in events if e.rule and e.kind not in ("write", "pad-done")]
    order = [
        "2. Implementing Commands",
        "3. Resolving Conflicts: Resolving ties",
        "3. Resolving Conflicts",
        "4. Capturing Pieces",
        "5. Collecting Power Units",
        "6. Flag Captures",
    ]
    firsts = [rules.index(r) for r in order]
    assert firsts == sorted(firsts), rules
    # Blue is out, so the Official passes from Yellow to Red
    assert kinds(events, "round")[0].data == {"round": 2, "official": "red"}


def test_1_planning_commands_up_to_five():
    s = start(["yellow YHQ 9I"])
    for n in range(5):
        write(s, "yellow", Move("yellow", "I", "YHQ", f"Y{n}"))
    assert s.options("yellow") == [TakeBack("yellow"), Done()]
    with pytest.raises(IllegalAction, match="five commands"):
        s.apply("yellow", Move("yellow", "I", "YHQ", "Y5"))
    s.apply("yellow", Done())


def test_1_planning_commands_hidden_until_implemented():
    """Commands are written secretly; pads are shown when they are implemented."""
    s = start(["yellow YHQ I", "blue BHQ I"], power_units={"blue": 1, "red": 1, "green": 1})
    events = write(s, "yellow", Move("yellow", "I", "YHQ", "Y0"))
    assert events[0].visible_to == frozenset({"yellow"})
    assert not events[0].visible("blue") and events[0].visible("yellow")
    assert s.view("blue")["pads"]["yellow"] == {"hidden": True, "commands": None}
    assert s.view("yellow")["pads"]["yellow"]["commands"][0]["text"] == "I YHQ Y0"
    assert s.view(None)["pads"]["yellow"]["hidden"] is False
    assert s.public_view()["pads"]["yellow"]["hidden"] is True
    events = play(s)
    reveal = kinds(events, "reveal")[0]
    assert reveal.visible_to is None and reveal.visible("blue")
    assert reveal.data["pads"]["yellow"] == ["I YHQ Y0"]


def test_1_planning_commands_hidden_pads_guessed_as_a_player_would_write_them():
    """A search's guess at the world (determinize) never reads a hidden pad: its own pad
    stays, a rival still writing has written nothing, and a rival that has laid its pad
    down gets the commands the heuristic player would write from where it stands."""
    s = start(["yellow YHQ I", "blue BHQ I", "red RHQ I", "green GHQ I"])
    write(s, "blue", Move("blue", "I", "BHQ", "B0"))
    s.apply("blue", Done())
    write(s, "green", Move("green", "I", "GHQ", "G4"))
    s.apply("green", Done())
    write(s, "red", Move("red", "I", "RHQ", "R0"))
    worlds = [s.determinize("yellow", random.Random(seed)) for seed in range(6)]
    for world in worlds:
        assert world.view("yellow") == s.view("yellow")  # nothing yellow sees changes
        assert world.pads["red"] == ()  # still writing: nothing on the pad yet
        assert world.done == s.done
        for rival in ("blue", "green"):
            assert world.pads[rival], f"{rival}'s laid-down pad was left empty"
            assert all(command.army == rival for command in world.pads[rival])
    # Blue's guess is a pad the heuristic writes for blue in the same position (its seed
    # only breaks ties between equally good targets).
    assert {world.pads["blue"] for world in worlds} <= {heuristic_pad("blue", k) for k in range(30)}


def heuristic_pad(side: str, seed: int) -> tuple[Action, ...]:
    fresh = start(["yellow YHQ I", "blue BHQ I", "red RHQ I", "green GHQ I"])
    heuristic = game().heuristic_agent(side, seed)
    written: list[Action] = []
    while (command := heuristic.choose(fresh, side)) != Done():
        fresh.apply(side, command)
        written.append(command)
    return tuple(written)


def test_1_planning_commands_revealed_while_implementing():
    # Yellow must choose which Infantry to break down: implementation pauses, pads are shown
    s = start(["yellow Y0 I", "yellow Y8 I", "blue BHQ I"], power_units={"red": 1, "green": 1})
    write(s, "blue", Move("blue", "I", "BHQ", "B0"))
    play(s)
    assert s.view(None)["stage"] == "forfeit"
    pad = s.view("green")["pads"]["blue"]
    assert pad["hidden"] is False and pad["commands"][0]["text"] == "I BHQ B0"


def test_example_command_pad():
    """The five commands of the Command-pad example, for a Yellow army placed to make them:
    D S12 WI, T Y4 XI, T B2 B1, B Y4 B0, 2P X RV I."""
    s = start(
        ["yellow S12 D", "yellow Y4 T", "yellow B2 T", "yellow Y4 B"],
        power_units={"yellow": 2},
    )
    pad = [
        Move("yellow", "D", "S12", "WI"),
        Move("yellow", "T", "Y4", "XI"),
        Move("yellow", "T", "B2", "B1"),
        Move("yellow", "B", "Y4", "B0"),
        Buy("yellow", "I", 2),
    ]
    assert [c.label() for c in pad] == [
        "D S12 WI", "T Y4 XI", "T B2 B1", "B Y4 B0", "2P X RV I",
    ]  # fmt: skip
    events = play(s, {"yellow": pad})
    assert [e.text for e in kinds(events, "command")] == [f"yellow: {c.label()}" for c in pad]
    assert not kinds(events, "cancelled")
    assert pieces_of(s, "yellow") == {
        ("WI", "D"): 1, ("XI", "T"): 1, ("B1", "T"): 1, ("B0", "B"): 1, ("YRV", "I"): 1,
    }  # fmt: skip
    # 2 - 2 for the Infantry + 1 for occupying Blue
    assert units(s)["yellow"] == 1


def test_command_rules_at_least_one_command_forfeit_power_unit():
    s = start(["yellow YHQ I"], power_units={"yellow": 2})
    events = play(s)
    assert units(s)["yellow"] == 1
    penalty = next(e for e in kinds(events, "penalty") if e.data["army"] == "yellow")
    assert penalty.rule == PENALTY and "forfeits a Power Unit" in penalty.text
    assert pieces_of(s, "yellow") == {("YHQ", "I"): 1}


def test_command_rules_no_power_unit_break_down_lowest_piece():
    """Without a Power Unit the lowest-valued piece, from anywhere (Reserve included), is
    exchanged for Power Units; one is forfeited and the rest go to Reserve."""
    s = start(["yellow YHQ T", "yellow YRV I", "yellow Y4 F"])
    events = play(s)
    assert pieces_of(s, "yellow") == {("YHQ", "T"): 1, ("Y4", "F"): 1}
    assert units(s)["yellow"] == 1  # Infantry = 2 Power Units, one forfeited
    assert "its Infantry in YRV is broken down" in texts(kinds(events, "penalty"))


@pytest.mark.parametrize(
    ("piece", "small", "left"),
    [("R", "I", 1), ("H", "T", 2), ("B", "F", 4), ("C", "D", 9)],
)
def test_command_rules_penalty_group_two_piece_two_smaller_pieces_plus_power_units(
    piece, small, left
):
    """The lowest piece a Regiment, Heavy Tank, Bomber or Cruiser: it is exchanged for two
    smaller pieces plus the third's Power Units, one Power Unit removed, the rest to Reserve."""
    s = start([f"yellow Y0 {piece}", "yellow YHQ C"] if piece != "C" else ["yellow S5 C"])
    play(s)
    expected = {("YRV", small): 2}
    if piece != "C":
        expected[("YHQ", "C")] = 1
    assert pieces_of(s, "yellow") == expected
    assert units(s)["yellow"] == left


def test_command_rules_penalty_player_chooses_among_lowest_pieces():
    s = start(["yellow Y0 I", "yellow Y8 I", "yellow YHQ T"])
    play(s)
    decision = s.decision()
    assert decision.sides == ("yellow",)
    options = s.options("yellow")
    assert options == [ChooseForfeit("yellow", "I", "Y0"), ChooseForfeit("yellow", "I", "Y8")]
    events = s.apply("yellow", ChooseForfeit("yellow", "I", "Y8"))
    assert events[0].rule == PENALTY and "Infantry in Y8 is broken down" in events[0].text
    assert pieces_of(s, "yellow") == {("Y0", "I"): 1, ("YHQ", "T"): 1}
    assert units(s)["yellow"] == 1
    assert s.view(None)["round"] == 2


def test_command_rules_more_than_one_own_piece_in_a_sector():
    s = start(["yellow Y0 I", "yellow Y1 T"])
    events = play(s, {"yellow": [Move("yellow", "I", "Y0", "Y4"), Move("yellow", "T", "Y1", "Y4")]})
    assert pieces_of(s, "yellow") == {("Y4", "I"): 1, ("Y4", "T"): 1}
    assert not kinds(events, "battle")


def test_command_rules_pieces_move_once_cruiser_ni_s1_xi():
    """If a player moves a Cruiser from NI to S1, they cannot move the same Cruiser from S1 to
    XI during the same round."""
    s = start(["yellow NI C"])
    write(s, "yellow", Move("yellow", "C", "NI", "S1"))
    assert Move("yellow", "C", "S1", "XI") not in s.options("yellow")
    with pytest.raises(IllegalAction, match="cannot move again this round"):
        s.apply("yellow", Move("yellow", "C", "S1", "XI"))
    # written on a pad from data, the second move is cancelled when implemented
    s = start(
        ["yellow NI C"],
        pads={"yellow": [Move("yellow", "C", "NI", "S1"), Move("yellow", "C", "S1", "XI")]},
        done=["yellow", "red", "green"],
    )
    events = play(s)
    assert "C S1 XI is cancelled: the Cruiser in S1 cannot move again" in texts(events)
    assert pieces_of(s, "yellow") == {("S1", "C"): 1}


def test_command_rules_moved_then_exchanged_bomber_cannot_move():
    """Move a Fighter into a Sector with two Fighters, exchange the three for a Bomber (two
    commands); the Bomber cannot move until the next round."""
    s = start(["yellow Y0 F", "yellow Y4 2F"])
    write(s, "yellow", Move("yellow", "F", "Y0", "Y4"), Exchange("yellow", "F", "Y4"))
    assert not [o for o in s.options("yellow") if isinstance(o, Move) and o.piece == "B"]
    play(s)
    assert pieces_of(s, "yellow") == {("Y4", "B"): 1}
    assert [o for o in s.options("yellow") if isinstance(o, Move) and o.piece == "B"]


def test_command_rules_exchanged_then_moved_only_from_reserve():
    # three Infantry in a Sector: the Regiment made there cannot move this round
    s = start(["yellow Y4 3I", "yellow YRV 3T"])
    write(s, "yellow", Exchange("yellow", "I", "Y4"), Exchange("yellow", "T", "YRV"))
    moves = [o for o in s.options("yellow") if isinstance(o, Move)]
    assert moves == [Move("yellow", "H", "YRV", "YHQ")]
    s = start(
        ["yellow Y4 3I"],
        pads={"yellow": [Exchange("yellow", "I", "Y4"), Move("yellow", "R", "Y4", "Y0")]},
        done=["yellow", "red", "green"],
    )
    events = play(s)
    assert "R Y4 Y0 is cancelled" in texts(kinds(events, "cancelled"))
    assert pieces_of(s, "yellow") == {("Y4", "R"): 1}


def test_command_rules_reserve_pieces_move_only_to_headquarters_not_back():
    s = start(["yellow YRV I", "yellow YHQ T", "yellow Y0 F"])
    moves = [o for o in s.options("yellow") if isinstance(o, Move)]
    assert [m.to for m in moves if m.frm == "YRV"] == ["YHQ"]
    assert not [m for m in moves if m.to.endswith("RV")]
    s = start(
        ["yellow YRV I", "yellow YHQ T"],
        pads={"yellow": [Move("yellow", "I", "YRV", "Y0"), Move("yellow", "T", "YHQ", "YRV")]},
        done=["yellow", "red", "green"],
        power_units={"yellow": 1},
    )
    events = play(s)
    assert len(kinds(events, "cancelled")) == 2
    assert pieces_of(s, "yellow") == {("YRV", "I"): 1, ("YHQ", "T"): 1}


def test_command_rules_reserve_exchange_then_move_to_headquarters_then_wait():
    """Exchanged in Reserve then moved to HQ: two commands; a piece moved from Reserve to HQ
    waits until the next round to move out (Traps to Avoid)."""
    s = start([], power_units={"yellow": 2})
    write(s, "yellow", Buy("yellow", "I", 2), Move("yellow", "I", "YRV", "YHQ"))
    assert not [o for o in s.options("yellow") if isinstance(o, Move)]
    play(s)
    assert pieces_of(s, "yellow") == {("YHQ", "I"): 1}
    assert Move("yellow", "I", "YHQ", "Y0") in s.options("yellow")


def test_command_rules_exchange_in_reserve_more_than_once():
    """Two Power Units for an Infantry (first command), then that Infantry with two others
    for a Regiment (second command)."""
    s = start(["yellow YRV 2I"], power_units={"yellow": 2})
    events = play(s, {"yellow": [Buy("yellow", "I", 2), Exchange("yellow", "I", "YRV")]})
    assert len(kinds(events, "command")) == 2
    assert pieces_of(s, "yellow") == {("YRV", "R"): 1}
    assert units(s)["yellow"] == 0


def test_2_implementing_commands_official_first_then_clockwise():
    s = start(
        ["yellow YHQ I", "blue BHQ I", "red RHQ I", "green GHQ I"],
        official="red",
    )
    orders = {a: [Move(a, "I", f"{a[0].upper()}HQ", f"{a[0].upper()}0")]
              for a in ("yellow", "blue", "red", "green")}  # fmt: skip
    events = play(s, orders)
    assert [e.data["pad"] for e in kinds(events, "command")] == ["red", "green", "yellow", "blue"]
    assert list(kinds(events, "reveal")[0].data["pads"]) == ["red", "green", "yellow", "blue"]


def test_2_implementing_commands_top_to_bottom():
    """Commands are read from top to bottom, because one command often affects the next."""
    in_order = [Move("yellow", "T", "Y5", "Y4"), Exchange("yellow", "T", "Y4")]
    s = start(["yellow Y4 2T", "yellow Y5 T"], pads={"yellow": in_order},
              done=["yellow", "red", "green"])  # fmt: skip
    events = play(s)
    assert not kinds(events, "cancelled")
    assert pieces_of(s, "yellow") == {("Y4", "H"): 1}
    s = start(["yellow Y4 2T", "yellow Y5 T"], pads={"yellow": in_order[::-1]},
              done=["yellow", "red", "green"])  # fmt: skip
    events = play(s)
    assert len(kinds(events, "cancelled")) == 1
    assert pieces_of(s, "yellow") == {("Y4", "T"): 3}


def test_2_implementing_commands_illegal_cancelled_with_reason():
    s = start(
        ["yellow Y4 H", "yellow Y0 I"],
        pads={"yellow": [Move("yellow", "T", "Y4", "Y5"), Move("yellow", "I", "Y0", "Y1")]},
        done=["yellow", "red", "green"],
    )
    events = play(s)
    [cancelled] = kinds(events, "cancelled")
    assert cancelled.rule == "2. Implementing Commands"
    assert cancelled.data["reason"] == "there is no Tank in Y4 to move"
    assert pieces_of(s, "yellow") == {("Y4", "H"): 1, ("Y1", "I"): 1}
    assert not kinds(events, "penalty") or all(e.data["army"] != "yellow"
                                               for e in kinds(events, "penalty"))  # fmt: skip


def test_traps_wrong_abbreviation_t_for_heavy_tank():
    """Writing "T" for a Heavy Tank: the command is illegal and cancelled."""
    s = start(["yellow Y4 H"])
    with pytest.raises(IllegalAction):
        s.apply("yellow", Move("yellow", "T", "Y4", "Y5"))


def test_2_implementing_commands_all_five_illegal_lose_power_unit():
    pad = [Move("yellow", "T", "Y4", "Y5")] * 5
    s = start(["yellow Y4 H"], power_units={"yellow": 3}, pads={"yellow": pad},
              done=["yellow", "red", "green"])  # fmt: skip
    events = play(s)
    assert len(kinds(events, "cancelled")) == 5
    assert units(s)["yellow"] == 2
    assert "yellow implemented no command and forfeits a Power Unit" in texts(events)
