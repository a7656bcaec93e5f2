"""Audit (docs/audit/power.md): Expanding Forces, Preparation, 1. Planning Commands and the
Command Rules, for the branches the earlier tests left out."""

from __future__ import annotations

import pytest
from power_audit_support import buy, exchange, mv
from power_support import game, kinds, pieces_of, play, start, texts, units

from strife.core.errors import IllegalAction


@pytest.mark.parametrize("piece", ["I", "T", "F", "D"])
def test_expanding_forces_power_units_buy_each_group_one_piece_at_its_power_value(piece):
    """ "Two Power Units for a new Infantry, three ... a Tank, five ... a Fighter or 10 ... a
    Destroyer": exactly its cost, the new piece in Reserve, no Power Unit left."""
    cost = game().table[piece].power
    s = start([], power_units={"yellow": cost})
    play(s, {"yellow": [buy("yellow", piece)]})
    assert pieces_of(s, "yellow") == {("YRV", piece): 1}
    assert units(s)["yellow"] == 0


def test_exchanging_pieces_on_an_island_and_in_a_sea_lane():
    """ "Three smaller pieces within the same Sector": an Island and a Sea-lane are Sectors."""
    s = start(["yellow XI 3I", "yellow S5 3D"])
    play(s, {"yellow": [exchange("yellow", "I", "XI"), exchange("yellow", "D", "S5")]})
    assert pieces_of(s, "yellow") == {("XI", "R"): 1, ("S5", "C"): 1}


@pytest.mark.parametrize("scenario", ["four-player", "three-player", "two-player"])
def test_initial_forces_in_every_headquarters_in_every_scenario(scenario):
    """Initial Forces, for every army in play, the mercenary army and both armies of a
    two-player side included: 2 Infantry, 2 Tanks, 2 Fighters, 2 Destroyers and the Flag."""
    s = game().start(scenario, seed=0)
    armies = s.view(None)["armies"]
    assert set(armies) == {"yellow", "blue", "red", "green"}
    for army, info in armies.items():
        hq = f"{army[0].upper()}HQ"
        assert pieces_of(s, army) == {(hq, "I"): 2, (hq, "T"): 2, (hq, "F"): 2, (hq, "D"): 2}
        assert info["flag_holder"] == army and info["power_units"] == 0


def test_the_official_first_is_selected_from_the_players():
    """ "One player is selected to be the first official": drawn with the game's dice (ruling
    P-4), so the same seed gives the same Official and every player can be drawn."""
    drawn = {game().start("four-player", seed=seed).view(None)["official"] for seed in range(40)}
    assert drawn == {"yellow", "blue", "red", "green"}
    again = game().start("four-player", seed=7).view(None)["official"]
    assert again == game().start("four-player", seed=7).view(None)["official"]
    three = {game().start("three-player", seed=seed).view(None)["official"] for seed in range(40)}
    assert three == {"yellow", "blue", "red"}  # never the mercenary army


def test_1_planning_commands_nothing_is_written_after_the_pad_is_laid_down():
    """ "When the official says, 'Stop', all players must immediately stop writing ... Players
    can only implement written commands": once a pad is laid down nothing more is offered,
    and a command sent anyway is refused."""
    s = start(["yellow YHQ 2I", "blue BHQ I"])
    s.apply("yellow", mv("yellow I YHQ Y0"))
    s.apply("yellow", game().action_from_json({"kind": "done"}))
    assert s.options("yellow") == []
    with pytest.raises(IllegalAction):
        s.apply("yellow", mv("yellow I YHQ Y1"))
    play(s)
    assert pieces_of(s, "yellow") == {("YHQ", "I"): 1, ("Y0", "I"): 1}


@pytest.mark.parametrize(("piece", "loc", "left"), [("T", "Y0", 2), ("F", "XI", 4), ("D", "S5", 9)])
def test_command_rules_penalty_group_one_piece_broken_down_into_its_power_units(piece, loc, left):
    """No Power Unit: the lowest piece, "from anywhere on the battleground", is exchanged for
    its power value in Power Units; one is forfeited and the rest go to Reserve (Tank on land,
    Fighter on an Island, Destroyer in a Sea-lane)."""
    s = start([f"yellow {loc} {piece}", "yellow YHQ C"])
    events = play(s)
    assert pieces_of(s, "yellow") == {("YHQ", "C"): 1}
    assert units(s)["yellow"] == left
    name = game().table[piece].name
    assert f"its {name} in {loc} is broken down" in texts(kinds(events, "penalty"))


def test_command_rules_penalty_a_mega_missile_is_never_the_lowest_piece():
    """Ruling P-5: a Mega-Missile (power value 0) is not broken down; the Tank is. With only a
    Mega-Missile there is nothing to forfeit."""
    s = start(["yellow Y4 M", "yellow Y0 T"])
    play(s)
    assert pieces_of(s, "yellow") == {("Y4", "M"): 1}
    assert units(s)["yellow"] == 2
    s = start(["yellow Y4 M"])
    events = play(s)
    assert "yellow implemented no command but has nothing to forfeit" in texts(events)
    assert pieces_of(s, "yellow") == {("Y4", "M"): 1}


def test_command_rules_penalty_paid_before_conflicts_are_resolved():
    """Ruling P-5: the penalty is paid as soon as the army's pad is read, so the piece broken
    down is gone before the conflicts: Blue's Fighter enters an empty Y0 and captures nothing."""
    s = start(["yellow Y0 I", "blue Y1 F"], official="yellow")
    events = play(s, {"blue": [mv("blue F Y1 Y0")]})
    assert "its Infantry in Y0 is broken down" in texts(kinds(events, "penalty"))
    assert not kinds(events, "battle") and not kinds(events, "capture")
    assert pieces_of(s, "yellow") == {}
    assert units(s)["yellow"] == 1
    assert pieces_of(s, "blue") == {("Y0", "F"): 1}


def test_command_rules_a_piece_bought_in_reserve_moves_to_headquarters_once():
    """ "Pieces in Reserve can move once in any one round and only to Headquarters": a piece
    just bought may go to Headquarters, and is offered no second move there."""
    s = start([], power_units={"yellow": 3})
    play(s, {"yellow": [buy("yellow", "T"), mv("yellow T YRV YHQ")]})
    assert pieces_of(s, "yellow") == {("YHQ", "T"): 1}
    s = start([], power_units={"yellow": 3})
    s.apply("yellow", buy("yellow", "T"))
    s.apply("yellow", mv("yellow T YRV YHQ"))
    assert not [o for o in s.options("yellow") if o.to_json()["kind"] == "move"]
