"""2. Implementing Commands, and the Command Rules' penalty for implementing none.

Pads are read from the Official clockwise, each from top to bottom. An illegal command is
cancelled with its reason in the log. In the three-player game, commands of different
players on the same mercenary pieces are settled first (Three Player Games).
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.power.model import forces as fx
from strife.games.power.model.commands import Command, Launch, Move
from strife.games.power.rules import execution as ex

if TYPE_CHECKING:
    from strife.games.power.model.state import PowerState

RULE_IMPLEMENT = "2. Implementing Commands"
RULE_PENALTY = "Command Rules"
RULE_MERCENARY = "Three Player Games"
RULE_MISSILE = "Mega-Missile Rules"

PadLine = tuple[str, int]  # (pad army, index on the pad)


def implementation_order(state: PowerState) -> tuple[str, ...]:
    """Pads in the order they are read: the Official's first, then clockwise."""
    sides = state.seating.sides
    start = sides.index(state.official)
    order: list[str] = []
    for side in sides[start:] + sides[:start]:
        order += [a for a in state.seating.armies_of[side] if not state.is_eliminated(a)]
    return tuple(order)


def settle_mercenary_clashes(state: PowerState) -> tuple[set[PadLine], set[PadLine], list[Event]]:
    """Which mercenary moves are cancelled, and which merely repeat another player's.

    Several players may move mercenary pieces of one type from one location. When they give
    more orders than there are pieces, moves of different players to the same destination are
    one move. If the moves then ask for more pieces than are there, every one is cancelled:
    two players moving one piece to different places, or three players moving two pieces
    (Three Player Games). A Mega-Missile's one move ("1 anywhere", The Power Forces) is its
    launch, so launches of mercenary missiles are settled the same way, the target as the
    destination.
    """
    merc = state.seating.mercenary
    cancelled: set[PadLine] = set()
    joined: set[PadLine] = set()
    events: list[Event] = []
    if merc is None:
        return cancelled, joined, events
    groups: dict[tuple[str, str], list[tuple[PadLine, str, str]]] = {}
    for pad in state.order:
        writer = state.seating.side_of(pad) or ""
        for index, command in enumerate(state.pads[pad]):
            if command.army != merc:
                continue
            if isinstance(command, Move):
                groups.setdefault((command.frm, command.piece), []).append(
                    ((pad, index), writer, command.to)
                )
            elif isinstance(command, Launch):
                groups.setdefault((command.loc, "M"), []).append(
                    ((pad, index), writer, command.target)
                )
    for (frm, piece), lines in groups.items():
        if len({writer for _, writer, _ in lines}) < 2:
            continue
        there = state.forces[merc].get((frm, piece, fx.HOME), 0)
        wanted = _merged_moves(lines, there)
        writers = len({writer for _, writer, _ in lines})
        # "If three players try to move the same two pieces all commands are cancelled":
        # more players than pieces cancel out unless they all agree on the destination.
        too_many = writers > there and len(wanted) > 1
        if sum(wanted.values()) > there or too_many:
            cancelled |= {line for line, _, _ in lines}
            names = ", ".join(sorted({w for _, w, _ in lines}))
            events.append(
                Event(
                    "mercenary-clash",
                    f"{RULE_MERCENARY}: {names} gave clashing orders to the mercenary "
                    f"{state.table[piece].name} in {frm}; the orders cancel out",
                    {"from": frm, "piece": piece},
                    RULE_MERCENARY,
                )
            )
            continue
        kept: dict[str, int] = {}
        for line, _, to in lines:
            kept[to] = kept.get(to, 0) + 1
            if kept[to] > wanted[to]:
                joined.add(line)
    return cancelled, joined, events


