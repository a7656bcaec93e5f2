"""Carrying out one written command (2. Implementing Commands).

The same functions check a command while it is being written (against the player's own
forces as they will stand at that line of the pad) and carry it out when it is implemented.
Each returns None when the command was carried out, or the reason it is illegal, in which
case nothing was changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from strife.games.power.model import forces as fx
from strife.games.power.model.board import Board, LocKind
from strife.games.power.model.commands import Buy, Command, Exchange, Launch, MissileBuild, Move
from strife.games.power.model.forces import Forces, count
from strife.games.power.model.pieces import Movement, PieceTable


@dataclass
class Armies:
    """The forces and Power Units a command may touch, by army.

    `books` caches, per army, the options each (location, piece) group gives (used while
    commands are written).
    """

    forces: dict[str, Forces]
    power_units: dict[str, int]
    books: dict[str, Any] = field(default_factory=dict)  # planning.ArmyBook by army
    failed: int = 0  # commands that could not be carried out (projections only)


def carry_out(board: Board, table: PieceTable, armies: Armies, command: Command) -> str | None:
    if isinstance(command, Move):
        return move(board, table, armies.forces[command.army], command)
    if isinstance(command, Exchange):
        return exchange(board, table, armies.forces[command.army], command)
    if isinstance(command, Buy):
        return buy(board, table, armies, command)
    if isinstance(command, MissileBuild):
        return build_missile(board, table, armies, command)
    return launch_check(armies.forces[command.army], command)


def movable_status(board: Board, forces: Forces, loc: str, piece: str) -> str | None:
    """The status of a piece of this type at loc that may still move this round."""
    if forces.get((loc, piece, fx.HOME)):
        return fx.HOME
    if board.is_reserve[loc] and forces.get((loc, piece, fx.MADE)):
        return fx.MADE
    return None


def destinations(
    board: Board, table: PieceTable, army: str, piece: str, frm: str
) -> tuple[str, ...]:
    kind = table[piece]
    if kind.movement is Movement.MISSILE:
        return ()
    if board.is_reserve[frm]:
        # Pieces in Reserve move only to Headquarters.
        return (board.hq(army),)
    return board.reach(kind.movement, kind.moves, frm)


def move(board: Board, table: PieceTable, forces: Forces, command: Move) -> str | None:
    kind = table.types.get(command.piece)
    if kind is None:
        return f"there is no piece {command.piece!r}"
    frm, to, piece = command.frm, command.to, command.piece
    if frm not in board.is_reserve or to not in board.is_reserve:
        return "no such location"
    if kind.movement is Movement.MISSILE:
        return "a Mega-Missile cannot be moved, only launched"
    key = (frm, piece, fx.HOME)
    left = forces.get(key, 0)
    if not left and board.is_reserve[frm]:
        key = (frm, piece, fx.MADE)  # made in Reserve this round: it may still move
        left = forces.get(key, 0)
    if not left:
        if count(forces, frm, piece):
            return f"the {kind.name} in {frm} cannot move again this round"
        return f"there is no {kind.name} in {frm} to move"
    if to not in board.reachable(command.army, kind, frm):
        return f"{kind.a_name} cannot move from {frm} to {to}"
    shift(forces, command)
    return None


def shift(forces: Forces, command: Move) -> None:
    """Carry out a move already known to be legal (checked by move, or listed as an option
    against these very forces): a piece in place since the round began moves first, else
    one made in Reserve this round."""
    frm, piece = command.frm, command.piece
    key = (frm, piece, fx.HOME)
    left = forces.get(key, 0)
    if not left:
        key = (frm, piece, fx.MADE)
        left = forces[key]
    if left > 1:
        forces[key] = left - 1
    else:
        del forces[key]
    arrived = (command.to, piece, frm)
    forces[arrived] = forces.get(arrived, 0) + 1


def _consume(forces: Forces, loc: str, piece: str, n: int) -> list[str]:
    """Take n pieces, those that cannot move any more first; return their statuses."""
    keys = sorted(
        (k for k in forces if k[0] == loc and k[1] == piece),
        key=lambda k: (not fx.arrived(k[2]), k[2] == fx.HOME, k[2]),
    )
    taken: list[str] = []
    for key in keys:
        while forces.get(key) and len(taken) < n:
            fx.remove(forces, key)
            taken.append(key[2])
    return taken


def _made_status(taken: list[str]) -> str:
    """A piece made from pieces that arrived this round arrived with them (it bounces to
    where they came from); otherwise it was made here (ruling D-3)."""
    return next((s for s in taken if fx.arrived(s)), fx.MADE)


def exchange(board: Board, table: PieceTable, forces: Forces, command: Exchange) -> str | None:
    kind = table.types.get(command.piece)
    if kind is None or kind.upgrade is None:
        return f"only Group I pieces can be exchanged three for one, not {command.piece!r}"
    if command.loc not in board.locations:
        return "no such location"
    if fx.count(forces, command.loc, command.piece) < table.exchange_count:
        return f"there are not three {kind.name} pieces in {command.loc}"
    taken = _consume(forces, command.loc, command.piece, table.exchange_count)
    fx.add(forces, command.loc, kind.upgrade, _made_status(taken))
    return None


def buy(board: Board, table: PieceTable, armies: Armies, command: Buy) -> str | None:
    kind = table.types.get(command.piece)
    if kind is None or kind.group != 1:
        return "Power Units buy only Group I pieces"
    if command.cost != kind.power:
        return f"{kind.a_name} costs {kind.power} Power Units"
    if armies.power_units.get(command.army, 0) < kind.power:
        return f"not enough Power Units in Reserve for {kind.a_name}"
    armies.power_units[command.army] -= kind.power
    fx.add(armies.forces[command.army], board.reserve(command.army), command.piece, fx.MADE)
    return None


def missile_value(
    board: Board, table: PieceTable, forces: Forces, power_units: int, loc: str
) -> int:
    """What an army could put into a Mega-Missile in `loc` (Power Units only in Reserve)."""
    value = sum(table[p].power * n for (at, p, _), n in forces.items() if at == loc)
    if board.locations[loc].kind is LocKind.RESERVE:
        value += power_units
    return value


def build_missile(
    board: Board, table: PieceTable, armies: Armies, command: MissileBuild
) -> str | None:
    forces = armies.forces[command.army]
    if command.loc not in board.locations:
        return "no such location"
    in_reserve = board.locations[command.loc].kind is LocKind.RESERVE
    if command.power_units and not in_reserve:
        return "Power Units are in Reserve and can join a Mega-Missile only there"
    if command.power_units > armies.power_units.get(command.army, 0):
        return "not enough Power Units in Reserve"
    value = command.power_units
    for piece, n in command.pieces:
        if piece not in table.types or piece == "M" or n < 1:
            return f"{piece!r} cannot go into a Mega-Missile"
        if fx.count(forces, command.loc, piece) < n:
            return f"there are not {n} {table[piece].name} pieces in {command.loc}"
        value += table[piece].power * n
    if value < table.mega_missile_cost:
        return f"the exchange is worth {value}, less than {table.mega_missile_cost}"
    for piece, n in command.pieces:
        _consume(forces, command.loc, piece, n)
    armies.power_units[command.army] -= command.power_units
    # Made here, whatever its pieces did: a Mega-Missile "cannot be moved", so never bounces.
    fx.add(forces, command.loc, "M", fx.MADE)
    return None


def launch_check(forces: Forces, command: Launch) -> str | None:
    """A launch needs a Mega-Missile of the army where it says; the strike is elsewhere."""
    if fx.count(forces, command.loc, "M") < 1:
        return f"there is no Mega-Missile in {command.loc} to launch"
    key = next(k for k in forces if k[0] == command.loc and k[1] == "M")
    fx.remove(forces, key)
    return None


def strike(board: Board, armies: Armies, target: str) -> dict[str, dict[str, int]]:
    """A Mega-Missile strike: every piece in `target` is destroyed, and in a Reserve area its
    Power Units too. A Flag is not a piece and stays standing. Returns what was destroyed."""
    destroyed: dict[str, dict[str, int]] = {}
    for army, forces in armies.forces.items():
        for key in [k for k in forces if k[0] == target]:
            lost = destroyed.setdefault(army, {})
            lost[key[1]] = lost.get(key[1], 0) + forces.pop(key)
    owner = board.locations[target].army if target in board.locations else None
    is_reserve = target in board.locations and board.locations[target].kind is LocKind.RESERVE
    if is_reserve and owner in armies.power_units and armies.power_units[owner]:
        destroyed.setdefault(owner, {})["P"] = armies.power_units[owner]
        armies.power_units[owner] = 0
    return destroyed
