"""V. Movement: each unit once a turn, up to its Movement Rating in regions; enemy units do
not block; Overseas Commands only along Transportation Lines at a cost of two."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.model.actions import POOL, Move
from strife.games.crisis2000.model.turn import MOVED

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

RULE = "V. Movement"


def options(s: CrisisState, side: str) -> list[Action]:
    """Every move of `side`'s units not yet moved, region by region in map order, each
    (type, region) once."""
    out: list[Action] = []
    places = s._places()
    flags, kinds = s.flags, s.table.kind
    moves = _moves_table(s)
    for r in s.board.ids:
        units = places.get((r, side))
        if not units:
            continue
        done: set[str] = set()
        for u in units:
            kind = kinds[u]
            if flags[u] & MOVED or kind in done:
                continue
            done.add(kind)
            out += moves[kind, r]
    return out


def can_move(s: CrisisState, side: str) -> bool:
    """Whether `side` has any move at all (options(s, side) is not empty), cheaply."""
    places = s._places()
    flags, kinds = s.flags, s.table.kind
    moves = _moves_table(s)
    for r in s.board.ids:
        for u in places.get((r, side), ()):
            if not flags[u] & MOVED and moves[kinds[u], r]:
                return True
    return False


_MoveTable = dict[tuple[str, str], tuple[Action, ...]]
_MOVES: dict[tuple[int, int], tuple[object, object, _MoveTable]] = {}


def _moves_table(s: CrisisState) -> _MoveTable:
    """Every move a unit of each type can make from each region, by (type, region): static,
    made once for each board and unit table (kept with them, so an id never reused)."""
    board, table = s.board, s.table
    entry = _MOVES.get((id(board), id(table)))
    if entry is not None and entry[0] is board and entry[1] is table:
        return entry[2]
    found: _MoveTable = {}
    for kind in table.ids:
        allowance = table[kind].movement
        for here in board.ids:
            reach = board.reach(here, allowance) if allowance else ()
            found[kind, here] = tuple(POOL.get(Move, kind, here, to) for to in reach)
    _MOVES[id(board), id(table)] = (board, table, found)
    return found


def move(s: CrisisState, side: str, action: Move) -> list[Event]:
    kinds, flags = s.table.kind, s.flags
    unit = next(
        u for u in s._places()[(action.frm, side)]
        if kinds[u] == action.unit and not flags[u] & MOVED
    )  # fmt: skip
    s.put(unit, side, action.to)
    flags[unit] |= MOVED
    name = s.table[action.unit].name
    text = (
        f"{RULE}: {side} moves {name} from {s.board[action.frm].name} to {s.board[action.to].name}"
    )
    data = {"side": side, "unit": action.unit, "from": action.frm, "to": action.to}
    return [Event("move", text, data, RULE)]
