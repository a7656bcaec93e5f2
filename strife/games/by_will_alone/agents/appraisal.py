"""What the heuristic players read off a side's view: the features worth being in and how
far every feature is from them.

A By Will Alone game is won on its objectives (ruling 21-a: a side scores an objective it
holds at the end, its stands there and none of the other side's; 21-f's reach and occupy
objectives score while its stands are there). So a feature's worth to a side is what the
objectives it may score or deny are worth, shared among the units already going there, and
the nearer a unit is to a worthy feature the better it stands (`Plan.pull`).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

from strife.games.by_will_alone.model.board import Board
from strife.games.by_will_alone.model.map_data import FeatureKind, Obstacle

# A feature this many steps away, or unreachable, is as good as nowhere.
FAR = 99
# What an obstacle costs a move (9.2: a failed attempt stops the unit where it is).
OBSTACLE_STEPS = 2
# The share of an objective's worth left for a further unit once one of the side's units
# holds it: a second unit guards the first, a third adds little.
COVERED = 0.35
# Features no stand goes into (9.1: water needs a boat or a ford).
WATER = frozenset({FeatureKind.RIVER, FeatureKind.LAKE})

_DISTANCES: dict[int, dict[str, dict[str, int]]] = {}


def distances(board: Board) -> dict[str, dict[str, int]]:
    """Steps from every feature to every other, an obstacle counted as OBSTACLE_STEPS,
    worked out once per map (the board is shared by every state of a game)."""
    found = _DISTANCES.get(id(board))
    if found is None:
        found = _DISTANCES[id(board)] = {fid: _from(board, fid) for fid in board.features}
    return found


def _from(board: Board, start: str) -> dict[str, int]:
    # Dijkstra on small whole weights: a deque per distance is enough.
    best = {start: 0}
    queue: deque[str] = deque([start])
    while queue:
        here = queue.popleft()
        for to, edge in board.edges[here].items():
            if board.features[to].kind in WATER:
                continue
            step = 1 if edge.obstacle is Obstacle.NONE else OBSTACLE_STEPS
            if best[here] + step < best.get(to, FAR):
                best[to] = best[here] + step
                queue.append(to)
    return best


@dataclass
class Plan:
    """A side's reading of its view: where its units are, where the other side's counters
    are, and what each feature is worth to it."""

    role: str
    board: Board
    near: dict[str, dict[str, int]]
    worth: dict[str, float]  # feature -> points the side scores or denies there
    reach: dict[str, float]  # feature -> points for each of the side's stands reaching it
    mine: dict[str, str]  # own unit id -> feature
    theirs: dict[str, int]  # feature -> the other side's counters and units there
    media: frozenset[str]  # features the news crews are in
    units: dict[str, dict[str, Any]]  # unit id (and counter label) -> its entry in the view
    initiative: int
    length: int

    @classmethod
    def of(cls, view: dict[str, Any], board: Board) -> Plan:
        role = str(view["role"])
        worth: dict[str, float] = {}
        reach: dict[str, float] = {}
        left = max(1, int(view["length"]) - int(view["initiative"]) + 1)
        for o in view["objectives"]:
            kind = o.get("kind", "hold")
            if kind == "hold":
                # Own objectives to take; the other side's to deny (holding needs "none
                # of the other side's" there), at a little less.
                share = 1.0 if o["side"] == role else 0.6
                worth[o["feature"]] = worth.get(o["feature"], 0.0) + share * o["points"]
            elif o["side"] == role and kind == "occupy":
                worth[o["feature"]] = worth.get(o["feature"], 0.0) + o["points"] * left
            elif o["side"] == role:  # reach: points for each stand that gets there
                reach[o["feature"]] = reach.get(o["feature"], 0.0) + float(o["points"])
        mine: dict[str, str] = {}
        theirs: dict[str, int] = {}
        media: set[str] = set()
        units: dict[str, dict[str, Any]] = {}
        for u in view["units"]:
            units[u["id"]] = u
            units[u["label"]] = u
            place = u["feature"]
            if place in board.features and _media(u):
                media.add(place)
            elif u["side"] == role and place in board.features:
                if not u["reserve"]:
                    mine[u["id"]] = place
            elif place in board.features and not u["dummy"]:
                theirs[place] = theirs.get(place, 0) + stands(u)
        for c in view["counters"]:
            units[c["label"]] = {"id": c["label"], "side": c.get("side", ""), **c}
            if c["feature"] in board.features and c.get("side") != role:
                theirs[c["feature"]] = theirs.get(c["feature"], 0) + 1
        return cls(
            role, board, distances(board), worth, reach, mine, theirs, frozenset(media), units,
            int(view["initiative"]), int(view["length"]),
        )  # fmt: skip

    def distance(self, a: str, b: str) -> int:
        return self.near.get(a, {}).get(b, FAR)

    def pull(self, unit: str, place: str) -> float:
        """How well `unit` stands in `place`: each worthy feature's worth, cut for the
        side's other units already there, over one plus the steps to it; nothing for a
        feature it cannot reach before the game ends (a side moves every other
        initiative, a feature a move)."""
        best = 0.0
        moves = (self.length - self.initiative) // 2 + 1
        for target, points in self.worth.items():
            steps = self.distance(place, target)
            if steps > moves:
                continue
            others = sum(1 for u, f in self.mine.items() if f == target and u != unit)
            best = max(best, points * (COVERED**others) / (1 + steps))
        if self.reach:
            size = stands(self.units.get(unit, {}))
            for target, points in self.reach.items():
                steps = self.distance(place, target)
                if steps <= moves:
                    best = max(best, points * size / (1 + steps))
        return best

    def ours(self, unit: str) -> bool:
        found = self.units.get(unit)
        return found is not None and found["side"] == self.role

    def on_objective(self, unit: str) -> bool:
        place = self.mine.get(unit, "")
        return place in self.worth or place in self.reach

    def late(self) -> bool:
        return self.initiative * 3 >= self.length * 2


def _media(unit: dict[str, Any]) -> bool:
    return any(s["kind"] == "media" for s in unit.get("stands", ()))


def stands(unit: dict[str, Any]) -> int:
    """A unit's stands in play; a counter not yet sighted is taken for a unit of five."""
    found = unit.get("stands")
    if found is None:
        return 5
    return sum(1 for s in found if not s["status"])
