"""The Crisis 2000 map as SVG, drawn from a view (never from the state, so it shows only what
that view may know).

Neighbouring regions are joined by solid grey lines, and the Overseas Commands by the dashed
blue Transportation Lines (a move along one costs two regions), both read from the view's
`neighbours` and `lines` of each region. Every region and Overseas Command is a group whose
element id and `data-target` are the region id ("california", "nato"), so a click on it picks
the options that name it. Beside the map: the turn track, the Recruiting Pool, each side's
Neutralized Units box and the seat's own Crisis markers (only a count for the opponent's).
"""

from __future__ import annotations

from html import escape
from typing import Any

from strife.games.crisis2000.model.actions import name as unit_name
from strife.games.crisis2000.model.units import load_units

RATINGS = load_units().types  # the printed ratings, drawn on each counter
# The map, and under it the turn track, the Recruiting Pool, the Neutralized boxes and the
# Crisis markers in a band (beside it they made the whole picture so wide that its text
# shrank below 11 px in a 1280 px window).
W, H = 1130, 830
BOX_W, BOX_H = 150, 96
PANEL_Y = 680
COLUMNS = (10, 290, 570, 850)
COLOURS = {"government": "#2f5fa8", "rebel": "#b5332b"}
FILL = {"Metroplex": "#e4e4ea", "Developed": "#eef3dc", "Wilderness": "#dcead2"}
ABBREV = {"infrastructure": "INF", "cybernaut": "CYB", "high_tech": "HT",
          "rapid_deployment": "RD", "strike_force": "SF", "special_operations": "SO",
          "insurgent": "INS"}  # fmt: skip
# A schematic layout of the reconstructed map (data/map.toml) on a grid of 160 x 100 cells,
# west to east: top-left corner of each box. Placed so that no line between two regions
# that join crosses a third region's box (a test checks it): Gulf Coast sits below the
# Sunbelt-Southeast border and Southern Command south-west of the Sunbelt.
LAYOUT = {
    "pacific_rim": (10, 145), "seatac": (170, 45), "california": (170, 245),
    "rockies": (330, 145), "sunbelt": (330, 345), "southern_command": (170, 445),
    "great_plains": (490, 45), "heartland": (490, 245), "gulf_coast": (490, 545),
    "midwest": (650, 45), "appalachia": (650, 245), "southeast": (650, 445),
    "greater_ny": (810, 145), "dc": (810, 345), "new_england": (970, 45), "nato": (970, 245),
}  # fmt: skip
ADJACENT = "#8a8a8a"  # a continental border: one region of movement
TRANSPORT = "#3d7ea6"  # a Transportation Line to an Overseas Command: two regions


def _at(rid: str) -> tuple[int, int]:
    """Where a region's box goes; a region from someone's own map file goes bottom left."""
    return LAYOUT.get(rid, (10, 545))


def render(view: dict[str, Any]) -> str:
    regions: dict[str, Any] = view.get("regions", {})
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" '
        f'font-family="sans-serif" class="crisis2000-map">',
        f'<rect width="{W}" height="{H}" fill="#f8f6f0"/>',
        _header(view),
        _connections(regions),
        *(_region(rid, r) for rid, r in regions.items()),
        _conflict(view),
        _panel(view),
        "</svg>",
    ]
    return "".join(parts)


def _header(view: dict[str, Any]) -> str:
    phase = PHASE_WORDS.get(str(view.get("phase")), str(view.get("phase")))
    text = (
        f"{view.get('title', 'Crisis 2000')} · turn {view.get('turn')} of {view.get('turns')} · "
        f"{str(view.get('active')).title()} player turn · {phase}"
    )
    return f'<text x="10" y="26" font-size="18" font-weight="bold">{escape(text)}</text>'


PHASE_WORDS = {"setup": "setting up", "data": "Data Conflict", "move": "Movement",
               "armed": "Armed Conflict", "recovery": "Neutralization Recovery",
               "over": "game over"}  # fmt: skip


def _conflict(view: dict[str, Any]) -> str:
    """An orange outline around the region where an attack is being fought."""
    c = view.get("conflict")
    if not c:
        return ""
    x, y = _at(c["region"])
    kind = "Armed" if c.get("armed") else "Data"
    return (
        f'<g id="conflict" pointer-events="none"><rect x="{x - 4}" y="{y - 4}" '
        f'width="{BOX_W + 8}" height="{BOX_H + 8}" rx="10" fill="none" stroke="#e67e22" '
        f'stroke-width="4"/><title>{kind} conflict: {escape(str(c.get("roller")))} '
        f"rolls next</title></g>"
    )


