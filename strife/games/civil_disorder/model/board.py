"""The table as the engine plays on it: every base, figure and crowd stands at a waypoint
(ruling E-1), so positions are names, moves follow the waypoint graph, and every distance the
rules give is a lookup in a table of shortest-path lengths worked out once when the game
loads and shared by every state.

Distances are in lattice units (1 unit = 1 m = ½"); `units(inches)` converts the text's
inches.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from scipy.sparse import lil_matrix
from scipy.sparse.csgraph import shortest_path

from strife.games.civil_disorder.model.features import WaypointKind
from strife.games.civil_disorder.model.table import Table, units

# Two waypoints are joined when a base can slide straight from one to the other and they
# lie within 12" (the city's street points are 4" apart, so every street leg is joined).
JOIN = units(12)

# Where orders may send a unit and officers walk to by name: the table's named places.
NAMED = frozenset(
    {WaypointKind.JUNCTION, WaypointKind.PLACE, WaypointKind.HYDRANT, WaypointKind.HOSPITAL}
)


@dataclass(frozen=True)
class Board:
    """The waypoint graph of one table: shortest distances, next steps, sight, neighbours."""

    table: Table
    ids: tuple[str, ...]
    index: dict[str, int]
    dist: np.ndarray  # shortest path lengths, in lattice units, rounded up; -1: no way
    seen: dict[str, frozenset[str]]
    named: tuple[str, ...]
    named_set: frozenset[str]
    exits: tuple[str, ...]
    doors: dict[str, tuple[str, ...]]  # building -> the waypoints at its doors
    adjacent_buildings: dict[str, tuple[str, ...]]
    rows: dict[str, dict[str, int]]  # the distances again, as plain ints for quick lookups
    names: dict[str, str]  # every waypoint's and building's plain name
    building_near: dict[str, str]  # the building whose door is nearest, within 4"
    _reach: dict[tuple[str, int], tuple[str, ...]] = field(default_factory=dict)
    _towards: dict[tuple[str, str, int, bool], str] = field(default_factory=dict)
    _away: dict[tuple[str, tuple[str, ...], int, bool], str] = field(default_factory=dict)

    def distance(self, a: str, b: str) -> int:
        """The length of the shortest way from waypoint a to waypoint b (units)."""
        return self.rows[a][b]

    def within(self, a: str, b: str, inches: int) -> bool:
        return self.rows[a][b] <= units(inches)

    def reach(self, a: str, inches: int) -> tuple[str, ...]:
        """The waypoints other than a within `inches` of it, in table order (cached)."""
        found = self._reach.get((a, inches))
        if found is None:
            row, limit = self.rows[a], units(inches)
            found = tuple(w for w in self.ids if w != a and row[w] <= limit)
            self._reach[(a, inches)] = found
        return found

    def sees(self, a: str, b: str) -> bool:
        return a == b or b in self.seen[a]

    def step_towards(self, a: str, b: str, inches: int, short: bool = False) -> str:
        """Where a move of `inches` from a towards b ends: the waypoint on a shortest way
        from a to b that is farthest along within the move (a itself if none); if `short`,
        never b itself (closing with someone without coming into contact)."""
        key = (a, b, inches, short)
        found = self._towards.get(key)
        if found is None:
            found = self._towards[key] = self._step_towards(a, b, inches, short)
        return found

    def _step_towards(self, a: str, b: str, inches: int, short: bool) -> str:
        if a == b:
            return a
        ia, ib = self.index[a], self.index[b]
        total = int(self.dist[ia, ib])
        if total < 0:
            return a
        from_a, to_b = self.dist[ia], self.dist[:, ib]
        # on a shortest way (lengths are rounded up, so allow one unit of rounding)
        on_way = (from_a >= 0) & (to_b >= 0) & (from_a + to_b <= total + 1)
        ok = on_way & (from_a <= units(inches))
        if short:
            ok[ib] = False
        found = np.flatnonzero(ok)
        if len(found) == 0:
            return a
        best = found[np.argmax(from_a[found])]  # argmax takes the first of equals
        return self.ids[int(best)]

    def step_away(self, a: str, froms: list[str], inches: int, exits_first: bool) -> str:
        """Where a move of `inches` away from the waypoints `froms` ends: the waypoint within
        reach that is farthest from the nearest of them (the nearest exit if `exits_first`
        and one is in reach). Between equals, the one farthest from all of them; then the
        first in table order, so it is repeatable."""
        key = (a, tuple(sorted(set(froms))), inches, exits_first)
        found = self._away.get(key)
        if found is None:
            found = self._away[key] = self._step_away(a, list(key[1]), inches, exits_first)
        return found

    def _step_away(self, a: str, froms: list[str], inches: int, exits_first: bool) -> str:
        row = self.dist[self.index[a]]
        reach = (row >= 0) & (row <= units(inches))
        if exits_first:
            out = [i for i in (self.index[e] for e in self.exits) if reach[i]]
            if out:
                return self.ids[min(out, key=lambda i: (int(row[i]), i))]
        if not froms:
            return a
        cols = self.dist[:, [self.index[f] for f in froms]]
        cols = np.where(cols < 0, 10**6, cols)
        # farthest from the nearest of them; between equals, farthest from all of them
        score = cols.min(axis=1) * 10**9 + cols.sum(axis=1)
        found = np.flatnonzero(reach)
        return self.ids[int(found[np.argmax(score[found])])]

    def nearest(self, a: str, among: list[str]) -> str | None:
        if not among:
            return None
        return min(among, key=lambda b: (self.distance(a, b), b))


def build_board(table: Table) -> Board:
    ids = tuple(table.waypoints)
    index = {w: i for i, w in enumerate(ids)}
    points = [table.waypoints[w].point for w in ids]
    n = len(ids)
    graph = lil_matrix((n, n))
    for i in range(n):
        for j in range(i + 1, n):
            dx, dy = points[i].x - points[j].x, points[i].y - points[j].y
            d2 = dx * dx + dy * dy
            if d2 <= JOIN * JOIN and table.clear_way(points[i], points[j]):
                graph[i, j] = graph[j, i] = max(float(np.sqrt(d2)), 0.5)
    dist = shortest_path(graph.tocsr(), directed=False)
    whole = np.where(np.isinf(dist), -1, np.ceil(dist - 1e-9)).astype(np.int64)
    rows = {
        a: {b: int(d) if d >= 0 else 10**6 for b, d in zip(ids, whole[i], strict=True)}
        for i, a in enumerate(ids)
    }
    kinds = {w: table.waypoints[w].kind for w in ids}
    doors: dict[str, list[str]] = {}
    for w in ids:
        if kinds[w] == WaypointKind.DOOR:
            doors.setdefault(table.waypoints[w].near, []).append(w)
    return Board(
        table=table,
        ids=ids,
        index=index,
        dist=whole,
        seen={w: table.waypoints_seen(w) for w in ids},
        named=tuple(w for w in ids if kinds[w] in NAMED),
        named_set=frozenset(w for w in ids if kinds[w] in NAMED),
        exits=tuple(w for w in ids if kinds[w] in (WaypointKind.EXIT, WaypointKind.HOSPITAL)),
        doors={b: tuple(ws) for b, ws in doors.items()},
        adjacent_buildings={b: tuple(sorted(n)) for b, n in table.adjacent.items()},
        rows=rows,
        names={w: table.waypoints[w].name for w in ids}
        | {b: table.buildings[b].name for b in table.buildings},
        building_near=_building_near(ids, rows, doors),
    )


def _building_near(
    ids: tuple[str, ...], rows: dict[str, dict[str, int]], doors: dict[str, list[str]]
) -> dict[str, str]:
    """For each waypoint, the building whose door is nearest within 4" (8 units), ties to
    the first building id (Property Damage, ruling P-1: "the nearest building")."""
    out: dict[str, str] = {}
    for w in ids:
        best = min(
            ((rows[w][d], b) for b, ds in doors.items() for d in ds if rows[w][d] <= units(4)),
            default=None,
        )
        if best is not None:
            out[w] = best[1]
    return out
