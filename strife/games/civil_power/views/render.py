"""The Civil Power board as SVG, drawn from a view (never from the state, so it shows only
what that view may know).

Each area is a square whose element id and `data-target` are the area id ("Wc3"), so a click
picks the options naming it; each unit counter is a group with `data-target` = its id
("M3"). Terrain is coloured (street grey, open pale green, park green, plaza sand, buildings
brown with their letter); hedges are green lines, Barricades thick red, Barriers dashed;
Gas and Fire markers and II-6's Swag counters (gold "$", edged red while being looted) are
drawn on their areas; suppressed units are greyed; counters on the second level carry a
"2". A strip below the map gives the turn, phase, VP and Engagement Levels, and the units off
the map.

Sizes are for reading at the fitted zoom: a board of 24 areas across fills a 900 px frame
(a 1280 px window beside the panel) at about 0.85 of these units, so no text is smaller than
13 units (11 px there), and a counter carries three lines: type, fire-shock, morale and
movement (4.0, 5.3, 5.1 as printed).
"""

from __future__ import annotations

from html import escape
from typing import Any

CELL = 44
# Area names in a colour that reads on the area's own fill (light on a building's brown).
NAME_FILL = {"building": "#f4ecdc"}
TEXT = 13  # the smallest text on the board (module docstring)
LINE = 20  # one line of the strip below the map
CHAR = 8  # the width of a character of the strip's text, about (14 units, sans-serif)
FILL = {"street": "#d9d9d9", "open": "#e4efd6", "park": "#b9d99a", "plaza": "#efe2c0",
        "building": "#a98b6d"}  # fmt: skip
COLOURS = {"Mob": "#b5332b", "Police": "#2f5fa8"}
OTHER_COLOURS = ("#b5332b", "#2e8b3a", "#8a4fb0")  # named Mob sides (I-3, I-5, II-5)


def side_colour(view: dict[str, Any], side: str) -> str:
    """A side's counter colour: Mob red, Police blue; two named Mobs red and green."""
    if side in COLOURS:
        return COLOURS[side]
    named = [x for x in view.get("engagement", {}) if x not in COLOURS]
    return OTHER_COLOURS[named.index(side) % 3] if side in named else "#555"


def render(view: dict[str, Any], game: object = None) -> str:
    board = view["board"]
    xs, ys = board["x"], board["y"]
    width = (max(xs) + 1) * CELL if xs else CELL
    pos = {a: (x, y) for a, x, y in zip(board["ids"], xs, ys, strict=True)}
    map_height = (max(ys) + 1) * CELL if ys else CELL
    strip = _strip_lines(view, width)
    below = map_height + len(strip) * LINE + 8
    height = below + off_map_height(view, pos, width)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'font-family="sans-serif" class="civil-power-map">',
        f'<rect width="{width}" height="{height}" fill="#f8f6f0"/>',
    ]
    for a, terrain, letter in zip(board["ids"], board["terrain"], board["building"],
                                  strict=True):  # fmt: skip
        x, y = pos[a]
        parts.append(
            f'<g id="{escape(a)}" data-target="{escape(a)}"><rect x="{x * CELL}" '
            f'y="{y * CELL}" width="{CELL}" height="{CELL}" fill="{FILL[terrain]}" '
            f'stroke="#999" stroke-width="0.5"/>'
            + (
                f'<text x="{x * CELL + 3}" y="{y * CELL + 13}" font-size="{TEXT}" '
                f'font-weight="bold" fill="#4a3620">{escape(letter[-1])}</text>'
                if letter
                else ""
            )
            # The area's name, which the options use ("To Wb1"), in its lower right corner.
            + f'<text x="{x * CELL + CELL - 2}" y="{y * CELL + CELL - 3}" font-size="{TEXT}" '
            f'text-anchor="end" fill="{NAME_FILL.get(terrain, "#5f5f5f")}" class="area-name">'
            f"{escape(a)}</text>" + f"<title>{escape(a)} ({terrain})</title></g>"
        )
    for a, stage in view["gas"].items():
        x, y = pos[a]
        parts.append(
            f'<circle cx="{x * CELL + CELL / 2}" cy="{y * CELL + CELL / 2}" r="{CELL / 2 - 2}" '
            f'fill="#e8f07a" fill-opacity="0.45"><title>Gas{"-2" if stage == 2 else ""}'
            "</title></circle>"
        )
    for a in view["fires"]:
        x, y = pos[a]
        parts.append(
            f'<text x="{x * CELL + CELL - 17}" y="{y * CELL + 16}" font-size="15" '
            f'fill="#e0531f">&#128293;<title>Fire</title></text>'
        )
    for swag in view.get("swag", []):  # II-6: a gold counter in the area's lower left
        x, y = pos[swag["area"]]
        looting = " (being looted)" if swag["looting"] else ""
        parts.append(
            f'<g class="swag"><rect x="{x * CELL + 2}" y="{y * CELL + CELL - 18}" width="16" '
            f'height="16" rx="3" fill="#e6b422" stroke="{"#b5332b" if looting else "#7a5c00"}" '
            f'stroke-width="{2 if looting else 1}"/><text x="{x * CELL + 6}" '
            f'y="{y * CELL + CELL - 5}" font-size="{TEXT}" fill="#3d2e00">$</text>'
            f"<title>Swag in {escape(swag['area'])}{looting}</title></g>"
        )
    for key, colour, dash in (("hedges", "#2e7d32", ""), ("barricades", "#c62828", ""),
                              ("barriers", "#c62828", ' stroke-dasharray="4 3"')):  # fmt: skip
        for side in view.get(key, []) if key != "hedges" else board["hedges"]:
            parts.append(_side_line(pos, side, colour, dash))
    parts += _focus(view, pos)
    parts += _counters(view, pos)
    parts += _attack(view, pos)
    parts.append(_panel(strip, map_height))
    parts += _off_map(view, pos, width, below)
    parts.append("</svg>")
    return "".join(parts)


