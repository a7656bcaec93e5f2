"""The POWER Battleground and Movement of the Pieces (rulebook pages 1-2), and the board
statements in Tips, Traps and Strategies. The board itself is reconstructed (data/board.toml);
these tests pin every statement the text makes about it."""

from __future__ import annotations

import pytest
from power_support import game, pieces_of, play, start, texts

from strife.games.power.model.board import LocKind
from strife.games.power.model.commands import Move
from strife.games.power.model.pieces import Movement

COUNTRIES = {"yellow": "Y", "blue": "B", "red": "R", "green": "G"}


def board():
    return game().board


def reach(piece: str, frm: str) -> set[str]:
    kind = game().table[piece]
    return set(board().reach(kind.movement, kind.moves, frm))


def test_battleground_countries_headquarters_islands_sea_lanes_reserves():
    b = board()
    by_kind: dict[LocKind, set[str]] = {}
    for loc in b.locations.values():
        by_kind.setdefault(loc.kind, set()).add(loc.id)
    sectors = {f"{p}{n}" for p in COUNTRIES.values() for n in range(9)}
    assert by_kind[LocKind.SECTOR] == sectors
    assert by_kind[LocKind.HEADQUARTERS] == {"YHQ", "BHQ", "RHQ", "GHQ"}
    assert by_kind[LocKind.ISLAND] == {"XI", "NI", "EI", "SI", "WI"}
    assert by_kind[LocKind.SEA_LANE] == {f"S{n}" for n in range(1, 13)}
    assert by_kind[LocKind.RESERVE] == {"YRV", "BRV", "RRV", "GRV"}
    # Each player has their own colour Country with an adjacent Headquarters.
    for army, prefix in COUNTRIES.items():
        assert b.hq(army) == f"{prefix}HQ"
        assert b.country_of(f"{prefix}HQ") == army
        assert all(b.country_of(f"{prefix}{n}") == army for n in range(9))
    # Islands and Sea-lanes are neutral zones.
    assert all(b.country_of(i) is None for i in by_kind[LocKind.ISLAND] | by_kind[LocKind.SEA_LANE])


def test_movement_horizontally_vertically_and_diagonally():
    # Y4 is the centre of Yellow: one move reaches all eight neighbours.
    one = set(board().reach(Movement.FOOT, 1, "Y4"))
    assert one == {"Y0", "Y1", "Y2", "Y3", "Y5", "Y6", "Y7", "Y8"}


@pytest.mark.parametrize(
    ("piece", "frm", "reachable", "unreachable"),
    [
        ("I", "Y0", {"Y8", "Y6", "Y2"}, {"XI", "NI", "WI"}),  # XI is three moves from Y0
        ("R", "Y0", {"Y8", "Y6", "Y2"}, {"XI", "NI", "WI"}),
        ("T", "Y0", {"XI", "NI", "WI"}, {"B8", "G8", "R8"}),
        ("H", "Y0", {"XI", "NI", "WI"}, {"B8", "G8", "R8"}),
        ("F", "Y0", {"B3", "B7", "G1", "GHQ"}, {"B0", "G0", "BHQ", "RHQ"}),  # six away
        ("B", "Y4", {"B0", "BHQ", "RHQ", "GHQ"}, {"EI", "SI"}),  # each six away
        ("D", "S12", {"WI", "Y0", "Y3", "Y6", "YHQ"}, {"Y1", "S11", "G2"}),
        ("C", "NI", {"S1", "S5", "S6", "Y2", "B6"}, {"XI", "Y1"}),
    ],
)
def test_forces_table_maximum_moves(piece, frm, reachable, unreachable):
    """Infantry and Regiments 2, Tanks and Heavy Tanks 3, Fighters and Bombers 5, Destroyers
    and Cruisers 1 (The Power Forces table)."""
    got = reach(piece, frm)
    assert reachable <= got
    assert not (unreachable & got)
    kind = game().table[piece]
    graph = Movement.SEA if kind.movement is Movement.SEA else Movement.FOOT
    assert max(board().distance(frm, to, graph) for to in got) <= kind.moves


