"""The Civil Power board as SVG, drawn from a view (never from the state, so it shows only
what that view may know).

Each area is a square whose element id and `data-target` are the area id ("Wc3"), so a click
picks the options naming it; each unit counter is a group with `data-target` = its id
("M3"). Terrain is coloured (street grey, open pale green, park green, plaza sand, buildings
brown with their letter); hedges are green lines, Barricades thick red, Barriers dashed;
Gas and Fire markers and II-6's Swag counters (gold "$", edged red while being looted) are
drawn on their areas; suppressed units are greyed; counters on the second level carry a
"2". A side panel gives the turn, phase, VP and Engagement Levels.
"""

from __future__ import annotations

from html import escape
from typing import Any

CELL = 44
PANEL = 230
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
    height = (max(ys) + 1) * CELL if ys else CELL
    pos = {a: (x, y) for a, x, y in zip(board["ids"], xs, ys, strict=True)}
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width + PANEL} '
        f'{max(height, 260)}" font-family="sans-serif" class="civil-power-map">',
        f'<rect width="{width + PANEL}" height="{max(height, 260)}" fill="#f8f6f0"/>',
    ]
    for a, terrain, letter in zip(board["ids"], board["terrain"], board["building"],
                                  strict=True):  # fmt: skip
        x, y = pos[a]
        parts.append(
            f'<g id="{escape(a)}" data-target="{escape(a)}"><rect x="{x * CELL}" '
            f'y="{y * CELL}" width="{CELL}" height="{CELL}" fill="{FILL[terrain]}" '
            f'stroke="#999" stroke-width="0.5"/>'
            + (
                f'<text x="{x * CELL + 3}" y="{y * CELL + 11}" font-size="9" '
                f'fill="#5a4630">{escape(letter[-1])}</text>'
                if letter
                else ""
            )
            + f"<title>{escape(a)} ({terrain})</title></g>"
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
            f'<text x="{x * CELL + CELL - 14}" y="{y * CELL + 14}" font-size="13" '
            f'fill="#e0531f">&#128293;<title>Fire</title></text>'
        )
    for swag in view.get("swag", []):  # II-6: a gold counter in the area's lower left
        x, y = pos[swag["area"]]
        looting = " (being looted)" if swag["looting"] else ""
        parts.append(
            f'<g class="swag"><rect x="{x * CELL + 2}" y="{y * CELL + CELL - 16}" width="14" '
            f'height="14" rx="3" fill="#e6b422" stroke="{"#b5332b" if looting else "#7a5c00"}" '
            f'stroke-width="{2 if looting else 1}"/><text x="{x * CELL + 5}" '
            f'y="{y * CELL + CELL - 5}" font-size="10" fill="#3d2e00">$</text>'
            f"<title>Swag in {escape(swag['area'])}{looting}</title></g>"
        )
    for key, colour, dash in (("hedges", "#2e7d32", ""), ("barricades", "#c62828", ""),
                              ("barriers", "#c62828", ' stroke-dasharray="4 3"')):  # fmt: skip
        for side in view.get(key, []) if key != "hedges" else board["hedges"]:
            parts.append(_side_line(pos, side, colour, dash))
    parts += _focus(view, pos)
    parts += _counters(view, pos)
    parts += _attack(view, pos)
    parts.append(_panel(view, width))
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
    out: list[str] = []
    slots: dict[str, int] = {}
    for u in view["units"]:
        a = u["area"]
        if a not in pos:
            continue
        i = slots.get(a, 0)
        slots[a] = i + 1
        x, y = pos[a]
        cx = x * CELL + 3 + (i % 3) * 13
        cy = y * CELL + 14 + (i // 3) * 14
        fill = side_colour(view, u["side"])
        opacity = "0.45" if u["suppressed"] else "1"
        ring = (
            f'<rect x="{cx - 1.5}" y="{cy - 1.5}" width="15" height="15" fill="none" '
            'stroke="#f0a020" stroke-width="1.5" rx="3"/>'
            if view.get("moving") == u["id"]
            else ""
        )
        sees = view.get("sight", {}).get(u["id"])
        sight = f' data-sees="{escape(" ".join(sees))}"' if sees else ""
        out.append(
            f'<g data-target="{escape(u["id"])}"{sight} opacity="{opacity}">{ring}'
            f'<rect x="{cx}" y="{cy}" width="12" height="12" fill="{fill}" rx="2"/>'
            f'<text x="{cx + 6}" y="{cy + 9}" font-size="6" fill="white" '
            f'text-anchor="middle">{escape(u["abbrev"][:3])}{"2" if u["level"] else ""}</text>'
            f"<title>{escape(u['id'])}: {escape(u['name'])} {u['fire']}-{u['shock']} "
            f"morale {u['morale']} move {u['movement']}"
            f"{' (suppressed)' if u['suppressed'] else ''}"
            f"{' (2nd level)' if u['level'] else ''}</title></g>"
        )
    return out


def _panel(view: dict[str, Any], x0: int) -> str:
    lines = [
        view.get("title", "Civil Power"),
        f"Turn {view['turn']} of {view['turns']}" + (" (night)" if view["night"] else ""),
        f"{view['active']}: {view['phase_name']}",
        "VP " + ", ".join(f"{side} {vp:g}" for side, vp in view["vp"].items()),
        "EL " + ", ".join(f"{side} {el}" for side, el in view["engagement"].items()),
        f"Gas {view['stores']['gas']}, Molotovs "
        + str(sum(n for k, n in view["stores"].items() if k.startswith("molotovs"))),
    ]
    if view.get("moving"):
        lines.append(f"moving {view['moving']} ({view['mp']} MP)")
    if view.get("outcome"):
        out = view["outcome"]
        lines.append(f"{', '.join(out['winners']) or 'no one'}: {out['level']}")
    text = "".join(
        f'<text x="{x0 + 10}" y="{24 + 20 * i}" font-size="13">{escape(str(t))}</text>'
        for i, t in enumerate(lines)
    )
    return f'<g class="panel">{text}</g>'