def _centre(pos: dict[str, tuple[int, int]], area: str) -> tuple[float, float]:
    x, y = pos[area]
    return x * CELL + CELL / 2, y * CELL + CELL / 2


def _focus(view: dict[str, Any], pos: dict[str, tuple[int, int]]) -> list[str]:
    """Outline the area the pending choice is about (a Shock combat, a retreat's origin)."""
    area = view.get("task_area")
    if not area or area not in pos:
        return []
    x, y = pos[area]
    return [
        f'<rect x="{x * CELL + 1}" y="{y * CELL + 1}" width="{CELL - 2}" height="{CELL - 2}" '
        f'fill="none" stroke="#f0a020" stroke-width="3"><title>{escape(str(view["task"]))}'
        "</title></rect>"
    ]


def _attack(view: dict[str, Any], pos: dict[str, tuple[int, int]]) -> list[str]:
    """Lines from each firer of the attack being composed to its target."""
    attack = view.get("attack")
    if not attack or not attack.get("target"):
        return []
    where = {u["id"]: u["area"] for u in view["units"]}
    target = where.get(attack["target"])
    if target not in pos:
        return []
    tx, ty = _centre(pos, target)
    out = []
    for f in attack["firers"]:
        a = where.get(f)
        if a in pos:
            fx, fy = _centre(pos, a)
            out.append(
                f'<line x1="{fx}" y1="{fy}" x2="{tx}" y2="{ty}" stroke="#d32f2f" '
                'stroke-width="2" stroke-dasharray="5 3"/>'
            )
    return out


def _side_line(pos: dict[str, tuple[int, int]], side: str, colour: str, dash: str) -> str:
    a, b = side.split("|")
    (x1, y1), (x2, y2) = pos[a], pos[b]
    if y1 == y2:  # a vertical side between west and east neighbours
        x = max(x1, x2) * CELL
        coords = (x, y1 * CELL, x, (y1 + 1) * CELL)
    else:
        y = max(y1, y2) * CELL
        coords = (x1 * CELL, y, (x1 + 1) * CELL, y)
    return (
        f'<line x1="{coords[0]}" y1="{coords[1]}" x2="{coords[2]}" y2="{coords[3]}" '
        f'stroke="{colour}" stroke-width="4"{dash}/>'
    )


def _counters(view: dict[str, Any], pos: dict[str, tuple[int, int]]) -> list[str]:
    """Each area's units as a stack: the first drawn as a counter filling the area (type,
    fire-shock, morale and movement, as printed), the others behind it, edge on, with how
    many the stack holds. The units under the top one are in the picture too (hidden), so a
    client can open the stack; units off the map are drawn in the side panel."""
    stacks: dict[str, list[dict[str, Any]]] = {}
    for u in view["units"]:
        if u["area"] in pos:
            stacks.setdefault(u["area"], []).append(u)
    out: list[str] = []
    for area, units in stacks.items():
        x, y = pos[area]
        out.append(f'<g class="stack" data-area="{escape(area)}" data-count="{len(units)}">')
        for depth in range(min(len(units), 4) - 1, 0, -1):  # edges of the counters below
            out.append(
                f'<rect x="{x * CELL + 1 + depth * 2}" y="{y * CELL + 3 - depth}" '
                f'width="{SIZE}" height="{SIZE}" rx="3" fill="#ddd" stroke="#333"/>'
            )
        for index, u in enumerate(units):
            out.append(_counter(view, u, x * CELL + 1, y * CELL + 3, hidden=index > 0))
        if len(units) > 1:
            out.append(
                f'<g class="stack-count"><circle cx="{x * CELL + CELL - 6}" cy="{y * CELL + 7}" '
                f'r="8" fill="#fff" stroke="#333"/><text x="{x * CELL + CELL - 6}" '
                f'y="{y * CELL + 12}" font-size="{TEXT}" font-weight="bold" '
                f'text-anchor="middle">{len(units)}</text></g>'
            )
        out.append("</g>")
    return out


SIZE = CELL - 4  # a counter's side