def test_movement_tank_four_sectors_is_illegal_and_cancelled():
    """Illegal Moves / 2. Implementing Commands: a Tank moved four Sectors stays where it was
    and the command is lost. WI -> Y6 -> Y7 -> Y8 -> XI is four moves."""
    assert board().distance("WI", "XI") == 4
    s = start(
        ["yellow WI T", "yellow YHQ I"],
        pads={"yellow": [Move("yellow", "T", "WI", "XI")]},
        done=["yellow", "red", "green"],
        power_units={"yellow": 1},
    )
    events = play(s)
    cancelled = [e for e in events if e.kind == "cancelled"]
    assert len(cancelled) == 1
    assert cancelled[0].rule == "2. Implementing Commands"
    assert "cannot move from WI to XI" in cancelled[0].text
    assert pieces_of(s, "yellow") == {("WI", "T"): 1, ("YHQ", "I"): 1}
    # every command illegal: the penalty is paid
    assert "yellow implemented no command and forfeits a Power Unit" in texts(events)


def test_movement_ground_forces_cannot_cross_sea_lanes_must_use_islands():
    b = board()
    for piece in ("I", "R", "T", "H"):
        for frm in ("Y2", "Y5", "Y8", "Y6"):
            got = reach(piece, frm)
            assert not any(b.locations[loc].kind is LocKind.SEA_LANE for loc in got)
            # from inside Yellow a ground piece never reaches another Country in one round:
            # it must stop at an Island first
            assert {b.country_of(loc) for loc in got} <= {"yellow", None}
    # from an Island (where it stopped last round) it goes on into the next Country
    assert {"B8", "R8", "G8", "Y8"} <= reach("I", "XI")


def test_power_warning_ground_pieces_stop_at_islands_and_headquarters():
    # Y8 -> XI is one move; Y8 -> XI -> B8 would be two, but Infantry must stop at XI.
    assert "XI" in reach("I", "Y8")
    assert "B8" not in reach("I", "Y8")
    # A Tank in Y4 reaches XI in two moves but cannot go on to B8 (three moves).
    assert "XI" in reach("T", "Y4") and "B8" not in reach("T", "Y4")
    # Fighters fly over Islands: Y4 -> Y8 -> XI -> B8 is three moves.
    assert "B8" in reach("F", "Y4")


def test_power_warning_cannot_enter_and_exit_island_in_one_round():
    """Even if a player moves one Sector to enter the Island, they must still wait until the
    next round before they can leave it."""
    s = start(
        ["yellow Y8 T"],
        pads={"yellow": [Move("yellow", "T", "Y8", "XI"), Move("yellow", "T", "XI", "R8")]},
        done=["yellow", "red", "green"],
    )
    events = play(s)
    cancelled = [e for e in events if e.kind == "cancelled"]
    assert len(cancelled) == 1 and "T XI R8 is cancelled" in cancelled[0].text
    assert "cannot move again this round" in cancelled[0].text
    assert pieces_of(s, "yellow") == {("XI", "T"): 1}
    # next round the Tank may leave the Island
    assert Move("yellow", "T", "XI", "R8") in s.options("yellow")


def test_power_warning_cannot_enter_and_exit_headquarters_in_one_round():
    s = start(
        ["yellow Y0 I"],
        pads={"yellow": [Move("yellow", "I", "Y0", "YHQ"), Move("yellow", "I", "YHQ", "Y1")]},
        done=["yellow", "red", "green"],
    )
    events = play(s)
    cancelled = [e for e in events if e.kind == "cancelled"]
    assert len(cancelled) == 1 and "I YHQ Y1 is cancelled" in cancelled[0].text
    assert pieces_of(s, "yellow") == {("YHQ", "I"): 1}


