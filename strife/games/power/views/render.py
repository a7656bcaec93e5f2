"""The POWER board as SVG, drawn from a view (never from the state, so it shows only what
that view may know).

Every location is a group whose element id is the location id ("Y4", "XI", "S3", "YHQ",
"YRV") and whose `data-target` is the same id, so a click on it picks the options that
name it. Sea-lanes cover three squares but are one group, as they are one location.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape
from typing import Any, NamedTuple

from strife.games.power.model.board import Board, LocKind, load_board
from strife.games.power.model.pieces import load_pieces
from strife.games.power.views.presentation import counter_id

CELL = 80
MARGIN = 10
PANEL_X = MARGIN * 2 + CELL * 9
PANEL_W = 330
PAD_H = 360
HEADER = 34
COLOURS = {"yellow": "#c9a227", "blue": "#3366aa", "red": "#c0392b", "green": "#2e8b57"}
TINTS = {"yellow": "#f7edc4", "blue": "#d6e2f3", "red": "#f5d5d1", "green": "#d3ecdc"}
SEA = "#bfe0ea"
ISLAND = "#eadcb8"
PIECE_ORDER = "ITFDRHBCM"
STAGES = {"planning": "writing commands", "implementing": "carrying out the pads",
          "forfeit": "paying a penalty", "conflicts": "battles", "capture-choice": "battles",
          "collecting": "collecting Power Units", "flags": "Flag captures",
          "flag-choice": "Flag captures", "over": "game over"}  # fmt: skip


@lru_cache(maxsize=1)
def board() -> Board:
    return load_board()


@lru_cache(maxsize=1)
def board_table() -> dict[str, str]:
    """How each piece moves ("foot", "air", "sea", "missile"), for its counter's shape."""
    return {code: str(kind.movement) for code, kind in load_pieces().types.items()}


PIECE_NAMES = {"I": "Infantry", "T": "Tank", "F": "Fighter", "D": "Destroyer", "R": "Regiment",
               "H": "Heavy Tank", "B": "Bomber", "C": "Cruiser", "M": "Mega-Missile"}  # fmt: skip


def render(view: dict[str, Any]) -> str:
    """The whole picture: header, board, Reserve areas and the Command pads."""
    b = board()
    by_loc = _pieces_by_location(view)
    height = HEADER + MARGIN + CELL * 9 + MARGIN
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PANEL_X + PANEL_W} {height}" '
        f'font-family="sans-serif" class="power-board">',
        _header(view),
        *(_location(b, loc_id, view, by_loc.get(loc_id, [])) for loc_id in b.board_ids),
        _reserves(b, view, by_loc),
        _pads(view, PANEL_X, HEADER + MARGIN + 4 * 92),
        "</svg>",
    ]
    return "".join(parts)


def _header(view: dict[str, Any]) -> str:
    limit = f" of {view.get('round_limit')}" if view.get("round_limit") else ""
    stage = STAGES.get(str(view.get("stage")), "")
    official = str(view.get("official", "")).title()
    text = f"Round {view.get('round')}{limit} · {stage} · Official: {official}" + (
        " · FINAL ROUND" if view.get("final_round") else ""
    )
    return f'<text x="{MARGIN}" y="24" font-size="18" font-weight="bold">{escape(text)}</text>'


def _pieces_by_location(view: dict[str, Any]) -> dict[str, list[Chip]]:
    """The counters of each location: one per army and piece type, with the count, and
    whether any of them has moved this round."""
    found: dict[tuple[str, str, str], list[int]] = {}
    for row in view.get("pieces", ()):
        entry = found.setdefault((row["loc"], row["army"], row["piece"]), [0, 0])
        entry[0] += row["count"]
        entry[1] += row["count"] if row.get("moved") else 0
    out: dict[str, list[Chip]] = {}
    for (loc, army, piece), (count, moved) in sorted(found.items(), key=_piece_rank):
        out.setdefault(loc, []).append(Chip(loc, army, piece, count, moved))
    return out


class Chip(NamedTuple):
    loc: str
    army: str
    piece: str
    number: int  # how many pieces the counter stands for
    moved: int


def _piece_rank(item: tuple[tuple[str, str, str], list[int]]) -> tuple[str, int]:
    (_, army, code), _ = item
    return army, PIECE_ORDER.index(code) if code in PIECE_ORDER else len(PIECE_ORDER)


