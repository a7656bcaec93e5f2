"""Audit (docs/audit/power.md): RULES FOR GAMES WITH UNDER 4 PLAYERS, for the branches the
earlier tests left out."""

from __future__ import annotations

from power_audit_support import buy, exchange, launch, missile, moves_of, mv
from power_support import kinds, pieces_of, play, start, texts, units, where

# -- Two Player Games -------------------------------------------------------------------------


def test_two_player_reserve_pieces_go_only_to_their_own_colours_headquarters():
    """ "Players cannot switch pieces from one Country to another": a Yellow piece in Reserve
    goes to Yellow's Headquarters, never to Blue's."""
    s = start(["yellow YRV T", "blue BRV T"], players=2)
    options = s.options("north")
    assert moves_of(options, "T", "YRV") == {"YHQ"}
    assert moves_of(options, "T", "BRV") == {"BHQ"}


def test_two_player_no_mega_missile_from_different_coloured_pieces():
    """ "they cannot use different coloured pieces in exchanging and upgrading": a Yellow and a
    Blue Cruiser in one Sector (100 together) make no Mega-Missile; two Yellow ones do."""
    s = start(["yellow YHQ C", "blue YHQ C"], players=2)
    assert not [o for o in s.options("north") if o.to_json()["kind"] == "missile"]
    s = start(["yellow YHQ 2C"], players=2)
    assert missile("yellow", "YHQ")[0] in s.options("north")


def test_two_player_strike_on_a_reserve_destroys_that_colours_power_units_only():
    """Mega-Missile Rules with Two Player Games: Power Units "must be placed in the correct
    colour Reserve area as they cannot be combined", so a strike on Yellow's Reserve destroys
    Yellow's Power Units and pieces, and Blue's stay."""
    s = start(
        ["red R4 M", "yellow YRV T", "blue BRV T"],
        players=2,
        official="south",
        power_units={"yellow": 5, "blue": 5, "green": 1},
    )
    events = play(s, {"south": [launch("red", "R4", "YRV")]})
    assert kinds(events, "strike")[0].data["destroyed"] == {"yellow": {"T": 1, "P": 5}}
    assert pieces_of(s, "blue") == {("BRV", "T"): 1}
    assert units(s)["blue"] == 4  # its own penalty paid, nothing destroyed


# -- Three Player Games -----------------------------------------------------------------------


def three(pieces, **kw):
    kw.setdefault("power_units", {"yellow": 1, "blue": 1, "red": 1})
    return start(pieces, players=3, **kw)


def test_three_player_two_players_launch_one_mercenary_missile_at_different_targets_cancel():
    """ "If two or more opponents try to move the same piece during the same round, the moves
    cancel each other out and the piece stays where it is": a Mega-Missile's one move ("1
    anywhere" in the forces table) is its launch. Both launches are cancelled, nothing is
    struck, the missile stays, and both writers, having implemented nothing, pay."""
    s = three(["green G4 M", "blue B4 T", "red R4 T"])
    events = play(
        s, {"yellow": [launch("green", "G4", "B4")], "blue": [launch("green", "G4", "R4")]}
    )
    assert not kinds(events, "strike")
    assert len(kinds(events, "mercenary-clash")) == 1
    assert {e.data["pad"] for e in kinds(events, "cancelled")} == {"yellow", "blue"}
    assert where(s) == {("green", "G4", "M"): 1, ("blue", "B4", "T"): 1, ("red", "R4", "T"): 1}
    assert {e.data["army"] for e in kinds(events, "penalty")} == {"yellow", "blue", "red"}


def test_three_player_two_players_launch_one_mercenary_missile_at_the_same_target():
    """ "If, however, the players move the same piece to the same Sector, the command is carried
    out": one strike, and both players implemented a command (neither pays)."""
    s = three(["green G4 M", "blue B4 T"])
    events = play(
        s, {"yellow": [launch("green", "G4", "B4")], "blue": [launch("green", "G4", "B4")]}
    )
    [strike] = kinds(events, "strike")
    assert strike.data["destroyed"] == {"blue": {"T": 1}}
    assert not kinds(events, "cancelled")
    assert {e.data["army"] for e in kinds(events, "penalty")} == {"red"}
    assert where(s) == {}


