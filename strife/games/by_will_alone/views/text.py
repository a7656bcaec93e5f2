"""The position as text for the terminal (`strife play`): the features with what is in
them, the side's units and the counters it sees."""

from __future__ import annotations

from typing import Any

from strife.games.by_will_alone.model.board import Board
from strife.games.by_will_alone.views.presentation import ROLE_WORDS


def describe(view: dict[str, Any], board: Board) -> str:
    lines = [f"{view['title']} - "]
    if view["phase"] == "deploy":
        lines[0] += "setting up"
    else:
        lines[0] += f"initiative {view['initiative']} of {view['length']}"
        if view["holder"]:
            lines[0] += f", {ROLE_WORDS[view['holder']]} act"
    here: dict[str, list[str]] = {}
    for unit in view["units"]:
        if unit["feature"] in ("", "-"):
            continue
        stands = sum(1 for s in unit["stands"] if not s["status"])
        what = "dummy counter" if unit["dummy"] else f"{unit['name']} ({stands} stands)"
        here.setdefault(unit["feature"], []).append(f"{unit['id']} {what}")
    for counter in view["counters"]:
        side = ROLE_WORDS[counter["side"]]
        here.setdefault(counter["feature"], []).append(f"counter {counter['label']} of {side}")
    for barricade in view["barricades"]:
        side = ROLE_WORDS[barricade["side"]]
        here.setdefault(barricade["feature"], []).append(f"a barricade of {side}")
    for cloud in view["smoke"]:
        here.setdefault(cloud["feature"], []).append("smoke")
    for fid, feature in board.features.items():
        if fid in here:
            lines.append(f"  {fid:4} {feature.name}: {'; '.join(here[fid])}")
    if view["unseen_set_up"]:
        lines.append(f"  The other side has set up {view['unseen_set_up']} counters unseen.")
    return "\n".join(lines)
