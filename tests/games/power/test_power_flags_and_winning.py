"""5. Collecting Power Units, 6. Flag Captures, Winning the Game and Tournaments (rulebook
pages 8-11)."""

from __future__ import annotations

from power_support import game, kinds, pieces_of, play, scenario, start, units

from strife.games.power.model.commands import Move

COLLECT = "5. Collecting Power Units"
FLAGS = "6. Flag Captures"
# Yellow's harmless command each round, so that it pays no penalty.
STIR = Move("yellow", "I", "YHQ", "Y0")


def earned(events, army):
    found = [e for e in kinds(events, "power-units") if e.data["army"] == army]
    assert all(e.rule == COLLECT for e in found)
    return found[0].data["earned"] if found else 0


def test_5_one_power_unit_per_enemy_country_regardless_of_sectors_or_pieces():
    s = start(["yellow YHQ I", "yellow B0 3T", "yellow B4 F", "yellow B8 D", "yellow R4 I"])
    events = play(s, {"yellow": [STIR]})
    assert earned(events, "yellow") == 2
    assert kinds(events, "power-units")[0].data["countries"] == ["blue", "red"]
    assert units(s)["yellow"] == 2


def test_5_maximum_three_power_units_a_round():
    s = start(["yellow YHQ I", "yellow B4 I", "yellow R4 I", "yellow G4 I"])
    events = play(s, {"yellow": [STIR]})
    assert earned(events, "yellow") == 3


def test_5_none_for_own_country_islands_or_sea_lanes():
    s = start(["yellow YHQ I", "yellow Y4 T", "yellow XI T", "yellow NI T", "yellow S1 D"])
    events = play(s, {"yellow": [STIR]})
    assert earned(events, "yellow") == 0
    assert units(s)["yellow"] == 0


def test_5_enemy_headquarters_counts_as_the_country():
    """Ruling B-4: a piece in an enemy Headquarters earns that Country's Power Unit."""
    s = start(["yellow YHQ I", "yellow RHQ F"], power_units={"red": 1})
    events = play(s, {"yellow": [STIR]})
    assert earned(events, "yellow") == 1


def test_5_none_for_a_country_whose_flag_is_captured():
    """Once a Country's Flag has been captured, it becomes neutral territory."""
    s = start(["yellow YHQ I", "yellow B4 I", "yellow R4 I"], flags={"blue": "green"})
    events = play(s, {"yellow": [STIR]})
    assert kinds(events, "power-units")[0].data["countries"] == ["red"]
    assert earned(events, "yellow") == 1


def test_5_power_units_kept_in_reserve_until_exchanged():
    s = start(["yellow YHQ I", "yellow B4 I"], power_units={"yellow": 1})
    play(s, {"yellow": [STIR]})
    assert units(s)["yellow"] == 2
    assert s.view(None)["armies"]["yellow"]["power"] == 2 + 2 + 2  # pieces + Power Units


def test_6_flag_capture_needs_infantry_or_regiment_and_greater_power():
    """Yellow's Infantry and Tank beat Blue's Tank in Blue HQ, then take the Flag: the Flag
    goes to Yellow, with all Blue's forces and Power Units; Blue is out of the game."""
    s = start(
        ["yellow YHQ I", "yellow B4 I", "yellow B4 T", "blue BHQ T", "blue S6 D", "blue R4 F",
         "blue BRV C"],
        power_units={"blue": 4},
    )  # fmt: skip
    events = play(
        s,
        {
            "yellow": [Move("yellow", "I", "B4", "BHQ"), Move("yellow", "T", "B4", "BHQ")],
            "blue": [Move("blue", "D", "S6", "B3")],
        },
    )
    # Power Units are collected before Flags are captured: Blue earns one for Red ...
    assert earned(events, "blue") == 1 and earned(events, "yellow") == 1
    [flag] = kinds(events, "flag")
    assert flag.rule == FLAGS
    assert flag.data["army"] == "blue" and flag.data["victor"] == "yellow"
    assert flag.data["power_units"] == 5  # ... which pass to Yellow with the rest
    assert units(s) == {"yellow": 6, "blue": 0, "red": 0, "green": 0}
    assert pieces_of(s, "yellow") == {
        ("YHQ", "I"): 1, ("BHQ", "I"): 1, ("BHQ", "T"): 1,
        ("YRV", "T"): 1, ("YRV", "D"): 1, ("YRV", "F"): 1, ("YRV", "C"): 1,
    }  # fmt: skip
    assert pieces_of(s, "blue") == {}
    view = s.view(None)
    assert view["armies"]["blue"]["flag_holder"] == "yellow"
    assert view["armies"]["blue"]["eliminated"] is True
    assert view["sides"]["yellow"]["flags"] == 2
    # Blue is permanently out: it writes no more commands
    assert "blue" not in s.decision().sides


