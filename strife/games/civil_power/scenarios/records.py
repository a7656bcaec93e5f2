"""The rulebook scenarios' running records and their end, kept in `marks`, a flat dict of
counters the engine stores with the state (cheap to copy, plain JSON to save):

- `record_exit(s, marks, u, area)` when a unit moves off the map (4.0);
- `vehicle_hit` / `record_vehicle(marks, u, what)` when a vehicle is damaged, destroyed or set
  afire (II-7);
- `after_player_turn(s, scenario, marks)` at the end of each player-turn: II-3 Squat cleared,
  II-6 looting (in the Police player-turn), I-3 neighbourhoods; returns why the game ends
  now, or "";
- `tally` and `outcome(s, scenario, marks, reason)` at the end: the scenario's VP and level of
  victory.
"""

from __future__ import annotations

from strife.core.outcome import Outcome
from strife.games.civil_power.model.board import Board
from strife.games.civil_power.scenarios.hooks import (
    ELIMINATED,
    WAITING,
    EngineState,
    MarkedState,
    areas_of,
    rulebook,
)
from strife.games.civil_power.scenarios.rules import (
    EndCheck,
    game_over,
    neighbourhood_cleared,
    squat_cleared,
    swag_looted,
)
from strife.games.civil_power.scenarios.schema import ScenarioFile
from strife.games.civil_power.scenarios.victory import (
    Exit,
    Tally,
    Unit,
    Vehicle,
    judge,
    victory_points,
)
from strife.games.civil_power.setup.deployment import neighbourhoods

VEHICLE_MARKS = ("damaged", "destroyed", "afire")


def _start_areas(s: EngineState) -> list[int]:
    """Each unit's set-up area (-1 if it entered from off the map), in unit order."""
    out: list[int] = []
    for e in s.position.units:
        out += [s.board.index[e.area] if e.area else -1] * e.count
    return out


def _bump(marks: dict[str, int], key: str, n: int = 1) -> None:
    marks[key] = marks.get(key, 0) + n


def record_exit(s: EngineState, marks: dict[str, int], u: int, area: int) -> None:
    """A unit moved off the map from `area`: counted against each edge that area touches
    (ruling S-20: a corner area's unit may be leaving by either edge)."""
    sheet = s.board.sheet_of[area]
    for edge in s.board.edges[area]:
        _bump(marks, f"exit|{s.side_of[u]}|{s.kind[u].id}|{edge}|{sheet}")


def record_vehicle(marks: dict[str, int], u: int, what: str) -> None:
    """II-7: vehicle `u` damaged (a W on the Fire CRT), destroyed, or set afire (the Tank)."""
    if what not in VEHICLE_MARKS:
        raise ValueError(f"vehicle mark {what!r} (one of {VEHICLE_MARKS})")
    marks[f"vehicle|{u}|{what}"] = 1


def after_player_turn(s: EngineState, scenario: ScenarioFile, marks: dict[str, int]) -> str:
    """At the end of each player-turn (after its Suppression Recovery Phase): update the
    scenario's records and say why the game ends now, or ""."""
    board = s.board
    mobs = scenario.mobs
    if "escape-east" in scenario.special and squat_cleared(board, s.turn, areas_of(s, mobs)):
        marks["cleared|Squat"] = 1
    if "swag" in scenario.special and s.active == scenario.police:
        mob_units = [(s.kind[u], a) for u, a in enumerate(s.loc) if a >= 0 and s.side_of[u] in mobs]
        for area in swag_areas(s, scenario):
            if swag_looted(board, area, mob_units):
                _bump(marks, "looted")
    if "two-mobs" in scenario.special and scenario.police is not None:
        for mob in mobs:
            enemy = [m for m in mobs if m != mob]
            quad = marks_neighbourhood(marks, board, enemy[0])
            if quad and neighbourhood_cleared(board, quad, areas_of(s, enemy)):
                marks[f"neighbourhood|{mob}"] = 1
    last = s.active == scenario.turn_order[-1]
    mob_left = sum(
        1 for u, a in enumerate(s.loc) if s.side_of[u] in mobs and (a >= 0 or a == WAITING)
    )
    police = scenario.police
    waiting = sum(1 for u, a in enumerate(s.loc) if s.side_of[u] == police and a == WAITING)
    park = set(board.places.get("Park", ()))
    in_park = sum(1 for a in areas_of(s, mobs) if a in park)
    return game_over(scenario, EndCheck(s.turn, last, mob_left, waiting, in_park))


def swag_areas(s: EngineState, scenario: ScenarioFile) -> list[int]:
    """II-6: the Swag counters stand where the shop-keepers of the "swag" deployment set up."""
    labelled = {
        k for d in scenario.side(scenario.police or "").deploy if d.label == "swag" for k in d.units
    }
    starts = _start_areas(s)
    return [a for u, a in enumerate(starts) if a >= 0 and s.kind[u].id in labelled]


