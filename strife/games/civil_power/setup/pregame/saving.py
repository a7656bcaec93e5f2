"""The pre-game as people see it (each side sees its own selection, never the other's
before both are revealed) and as JSON; a world consistent with one side's view for search
(`resample`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.core.errors import RecordError
from strife.games.civil_power.model.board import Board
from strife.games.civil_power.setup.deployment import (
    Placed,
)
from strife.games.civil_power.setup.forces import (
    ForceError,
    unit_types,
)
from strife.games.civil_power.setup.pregame.forces import reveal
from strife.games.civil_power.setup.pregame.records import Pregame, Selection, scenario_of
from strife.games.civil_power.setup.pregame.steps import need

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


def view(pg: Pregame, board: Board, side: str | None, spectator: bool) -> dict[str, Any]:
    """What `side` may know of the pre-game: its own selection; of the others only whether
    they have written theirs down, until every force is revealed; units set up (not the
    enemy's hidden ones, 8.4)."""
    n = need(pg)
    sees_all = side is None and not spectator
    selections = {
        x: (sel.to_json() if sees_all or x == side else {"done": sel.done})
        for x, sel in pg.selections.items()
    }
    placed = [
        {"side": p.side, "type": p.kind, "area": board.ids[p.area], "hidden": p.hidden}
        for p in pg.placed
        if not p.hidden or sees_all or p.side == side
    ]
    return {
        "step": n.step if n else None,
        "unit": n.kind or None if n else None,
        "chooser": pg.chooser or None,
        "order": list(pg.order) if pg.order else None,
        "selections": selections,
        "forces": (
            {
                x: {"units": f.units, "items": f.items, "points": f.points}
                for x, f in pg.forces.items()
            }
            if pg.forces is not None
            else None
        ),
        "placed": placed,
        "neighbourhoods": dict(pg.quads),
        "barricades": [x.split(":", 1)[1] for x in pg.barricades],
        "barriers": [x.split(":", 1)[1] for x in pg.barriers],
        "loads": {x: [list(pair) for pair in v] for x, v in pg.loads.items()},
    }


def overlay(s: CivilPowerState, found: dict[str, Any], side: str | None, spectator: bool) -> None:
    """Put the pre-game into a view of the state: its choices, and on the map the units set
    up so far (none of the scenario's standard set-up) with the Barricades placed."""
    pg = s.pregame
    assert pg is not None
    part = view(pg, s.board, side, spectator)
    found["pregame"] = part
    found["phase"] = "setup"
    found["phase_name"] = "2.3 Starting the Game"
    if pg.scenario is None:
        return
    types = unit_types()
    units = []
    for i, p in enumerate(part["placed"], 1):
        t = types[p["type"]]
        units.append(
            {
                "id": f"S{i}", "side": p["side"], "type": t.id, "name": t.name,
                "abbrev": t.abbrev, "size": t.size, "fire": t.fire, "shock": t.shock,
                "morale": t.morale, "movement": t.movement, "area": p["area"],
                "hidden_in": None, "aboard": None, "level": 0, "suppressed": False,
                "cranked": False, "fired": False, "moved": False, "gas_gun": False,
                "enters": None,
            }
        )  # fmt: skip
    found["units"] = units
    found["stores"] = {"gas": 0, "molotovs": 0}
    found["barricades"] = part["barricades"]
    found["barriers"] = part["barriers"]


def resample(s: CivilPowerState, side: str, rng: random.Random) -> None:
    """A pre-game consistent with `side`'s view: forces not yet revealed are drawn again
    (a finished one becomes one of its offered packages, one in progress starts over), and
    the enemy's hidden units stand in any area of their building."""
    pg = s.pregame
    assert pg is not None
    if pg.scenario is not None and pg.forces is None:
        for x, sel in pg.selections.items():
            if x == side or (not sel.started() and not sel.done):
                continue
            packages = scenario_of(pg).side(x).forces.packages
            if sel.done and packages:
                pg.selections[x] = Selection(package=rng.choice(packages), done=True)
            elif not sel.done:
                pg.selections[x] = Selection()
    board = s.board
    for i, p in enumerate(pg.placed):
        if p.hidden and p.side != side:
            spots = [a for a in range(board.n) if board.building[a] == board.building[p.area]]
            pg.placed[i] = Placed(p.side, p.kind, rng.choice(spots), p.group, True)


def to_json(pg: Pregame) -> dict[str, Any]:
    return {
        "chooser": pg.chooser,
        "order": list(pg.order) if pg.order else None,
        "selections": {x: sel.to_json() for x, sel in pg.selections.items()},
        "placed": [[p.side, p.kind, p.area, p.group, p.hidden] for p in pg.placed],
        "quads": dict(pg.quads),
        "edges": {x: {str(g): list(e) for g, e in v.items()} for x, v in pg.edges.items()},
        "barricades": list(pg.barricades),
        "barriers": list(pg.barriers),
        "loads": {x: [list(pair) for pair in v] for x, v in pg.loads.items()},
        "loaded": list(pg.loaded),
    }


def from_json(s: CivilPowerState, obj: Any) -> None:
    """Load a saved pre-game into a state started afresh; bad data raises RecordError."""
    try:
        pg = s.pregame
        if pg is None:
            raise RecordError("saved state: a pre-game was saved but this game has none")
        pg.chooser = str(obj["chooser"])
        pg.order = tuple(obj["order"]) if obj["order"] else None
        pg.selections = {
            x: Selection(
                v["package"], dict(v["units"]), dict(v["items"]), dict(v["swaps"]),
                int(v["hidden"]), v["free_choice"], bool(v["done"]),
            )
            for x, v in obj["selections"].items()
        }  # fmt: skip
        pg.placed = [
            Placed(str(a), str(b), int(c), int(d), bool(e)) for a, b, c, d, e in obj["placed"]
        ]
        pg.quads = dict(obj["quads"])
        pg.edges = {x: {int(g): tuple(e) for g, e in v.items()} for x, v in obj["edges"].items()}
        pg.barricades = list(obj["barricades"])
        pg.barriers = list(obj["barriers"])
        pg.loads = {str(x): [(int(p), int(c)) for p, c in v] for x, v in obj["loads"].items()}
        pg.loaded = [str(x) for x in obj["loaded"]]
        pg.forces = None
        n = s.board.n
        if any(not 0 <= p.area < n for p in pg.placed):
            raise ValueError("a unit set up outside the board")
        if pg.scenario is not None and sorted(pg.selections) != sorted(
            x.id for x in scenario_of(pg).sides
        ):
            raise ValueError("selections must name every side once")
        if pg.scenario is not None and all(x.done for x in pg.selections.values()):
            reveal(pg, [])
    except (KeyError, TypeError, ValueError, ForceError) as exc:
        raise RecordError(f"saved Civil Power pre-game: {exc}") from None
    if pg.order is not None and sorted(pg.order) != sorted(pg.sides):
        raise RecordError("saved Civil Power pre-game: order must name every side once")