def test_6_flag_not_captured_without_infantry_or_regiment():
    s = start(["yellow YHQ I", "yellow B4 H", "yellow B4 B", "yellow B4 C"])
    events = play(
        s,
        {"yellow": [STIR, Move("yellow", "H", "B4", "BHQ"), Move("yellow", "B", "B4", "BHQ")]},
    )
    assert not kinds(events, "flag")
    assert s.view(None)["armies"]["blue"]["flag_holder"] == "blue"


def test_6_flag_captured_by_a_regiment():
    s = start(["yellow YHQ I", "yellow B4 R"])
    events = play(s, {"yellow": [STIR, Move("yellow", "R", "B4", "BHQ")]})
    assert kinds(events, "flag")[0].data["victor"] == "yellow"


def test_6_flag_not_captured_without_greater_power():
    """A tie in Headquarters that no retreat breaks (ruling T-3): the attacker's power is not
    greater than the defender's, so the Flag stands."""
    s = start(["yellow YHQ I", "yellow BHQ I", "blue BHQ I"], power_units={"blue": 1})
    events = play(s, {"yellow": [STIR]})
    assert kinds(events, "standoff")
    assert not kinds(events, "flag")
    assert s.view(None)["armies"]["blue"]["flag_holder"] == "blue"


def test_6_flags_held_by_the_loser_pass_to_the_victor():
    s = start(["yellow YHQ I", "yellow B4 I"], flags={"red": "blue"})
    events = play(s, {"yellow": [STIR, Move("yellow", "I", "B4", "BHQ")]})
    assert kinds(events, "flag")
    holders = {a: info["flag_holder"] for a, info in s.view(None)["armies"].items()}
    assert holders == {"yellow": "yellow", "blue": "yellow", "red": "yellow", "green": "green"}


def test_winning_the_game_capture_every_flag():
    s = start(["yellow YHQ I", "yellow B4 I"], flags={"red": "yellow", "green": "yellow"})
    events = play(s, {"yellow": [STIR, Move("yellow", "I", "B4", "BHQ")]})
    [over] = kinds(events, "game-over")
    assert over.rule == "Winning the Game"
    outcome = s.outcome()
    assert outcome.winners == ("yellow",) and outcome.level == "conquest"
    assert s.decision() is None


def test_tournaments_round_limit_highest_total_power_wins():
    """The two-hour limit as a round limit: the last round is announced as the final round,
    finished, and the highest total power value (pieces anywhere and Power Units) wins."""
    s = start(
        ["yellow YRV C", "blue BHQ H", "blue B4 F", "red RHQ I"],
        power_units={"yellow": 2, "blue": 2, "red": 2, "green": 2},  # two penalties each
        round_limit=2,
    )
    view = s.view(None)
    assert view["round_limit"] == 2 and view["final_round"] is False
    events = play(s)
    assert "Final round" in kinds(events, "round")[0].text
    assert s.view(None)["final_round"] is True
    events = play(s)
    [over] = kinds(events, "game-over")
    assert over.rule == "Tournaments"
    outcome = s.outcome()
    assert outcome.winners == ("yellow",)
    assert outcome.scores == {"yellow": 50.0, "blue": 35.0, "red": 2.0, "green": 0.0}


def test_tournaments_equal_power_most_flags_wins():
    s = game().start(
        scenario(
            ["yellow YHQ C", "blue BHQ C", "red RHQ I"],
            power_units={"yellow": 1, "blue": 1, "red": 1},
            flags={"green": "yellow"},
        ),
        seed=0,
        options={"round_limit": 1},
    )
    assert s.view(None)["final_round"] is True
    play(s)
    outcome = s.outcome()
    assert outcome.scores["yellow"] == outcome.scores["blue"] == 50.0
    assert outcome.winners == ("yellow",)
    assert outcome.level == "time limit"