def swag_markers(s: EngineState) -> list[dict[str, object]]:
    """II-6, for the view: each Swag counter's area and whether it is being looted as things
    stand (a Punk on it or a Crowd next to it; it scores in the Police Suppression Recovery
    Phase). Empty in any other scenario."""
    scenario = rulebook(s)
    if scenario is None or "swag" not in scenario.special:
        return []
    mobs = scenario.mobs
    mob_units = [(s.kind[u], a) for u, a in enumerate(s.loc) if a >= 0 and s.side_of[u] in mobs]
    return [
        {"area": s.board.ids[a], "looting": swag_looted(s.board, a, mob_units)}
        for a in swag_areas(s, scenario)
    ]


def marks_neighbourhood(marks: dict[str, int], board: Board, side: str) -> str:
    """The neighbourhood a Mob chose (marks "quadrant|<side>|<name>" set at set-up)."""
    for name in neighbourhoods(board):
        if marks.get(f"quadrant|{side}|{name}"):
            return name
    return ""


def tally(s: EngineState, scenario: ScenarioFile, marks: dict[str, int]) -> Tally:
    """What happened, for the scenario's Victory Points."""
    labels = _labels(s, scenario)
    t = Tally()
    for u, a in enumerate(s.loc):
        unit = Unit(s.side_of[u], s.kind[u].id, a if a >= 0 else -1, labels.get(u, ""))
        if a == ELIMINATED:
            t.eliminated.append(unit)
        elif a >= 0:
            t.on_map.append(unit)
        if s.kind[u].crowd and a != WAITING:
            t.crowds_in_play[s.side_of[u]] = t.crowds_in_play.get(s.side_of[u], 0) + 1
    others = {x.id: [y.id for y in scenario.sides if y.id != x.id] for x in scenario.sides}
    for side in others:
        if len(others[side]) == 1:
            t.inflict(side, others[side][0], s.wia.get(side, 0), s.kia.get(side, 0))
    for key, n in marks.items():
        parts = key.split("|")
        if parts[0] == "exit":
            t.exits += [Exit(parts[1], parts[2], parts[3], parts[4])] * n
        elif parts[0] == "cleared":
            t.cleared_in_time.add(parts[1])
        elif parts[0] == "neighbourhood":
            t.neighbourhood_cleared.add(parts[1])
        elif parts[0] == "disintegrated":
            t.disintegrated_first = parts[1]
        elif parts[0] in ("wia", "kia"):  # three sides: by whom on whom (ruling N-8)
            w, k = (n, 0) if parts[0] == "wia" else (0, n)
            t.inflict(parts[1], parts[2], w, k)
    t.looted = marks.get("looted", 0)
    t.fires = len(s.fires)
    t.complete_turns = s.turn if s.active == scenario.turn_order[-1] else s.turn - 1
    for u, label in labels.items():
        got = {w for w in VEHICLE_MARKS if marks.get(f"vehicle|{u}|{w}")}
        t.vehicles.append(
            Vehicle(
                label,
                "damaged" in got,
                "destroyed" in got or s.loc[u] == ELIMINATED,
                "afire" in got,
            )
        )
    return t


def _labels(s: EngineState, scenario: ScenarioFile) -> dict[int, str]:
    """II-7: each vehicle's label: "tank", "commander" (the vehicle set up north of the word
    Squat) or "" (the compound's generic vehicles)."""
    if "motor-pool" not in scenario.special:
        return {}
    board = s.board
    (label,) = board.place("Squat label")
    commander = board.at(board.x[label], board.y[label] - 1)
    starts = _start_areas(s)
    out: dict[int, str] = {}
    for u, kind in enumerate(s.kind):
        if not kind.vehicle:
            continue
        if kind.id in ("tank", "flame_tank"):
            out[u] = "tank"
        else:
            out[u] = "commander" if starts[u] == commander else ""
    return out


def outcome(s: EngineState, scenario: ScenarioFile, marks: dict[str, int], reason: str) -> Outcome:
    """The scenario's result: its VP (victory.py) and the level of victory."""
    t = tally(s, scenario, marks)
    vp = victory_points(scenario, s.board, t)
    winners, level = judge(scenario, s.board, t, vp, s.el_raised)
    return Outcome(winners, vp, level, reason)


def vehicle_hit(s: MarkedState, v: int, result: str) -> None:
    """II-7: a W on the Fire CRT damages a vehicle, whoever fired (an exception to 8.12.1:
    thrown rocks count); so does a K that cannot destroy it (rocks, or the armoured Tank).
    A K that eliminates it is counted as destroyed at the end."""
    scenario = rulebook(s)
    if scenario is None or "motor-pool" not in scenario.special or result == "-":
        return
    record_vehicle(s.marks, v, "damaged")