def _counter(view: dict[str, Any], u: dict[str, Any], x: float, y: float, hidden: bool) -> str:
    size = SIZE
    fill = side_colour(view, u["side"])
    flags = (("suppressed", u["suppressed"]), ("2nd level", u["level"]),
             ("fired", u.get("fired")), ("moved", u.get("moved")))  # fmt: skip
    status = [word for word, on in flags if on]
    mark = "S" if u["suppressed"] else ""
    ring = (
        ' stroke="#f0a020" stroke-width="3"'
        if view.get("moving") == u["id"]
        else (' stroke="#111" stroke-width="1"')
    )
    sees = view.get("sight", {}).get(u["id"])
    sight = f' data-sees="{escape(" ".join(sees))}"' if sees else ""
    classes = "counter stacked" if hidden else "counter"
    shown = ' display="none"' if hidden else ""
    state = f" ({', '.join(status)})" if status else ""
    return (
        f'<g id="{escape(u["id"])}" data-target="{escape(u["id"])}" class="{classes}"{sight}'
        f'{shown} opacity="{0.55 if u["suppressed"] else 1}">'
        f"<title>{escape(u['id'])}: {escape(u['name'])}, fire {u['fire']}, shock {u['shock']}, "
        f"morale {u['morale']}, movement {u['movement']}{state}</title>"
        f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="3" fill="{fill}"{ring}/>'
        f'<text x="{x + 2}" y="{y + 12}" font-size="{TEXT}" font-weight="bold" fill="#fff">'
        f"{escape(u['abbrev'])}</text>"
        f'<text x="{x + size - 2}" y="{y + 12}" font-size="{TEXT}" font-weight="bold" '
        f'fill="#ffd54f" text-anchor="end">{mark}{"2" if u["level"] else ""}</text>'
        f'<text x="{x + size / 2}" y="{y + 26}" font-size="15" font-weight="bold" fill="#fff" '
        f'text-anchor="middle">{u["fire"]}-{u["shock"]}</text>'
        f'<text x="{x + size / 2}" y="{y + 38}" font-size="{TEXT}" fill="#fff" '
        f'text-anchor="middle">{u["morale"]} {u["movement"]}</text></g>'
    )


def _off_map_groups(
    view: dict[str, Any], pos: dict[str, tuple[int, int]]
) -> dict[str, list[dict[str, Any]]]:
    groups: dict[str, list[dict[str, Any]]] = {}
    for u in view["units"]:
        if u["area"] not in pos:
            groups.setdefault(str(u["area"]), []).append(u)
    return groups


def _per_row(width: int) -> int:
    return max(1, (width - 10) // (CELL + 2))


def _off_map(
    view: dict[str, Any], pos: dict[str, tuple[int, int]], width: int, y0: int
) -> list[str]:
    """Units not on the map (waiting to enter, off the map, hidden, aboard, eliminated), in
    the strip below it by where they are, each a counter a click can pick."""
    out: list[str] = []
    y = y0
    per_row = _per_row(width)
    for where, units in _off_map_groups(view, pos).items():
        out.append(f'<text x="10" y="{y + 15}" font-size="15" font-weight="bold">'
                   f"{escape(where.capitalize())}</text>")  # fmt: skip
        y += LINE
        for index, u in enumerate(units):
            cx = 10 + (index % per_row) * (CELL + 2)
            cy = y + (index // per_row) * (CELL + 2)
            out.append(_counter(view, u, cx, cy, hidden=False))
        y += -(-len(units) // per_row) * (CELL + 2) + 6
    return out


def off_map_height(view: dict[str, Any], pos: dict[str, tuple[int, int]], width: int) -> int:
    per_row = _per_row(width)
    return sum(
        LINE + -(-len(units) // per_row) * (CELL + 2) + 6
        for units in _off_map_groups(view, pos).values()
    )


def _strip_lines(view: dict[str, Any], width: int) -> list[str]:
    """The strip below the map: the scenario, turn and phase, the score and stores, as many
    to a line as the map's width holds."""
    items = [
        view.get("title", "Civil Power"),
        f"Turn {view['turn']} of {view['turns']}" + (" (night)" if view["night"] else ""),
        f"{view['active']}: {view['phase_name']}",
        "VP " + ", ".join(f"{side} {vp:g}" for side, vp in view["vp"].items()),
        "EL " + ", ".join(f"{side} {el}" for side, el in view["engagement"].items()),
        f"Gas {view['stores']['gas']}, Molotovs "
        + str(sum(n for k, n in view["stores"].items() if k.startswith("molotovs"))),
    ]
    if view.get("moving"):
        items.append(f"moving {view['moving']} ({view['mp']} MP)")
    if view.get("outcome"):
        out = view["outcome"]
        items.append(f"{', '.join(out['winners']) or 'no one'}: {out['level']}")
    room = max(1, (width - 20) // CHAR)
    lines: list[str] = []
    for item in items:
        if lines and len(lines[-1]) + 3 + len(item) <= room:
            lines[-1] += " · " + item
        else:
            lines.append(item)
    return lines


def _panel(lines: list[str], y0: int) -> str:
    text = "".join(
        f'<text x="10" y="{y0 + 18 + LINE * i}" font-size="14">{escape(line)}</text>'
        for i, line in enumerate(lines)
    )
    return f'<g class="panel">{text}</g>'