def _merged_moves(lines: list[tuple[PadLine, str, str]], there: int) -> dict[str, int]:
    """Moves per destination. While there are pieces enough every order is carried out ("more
    than one of the same type of piece ... the commands are carried out"); orders that
    outnumber the pieces merge, those of different players to one place being one move."""
    wanted: dict[str, int] = {}
    for _, _, to in lines:
        wanted[to] = wanted.get(to, 0) + 1
    if sum(wanted.values()) <= there:
        return wanted
    per_writer: dict[tuple[str, str], int] = {}
    for _, writer, to in lines:
        per_writer[to, writer] = per_writer.get((to, writer), 0) + 1
    wanted = {}
    for (to, _), n in per_writer.items():
        wanted[to] = max(wanted.get(to, 0), n)
    return wanted


# An army's forces and Power Units as its pad leaves them, and the events of implementing the
# pad (None when the pad also holds mercenary orders, which are carried out in turn).
Adopted = tuple[fx.Forces, int, list[Event] | None]


def adoptable_projections(state: PowerState, revealed: dict[str, list[str]]) -> dict[str, Adopted]:
    """Armies whose state after their pad is already known from the writer's projection,
    with the events of a pad that holds nothing else (made from `revealed`, the labels of
    the pads' lines).

    In the implementation stage nothing a player does touches another army's pieces,
    except a Mega-Missile strike and orders to the mercenary army. So for a side whose pads
    hold no launch and whose every line was carried out in its projection, implementing a
    pad leaves its own army exactly as projected; reusing that saves carrying those lines
    out twice. Lines for the mercenary army, which other sides command too, are still
    carried out against its real forces. (A launch implemented earlier in the round
    disables this; see implement_pad.)
    """
    found: dict[str, Adopted] = {}
    merc = state.seating.mercenary
    for side, projected in state.projections.items():
        if projected.failed:
            continue
        pads = [(army, state.pads[army]) for army in state.seating.armies_of[side]]
        if any(Launch in map(type, lines) for _, lines in pads):
            continue
        for army, lines in pads:
            # (An army out of the game has no pad read this round, so nothing to adopt.)
            if army not in revealed:
                continue
            writes = set(map(_army_of, lines))
            events: list[Event] | None = None
            if writes <= {army}:
                events = [_carried_label(army, label) for label in revealed[army]]
            elif not writes <= {army, merc}:
                continue
            found[army] = (projected.forces[army], projected.power_units[army], events)
    return found


_army_of = attrgetter("army")


def implement_pad(state: PowerState, pad: str) -> tuple[int, list[Event]]:
    """Carry out one pad from top to bottom; returns how many commands were carried out."""
    adopted = state.adoptable.pop(pad, None)
    own = None  # the army whose lines are already carried out (adopted from the projection)
    if adopted is not None and not state.struck:
        state.forces[pad], state.power_units[pad], carried = adopted
        if carried is not None:
            return len(state.pads[pad]), carried
        own = pad
    events: list[Event] = []
    done = 0
    clashes = bool(state.cancelled or state.joined)
    armies = state.armies()
    for index, command in enumerate(state.pads[pad]):
        if command.army == own:
            done += 1
            events.append(_carried(pad, command))
            continue
        line = (pad, index)
        if clashes and line in state.cancelled:
            events.append(_cancelled(pad, command, "clashing mercenary orders", RULE_MERCENARY))
            continue
        if clashes and line in state.joined:
            done += 1
            text = f"{RULE_MERCENARY}: {pad}'s {command.label()} repeats another player's order"
            data = {"pad": pad, "command": command.label()}
            events.append(Event("command", text, data, RULE_MERCENARY))
            continue
        reason = ex.carry_out(state.board, state.table, armies, command)
        if reason is not None:
            events.append(_cancelled(pad, command, reason, RULE_IMPLEMENT))
            if clashes:
                _unjoin(state, command)
            continue
        done += 1
        events.append(_carried(pad, command))
        if isinstance(command, Launch):
            state.struck = True
            events.append(_strike(state, command))
    return done, events


