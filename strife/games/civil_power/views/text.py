"""The position as text for the terminal (`strife play`): a character map of the areas with
the units on them, each side's units listed, the markers, and the last events.

Built from a side's view only, so it shows exactly what that side may see.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

TERRAIN_MARK = {"street": ".", "open": ",", "building": "#", "park": "p", "plaza": "+"}
LOG_LINES = 6
PLACED = {"gasfire": "in the Gas and Fire Check Phase", "fire": "as its Fire Combat Phase begins"}


def describe(view: dict[str, Any]) -> str:
    lines = [_heading(view), _standing(view), ""]
    lines += _map_lines(view)
    lines.append("")
    lines += _unit_lines(view)
    lines += _marker_lines(view)
    log = view.get("log") or []
    if log:
        lines.append("Last events:")
        lines += [f"  {entry}" for entry in log[-LOG_LINES:]]
    return "\n".join(lines)


def _heading(view: dict[str, Any]) -> str:
    time_of_day = "night" if view.get("night") else "day"
    return (
        f"{view['title']} ({view['scenario']}), turn {view['turn']} of {view['turns']}, "
        f"{time_of_day}: {view['active']} Player-turn, {view['phase_name']}"
    )


def _standing(view: dict[str, Any]) -> str:
    def per_side(key: str) -> str:
        return ", ".join(f"{side} {value:g}" for side, value in view[key].items())

    return (
        f"Engagement Level: {per_side('engagement')}.  VP: {per_side('vp')}.  "
        f"WIA inflicted on: {per_side('wia')}.  KIA: {per_side('kia')}."
    )


def _map_lines(view: dict[str, Any]) -> list[str]:
    """One character per area, north at the top: terrain, or the side letter of the units
    there (upper case for one unit, lower case for several; '*' when sides share it)."""
    board = view["board"]
    positions = _positions(board)
    here: dict[str, set[str]] = defaultdict(set)
    count: dict[str, int] = defaultdict(int)
    for unit in view["units"]:
        area = unit.get("area")
        if area in positions:
            here[area].add(unit["side"][0])
            count[area] += 1
    width = max(board["x"]) + 1
    height = max(board["y"]) + 1
    grid = [[" "] * width for _ in range(height)]
    for area, (x, y, terrain) in positions.items():
        sides = here.get(area)
        if not sides:
            grid[y][x] = TERRAIN_MARK.get(terrain, "?")
        elif len(sides) > 1:
            grid[y][x] = "*"
        else:
            letter = next(iter(sides))
            grid[y][x] = letter if count[area] == 1 else letter.lower()
    # Rows are labelled by their first area's id and columns by their letters, so that an
    # area id in the unit list can be found on the map.
    at = {(x, y): area for area, (x, y, _) in positions.items()}
    first = [next((at[x, y] for x in range(width) if (x, y) in at), "") for y in range(height)]
    label_width = max(len(label) for label in first)
    letters = [
        "".join(ch for ch in at.get((x, 0), " ")[1:] if ch.isalpha())[:1] or " "
        for x in range(width)
    ]
    lines = ["Map (north at the top; each row named by its first area):"]
    lines.append(f"  {'':>{label_width}} {' '.join(letters)}")
    lines += [f"  {first[y]:>{label_width}} {' '.join(row)}" for y, row in enumerate(grid)]
    legend = ", ".join(f"{mark} {name}" for name, mark in TERRAIN_MARK.items())
    lines.append(f"  {legend}; a side's letter marks its units (lower case: several)")
    places = board.get("places") or {}
    if places:
        named = "; ".join(
            f"{name}: {', '.join(areas[:3])}{'...' if len(areas) > 3 else ''}"
            for name, areas in places.items()
            if not name.endswith("label")
        )
        lines.append(f"  Places: {named}")
    return lines


def _positions(board: dict[str, Any]) -> dict[str, tuple[int, int, str]]:
    return {
        area: (x, y, terrain)
        for area, x, y, terrain in zip(
            board["ids"], board["x"], board["y"], board["terrain"], strict=True
        )
    }


def _unit_lines(view: dict[str, Any]) -> list[str]:
    by_side: dict[str, list[str]] = defaultdict(list)
    for unit in view["units"]:
        by_side[unit["side"]].append(_unit_text(unit))
    lines = []
    for side, texts in by_side.items():
        lines.append(f"{side} units:")
        lines += [f"  {text}" for text in texts]
    return lines


def _unit_text(unit: dict[str, Any]) -> str:
    ratings = f"{unit['fire']}-{unit['shock']}-{unit['morale']}-{unit['movement']}"
    where = unit.get("area")
    enters = unit.get("enters")
    if where == "waiting" and enters and enters.get("placed"):  # II-2, II-7 (S-19, S-26)
        where = f"to be placed on turn {enters['turn']}, {PLACED[enters['placed']]}"
    elif where == "waiting" and enters:
        where = f"to enter on turn {enters['turn']}"
    elif unit.get("hidden_in"):
        where = f"hidden in building {unit['hidden_in']}"
    elif unit.get("aboard"):
        where = f"aboard {unit['aboard']}"
    else:
        where = f"at {where}" + (", 2nd Level" if unit.get("level") else "")
    marks = [
        mark
        for mark, on in (
            ("suppressed", unit.get("suppressed")),
            ("fired", unit.get("fired")),
            ("moved", unit.get("moved")),
            ("Gas Gun", unit.get("gas_gun")),
        )
        if on
    ]
    extra = f" ({', '.join(marks)})" if marks else ""
    return f"{unit['id']} {unit['name']} {ratings} {where}{extra}"


def _marker_lines(view: dict[str, Any]) -> list[str]:
    lines = []
    if view.get("gas"):
        gas = ", ".join(f"{area} ({state})" for area, state in view["gas"].items())
        lines.append(f"Gas: {gas}")
    if view.get("fires"):
        lines.append(f"Fires: {', '.join(view['fires'])}")
    if view.get("swag"):  # II-6
        swag = ", ".join(
            swag["area"] + (" (being looted)" if swag["looting"] else "") for swag in view["swag"]
        )
        lines.append(f"Swag: {swag}")
    if view.get("barricades"):
        lines.append(f"Barricades (on the side between): {', '.join(view['barricades'])}")
    if view.get("barriers"):
        lines.append(f"Barriers: {', '.join(view['barriers'])}")
    stores = view.get("stores") or {}
    if stores:
        lines.append("Stores: " + ", ".join(f"{k} {v}" for k, v in stores.items()))
    return lines
