"""The POWER battleground as text, for the terminal: the 9 x 9 grid, each square with its
location and, below it, the pieces there by army ("y:2I 2T" is two yellow Infantry and two
Tanks). A Sea-lane spans three squares and is named on its middle one."""

from __future__ import annotations

from typing import Any

from strife.games.power.model.board import Board

WIDTH = 9  # characters a square takes


def text_board(view: dict[str, Any], board: Board) -> str:
    at: dict[tuple[int, int], str] = {}
    for loc_id, loc in board.locations.items():
        for n, cell in enumerate(loc.cells):
            at[cell] = loc_id if n == len(loc.cells) // 2 else "~"
    here: dict[str, list[str]] = {}
    for row in view["pieces"]:
        here.setdefault(row["loc"], []).append(f"{row['count']}{row['piece']}")
    owner = {row["loc"]: row["army"][0] for row in view["pieces"]}
    size = 1 + max(r for r, _ in at) if at else 0
    lines = []
    for r in range(size):
        names, pieces = [], []
        for c in range(size):
            loc_id = at.get((r, c), "")
            names.append(f"{loc_id:<{WIDTH}}")
            held = here.get(loc_id)
            text = f"{owner[loc_id]}:{''.join(held)}" if held else ""
            pieces.append(f"{text[: WIDTH - 1]:<{WIDTH}}")
        lines += ["|" + "|".join(names) + "|", "|" + "|".join(pieces) + "|"]
    rule = "+" + "+".join("-" * WIDTH for _ in range(size)) + "+"
    return "\n".join([rule, *(line for pair in zip(lines[::2], lines[1::2], strict=True)
                               for line in (*pair, rule))])  # fmt: skip
