"""The city table drawn to scale as SVG: one SVG unit is one lattice unit (1 m, half an
inch). Every building, street, open space, wall and waypoint carries its id, so a client
can let a person click it; each has a <title> with its name in plain words."""

from __future__ import annotations

from strife.core.geometry import svg_path, svg_points, svg_text
from strife.games.civil_disorder.model.features import Street, Waypoint, WaypointKind
from strife.games.civil_disorder.model.table import Table, units
from strife.games.civil_disorder.model.table_data import BuildingKind, SpaceKind

# Pixels per unit when the drawing is shown at its natural size.
SCALE = 4
LEGEND = 20  # units below the table for the scale bar and the key

SPACE_FILL = {
    SpaceKind.SQUARE: "#e4ddd0",
    SpaceKind.PARK: "#cfe3c0",
    SpaceKind.CAR_PARK: "#d9d9d9",
    SpaceKind.BRIDGE: "#c9c1b3",
    SpaceKind.YARD: "#ddd6c8",
    SpaceKind.BUILDING_SITE: "#e8d9b5",
    SpaceKind.CANAL: "#9cc3e0",
}
BUILDING_FILL = {
    BuildingKind.PUBLIC: "#b9a6d6",
    BuildingKind.POLICE_STATION: "#8fa8d6",
    BuildingKind.HOUSING: "#c8b8a4",
    BuildingKind.CHURCH: "#bdb4aa",
    BuildingKind.OFFICE: "#b8c0c8",
    BuildingKind.WAREHOUSE: "#aeb1a3",
}
SHOP_FILL = "#e0b48a"  # every kind looters want
WAYPOINT_STYLE = {
    WaypointKind.JUNCTION: ("#444", 1.4),
    WaypointKind.STREET: ("#777", 0.9),
    WaypointKind.DOOR: ("#7a4a1e", 0.9),
    WaypointKind.HYDRANT: ("#d62020", 1.3),
    WaypointKind.EXIT: ("#1c6d1c", 1.6),
    WaypointKind.HOSPITAL: ("#1c6d1c", 1.6),
    WaypointKind.PLACE: ("#2a3f8f", 1.6),
}


def render_table(table: Table, *, waypoints: bool = True) -> str:
    """The table as an SVG document, drawn to scale with a scale bar."""
    w, h = table.edge.x1, table.edge.y1
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h + LEGEND}" '
        f'width="{w * SCALE}" height="{(h + LEGEND) * SCALE}" font-family="sans-serif">',
        f"<title>{svg_text(table.info.name)}</title>",
        f'<rect x="0" y="0" width="{w}" height="{h}" fill="#f3f0ea" stroke="#333" '
        'stroke-width="0.5"/>',
    ]
    parts += _spaces(table)
    parts += _streets(table)
    parts += _buildings(table)
    parts += _walls(table)
    if waypoints:
        parts += [_waypoint(wp) for wp in table.waypoints.values()]
    parts += _scale_bar(h)
    parts += _key(w, h)
    parts.append("</svg>")
    return "\n".join(parts)


def _spaces(table: Table) -> list[str]:
    out = ['<g class="spaces">']
    for space in table.spaces.values():
        out.append(
            f'<path id="{space.id}" class="space {space.kind.value}" d="{svg_path(space.polygon)}" '
            f'fill="{SPACE_FILL[space.kind]}"><title>{svg_text(space.name)}</title></path>'
        )
    return [*out, "</g>"]


def _streets(table: Table) -> list[str]:
    out = ['<g class="streets" fill="none" stroke="#cfcac0" stroke-linejoin="round">']
    for street in table.streets.values():
        out.append(
            f'<polyline id="{street.id}" class="street" points="{svg_points(street.points)}" '
            f'stroke-width="{street.width}"><title>{svg_text(street.name)}</title></polyline>'
        )
    out.append("</g>")
    return out + [_street_label(street) for street in table.streets.values()]


def _street_label(street: Street) -> str:
    """The street's name along its longest stretch, read left to right or upwards."""
    a, b = max(street.legs(), key=lambda leg: abs(leg.b.x - leg.a.x) + abs(leg.b.y - leg.a.y))
    x, y = (a.x + b.x) / 2, (a.y + b.y) / 2
    turn = " rotate(-90)" if a.x == b.x else ""
    return (
        f'<text class="street-name" transform="translate({x:g} {y:g}){turn}" dy="1.2" '
        f'font-size="3.2" text-anchor="middle" fill="#555" pointer-events="none">'
        f"{svg_text(street.name)}</text>"
    )


