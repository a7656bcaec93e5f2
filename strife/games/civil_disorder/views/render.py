"""A view drawn on the table, to scale: the table (`views/table_svg.py`) with each crowd as a
counter showing its RL marker, each unit as a counter showing its figures (and, for one's
own units, its orders when pointed at), the personal figures, gas clouds 5" across, fires
and casualties. Every unit and crowd carries its id, so a click on it offers the options
that name it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.core.geometry import svg_text
from strife.games.civil_disorder.model.table import units

if TYPE_CHECKING:
    from strife.games.civil_disorder.model.board import Board

CLOUD_RADIUS = units(5) // 2  # "a gas cloud approx 5" in diameter"
SIDE_COLOURS = ("#1f4fa8", "#2e7d32", "#8e24aa", "#c77700")


def render_view(board: Board, table_svg: str, view: dict[str, Any]) -> str:
    parts: list[str] = []
    crowded: dict[str, int] = {}

    def spot(at: str) -> tuple[int, int]:
        """A waypoint's point, each further thing there set 3 m along (not on top)."""
        p = board.table.waypoints[at].point
        k = crowded.get(at, 0)
        crowded[at] = k + 1
        return p.x + 3 * (k % 3) - 3, p.y + 3 * (k // 3)

    for cloud in view["clouds"]:
        p = board.table.waypoints[cloud["at"]].point
        parts.append(
            f'<circle class="cloud" cx="{p.x}" cy="{p.y}" r="{CLOUD_RADIUS}" fill="#c8e6a0" '
            f'fill-opacity="0.55"><title>{svg_text(cloud["gas"])}</title></circle>'
        )
    for fire in view["fires"]:
        for door in board.doors.get(fire["building"], ()):
            p = board.table.waypoints[door].point
            parts.append(
                f'<circle class="fire" cx="{p.x}" cy="{p.y}" r="2.5" fill="#ff5a1f">'
                f"<title>{svg_text(fire['name'])} is on fire</title></circle>"
            )
    for c in view["crowds"]:
        x, y = spot(c["at"])
        parts.append(
            f'<g id="{c["id"]}" class="counter crowd"><title>{svg_text(c["name"])}</title>'
            f'<circle cx="{x}" cy="{y}" r="2.6" fill="#d9534f" stroke="#222" stroke-width="0.3"/>'
            f'<text x="{x}" y="{y + 1.1}" font-size="3" text-anchor="middle" fill="#fff">'
            f"{c['level']}</text></g>"
        )
    sides = sorted({o["side"] for o in view["officers"]})
    for u in view["units"]:
        x, y = spot(u["at"])
        # One's own units show their standing orders (only they carry them in the view).
        title = f"{u['name']}: {u['orders']}" if "orders" in u else u["name"]
        parts.append(
            f'<g id="{u["id"]}" class="counter unit"><title>{svg_text(title)}</title>'
            f'<rect x="{x - 2}" y="{y - 2}" width="4" height="4" fill="#1f4fa8" stroke="#222" '
            f'stroke-width="0.3"/><text x="{x}" y="{y + 1}" font-size="2.6" '
            f'text-anchor="middle" fill="#fff">{u["figures"]}</text></g>'
        )
    for o in view["officers"]:
        x, y = spot(o["at"])
        colour = SIDE_COLOURS[sides.index(o["side"]) % len(SIDE_COLOURS)]
        parts.append(
            f'<circle class="officer" cx="{x}" cy="{y}" r="1.4" fill="{colour}" stroke="#fff" '
            f'stroke-width="0.4"><title>{svg_text(o["name"])}</title></circle>'
        )
    for c in view["casualties"]:
        x, y = spot(c["at"])
        parts.append(
            f'<circle class="casualty" cx="{x}" cy="{y}" r="0.9" fill="#fff" stroke="#c00" '
            f'stroke-width="0.4"><title>{svg_text(c["state"])}</title></circle>'
        )
    head, _, tail = table_svg.rpartition("</svg>")
    return head + "\n".join(parts) + "</svg>" + tail
