"""Taking back a command on a pad not yet laid down (1. Planning Commands: the pad is only
final at "Go"). Taking back is a legal action, so people, agents and replays agree on it."""

from __future__ import annotations

import pytest
from power_support import pieces_of, play, start, write

import strife
from strife.core.errors import IllegalAction
from strife.games.power.model.commands import Done, MissileCancel, MissileStart, Move, TakeBack


def test_1_planning_commands_take_back_the_last_line_of_a_pad():
    s = start(["yellow YHQ 3I"])
    assert TakeBack("yellow") not in s.options("yellow")  # nothing written yet
    write(s, "yellow", Move("yellow", "I", "YHQ", "Y0"))
    write(s, "yellow", Move("yellow", "I", "YHQ", "Y1"))
    events = s.apply("yellow", TakeBack("yellow"))
    assert [c.label() for c in s.pads["yellow"]] == ["I YHQ Y0"]
    assert events[0].text == "1. Planning Commands: yellow takes back I YHQ Y1 from the yellow pad"
    assert events[0].visible_to == frozenset({"yellow"})  # still secret
    # the Infantry taken back from Y1 is free to move again
    assert Move("yellow", "I", "YHQ", "Y1") in s.options("yellow")
    play(s)
    assert pieces_of(s, "yellow") == {("YHQ", "I"): 2, ("Y0", "I"): 1}


def test_1_planning_commands_take_back_frees_a_full_pad():
    s = start(["yellow YHQ 9I"])
    for n in range(5):
        write(s, "yellow", Move("yellow", "I", "YHQ", f"Y{n}"))
    s.apply("yellow", TakeBack("yellow"))
    assert Move("yellow", "I", "YHQ", "Y5") in s.options("yellow")


def test_1_planning_commands_no_take_back_once_the_pad_is_laid_down():
    s = start(["yellow YHQ 3I"])
    write(s, "yellow", Move("yellow", "I", "YHQ", "Y0"))
    s.apply("yellow", Done())
    with pytest.raises(IllegalAction):
        s.apply("yellow", TakeBack("yellow"))


def test_1_planning_commands_no_take_back_of_another_players_pad():
    s = start(["yellow YHQ 3I", "blue BHQ 3I"])
    write(s, "blue", Move("blue", "I", "BHQ", "B0"))
    with pytest.raises(IllegalAction):
        s.apply("yellow", TakeBack("blue"))


def test_two_player_take_back_is_offered_per_pad():
    s = start(["yellow YHQ 3I", "blue BHQ 3I"], players=2)
    write(s, "north", Move("blue", "I", "BHQ", "B0"))
    options = s.options("north")
    assert TakeBack("blue") in options and TakeBack("yellow") not in options


def test_mega_missile_exchange_being_written_is_taken_back_by_abandoning_it():
    s = start(["yellow Y4 5C"])
    s.apply("yellow", MissileStart("yellow", "Y4"))
    assert MissileCancel("yellow") in s.options("yellow")
    assert not any(isinstance(a, TakeBack) for a in s.options("yellow"))


def test_take_back_replays_bit_for_bit():
    s = start(["yellow YHQ 3I"])
    write(s, "yellow", Move("yellow", "I", "YHQ", "Y0"))
    s.apply("yellow", TakeBack("yellow"))
    again = strife.replay(s.record())
    assert again.pads == s.pads and again.to_json()["state"] == s.to_json()["state"]