def _buildings(table: Table) -> list[str]:
    out = ['<g class="buildings" stroke="#4a4036" stroke-width="0.4">']
    for b in table.buildings.values():
        fill = SHOP_FILL if b.lootable else BUILDING_FILL.get(b.kind, "#c8b8a4")
        loot = f", {b.loot} loot units" if b.loot else ""
        title = f"{b.name}: property value {b.value}{loot}"
        out.append(
            f'<path id="{b.id}" class="building {b.kind.value}" d="{svg_path(b.polygon)}" '
            f'fill="{fill}"><title>{svg_text(title)}</title></path>'
        )
        for door in b.doors:
            dx, dy = door.front.x - door.at.x, door.front.y - door.at.y
            # A short bar across the doorway, in the wall.
            x0, y0 = door.at.x - dy // 2, door.at.y - dx // 2
            x1, y1 = door.at.x + dy // 2, door.at.y + dx // 2
            out.append(
                f'<line class="door" x1="{x0}" y1="{y0}" x2="{x1}" y2="{y1}" '
                'stroke="#7a4a1e" stroke-width="1"/>'
            )
    return [*out, "</g>"]


def _walls(table: Table) -> list[str]:
    out = ['<g class="walls" stroke="#333" stroke-width="0.6" stroke-dasharray="1 0.6">']
    for wall in table.walls.values():
        a, b = wall.line
        out.append(
            f'<line id="{wall.id}" class="wall {wall.kind.value}" x1="{a.x}" y1="{a.y}" '
            f'x2="{b.x}" y2="{b.y}"><title>{svg_text(wall.name)}</title></line>'
        )
    return [*out, "</g>"]


def _waypoint(wp: Waypoint) -> str:
    colour, radius = WAYPOINT_STYLE[wp.kind]
    return (
        f'<circle id="{wp.id}" class="waypoint {wp.kind.value}" cx="{wp.point.x}" '
        f'cy="{wp.point.y}" r="{radius}" fill="{colour}" fill-opacity="0.8">'
        f"<title>{svg_text(wp.name)}</title></circle>"
    )


KEY = (
    ("rect", SHOP_FILL, "shop (loot)"),
    ("rect", BUILDING_FILL[BuildingKind.PUBLIC], "public building"),
    ("rect", BUILDING_FILL[BuildingKind.HOUSING], "housing"),
    ("circle", WAYPOINT_STYLE[WaypointKind.HYDRANT][0], "fire hydrant"),
    ("circle", WAYPOINT_STYLE[WaypointKind.EXIT][0], "table exit"),
    ("circle", WAYPOINT_STYLE[WaypointKind.PLACE][0], "named place"),
)


def _key(w: int, h: int) -> list[str]:
    """What the colours mean, in a row under the scale bar."""
    out = ['<g class="key" font-size="3.2">']
    step = min(40, (w - 8) // len(KEY))
    for n, (shape, colour, words) in enumerate(KEY):
        x, y = 4 + n * step, h + 12
        if shape == "rect":
            out.append(
                f'<rect x="{x}" y="{y}" width="3" height="3" fill="{colour}" '
                'stroke="#333" stroke-width="0.2"/>'
            )
        else:
            out.append(f'<circle cx="{x + 1.5}" cy="{y + 1.5}" r="1.4" fill="{colour}"/>')
        out.append(f'<text x="{x + 4.5}" y="{y + 2.7}">{svg_text(words)}</text>')
    return [*out, "</g>"]


def _scale_bar(h: int) -> list[str]:
    """A bar of 10" (20 m), in alternating 2" blocks, under the table."""
    y = h + 5
    blocks = [
        f'<rect x="{4 + units(2) * i}" y="{y}" width="{units(2)}" height="2" '
        f'fill="{"#333" if i % 2 == 0 else "#fff"}" stroke="#333" stroke-width="0.2"/>'
        for i in range(5)
    ]
    label = (
        f'<text x="{4 + units(10) + 3}" y="{y + 2}" font-size="4">'
        "10 inches = 20 metres (1 inch = 2 m)</text>"
    )
    return ['<g class="scale">', *blocks, label, "</g>"]