def _fill(b: Board, loc_id: str) -> str:
    loc = b.locations[loc_id]
    if loc.kind is LocKind.SEA_LANE:
        return SEA
    if loc.kind is LocKind.ISLAND:
        return ISLAND
    return TINTS.get(loc.army or "", "#eee")


def _xy(cell: tuple[int, int]) -> tuple[int, int]:
    row, col = cell
    return MARGIN + col * CELL, HEADER + MARGIN + row * CELL


def _location(b: Board, loc_id: str, view: dict[str, Any], chips: list[Chip]) -> str:
    loc = b.locations[loc_id]
    fill = _fill(b, loc_id)
    # A Headquarters wears its Country's colour as a thick border, so the Flag shows on it.
    hq = loc.kind is LocKind.HEADQUARTERS
    stroke = COLOURS.get(loc.army or "", "#555") if hq else "#555"
    width = 5 if hq else 1
    rects = "".join(
        f'<rect x="{x + width // 2}" y="{y + width // 2}" width="{CELL - width + 1}" '
        f'height="{CELL - width + 1}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>'
        for x, y in map(_xy, loc.cells)
    )
    label_cell = loc.cells[len(loc.cells) // 2]
    x, y = _xy(label_cell)
    label = (
        f'<text x="{x + 5}" y="{y + 16}" font-size="14" fill="#333" class="place-name">'
        f"{escape(loc_id)}</text>"
    )
    counters = _counters(chips, x + 4, y + 22)
    flag = _flag(view, loc) if loc.kind is LocKind.HEADQUARTERS else ""
    title = f"<title>{escape(loc.name)}</title>"
    return (
        f'<g id="{escape(loc_id)}" data-target="{escape(loc_id)}" class="loc {loc.kind}">'
        f"{title}{rects}{label}{flag}{counters}</g>"
    )


def _counters(chips: list[Chip], x: int, y: int, width: int = CELL, row: int = 0) -> str:
    """Each army's pieces of a type as one counter: a shape for how it moves (square on
    foot, a wedge in the air, a hull at sea, a diamond for a Mega-Missile), its letter and
    how many. A dashed edge marks pieces that have moved this round."""
    columns = row or (2 if len(chips) <= 4 else 3)
    size = (width - 8) // columns
    out = []
    for index, chip in enumerate(chips):
        left = x + (index % columns) * size
        top = y + (index // columns) * (26 if columns == 2 else 19)
        out.append(_chip(chip, left, top, size - 3, 17 if columns == 3 else 23))
    return "".join(out)


def _chip(chip: Chip, x: float, y: float, w: float, h: float) -> str:
    colour = COLOURS.get(chip.army, "#000")
    shape = _shape(board_table().get(chip.piece, "foot"), x, y, w, h)
    dash = ' stroke-dasharray="3 2"' if chip.moved else ""
    name = PIECE_NAMES.get(chip.piece, chip.piece)
    moved = f", {chip.moved} moved this round" if chip.moved else ""
    title = f"{chip.number} {escape(chip.army)} {escape(name)}{moved}"
    return (
        f'<g id="{escape(counter_id(chip.loc, chip.army, chip.piece))}" class="counter" '
        f'data-values="{escape(chip.piece)} {chip.number}" data-army="{escape(chip.army)}">'
        f"<title>{title}</title>"
        f'<{shape} fill="{colour}" stroke="#111" stroke-width="1.2"{dash}/>'
        f'<text x="{x + 4}" y="{y + h - 5}" font-size="14" font-weight="bold" '
        f'fill="#fff">{escape(chip.piece)}</text>'
        f'<text x="{x + w - 3}" y="{y + h - 5}" font-size="14" text-anchor="end" '
        f'fill="#fff">{chip.number}</text></g>'
    )


def _shape(movement: str, x: float, y: float, w: float, h: float) -> str:
    if movement == "air":
        return f'rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{h / 2}"'
    if movement == "sea":
        return f'polygon points="{x},{y} {x + w},{y} {x + w - 5},{y + h} {x + 5},{y + h}"'
    if movement == "missile":
        return (
            f'polygon points="{x + w / 2},{y - 2} {x + w},{y + h / 2} '
            f'{x + w / 2},{y + h + 2} {x},{y + h / 2}"'
        )
    return f'rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3"'


def _flag(view: dict[str, Any], loc: Any) -> str:
    """The Country's Flag, in the colour of the army holding it."""
    info = view.get("armies", {}).get(loc.army or "", {})
    holder = info.get("flag_holder")
    if not holder:
        return ""
    x, y = _xy(loc.cells[0])
    colour = COLOURS.get(holder, "#000")
    return (
        f'<g class="flag" data-flag="{escape(loc.army or "")}" data-holder="{escape(holder)}">'
        f'<line x1="{x + 56}" y1="{y + 8}" x2="{x + 56}" y2="{y + 36}" stroke="#000"/>'
        f'<polygon points="{x + 56},{y + 8} {x + 74},{y + 15} {x + 56},{y + 22}" '
        f'fill="{colour}" stroke="#000"/></g>'
    )


def _reserves(b: Board, view: dict[str, Any], by_loc: dict[str, list[Chip]]) -> str:
    out = []
    for index, army in enumerate(b.armies):
        loc_id = b.reserve(army)
        info = view.get("armies", {}).get(army, {})
        x, y = PANEL_X, HEADER + MARGIN + index * 92
        state = " (out)" if info.get("eliminated") else ""
        chips = by_loc.get(loc_id, [])
        pieces = (
            _counters(chips, x + 6, y + 52, PANEL_W, row=8)
            if chips
            else (f'<text x="{x + 8}" y="{y + 70}" font-size="14" fill="#555">no pieces</text>')
        )
        out.append(
            f'<g id="{loc_id}" data-target="{loc_id}" class="loc reserve">'
            f'<rect x="{x}" y="{y}" width="{PANEL_W - MARGIN}" height="86" rx="6" '
            f'fill="{TINTS.get(army, "#eee")}" stroke="{COLOURS.get(army, "#555")}" '
            f'stroke-width="2"/>'
            f'<text x="{x + 8}" y="{y + 19}" font-size="15" font-weight="bold">'
            f"{escape(b.army_names.get(army, army))} Reserve{state}</text>"
            f'<text x="{x + 8}" y="{y + 40}" font-size="14">Power Units '
            f'<tspan class="power-units" font-weight="bold">{info.get("power_units", 0)}'
            f"</tspan> · power {info.get('power', 0)}</text>"
            f"{pieces}</g>"
        )
    return "".join(out)


def _pads(view: dict[str, Any], x: int, y: int) -> str:
    """The Command pads: the seat's own first, the others hidden until implemented.

    The pad is a target too ("command-pad"), so that an option naming it (laying the pad
    down) can be played by clicking the pad."""
    you = view.get("you")
    mine = view.get("sides", {}).get(you or "", {}).get("armies", []) if you else []
    pads: dict[str, Any] = view.get("pads", {})
    order = [a for a in mine if a in pads] + [a for a in pads if a not in mine]
    out = [
        f'<g id="command-pad" data-target="command-pad" class="pads">'
        f'<rect x="{x - 4}" y="{y - 2}" width="{PANEL_W - MARGIN + 4}" height="{PAD_H}" rx="6" '
        f'fill="#fff" stroke="#999"/>'
        f'<text x="{x}" y="{y + 16}" font-size="15" font-weight="bold">Command pads</text>'
    ]
    line = y + 36
    for army in order:
        info = pads[army]
        own = " (yours)" if army in mine else ""
        out.append(
            f'<text x="{x}" y="{line}" font-size="14" font-weight="bold" '
            f'fill="{COLOURS.get(army, "#000")}" id="pad-{escape(army)}">'
            f"{escape(army.capitalize())}{own}:</text>"
        )
        if info.get("hidden"):
            out.append(_pad_line(x + 110, line, "(hidden until implemented)", "#777"))
            line += 18
            continue
        commands = info.get("commands") or []
        if not commands:
            out.append(_pad_line(x + 110, line, "(empty)", "#777"))
            line += 18
        for number, command in enumerate(commands):
            out.append(_pad_line(x + 110, line, command["text"], "#000", f"pad-{army}-{number}"))
            line += 18
        line += 3
    draft = view.get("draft")
    if draft:
        text = f"writing: Mega-Missile in {draft['loc']} for {draft['army']}"
        out.append(_pad_line(x, line + 4, text, "#a00"))
    out.append("</g>")
    return "".join(out)


def _pad_line(x: int, y: int, text: str, colour: str, ident: str = "") -> str:
    named = f' id="{escape(ident)}"' if ident else ""
    return f'<text x="{x}" y="{y}"{named} font-size="14" fill="{colour}">{escape(text)}</text>'
