"""1. Planning Commands: what a player may write on the Command pad.

A player writes commands secretly, one line at a time. Strife offers only commands that are
legal against the player's own forces as they will stand when that line is reached (after
the lines above it), so a pad never holds a slip of the pencil; a written command can still
be cancelled when it is implemented, for instance when two players move the same mercenary
piece (ruling P-1).
"""

from __future__ import annotations

from bisect import bisect
from dataclasses import dataclass
from itertools import chain
from operator import itemgetter
from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.games.power.model import forces as fx
from strife.games.power.model.board import LocKind
from strife.games.power.model.commands import (
    Buy,
    Command,
    Done,
    Exchange,
    Launch,
    MissileAdd,
    MissileBuild,
    MissileCancel,
    Move,
    TakeBack,
)
from strife.games.power.rules import execution as ex

if TYPE_CHECKING:
    from strife.games.power.model.state import PowerState

COMMANDS_PER_PAD = 5
DONE = Done()
_piece = itemgetter(1)  # the piece of a (location, piece) group


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


def project_listed_move(state: PowerState, projected: ex.Armies, command: Move) -> None:
    """A move chosen from the options listed against this projection: legal there by
    construction (the army's book lists only what execution.move allows), so it is carried
    out without checking it again."""
    ex.shift(projected.forces[command.army], command)
    book = projected.books.get(command.army)
    if book is not None:
        book.moved(state, command)


def project_command(state: PowerState, projected: ex.Armies, command: Command) -> None:
    if type(command) is Move:  # by far the most common line: no further dispatch
        if ex.move(state.board, state.table, projected.forces[command.army], command):
            projected.failed += 1
            return
        moved = projected.books.get(command.army)
        if moved is not None:
            moved.moved(state, command)
        return
    reason = ex.carry_out(state.board, state.table, projected, command)
    if reason is not None:
        projected.failed += 1
        return
    if isinstance(command, Launch):
        ex.strike(state.board, projected, command.target)
        projected.books.clear()
        return
    book = projected.books.get(command.army)
    if book is None:
        return
    if isinstance(command, Move):
        book.moved(state, command)
    else:
        book.recount(state, projected.forces[command.army], _touched(state, command))


def _touched(state: PowerState, command: Command) -> list[tuple[str, str]]:
    """The (location, piece) groups whose options a carried-out command may change."""
    if isinstance(command, Exchange):
        upgrade = state.table[command.piece].upgrade or command.piece
        return [(command.loc, command.piece), (command.loc, upgrade)]
    if isinstance(command, Buy):
        return [(state.board.reserve(command.army), command.piece)]
    if isinstance(command, MissileBuild):
        return [(command.loc, piece) for piece, _ in command.pieces] + [(command.loc, "M")]
    return []