def _centre(rid: str) -> tuple[int, int]:
    x, y = _at(rid)
    return x + BOX_W // 2, y + BOX_H // 2


def _connections(regions: dict[str, Any]) -> str:
    """Every pair of neighbouring regions joined by a solid grey line, and every
    Transportation Line by a dashed blue one marked "2" (its cost in movement), each drawn
    once, under the boxes, with the two region ids in `data-from` and `data-to`."""
    out = ['<g id="connections" pointer-events="none">']
    seen: set[tuple[str, str]] = set()
    for rid, r in regions.items():
        for key, transport in (("neighbours", False), ("lines", True)):
            for other in r.get(key, ()):
                pair = (rid, other) if rid < other else (other, rid)
                if other in regions and pair not in seen:
                    seen.add(pair)
                    out.append(_line(pair[0], pair[1], transport))
    out.append("</g>")
    return "".join(out)


def _line(a: str, b: str, transport: bool) -> str:
    (x1, y1), (x2, y2) = _centre(a), _centre(b)
    ends = f'data-from="{escape(a)}" data-to="{escape(b)}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"'
    if not transport:
        return f'<line class="adjacency" {ends} stroke="{ADJACENT}" stroke-width="3"/>'
    # the cost sits halfway, in the gap between the two boxes (they are the same size)
    lx, ly = (x1 + x2) // 2, (y1 + y2) // 2
    return (
        f'<line class="transportation-line" {ends} stroke="{TRANSPORT}" stroke-width="3" '
        f'stroke-dasharray="10 6"/>'
        f'<circle cx="{lx}" cy="{ly}" r="10" fill="#fff" stroke="{TRANSPORT}"/>'
        f'<text x="{lx}" y="{ly + 4}" font-size="14" text-anchor="middle" '
        f'fill="{TRANSPORT}">2</text>'
    )


