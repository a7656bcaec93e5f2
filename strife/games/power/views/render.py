"""The POWER board as SVG, drawn from a view (never from the state, so it shows only what
that view may know).

Every location is a group whose element id is the location id ("Y4", "XI", "S3", "YHQ",
"YRV") and whose `data-target` is the same id, so a click on it picks the options that
name it. Sea-lanes cover three squares but are one group, as they are one location.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape
from typing import Any

from strife.games.power.model.board import Board, LocKind, load_board

CELL = 80
MARGIN = 10
PANEL_X = MARGIN * 2 + CELL * 9
PANEL_W = 330
HEADER = 34
COLOURS = {"yellow": "#c9a227", "blue": "#3366aa", "red": "#c0392b", "green": "#2e8b57"}
TINTS = {"yellow": "#f7edc4", "blue": "#d6e2f3", "red": "#f5d5d1", "green": "#d3ecdc"}
SEA = "#bfe0ea"
ISLAND = "#eadcb8"
PIECE_ORDER = "ITFDRHBCM"


@lru_cache(maxsize=1)
def board() -> Board:
    return load_board()


def render(view: dict[str, Any]) -> str:
    """The whole picture: header, board, Reserve areas and the Command pads."""
    b = board()
    by_loc = _pieces_by_location(view)
    height = HEADER + MARGIN + CELL * 9 + MARGIN
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PANEL_X + PANEL_W} {height}" '
        f'font-family="sans-serif" class="power-board">',
        _header(view),
        *(_location(b, loc_id, view, by_loc.get(loc_id, {})) for loc_id in b.board_ids),
        _reserves(b, view, by_loc),
        _pads(view, PANEL_X, HEADER + MARGIN + 4 * 92),
        "</svg>",
    ]
    return "".join(parts)


def _header(view: dict[str, Any]) -> str:
    limit = f" of {view.get('round_limit')}" if view.get("round_limit") else ""
    text = (
        f"Round {view.get('round')}{limit}: {view.get('stage')}; "
        f"Official: {view.get('official')}" + ("; FINAL ROUND" if view.get("final_round") else "")
    )
    return f'<text x="{MARGIN}" y="24" font-size="18" font-weight="bold">{escape(text)}</text>'


def _pieces_by_location(view: dict[str, Any]) -> dict[str, dict[str, list[str]]]:
    """Pieces per location and army, as "2I" counters ("*" marks pieces that moved)."""
    found: dict[str, dict[str, dict[str, int]]] = {}
    for row in view.get("pieces", ()):
        key = row["piece"] + ("*" if row.get("moved") else "")
        armies = found.setdefault(row["loc"], {})
        pieces = armies.setdefault(row["army"], {})
        pieces[key] = pieces.get(key, 0) + row["count"]
    return {
        loc: {
            army: [f"{n}{code}" for code, n in sorted(pieces.items(), key=_piece_rank)]
            for army, pieces in armies.items()
        }
        for loc, armies in found.items()
    }


def _piece_rank(item: tuple[str, int]) -> int:
    code = item[0].rstrip("*")
    return PIECE_ORDER.index(code) if code in PIECE_ORDER else len(PIECE_ORDER)


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


def _location(b: Board, loc_id: str, view: dict[str, Any], pieces: dict[str, list[str]]) -> str:
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
    label = f'<text x="{x + 6}" y="{y + 17}" font-size="12" fill="#333">{escape(loc_id)}</text>'
    counters = _counters(pieces, x + 4, y + 30, loc.kind)
    flag = _flag(view, loc) if loc.kind is LocKind.HEADQUARTERS else ""
    title = f"<title>{escape(loc.name)}</title>"
    return (
        f'<g id="{escape(loc_id)}" data-target="{escape(loc_id)}" class="loc {loc.kind}">'
        f"{title}{rects}{label}{flag}{counters}</g>"
    )


def _counters(pieces: dict[str, list[str]], x: int, y: int, kind: LocKind) -> str:
    """One line per army, in its colour (on a white chip so it reads on any ground)."""
    out = []
    for index, (army, counters) in enumerate(sorted(pieces.items())):
        text = " ".join(counters)
        top = y + index * 14
        width = 6.2 * len(text) + 4
        out.append(
            f'<g class="pieces" data-army="{escape(army)}">'
            f'<rect x="{x - 2}" y="{top - 10}" width="{width:.0f}" height="13" rx="2" '
            f'fill="#fff" opacity="0.85"/>'
            f'<text x="{x}" y="{top}" font-size="11" font-weight="bold" '
            f'fill="{COLOURS.get(army, "#000")}">{escape(text)}</text></g>'
        )
    return "".join(out)


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


def _reserves(b: Board, view: dict[str, Any], by_loc: dict[str, dict[str, list[str]]]) -> str:
    out = []
    for index, army in enumerate(b.armies):
        loc_id = b.reserve(army)
        info = view.get("armies", {}).get(army, {})
        x, y = PANEL_X, HEADER + MARGIN + index * 92
        state = " (eliminated)" if info.get("eliminated") else ""
        pieces = " ".join(by_loc.get(loc_id, {}).get(army, [])) or "no pieces"
        out.append(
            f'<g id="{loc_id}" data-target="{loc_id}" class="loc reserve">'
            f'<rect x="{x}" y="{y}" width="{PANEL_W - MARGIN}" height="84" rx="6" '
            f'fill="{TINTS.get(army, "#eee")}" stroke="{COLOURS.get(army, "#555")}" '
            f'stroke-width="2"/>'
            f'<text x="{x + 8}" y="{y + 18}" font-size="13" font-weight="bold">'
            f"{escape(b.army_names.get(army, army))} Reserve ({loc_id}){state}</text>"
            f'<text x="{x + 8}" y="{y + 38}" font-size="12">Power Units: '
            f'<tspan class="power-units">{info.get("power_units", 0)}</tspan>; '
            f"power {info.get('power', 0)}; side {escape(str(info.get('side')))}</text>"
            f'<text x="{x + 8}" y="{y + 58}" font-size="12" font-weight="bold" '
            f'fill="{COLOURS.get(army, "#000")}">{escape(pieces)}</text></g>'
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
        f'<text x="{x}" y="{y + 14}" font-size="14" font-weight="bold">Command pads</text>'
    ]
    line = y + 32
    for army in order:
        info = pads[army]
        own = " (yours)" if army in mine else ""
        out.append(
            f'<text x="{x}" y="{line}" font-size="12" font-weight="bold" '
            f'fill="{COLOURS.get(army, "#000")}" id="pad-{escape(army)}">{escape(army)}{own}:'
            f"</text>"
        )
        if info.get("hidden"):
            out.append(_pad_line(x + 110, line, "(hidden until implemented)", "#777"))
            line += 16
            continue
        commands = info.get("commands") or []
        if not commands:
            out.append(_pad_line(x + 110, line, "(empty)", "#777"))
            line += 16
        for command in commands:
            out.append(_pad_line(x + 110, line, command["text"], "#000"))
            line += 15
        line += 3
    draft = view.get("draft")
    if draft:
        text = f"writing: Mega-Missile in {draft['loc']} for {draft['army']}"
        out.append(_pad_line(x, line + 4, text, "#a00"))
    out.append("</g>")
    return "".join(out)


def _pad_line(x: int, y: int, text: str, colour: str) -> str:
    return f'<text x="{x}" y="{y}" font-size="12" fill="{colour}">{escape(text)}</text>'