def _unjoin(state: PowerState, command: Command) -> None:
    """A mercenary order that failed when read (its piece was struck, say): the same order
    on a later pad, which was to count as repeating it, is carried out (or fails) on its own."""
    state.joined = frozenset(
        (pad, index) for pad, index in state.joined if state.pads[pad][index] != command
    )


def _carried(pad: str, command: Command) -> Event:
    return _carried_label(pad, command.label())


def _carried_label(pad: str, label: str) -> Event:
    return Event("command", f"{pad}: {label}", {"pad": pad, "command": label}, RULE_IMPLEMENT)


def _cancelled(pad: str, command: Command, reason: str, rule: str) -> Event:
    return Event(
        "cancelled",
        f"{rule}: {pad}'s command {command.label()} is cancelled: {reason}",
        {"pad": pad, "command": command.to_json(), "reason": reason},
        rule,
    )


def _strike(state: PowerState, command: Launch) -> Event:
    destroyed = ex.strike(state.board, state.armies(), command.target)
    lost = "; ".join(
        f"{army}: " + ", ".join(f"{n} {code}" for code, n in sorted(pieces.items()))
        for army, pieces in sorted(destroyed.items())
    )
    text = f"{RULE_MISSILE}: a Mega-Missile strikes {command.target}: " + (
        f"destroyed {lost}" if lost else "nothing was there"
    )
    return Event(
        "strike",
        text,
        {"target": command.target, "destroyed": destroyed, "army": command.army},
        RULE_MISSILE,
    )


def penalty_candidates(state: PowerState, army: str) -> list[tuple[str, str]]:
    """(piece, location) of the lowest-valued pieces an army could break down."""
    held = [
        (state.table[piece].power, piece, loc)
        for (loc, piece, _), n in state.forces[army].items()
        if n and state.table[piece].power > 0
    ]
    if not held:
        return []
    lowest = min(power for power, _, _ in held)
    found = {(piece, loc) for power, piece, loc in held if power == lowest}
    return sorted(found, key=lambda pl: (state.board.order[pl[1]], pl[0]))


def pay_penalty(state: PowerState, army: str) -> tuple[list[tuple[str, str]], list[Event]]:
    """Forfeit one Power Unit for implementing no command. Without one, the lowest-valued
    piece is broken down; if several could be, their owner chooses (returned)."""
    if state.power_units[army] > 0:
        state.power_units[army] -= 1
        text = f"{RULE_PENALTY}: {army} implemented no command and forfeits a Power Unit"
        return [], [Event("penalty", text, {"army": army}, RULE_PENALTY)]
    candidates = penalty_candidates(state, army)
    if not candidates:
        text = f"{RULE_PENALTY}: {army} implemented no command but has nothing to forfeit"
        return [], [Event("penalty", text, {"army": army}, RULE_PENALTY)]
    if len(candidates) > 1:
        return candidates, []
    piece, loc = candidates[0]
    return [], [break_down(state, army, piece, loc)]


def break_down(state: PowerState, army: str, piece: str, loc: str) -> Event:
    """Exchange a piece for Power Units (a Group II piece for two smaller pieces and the
    third's Power Units), then forfeit one Power Unit; the rest go to Reserve."""
    forces = state.forces[army]
    key = next(k for k in sorted(forces) if k[0] == loc and k[1] == piece)
    fx.remove(forces, key)
    kind = state.table[piece]
    reserve = state.board.reserve(army)
    if kind.downgrade:
        fx.add(forces, reserve, kind.downgrade, fx.HOME, 2)
        units = state.table[kind.downgrade].power - 1
        made = f"two {state.table[kind.downgrade].name} pieces and {units} Power Units"
    else:
        units = kind.power - 1
        made = f"{units} Power Units"
    state.power_units[army] += units
    text = (
        f"{RULE_PENALTY}: {army} implemented no command and has no Power Unit: its "
        f"{kind.name} in {loc} is broken down; one Power Unit is forfeited, {made} go to Reserve"
    )
    return Event("penalty", text, {"army": army, "piece": piece, "loc": loc}, RULE_PENALTY)