def test_three_player_two_mercenary_missiles_two_players_both_launched():
    """ "If there are more than one of the same type of piece in the same Sector and two players
    try to move them, then the commands are carried out": two missiles, two launches."""
    s = three(["green G4 2M", "blue B4 T", "red R4 T"])
    events = play(
        s, {"yellow": [launch("green", "G4", "B4")], "blue": [launch("green", "G4", "R4")]}
    )
    assert [e.data["target"] for e in kinds(events, "strike")] == ["B4", "R4"]
    assert where(s) == {}


def test_three_player_clashing_orders_count_as_commands_not_implemented():
    """Ruling P-6: an order cancelled by a clash was not implemented; a player whose every
    order was cancelled pays the penalty like any other."""
    s = three(["green G4 I"])
    events = play(s, {"yellow": [mv("green I G4 G0")], "blue": [mv("green I G4 G8")]})
    assert "yellow implemented no command and forfeits a Power Unit" in texts(events)
    assert "blue implemented no command and forfeits a Power Unit" in texts(events)
    assert units(s) == {"yellow": 0, "blue": 0, "red": 0, "green": 0}


def test_three_player_a_move_and_an_exchange_of_the_same_mercenary_pieces_in_pad_order():
    """Ruling P-6: an exchange is not a move, so a move and an exchange of the same mercenary
    Tanks are carried out in pad order: Yellow (the Official) exchanges the three Tanks first,
    and Blue's move, finding no Tank, is cancelled."""
    s = three(["green G4 3T"], official="yellow")
    events = play(s, {"yellow": [exchange("green", "T", "G4")], "blue": [mv("green T G4 G0")]})
    [cancelled] = kinds(events, "cancelled")
    assert cancelled.data["pad"] == "blue"
    assert cancelled.data["reason"] == "there is no Tank in G4 to move"
    assert pieces_of(s, "green") == {("G4", "H"): 1}


def test_three_player_a_player_exchanges_mercenary_power_units():
    """ "Players can devote as many of their five commands as they wish to moving and
    exchanging the mercenary forces": the mercenary's Power Units buy a mercenary piece, which
    the same player may bring out to the mercenary Headquarters."""
    s = three([], power_units={"yellow": 1, "blue": 1, "red": 1, "green": 3})
    play(s, {"yellow": [buy("green", "T"), mv("green T GRV GHQ")]})
    assert pieces_of(s, "green") == {("GHQ", "T"): 1}
    assert units(s)["green"] == 0


def test_three_player_an_order_repeating_one_that_failed_is_not_carried_out():
    """ "If ... the players move the same piece to the same Sector, the command is carried
    out": only if it can be when it is read. Red (the Official) strikes G4 first, destroying
    the mercenary Infantry that Yellow and Blue both order to G0: neither order is carried out,
    and both players, having implemented nothing, pay the penalty."""
    s = three(["green G4 I", "red R0 M"], official="red")
    events = play(
        s,
        {
            "red": [launch("red", "R0", "G4")],
            "yellow": [mv("green I G4 G0")],
            "blue": [mv("green I G4 G0")],
        },
    )
    assert kinds(events, "strike")[0].data["destroyed"] == {"green": {"I": 1}}
    assert {e.data["pad"] for e in kinds(events, "cancelled")} == {"yellow", "blue"}
    assert {e.data["army"] for e in kinds(events, "penalty")} == {"yellow", "blue"}
    assert where(s) == {}


def test_three_player_two_pieces_two_players_to_the_same_sector_both_carried_out():
    """ "If there are more than one of the same type of piece in the same Sector and two players
    try to move them, then the commands are carried out": both commands, so both Infantry go
    to G0, as at the table (the second player still finds an Infantry in G4 to move). Orders
    merge only when they outnumber the pieces (one piece, two players, one Sector)."""
    s = three(["green G4 2I"])
    events = play(s, {"yellow": [mv("green I G4 G0")], "blue": [mv("green I G4 G0")]})
    assert [e.text for e in kinds(events, "command")] == [
        "yellow: I G4 G0",
        "blue: I G4 G0",
    ]
    assert pieces_of(s, "green") == {("G0", "I"): 2}