def _region(rid: str, r: dict[str, Any]) -> str:
    x, y = _at(rid)
    control = r.get("control")
    stroke = COLOURS.get(control or "", "#555")
    width = 4 if control else 1.5
    fill = FILL.get(r.get("type", ""), "#eee")
    kind = "overseas" if r.get("overseas") else "region"
    out = [
        f'<g id="{escape(rid)}" data-target="{escape(rid)}" class="{kind}">',
        f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="8" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="{width}"'
        + (' stroke-dasharray="8 3"' if r.get("overseas") else "")
        + "/>",
        f'<text x="{x + 5}" y="{y + 16}" font-size="14" font-weight="bold">'
        f"{escape(r.get('name', rid))}</text>",
        f'<text class="value" x="{x + BOX_W - 5}" y="{y + BOX_H - 4}" font-size="14" '
        f'text-anchor="end">{escape(r.get("type", "?"))} {r.get("value", "")}</text>',
    ]
    chips = [
        (side, kind, n)
        for side in ("government", "rebel")
        for kind, n in sorted(r.get("units", {}).get(side, {}).items())
    ]
    out += [_chip(rid, chip, x + 3 + (i % 3) * 49, y + 20 + (i // 3) * 31)
            for i, chip in enumerate(chips)]  # fmt: skip
    out.append("</g>")
    return "".join(out)


def _chip(rid: str, chip: tuple[str, str, int], x: int, y: int) -> str:
    """One side's units of one type in a region as a counter: its type, how many, and its
    Data-Arms ratings as printed (from the unit chart)."""
    side, kind, n = chip
    rating = RATINGS.get(kind)
    data, arms = (rating.data, rating.arms) if rating else ("?", "?")
    return (
        f'<g id="{escape(f"{rid}-{side}-{kind}")}" class="counter" data-side="{side}">'
        f"<title>{n} {escape(side.capitalize())} {escape(unit_name(kind))}: Data {data}, "
        f"Arms {arms}</title>"
        f'<rect x="{x}" y="{y}" width="46" height="29" rx="3" fill="{COLOURS[side]}" '
        f'stroke="#111"/>'
        f'<text x="{x + 2}" y="{y + 13}" font-size="14" font-weight="bold" fill="#fff">'
        f"{escape(ABBREV.get(kind, kind))}</text>"
        f'<text x="{x + 44}" y="{y + 13}" font-size="14" text-anchor="end" fill="#ffd54f">'
        f"{n}</text>"
        f'<text x="{x + 23}" y="{y + 27}" font-size="14" text-anchor="middle" fill="#fff">'
        f"{data}-{arms}</text></g>"
    )


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {ABBREV.get(k, k)}" for k, n in sorted(counts.items())) or "none"


def _panel(view: dict[str, Any]) -> str:
    y = PANEL_Y
    out = [_turn_track(view, COLUMNS[0], y)]
    cup, value = view.get("cup", {}), view.get("value", {})
    out.append(
        f'<text x="{COLUMNS[0]}" y="{y + 62}" font-size="14">Cup: {cup.get("count", 0)} '
        f"marker(s)</text>"
        f'<text x="{COLUMNS[0]}" y="{y + 82}" font-size="14">Value: Government '
        f"{value.get('government', 0)}, Rebel {value.get('rebel', 0)}</text>"
    )
    out.append(f'<g id="recruiting-pool"><text x="{COLUMNS[1]}" y="{y}" font-size="14" '
               f'font-weight="bold">Recruiting Pool</text>')  # fmt: skip
    out.append(_wrapped(_counts(view.get("pool", {})), COLUMNS[1], y + 18) + "</g>")
    for row, side in enumerate(("government", "rebel")):
        boxed = view.get("neutralized", {}).get(side, {})
        top = y + row * 70
        out.append(
            f'<g id="neutralized-{side}"><text x="{COLUMNS[2]}" y="{top}" font-size="14" '
            f'font-weight="bold" fill="{COLOURS[side]}">{side.capitalize()} Neutralized</text>'
            + _wrapped(_counts(boxed), COLUMNS[2], top + 18)
            + "</g>"
        )
    you = view.get("you")
    for row, side in enumerate(("government", "rebel")):
        m = view.get("markers", {}).get(side, {})
        held = m.get("held")
        top = y + row * 70
        title = f"{side.capitalize()} Crisis markers: {m.get('count', 0)}"
        out.append(
            f'<g id="markers-{side}"><text x="{COLUMNS[3]}" y="{top}" font-size="14" '
            f'font-weight="bold" fill="{COLOURS[side]}">{escape(title)}</text>'
        )
        if held is not None and (you is None or you == side):
            out.append(_wrapped(", ".join(held) or "none", COLUMNS[3], top + 18, 36))
        out.append("</g>")
    outcome = view.get("outcome")
    if outcome:
        names = " and ".join(w.capitalize() for w in outcome.get("winners", [])) or "nobody"
        out.append(
            f'<text x="{COLUMNS[0]}" y="{y + 110}" font-size="16" font-weight="bold">'
            f"{escape(outcome.get('level', ''))}: {escape(names)} wins</text>"
        )
    return "".join(out)


def _turn_track(view: dict[str, Any], x: int, y: int) -> str:
    turns = int(view.get("turns") or 0)
    now = int(view.get("turn") or 0)
    out = [f'<g id="turn-track"><text x="{x}" y="{y}" font-size="14" font-weight="bold">'
           f"Game Turn</text>"]  # fmt: skip
    for t in range(1, turns + 1):
        cx = x + (t - 1) * 34
        fill = "#333" if t == now else "#fff"
        colour = "#fff" if t == now else "#333"
        out.append(
            f'<rect x="{cx}" y="{y + 8}" width="30" height="26" fill="{fill}" stroke="#333"/>'
            f'<text x="{cx + 15}" y="{y + 26}" font-size="14" text-anchor="middle" '
            f'fill="{colour}">{t}</text>'
        )
    out.append("</g>")
    return "".join(out)


def _wrapped(text: str, x: int, y: int, width: int = 40) -> str:
    lines: list[str] = []
    line = ""
    for item in text.split(", "):  # never break a marker's name across lines
        if line and len(line) + len(item) + 2 > width:
            lines.append(line + ",")
            line = item
        else:
            line = f"{line}, {item}" if line else item
    lines.append(line)
    return "".join(
        f'<text x="{x}" y="{y + 17 * i}" font-size="14">{escape(s)}</text>'
        for i, s in enumerate(lines)
    )
