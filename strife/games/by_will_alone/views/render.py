"""The board as SVG, drawn from a view: every feature a clickable polygon (`feature:I2`),
every unit a counter (`unit:G1`, or `counter:B3` for one not yet sighted), stacked by
feature, with its name and stands printed on it."""

from __future__ import annotations

from html import escape
from typing import Any

from strife.games.by_will_alone.model.board import Board
from strife.games.by_will_alone.model.map_data import FeatureKind

SCALE = 2  # map metres to SVG units: a 480 m table draws about 1000 units wide
FILL = {
    FeatureKind.INTERSECTION: "#d8d2c4",
    FeatureKind.STREET: "#e6e0d2",
    FeatureKind.HOUSING_BLOCK: "#b9a48e",
    FeatureKind.BUILDING: "#a08870",
    FeatureKind.HILL_SLOPE: "#c9d6a3",
    FeatureKind.HILL_CREST: "#b2c27f",
    FeatureKind.WOODS: "#8fb57a",
    FeatureKind.HEAVY_WOODS: "#5f8f55",
    FeatureKind.OPEN_GROUND: "#dfe9bf",
    FeatureKind.RIVER: "#8cb8d8",
    FeatureKind.LAKE: "#7aaed3",
    FeatureKind.BEACH: "#efe1ad",
}
SIDE_FILL = {"activists": "#fff4c2", "authority": "#c8d6f0"}


def counters_of(view: dict[str, Any]) -> list[tuple[str, str, str, list[str]]]:
    """(element id, feature, side, printed words) of every counter on the table."""
    found: list[tuple[str, str, str, list[str]]] = []
    for unit in view["units"]:
        if unit["feature"] in ("", "-"):
            continue
        words = [unit["id"], f"{len(unit['stands'])} st"] if not unit["dummy"] else [
            unit["label"], "dummy"]  # fmt: skip
        found.append((f"unit:{unit['id']}", unit["feature"], unit["side"], words))
    for counter in view["counters"]:
        found.append(
            (f"counter:{counter['label']}", counter["feature"], counter["side"], [counter["label"]])
        )
    return found


def render(view: dict[str, Any], board: Board) -> str:
    width, height = board.info.width * SCALE, board.info.height * SCALE
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" font-family="sans-serif">'
    ]
    zones = {f: side for side, fs in view["zones"].items() for f in fs}
    objectives = {o["feature"] for o in view["objectives"]}
    for feature in board.features.values():
        stroke, thick = ("#c0392b", 2) if feature.id in objectives else ("#6b6255", 1)
        out.append(
            f'<path id="feature:{feature.id}" class="area" d="{_path(feature.svg_path())}" '
            f'fill="{FILL[feature.kind]}" stroke="{stroke}" stroke-width="{thick}">'
            f"<title>{escape(feature.name)} ({feature.kind.value.replace('_', ' ')})"
            f"{_zone(zones.get(feature.id), view)}</title></path>"
        )
    for feature in board.features.values():
        x, y = feature.anchor
        out.append(
            f'<text x="{x * SCALE}" y="{y * SCALE + 40}" font-size="13" text-anchor="middle" '
            f'fill="#3a342c" pointer-events="none">{escape(feature.name)}</text>'
        )
    stacks: dict[str, list[tuple[str, str, list[str]]]] = {}
    sight = view.get("sight", {})
    for cid, fid, side, words in counters_of(view):
        stacks.setdefault(fid, []).append((cid, side, words))
    for fid, stack in stacks.items():
        x, y = board.features[fid].anchor
        cx, cy = x * SCALE - 30, y * SCALE - 30
        out.append(f'<g class="stack" data-count="{len(stack)}">')
        for n, (cid, side, words) in enumerate(stack):
            hide = ' display="none"' if n else ""
            seen = sight.get(cid.removeprefix("unit:"))
            sees = f' data-sees="{" ".join(f"feature:{f}" for f in seen)}"' if seen else ""
            out.append(
                f'<g id="{escape(cid)}" class="counter"{hide}{sees}>'
                f'<rect x="{cx}" y="{cy}" width="60" height="44" rx="4" '
                f'fill="{SIDE_FILL[side]}" stroke="#222"/>'
                f'<text x="{cx + 30}" y="{cy + 18}" font-size="14" text-anchor="middle">'
                f"{escape(words[0])}</text>"
                f'<text x="{cx + 30}" y="{cy + 36}" font-size="13" text-anchor="middle">'
                f"{escape(' '.join(words[1:]))}</text>"
                "</g>"
            )
        if len(stack) > 1:
            out.append(
                f'<text x="{cx + 58}" y="{cy - 2}" font-size="13" text-anchor="end">'
                f"{len(stack)}</text>"
            )
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


def _path(d: str) -> str:
    """The feature's path in map metres, scaled to SVG units."""
    parts = []
    for token in d.split():
        head = token[0] if token[0].isalpha() else ""
        body = token[len(head) :]
        if "," in body:
            x, y = body.split(",")
            body = f"{float(x) * SCALE:g},{float(y) * SCALE:g}"
        elif body:
            body = f"{float(body) * SCALE:g}"
        parts.append(head + body)
    return " ".join(parts)


def _zone(side: str | None, view: dict[str, Any]) -> str:
    if side is None or view["phase"] != "deploy":
        return ""
    return f"; set-up zone of the {side}"
