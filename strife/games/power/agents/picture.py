"""What the heuristic POWER player sees each round (`Picture`: its pieces, the enemy's power
by location, the lines already written on each pad), and the bookkeeping of the orders it
gives (at most five lines a pad; a piece moved or arrived is not ordered again)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from strife.games.power.model.commands import (
    Move,
)
from strife.games.power.model.pieces import Movement

if TYPE_CHECKING:
    from strife.games.power.model.board import Board
    from strife.games.power.model.pieces import PieceTable


Spot = tuple[str, str]  # (location, piece)


PER_PAD = 5


@dataclass
class Picture:
    """What the player sees this round, arranged for planning."""

    side: str
    armies: tuple[str, ...]
    mine: dict[str, dict[Spot, int]]  # my army -> (loc, piece) -> count
    enemy_power: dict[str, dict[str, int]]  # loc -> enemy party -> power
    enemy_pieces: dict[str, list[tuple[str, str, int]]]  # party -> (loc, piece, count)
    enemy_armies: dict[str, str]  # enemy army -> its party
    power_units: dict[str, int]
    alive: dict[str, bool]  # army -> flag standing
    used: dict[str, int] = field(default_factory=dict)  # commands written per pad army
    moved: dict[tuple[str, str, str], int] = field(default_factory=lambda: defaultdict(int))


def picture(view: dict[str, Any], side: str, table: PieceTable) -> Picture:
    armies = tuple(view["sides"][side]["armies"])
    my_party = side
    party_of = {army: (info["side"] or army) for army, info in view["armies"].items()}
    mine: dict[str, dict[Spot, int]] = {a: defaultdict(int) for a in armies}
    enemy_power: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    enemy_pieces: dict[str, list[tuple[str, str, int]]] = defaultdict(list)
    for row in view["pieces"]:
        army, loc, piece, n = row["army"], row["loc"], row["piece"], row["count"]
        if army in armies:
            mine[army][loc, piece] += n
        else:
            party = party_of[army]
            enemy_power[loc][party] += table[piece].power * n
            enemy_pieces[party].append((loc, piece, n))
    return Picture(
        side=side,
        armies=armies,
        mine=mine,
        enemy_power=enemy_power,
        enemy_pieces=enemy_pieces,
        enemy_armies={a: p for a, p in party_of.items() if p != my_party},
        power_units={a: view["armies"][a]["power_units"] for a in armies},
        alive={a: not info["eliminated"] for a, info in view["armies"].items()},
    )


def budget(pic: Picture, army: str, n: int = 1) -> bool:
    return pic.used.get(army, 0) + n <= PER_PAD


def spend(pic: Picture, army: str, n: int = 1) -> None:
    pic.used[army] = pic.used.get(army, 0) + n


def unordered(pic: Picture, army: str, loc: str, piece: str) -> int:
    """Pieces here not yet given an order this round."""
    return pic.mine[army].get((loc, piece), 0) - pic.moved[army, loc, piece]


def move(pic: Picture, army: str, piece: str, frm: str, to: str) -> Move:
    pic.moved[army, frm, piece] += 1
    pic.moved[army, to, piece] += 1  # a piece that arrived cannot move again
    pic.mine[army][to, piece] = pic.mine[army].get((to, piece), 0) + 1
    spend(pic, army)
    return Move(army, piece, frm, to)


def reach_of(board: Board, table: PieceTable, army: str, loc: str, piece: str) -> tuple[str, ...]:
    kind = table[piece]
    if kind.movement is Movement.MISSILE:
        return ()
    if board.is_reserve[loc]:
        return (board.hq(army),)
    return board.reach(kind.movement, kind.moves, loc)


def enemy_here(pic: Picture, loc: str) -> int:
    return max(pic.enemy_power.get(loc, {}).values(), default=0)


def my_power_at(pic: Picture, table: PieceTable, loc: str) -> int:
    return sum(
        table[piece].power * n
        for army in pic.armies
        for (at, piece), n in pic.mine[army].items()
        if at == loc
    )


def movable(pic: Picture, board: Board) -> list[tuple[str, str, str]]:
    """(army, loc, piece) of my pieces that could still be ordered to move."""
    out = []
    for army in pic.armies:
        for (loc, piece), _ in sorted(pic.mine[army].items()):
            if unordered(pic, army, loc, piece) > 0 and piece != "M":
                out.append((army, loc, piece))
    return out
