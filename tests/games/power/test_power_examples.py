"""Worked examples from TIPS, TRAPS AND STRATEGIES ("PLAY WISELY" block and Hot Tips).

The other worked examples are with their rules: the command pad and the Cruiser
(test_power_commands), the Tank against the Destroyer and the three Tanks (test_power_forces),
the Mega-Missile (test_power_mega_missile), the ship in S3 and the kill squares
(test_power_board)."""

from __future__ import annotations

from power_support import game, kinds, pieces_of, play, start, units

from strife.games.power.model.commands import Buy, Exchange, Move


def harmless(s, n):
    """Each other player moves an Infantry out of its Headquarters (Sector n)."""
    return {a: [Move(a, "I", f"{a[0].upper()}HQ", f"{a[0].upper()}{n}")]
            for a in ("blue", "red", "green")}  # fmt: skip


def test_example_quick_power_20():
    """1. Fly 2 Fighters into 2 different opponents' Countries in the first round: 2 Power
    Units going into the second round. 2. Exchange them in Reserve for one new Infantry, moved
    into Headquarters. 3. Exchange the 3 Infantry for 1 Regiment (power value 20)."""
    s = game().start("four-player", seed=3)
    orders = harmless(s, 0)
    orders["yellow"] = [Move("yellow", "F", "YHQ", "B6"), Move("yellow", "F", "YHQ", "G2")]
    events = play(s, orders)
    assert kinds(events, "power-units")[0].data == {
        "army": "yellow", "earned": 2, "countries": ["blue", "green"],
    }  # fmt: skip
    assert units(s)["yellow"] == 2

    orders = harmless(s, 1)
    orders["yellow"] = [
        Buy("yellow", "I", 2),
        Move("yellow", "I", "YRV", "YHQ"),
        Exchange("yellow", "I", "YHQ"),
    ]
    events = play(s, orders)
    assert not kinds(events, "cancelled")
    yellow = pieces_of(s, "yellow")
    assert yellow[("YHQ", "R")] == 1
    assert ("YHQ", "I") not in yellow
    assert game().table["R"].power == 20
    # the Fighters are still in Blue and Green: two more Power Units
    assert units(s)["yellow"] == 2


def test_example_quick_power_two_fighters_in_one_country_earn_one():
    s = start(["yellow YHQ 2F"])
    play(s, {"yellow": [Move("yellow", "F", "YHQ", "B6"), Move("yellow", "F", "YHQ", "B3")]})
    assert units(s)["yellow"] == 1


def test_example_bomber_against_two_tanks_and_destroyer():
    """Two Tanks and a Destroyer (power value 16) in Blue's Headquarters; a Bomber (25)
    attacks and captures them all, and blocks pieces coming in from Blue's Reserve."""
    s = start(["yellow NI B", "blue BHQ 2T", "blue BHQ D", "blue BRV I"], power_units={"blue": 1})
    events = play(s, {"yellow": [Move("yellow", "B", "NI", "BHQ")]})
    [battle] = kinds(events, "battle")
    assert battle.data == {"loc": "BHQ", "powers": {"yellow": 25, "blue": 16}, "winner": "yellow"}
    assert pieces_of(s, "yellow") == {("BHQ", "B"): 1, ("YRV", "T"): 2, ("YRV", "D"): 1}
    assert pieces_of(s, "blue") == {("BRV", "I"): 1}
    # a Bomber cannot capture the Flag
    assert not kinds(events, "flag")
    # next round Blue brings its Infantry out of Reserve: it runs into the blockade
    play(s, {"blue": [Move("blue", "I", "BRV", "BHQ")]})
    assert pieces_of(s, "blue") == {}
    assert pieces_of(s, "yellow")[("YRV", "I")] == 1
    assert s.view(None)["armies"]["blue"]["flag_holder"] == "blue"


def test_hot_tips_bomber_picks_off_two_sitting_duck_destroyers():
    s = start(["yellow B4 B", "blue BHQ 2D"], power_units={"blue": 1})
    play(s, {"yellow": [Move("yellow", "B", "B4", "BHQ")]})
    assert pieces_of(s, "yellow") == {("BHQ", "B"): 1, ("YRV", "D"): 2}


def test_strategies_kill_square_infantry_captures_flag_in_one_round():
    """From Sectors 4, 6, 7 and 8 Infantry reach Headquarters, and the Flag, in one round."""
    for n in (4, 6, 7, 8):
        s = start([f"yellow B{n} I"])
        events = play(s, {"yellow": [Move("yellow", "I", f"B{n}", "BHQ")]})
        assert kinds(events, "flag")[0].data["victor"] == "yellow"
