"""Audit (docs/audit/power.md): Movement of the Pieces, for every piece type each sentence
names. The moves offered are read from the options, through the public API."""

from __future__ import annotations

import pytest
from power_audit_support import moves_of, mv
from power_support import game, kinds, pieces_of, play, start

GROUND = ("I", "R", "T", "H")
PLANES = ("F", "B")
SHIPS = ("D", "C")


@pytest.mark.parametrize("piece", GROUND)
def test_movement_ground_pieces_stop_on_entering_an_island(piece):
    """POWER WARNING, for Infantry, Regiments, Tanks and Heavy Tanks: X Island is one move
    from Y8 and Blue 8 one more, but a ground piece that enters the Island stops there."""
    s = start([f"yellow Y8 {piece}"])
    reach = moves_of(s.options("yellow"), piece, "Y8")
    assert "XI" in reach
    assert not {"B8", "R8", "G8"} & reach
    assert reach == {"XI", "YHQ", "Y0", "Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"} | (
        {"NI", "WI"} if piece in ("T", "H") else set()
    )


@pytest.mark.parametrize("piece", GROUND)
@pytest.mark.parametrize(
    ("frm", "stop", "beyond"), [("Y8", "XI", "B8"), ("Y0", "YHQ", "Y1")], ids=["island", "hq"]
)
def test_power_warning_cannot_enter_and_exit_island_or_headquarters_in_one_round(
    piece, frm, stop, beyond
):
    """ "Even if a player moves one Sector to enter the Island or Headquarters, they must still
    wait until the next round before they can leave it": every ground piece, both places. The
    second command, written on a pad from data, is cancelled; next round the move is offered."""
    pad = [mv(f"yellow {piece} {frm} {stop}"), mv(f"yellow {piece} {stop} {beyond}")]
    s = start(
        [f"yellow {frm} {piece}"],
        pads={"yellow": pad},
        done=["yellow", "red", "green"],
    )
    events = play(s)
    [cancelled] = kinds(events, "cancelled")
    name = game().table[piece].name
    assert cancelled.data["reason"] == f"the {name} in {stop} cannot move again this round"
    assert pieces_of(s, "yellow") == {(stop, piece): 1}
    assert beyond in moves_of(s.options("yellow"), piece, stop)


@pytest.mark.parametrize("piece", PLANES)
def test_movement_planes_fly_over_islands_but_the_island_counts_as_one_move(piece):
    """Fighters and Bombers: Y8 -> XI -> B8 without stopping; Y4 -> Y2 -> NI -> B6 -> B3 -> B0
    is five moves (the Island counted), and from Y0 the same Sector is six."""
    s = start([f"yellow Y8 {piece}", f"yellow Y4 {piece}", f"yellow Y0 {piece}"])
    options = s.options("yellow")
    assert {"XI", "B8", "R8", "G8"} <= moves_of(options, piece, "Y8")
    assert "B0" in moves_of(options, piece, "Y4")
    assert "B0" not in moves_of(options, piece, "Y0")
    assert "B3" in moves_of(options, piece, "Y0")


@pytest.mark.parametrize("piece", PLANES)
def test_movement_planes_are_never_offered_a_sea_lane(piece):
    """Traps to Avoid, "Flying Planes over Sea-lanes": from anywhere in Yellow, no Sea-lane."""
    places = ("YHQ", "Y0", "Y2", "Y4", "Y6", "Y8")
    s = start([f"yellow {loc} {piece}" for loc in places])
    options = s.options("yellow")
    for loc in places:
        reach = moves_of(options, piece, loc)
        assert reach and not {r for r in reach if r.startswith("S") and r[1:].isdigit()}


@pytest.mark.parametrize("piece", SHIPS)
def test_movement_ships_one_sector_on_water_and_coastline(piece):
    """Destroyers and Cruisers move one Sector, on water and coastline, never diagonally past
    the land-only Sector 4 (Y1 -> Y3), never into Sector 4, never from one Sea-lane straight
    into another (ruling B-2)."""
    s = start([f"yellow S12 {piece}", f"yellow Y1 {piece}", f"yellow YHQ {piece}"])
    options = s.options("yellow")
    assert moves_of(options, piece, "S12") == {"WI", "Y0", "Y3", "Y6", "YHQ"}
    assert moves_of(options, piece, "Y1") == {"S5", "Y0", "Y2", "YHQ"}
    assert moves_of(options, piece, "YHQ") == {"S5", "S12", "Y0", "Y1", "Y2", "Y3", "Y5"}


@pytest.mark.parametrize("piece", GROUND)
def test_movement_ground_pieces_never_offered_a_sea_lane_or_another_country(piece):
    """Infantry, Regiments, Tanks and Heavy Tanks "are prevented from travelling across
    Sea-lanes and must use the Islands to move from one Country to another"."""
    s = start([f"yellow {loc} {piece}" for loc in ("Y2", "Y5", "Y8", "Y4")])
    options = s.options("yellow")
    for loc in ("Y2", "Y5", "Y8", "Y4"):
        reach = moves_of(options, piece, loc)
        assert all(r[0] == "Y" or r.endswith("I") for r in reach), reach


def test_strategies_where_enemy_fighters_reach_in_the_first_round():
    """Ruling P-8 (the tip to put pieces worth more than 10 in Sectors 0, 3 or 5): from their
    Headquarters, Green's Fighters reach every Yellow Sector, Blue's only 1, 2, 4, 5, 7 and 8,
    Red's only 4, 5, 7 and 8."""
    s = start(["green GHQ F", "blue BHQ F", "red RHQ F"])
    for side, hq, numbers in (
        ("green", "GHQ", range(9)),
        ("blue", "BHQ", (1, 2, 4, 5, 7, 8)),
        ("red", "RHQ", (4, 5, 7, 8)),
    ):
        reach = moves_of(s.options(side), "F", hq)
        assert {r for r in reach if r[0] == "Y" and r[1:].isdigit()} == {f"Y{n}" for n in numbers}
