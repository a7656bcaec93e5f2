"""1. Planning Commands: what a player may write on the Command pad.

A player writes commands secretly, one line at a time. Strife offers only commands that are
legal against the player's own forces as they will stand when that line is reached (after
the lines above it), so a pad never holds a slip of the pencil; a written command can still
be cancelled when it is implemented, for instance when two players move the same mercenary
piece (ruling P-1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.games.power import execution as ex
from strife.games.power import forces as fx
from strife.games.power.board import LocKind
from strife.games.power.commands import (
    Buy,
    Command,
    Done,
    Exchange,
    Launch,
    MissileAdd,
    MissileBuild,
    MissileCancel,
    Move,
)

if TYPE_CHECKING:
    from strife.games.power.state import PowerState

COMMANDS_PER_PAD = 5
DONE = Done()


@dataclass(frozen=True)
class Draft:
    """A Mega-Missile exchange being written: pieces added so far."""

    army: str
    loc: str
    pieces: tuple[tuple[str, int], ...] = ()
    power_units: int = 0

    def added(self, piece: str) -> int:
        return dict(self.pieces).get(piece, 0)

    def with_piece(self, piece: str, n: int = 1) -> Draft:
        counts = dict(self.pieces)
        counts[piece] = counts.get(piece, 0) + n
        return Draft(self.army, self.loc, tuple(sorted(counts.items())), self.power_units)

    def with_power_units(self, n: int) -> Draft:
        return Draft(self.army, self.loc, self.pieces, self.power_units + n)

    def as_command(self) -> MissileBuild:
        return MissileBuild(self.army, self.loc, self.pieces, self.power_units)


def projection(state: PowerState, side: str) -> ex.Armies:
    """The side's commandable forces as they will stand after its pads so far (kept up to
    date as commands are written; rebuilt from the pads when missing)."""
    projected = state.projections.get(side)
    if projected is None:
        armies = state.seating.commandable(side)
        projected = ex.Armies(
            {a: dict(state.forces[a]) for a in armies},
            {a: state.power_units[a] for a in armies},
        )
        for pad in state.seating.armies_of[side]:
            for command in state.pads[pad]:
                project_command(state, projected, command)
        state.projections[side] = projected
    return projected


def project_command(state: PowerState, projected: ex.Armies, command: Command) -> None:
    reason = ex.carry_out(state.board, state.table, projected, command)
    if reason is not None:
        return
    if isinstance(command, Launch):
        ex.strike(state.board, projected, command.target)
        projected.options.clear()
        return
    groups = projected.options.get(command.army)
    if groups is None:
        return
    if isinstance(command, Move):
        # A move takes one movable piece away and adds one that has moved: no recount.
        held = projected.held[command.army]
        frm, to = (command.frm, command.piece), (command.to, command.piece)
        held[frm][0] -= 1
        held[frm][1] -= 1
        held.setdefault(to, [0, 0])[0] += 1
        for key in (frm, to):
            _set_group(state, command.army, groups, held, key)
        return
    for key in _touched(state, command):
        _refresh(state, projected, command.army, groups, key)


def _touched(state: PowerState, command: Command) -> list[tuple[str, str]]:
    """The (location, piece) groups whose options a carried-out command may change."""
    if isinstance(command, Move):
        return [(command.frm, command.piece), (command.to, command.piece)]
    if isinstance(command, Exchange):
        upgrade = state.table[command.piece].upgrade or command.piece
        return [(command.loc, command.piece), (command.loc, upgrade)]
    if isinstance(command, Buy):
        return [(state.board.reserve(command.army), command.piece)]
    if isinstance(command, MissileBuild):
        return [(command.loc, piece) for piece, _ in command.pieces] + [(command.loc, "M")]
    return []


def _group_options(
    state: PowerState, army: str, loc: str, piece: str, total: int, movable: int
) -> tuple[Action, ...]:
    pool = state.game.pool
    found: tuple[Action, ...] = pool.moves_from(army, piece, loc) if movable else ()
    if total >= state.table.exchange_count and piece in state.table.upgradable:
        found += (pool.exchange(army, piece, loc),)
    return found


def _refresh(
    state: PowerState,
    projected: ex.Armies,
    army: str,
    groups: dict[tuple[str, str], tuple[Action, ...]],
    key: tuple[str, str],
) -> None:
    loc, piece = key
    reserve = state.board.reserve(army)
    total = movable = 0
    for (at, code, status), n in projected.forces[army].items():
        if at == loc and code == piece:
            total += n
            if status == fx.HOME or (status == fx.MADE and at == reserve):
                movable += n
    projected.held[army][key] = [total, movable]
    _set_group(state, army, groups, projected.held[army], key)


def _set_group(
    state: PowerState,
    army: str,
    groups: dict[tuple[str, str], tuple[Action, ...]],
    held: dict[tuple[str, str], list[int]],
    key: tuple[str, str],
) -> None:
    total, movable = held[key]
    if total:
        groups[key] = _group_options(state, army, key[0], key[1], total, movable)
    else:
        groups.pop(key, None)
        del held[key]


def _all_groups(
    state: PowerState, projected: ex.Armies, army: str
) -> dict[tuple[str, str], tuple[Action, ...]]:
    groups = projected.options.get(army)
    if groups is None:
        reserve = state.board.reserve(army)
        held: dict[tuple[str, str], list[int]] = {}  # (loc, piece) -> [count, movable]
        for (loc, piece, status), n in projected.forces[army].items():
            entry = held.get((loc, piece))
            if entry is None:
                entry = held[loc, piece] = [0, 0]
            entry[0] += n
            if status == fx.HOME or (status == fx.MADE and loc == reserve):
                entry[1] += n
        groups = {
            key: _group_options(state, army, key[0], key[1], total, movable)
            for key, (total, movable) in held.items()
        }
        projected.options[army] = groups
        projected.held[army] = held
    return groups


def options(state: PowerState, side: str) -> list[Action]:
    projected = projection(state, side)
    draft = state.drafts.get(side)
    if draft is not None:
        return _draft_options(state, projected, draft)
    found: list[Action] = []
    for army in state.seating.commandable(side):
        if state.is_eliminated(army):
            continue
        pad = state.seating.pad_army(side, army)
        if len(state.pads[pad]) < COMMANDS_PER_PAD:
            found += _army_options(state, projected, army)
    found.append(DONE)
    return found


def _army_options(state: PowerState, projected: ex.Armies, army: str) -> list[Action]:
    board, table, pool = state.board, state.table, state.game.pool
    groups = _all_groups(state, projected, army)
    found: list[Action] = []
    for key in sorted(groups, key=board.rank.__getitem__):
        found += groups[key]
    units = projected.power_units[army]
    found += [pool.buy(army, k.code, k.power) for k in table.group_one if k.power <= units]
    forces = projected.forces[army]
    power = table.power
    strength = units + sum(power[piece] * n for (_, piece, _), n in forces.items())
    if strength >= table.mega_missile_cost:
        found += _missile_starts(state, forces, units, army)
    for loc, piece in sorted(groups, key=board.rank.__getitem__):
        if piece == "M":
            found += pool.launches(army, loc)
    return found


def _missile_starts(state: PowerState, forces: fx.Forces, units: int, army: str) -> list[Action]:
    """Locations holding enough for a Mega-Missile (Power Units count only in Reserve)."""
    board, power = state.board, state.table.power
    value: dict[str, int] = {board.reserve(army): units}
    for (loc, piece, _), n in forces.items():
        value[loc] = value.get(loc, 0) + power[piece] * n
    return [
        state.game.pool.missile_start(army, loc)
        for loc in sorted(value, key=board.order.__getitem__)
        if value[loc] >= state.table.mega_missile_cost
    ]


def _draft_options(state: PowerState, projected: ex.Armies, draft: Draft) -> list[Action]:
    board = state.board
    forces = projected.forces[draft.army]
    found: list[Action] = []
    for (loc, piece), n in sorted(fx.summary(forces).items()):
        if loc == draft.loc and piece != "M" and n > draft.added(piece):
            found.append(MissileAdd(draft.army, piece))
    in_reserve = board.locations[draft.loc].kind is LocKind.RESERVE
    if in_reserve and projected.power_units[draft.army] > draft.power_units:
        found.append(MissileAdd(draft.army, "P"))
    found.append(MissileCancel(draft.army))
    return found


def draft_value(state: PowerState, draft: Draft) -> int:
    table = state.table
    return draft.power_units + sum(table[p].power * n for p, n in draft.pieces)


def add_to_draft(state: PowerState, side: str, draft: Draft, piece: str) -> Draft:
    if piece != "P":
        return draft.with_piece(piece)
    available = projection(state, side).power_units[draft.army] - draft.power_units
    needed = state.table.mega_missile_cost - draft_value(state, draft)
    return draft.with_power_units(max(1, min(available, needed)))


def why_not(state: PowerState, side: str, action: Action) -> str:
    """Why a command is not among a side's options, naming the rule."""
    if not isinstance(action, Move | Exchange | Buy | Launch | MissileBuild):
        return f"{action.label()} is not a legal choice for {side} now"
    army = action.army
    if army not in state.seating.commandable(side):
        return f"Command Rules: {side} cannot command the {army} army"
    pad = state.seating.pad_army(side, army)
    if len(state.pads[pad]) >= COMMANDS_PER_PAD:
        return f"1. Planning Commands: the {pad} pad already holds five commands"
    armies = projection(state, side)
    projected = ex.Armies({a: dict(f) for a, f in armies.forces.items()}, dict(armies.power_units))
    command: Command = action
    reason = ex.carry_out(state.board, state.table, projected, command)
    if reason is not None:
        return f"Movement of the Pieces: {reason}"
    return f"{action.label()} is not a command {side} can write now"