def test_movement_planes_cannot_enter_sea_lanes_and_cross_only_by_islands():
    b = board()
    for frm in ("Y0", "Y4", "Y8", "YHQ"):
        got = reach("F", frm)
        assert not any(b.locations[loc].kind is LocKind.SEA_LANE for loc in got)
    # no land connection joins two Countries directly: only Islands link them
    for a, neighbours in b.land.items():
        for c in neighbours:
            ca, cc = b.country_of(a), b.country_of(c)
            if ca and cc:
                assert ca == cc, f"{a} touches {c}"
    # Y2 and B6 face each other across Sea-lane 1: a Fighter goes round by North Island
    assert b.distance("Y2", "B6") == 2
    assert "NI" in b.land["Y2"] and "B6" in b.land["NI"]


def test_movement_planes_fly_over_islands_but_the_island_counts_as_a_move():
    # Y4 -> Y2 -> NI -> B6 -> B3 -> B0: five moves, the Bomber of the command-pad example
    assert "B0" in reach("B", "Y4")
    # from Y0 the same route is six moves
    assert "B0" not in reach("F", "Y0") and "B3" in reach("F", "Y0")


def test_movement_ships_sector_4_is_the_only_sector_ships_cannot_reach():
    b = board()
    unreachable = {loc for loc in b.locations if b.locations[loc].kind is not LocKind.RESERVE}
    unreachable -= set(b.sea)
    assert unreachable == {"Y4", "B4", "R4", "G4"}


def test_movement_ships_move_one_sector_and_not_across_sector_4_corners():
    b = board()
    for frm in ("S12", "NI", "Y1", "S3", "XI", "YHQ"):
        for to in reach("D", frm):
            assert b.distance(frm, to, Movement.SEA) == 1
    # Y1 and Y3 touch at a corner, over the land-only Sector 4: ships cannot cut across it
    assert "Y3" in b.land["Y1"]
    assert "Y3" not in reach("D", "Y1") and "Y3" not in reach("C", "Y1")
    assert "Y7" not in reach("D", "Y5")
    # ships stay on water and coastline
    assert "Y4" not in reach("D", "Y0")


def test_strategies_ship_in_s3_reaches_six_sectors_and_two_islands():
    """ "if a ship is in Sea-lane S3, a player has up to 6 Sectors and 2 Islands in which to
    move" (Strategies)."""
    got = reach("D", "S3")
    assert got == {"G6", "G7", "G8", "R2", "R5", "R8", "XI", "SI"}
    b = board()
    assert sum(b.locations[x].kind is LocKind.SECTOR for x in got) == 6
    assert sum(b.locations[x].kind is LocKind.ISLAND for x in got) == 2


def test_strategies_kill_squares_sectors_4_6_7_8_two_moves_from_headquarters():
    b = board()
    for army, prefix in COUNTRIES.items():
        hq = b.hq(army)
        two = {n for n in range(9) if b.distance(f"{prefix}{n}", hq) == 2}
        one = {n for n in range(9) if b.distance(f"{prefix}{n}", hq) == 1}
        assert two == {4, 6, 7, 8}
        assert one == {0, 1, 2, 3, 5}
        # Infantry (two moves) capture a Flag from a kill square in one round
        assert hq in reach("I", f"{prefix}4")


def test_command_pad_example_locations_are_in_reach():
    """D S12 WI, T Y4 XI, T B2 B1, B Y4 B0 are all legal moves."""
    assert "WI" in reach("D", "S12")
    assert "XI" in reach("T", "Y4")
    assert "B1" in reach("T", "B2")
    assert "B0" in reach("B", "Y4")


def test_cruiser_example_ni_s1_xi_are_one_move_each():
    assert "S1" in reach("C", "NI")
    assert "XI" in reach("C", "S1")
    assert "XI" not in reach("C", "NI")


def test_mega_missile_cannot_be_moved():
    assert reach("M", "Y4") == set()
    s = start(["yellow Y4 M", "yellow Y4 I"])
    assert not [o for o in s.options("yellow") if isinstance(o, Move) and o.piece == "M"]
