"""V. Movement: each unit once a turn, up to its Movement Rating in regions; enemy units do
not block; Overseas Commands only along Transportation Lines at a cost of two."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.actions import POOL, Move
from strife.games.crisis2000.model import MOVED

if TYPE_CHECKING:
    from strife.games.crisis2000.state import CrisisState

RULE = "V. Movement"


def options(s: CrisisState, side: str) -> list[Action]:
    out: list[Action] = []
    seen: set[tuple[str, str]] = set()
    for u in s.on_map(side):
        if s.flags[u] & MOVED:
            continue
        kind, here = s.table.kind[u], s.loc[u]
        if (kind, here) in seen:
            continue
        seen.add((kind, here))
        out += _moves_from(s, kind, here)
    return out


_MOVES: dict[tuple[int, str, str], tuple[Action, ...]] = {}


def _moves_from(s: CrisisState, kind: str, here: str) -> tuple[Action, ...]:
    """Every move a unit of this type can make from `here` (static: made once)."""
    key = (id(s.board), kind, here)
    found = _MOVES.get(key)
    if found is None:
        allowance = s.table[kind].movement
        reach = s.board.reach(here, allowance) if allowance else ()
        found = tuple(POOL.get(Move, kind, here, to) for to in reach)
        _MOVES[key] = found
    return found


def move(s: CrisisState, side: str, action: Move) -> list[Event]:
    unit = next(
        u for u in s.on_map(side)
        if s.loc[u] == action.frm and s.table.kind[u] == action.unit and not s.flags[u] & MOVED
    )  # fmt: skip
    s.loc[unit] = action.to
    s.flags[unit] |= MOVED
    s.touch()
    name = s.table[action.unit].name
    text = (
        f"{RULE}: {side} moves {name} from {s.board[action.frm].name} to {s.board[action.to].name}"
    )
    data = {"side": side, "unit": action.unit, "from": action.frm, "to": action.to}
    return [Event("move", text, data, RULE)]