class ArmyBook:
    """An army's pieces in a side's projection, counted by (location, piece), with the
    options each group gives. Writing a command updates only the groups it touched, so
    listing options after each line of the pad costs little."""

    __slots__ = (
        "army",
        "groups",
        "held",
        "keys",
        "listed",
        "missiles",
        "pool",
        "rich",
        "slots",
        "strength",
        "three",
        "value",
    )

    def __init__(self, state: PowerState, army: str, forces: fx.Forces) -> None:
        self.army = army
        self.pool = pool = state.game.pool
        self.three = three = state.table.exchange_count
        held: dict[tuple[str, str], list[int]]  # -> [count, movable]
        if fx.all_home(forces):
            # As at the start of a round: one entry per group, and every piece may move.
            held = {(loc, piece): [n, n] for (loc, piece, _), n in forces.items()}
        else:
            held = {}
            reserve = state.board.reserve(army)
            for (loc, piece, status), n in forces.items():
                entry = held.get((loc, piece))
                if entry is None:
                    entry = held[loc, piece] = [0, 0]
                entry[0] += n
                if status == fx.HOME or (status == fx.MADE and loc == reserve):
                    entry[1] += n
        self.held = held
        # Each group's options, and the army's total power value, in one pass.
        groups: dict[tuple[str, str], tuple[Action, ...]] = {}
        known = pool.groups
        power = state.table.power
        strength = 0
        for (loc, piece), (total, movable) in held.items():
            found = known.get((army, loc, piece, movable > 0, total >= three))
            if found is None:
                found = pool.group(army, loc, piece, movable > 0, total >= three)
            groups[loc, piece] = found
            strength += power[piece] * total
        self.groups = groups
        # The groups that give options, in board order, and beside each its options (so a
        # list is built without looking every group up again); made with the first list.
        self.keys: list[tuple[str, str]] | None = None
        self.slots: list[tuple[Action, ...]] = []
        # The last list built, with the Power Units it was built for and whether Mega-Missile
        # starts (which depend on power by location) were in it.
        self.listed: tuple[int, bool, list[Action]] | None = None
        self._derived(strength)

    def _totals(self, state: PowerState) -> None:
        power = state.table.power
        self._derived(sum(power[piece] * n for (_, piece), (n, _) in self.held.items()))

    def _derived(self, strength: int) -> None:
        self.strength = strength  # moves do not change it
        self.missiles = "M" in map(_piece, self.held)
        # Power value by location and the locations worth a Mega-Missile: wanted only when
        # the army is rich enough for one, so made then (see location_values).
        self.value: dict[str, int] | None = None
        self.rich: list[str] | None = None

    def location_values(self, state: PowerState) -> dict[str, int]:
        """Power value by location (for Mega-Missile starts)."""
        value = self.value
        if value is None:
            power = state.table.power
            value = self.value = {}
            for (loc, piece), (n, _) in self.held.items():
                value[loc] = value.get(loc, 0) + power[piece] * n
        return value

    def _group(self, key: tuple[str, str], entry: list[int]) -> tuple[Action, ...]:
        """The options of a group: the pool's shared tuple for its kind."""
        found = self.pool.groups.get((self.army, *key, entry[1] > 0, entry[0] >= self.three))
        if found is None:
            found = self.pool.group(self.army, *key, entry[1] > 0, entry[0] >= self.three)
        return found

    def _settle(self, state: PowerState, key: tuple[str, str]) -> None:
        groups = self.groups
        entry = self.held[key]
        old = groups.get(key, ())
        if entry[0]:
            new = groups[key] = self._group(key, entry)
        else:
            del self.held[key]
            groups.pop(key, None)
            new = ()
        # The pool hands out one tuple per kind of group, so `is` tells whether the options
        # changed; a group that gave none and gives none leaves the list built last right.
        if new is old or not (new or old):
            return
        self.listed = None
        keys = self.keys
        if keys is None:
            return
        if not old:  # a group starts giving options: into its place in board order
            rank = state.board.rank
            at = bisect(keys, rank[key], key=rank.__getitem__)
            keys.insert(at, key)
            self.slots.insert(at, new)
        elif not new:  # a group gives no option any more
            at = keys.index(key)
            del keys[at]
            del self.slots[at]
        else:
            self.slots[keys.index(key)] = new

    def moved(self, state: PowerState, command: Move) -> None:
        """A move takes one movable piece away and adds one that has moved: no recount, and
        a group's options change only when it empties, appears, loses its last movable
        piece, or crosses three pieces (the exchange)."""
        held = self.held
        piece = command.piece
        frm, to = (command.frm, piece), (command.to, piece)
        source = held[frm]
        source[0] -= 1
        source[1] -= 1
        # An empty group has no movable piece either (movable <= count).
        if not source[1] or source[0] == self.three - 1:
            self._settle(state, frm)
        target = held.get(to)
        if target is None:
            # A lone piece that has moved gives no option (it cannot move again, and the
            # exchange needs at least two): the group appears empty, the list stays right.
            held[to] = [1, 0]
            self.groups[to] = ()
        else:
            target[0] += 1
            if target[0] == self.three:
                self._settle(state, to)
        # Power changed place (every piece that can move has some): drop the values by
        # location, made again when needed, and a list that had Mega-Missile starts in it.
        self.value = self.rich = None
        if self.listed is not None and self.listed[1]:
            self.listed = None

    def recount(self, state: PowerState, forces: fx.Forces, keys: list[tuple[str, str]]) -> None:
        self.listed = None
        reserve = state.board.reserve(self.army)
        for key in keys:
            total = movable = 0
            for (loc, piece, status), n in forces.items():
                if (loc, piece) == key:
                    total += n
                    if status == fx.HOME or (status == fx.MADE and loc == reserve):
                        movable += n
            self.held[key] = [total, movable]
            self._settle(state, key)
        self._totals(state)

    def options(self, state: PowerState, units: int) -> list[Action]:
        listed = self.listed
        if listed is not None and listed[0] == units:
            return listed[2]
        board, table, pool = state.board, state.table, state.game.pool
        if self.keys is None:
            self.keys = sorted((k for k, g in self.groups.items() if g), key=board.rank.__getitem__)
            self.slots = [self.groups[k] for k in self.keys]
        found: list[Action] = list(chain.from_iterable(self.slots))
        army = self.army
        found += pool.buys(army, units)
        rich = self.strength + units >= table.mega_missile_cost
        if rich:
            found += self._missile_starts(state, units)
        if self.missiles:
            # A Mega-Missile gives no group option (so is not in keys), only launches.
            for loc, _ in sorted((k for k in self.held if k[1] == "M"), key=board.rank.__getitem__):
                found += pool.launches(army, loc)
        self.listed = (units, rich, found)
        return found

    def _missile_starts(self, state: PowerState, units: int) -> list[Action]:
        """Locations holding enough for a Mega-Missile (Power Units count only in Reserve)."""
        board, cost = state.board, state.table.mega_missile_cost
        value = self.location_values(state)
        if self.rich is None:
            self.rich = sorted(
                (loc for loc, v in value.items() if v >= cost), key=board.order.__getitem__
            )
        reserve = board.reserve(self.army)
        rich = self.rich
        if reserve not in rich and value.get(reserve, 0) + units >= cost:
            rich = sorted([*rich, reserve], key=board.order.__getitem__)
        start = state.game.pool.missile_start
        return [start(self.army, loc) for loc in rich]


def options(state: PowerState, side: str) -> list[Action]:
    projected = state.projections.get(side)
    if projected is None:
        projected = projection(state, side)
    draft = state.drafts.get(side)
    if draft is not None:
        return _draft_options(state, projected, draft)
    found: list[Action] = []
    holder, pads, books = state.flag_holder, state.pads, projected.books
    for army, pad in state.seating.pads_of[side]:
        # An eliminated army (its Flag taken) or a full pad gives no command.
        if holder[army] != army or len(pads[pad]) >= COMMANDS_PER_PAD:
            continue
        book = books.get(army)
        if book is None:
            book = books[army] = ArmyBook(state, army, projected.forces[army])
        found += book.options(state, projected.power_units[army])
    found += [TakeBack(pad) for pad in state.seating.armies_of[side] if pads[pad]]
    found.append(DONE)
    return found


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
