"""Shortest paths for a point among polygon obstacles: a visibility graph of their corners.

A path may run along a wall or round a corner but never through an obstacle's interior.
A shortest path bends only at convex corners, and only where it wraps round them (the line
does not cut into the corner), so only those links are kept. Named places (waypoints) are
linked to the corners they see; between two places the direct line is tried first.

Lengths are sums of square roots of whole squared lengths. They are compared as floats: a
correctly rounded square root of a whole number is the same on every machine, so answers are
deterministic; every single straight distance a rule tests is compared exactly elsewhere.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from strife.core.geometry.boxes import Box
from strife.core.geometry.lattice import Point, Segment, cross
from strife.core.geometry.obstacles import ObstacleGrid


def length(p: Point, q: Point) -> float:
    return math.sqrt((p.x - q.x) ** 2 + (p.y - q.y) ** 2)


@dataclass(frozen=True)
class Path:
    points: tuple[Point, ...]
    length: float


@dataclass(frozen=True)
class _Corner:
    at: Point
    before: Point
    after: Point

    def wraps(self, towards: Point) -> bool:
        """Whether a straight line from this corner towards a point leaves both of the
        corner's walls on one side (touching allowed): the line wraps round the corner."""
        s1 = cross(self.at, towards, self.before)
        s2 = cross(self.at, towards, self.after)
        return not ((s1 > 0 and s2 < 0) or (s1 < 0 and s2 > 0))


def convex_corners(grid: ObstacleGrid, area: Box) -> list[_Corner]:
    """The convex corners of every obstacle that lie in the area and inside no obstacle."""
    corners: dict[Point, _Corner] = {}
    for name in grid.names:
        polygon = grid.polygon(name)
        vs = polygon.vertices
        turn = 1 if polygon.area2 > 0 else -1
        for i, v in enumerate(vs):
            before, after = vs[i - 1], vs[(i + 1) % len(vs)]
            if cross(before, v, after) * turn <= 0:
                continue  # a reflex or straight corner: never a bend of a shortest path
            if not (area.x0 <= v.x <= area.x1 and area.y0 <= v.y <= area.y1):
                continue
            if grid.containing(v) is None and v not in corners:
                corners[v] = _Corner(v, before, after)
    return [corners[p] for p in sorted(corners)]


class VisibilityGraph:
    """Shortest paths between named places (and corners) past the grid's obstacles."""

    def __init__(self, grid: ObstacleGrid, area: Box, places: Mapping[str, Point]) -> None:
        self.grid = grid
        self.area = area
        self.places = dict(places)
        self._corners = convex_corners(grid, area)
        at = np.array([c.at for c in self._corners], dtype=np.int64).reshape(-1, 2)
        self._at = at
        self._before = np.array([c.before for c in self._corners], dtype=np.int64).reshape(-1, 2)
        self._after = np.array([c.after for c in self._corners], dtype=np.int64).reshape(-1, 2)
        n = len(self._corners)
        self._links: list[list[tuple[int, float]]] = [[] for _ in range(n)]
        # Corner i to corner j is kept when the line wraps round both corners.
        wraps = self._wraps_towards(at)  # [j, i]: corner i wraps towards corner j
        mutual = np.triu(wraps & wraps.T, k=1)
        first, second = np.nonzero(mutual)
        ends = np.concatenate([at[first], at[second]], axis=1)
        clear = grid.first_blockers(ends) < 0
        for i, j in zip(first[clear].tolist(), second[clear].tolist(), strict=True):
            d = length(self._corners[i].at, self._corners[j].at)
            self._links[i].append((j, d))
            self._links[j].append((i, d))
        names = list(self.places)
        spots = np.array([self.places[name] for name in names], dtype=np.int64).reshape(-1, 2)
        place_index, corner_index = np.nonzero(self._wraps_towards(spots))
        ends = np.concatenate([spots[place_index], at[corner_index]], axis=1)
        clear = grid.first_blockers(ends) < 0
        seen: dict[str, list[tuple[int, float]]] = {name: [] for name in names}
        for k, i in zip(place_index[clear].tolist(), corner_index[clear].tolist(), strict=True):
            seen[names[k]].append((i, length(self.places[names[k]], self._corners[i].at)))
        self._place_links = {name: tuple(out) for name, out in seen.items()}
        self._place_at = {p: name for name, p in reversed(self.places.items())}
        self._routes: dict[tuple[str, str], Path | None] = {}

    def _wraps_towards(self, targets: NDArray[np.int64]) -> NDArray[np.bool_]:
        """[t, i]: whether the line from corner i towards target t wraps round the corner
        (both of the corner's walls on one side of it, touching allowed)."""
        at, tx, ty = self._at[None, :, :], targets[:, None, 0], targets[:, None, 1]

        def side(p: NDArray[np.int64]) -> NDArray[np.int64]:
            turn: NDArray[np.int64] = (tx - at[..., 0]) * (p[None, :, 1] - at[..., 1]) - (
                ty - at[..., 1]
            ) * (p[None, :, 0] - at[..., 0])
            return np.sign(turn)

        s1, s2 = side(self._before), side(self._after)
        result: NDArray[np.bool_] = s1 * s2 >= 0
        return result

    @property
    def corners(self) -> tuple[Point, ...]:
        return tuple(c.at for c in self._corners)

    def link_count(self) -> int:
        return sum(len(out) for out in self._links) // 2

    def unreachable(self) -> list[str]:
        """The places not joined to the first place, through corners or in a straight line."""
        names = list(self.places)
        parent = list(range(len(self._corners) + len(names)))

        def root(k: int) -> int:
            while parent[k] != k:
                parent[k] = parent[parent[k]]
                k = parent[k]
            return k

        def join(a: int, b: int) -> None:
            parent[root(a)] = root(b)

        base = len(self._corners)
        for i, out in enumerate(self._links):
            for j, _ in out:
                join(i, j)
        for n, name in enumerate(names):
            for i, _ in self._place_links[name]:
                join(base + n, i)
        for n, name in enumerate(names):
            if not self._place_links[name]:  # in open ground with no corner in view
                for m, other in enumerate(names):
                    if m != n and self.grid.clear(Segment(self.places[name], self.places[other])):
                        join(base + n, base + m)
        return [name for n, name in enumerate(names) if names and root(base + n) != root(base)]

    def _seen_corners(self, p: Point) -> list[tuple[int, float]]:
        if not self._corners:
            return []
        (wraps,) = self._wraps_towards(np.array([p], dtype=np.int64))
        (index,) = np.nonzero(wraps)
        ends = np.concatenate([np.tile(np.array(p), (len(index), 1)), self._at[index]], axis=1)
        clear = self.grid.first_blockers(ends) < 0
        return [(i, length(p, self._corners[i].at)) for i in index[clear].tolist()]

    def path(self, a: Point, b: Point) -> Path | None:
        """The shortest path from a to b, or None if there is none."""
        if self.grid.clear(Segment(a, b)):
            return Path((a, b) if a != b else (a,), length(a, b))
        start = self._links_of(a)
        goal = dict(self._links_of(b))
        if not start or not goal:
            return None
        return self._search(a, b, start, goal)

    def places_within(self, p: Point, limit: int) -> dict[str, float]:
        """The named places whose shortest path from p is at most `limit` long, with that
        length. A straight way is compared exactly (squared whole numbers); a bent one as a
        sum of roots. Only places within `limit` as the crow flies are looked at."""
        near = {
            name: q
            for name, q in self.places.items()
            if (q.x - p.x) ** 2 + (q.y - p.y) ** 2 <= limit * limit
        }
        found: dict[str, float] = {}
        bent: list[str] = []
        for name, q in near.items():
            if self.grid.clear(Segment(p, q)):
                found[name] = length(p, q)
            else:
                bent.append(name)
        if bent:
            reach = self._corner_distances(p, limit)
            for name in bent:
                via = [reach[i] + d for i, d in self._place_links[name] if i in reach]
                if via and min(via) <= limit:
                    found[name] = min(via)
        return found

    def _corner_distances(self, p: Point, limit: float) -> dict[int, float]:
        """Shortest distances from p to the corners no farther than `limit`."""
        best: dict[int, float] = {}
        queue = [(d, i) for i, d in self._links_of(p) if d <= limit]
        heapq.heapify(queue)
        while queue:
            d, i = heapq.heappop(queue)
            if i in best:
                continue
            best[i] = d
            for j, step in self._links[i]:
                if j not in best and d + step <= limit:
                    heapq.heappush(queue, (d + step, j))
        return best

    def between(self, place_a: str, place_b: str) -> Path | None:
        """The shortest path between two named places (cached)."""
        key = (place_a, place_b)
        if key not in self._routes:
            self._routes[key] = self.path(self.places[place_a], self.places[place_b])
        return self._routes[key]

    def point_along(self, path: Path, budget: float) -> Point:
        """Where a move of `budget` units along the path ends, on the lattice: the path's end
        if it is long enough; else, of the lattice points next to the exact stopping point,
        the one farthest along the leg that the move reaches in a clear straight line."""
        pts = path.points
        spent = 0.0
        for p, q in itertools.pairwise(pts):
            leg = length(p, q)
            if spent + leg <= budget:
                spent += leg
                continue
            left = budget - spent
            fx = p.x + (q.x - p.x) * left / leg
            fy = p.y + (q.y - p.y) * left / leg
            near = {
                Point(x, y)
                for x in (math.floor(fx), math.ceil(fx))
                for y in (math.floor(fy), math.ceil(fy))
            }
            fits = [
                c
                for c in near
                if length(p, c) <= left and self.grid.clear(Segment(p, c)) and self.area_holds(c)
            ]
            if not fits:
                return p
            return max(
                fits, key=lambda c: ((c.x - p.x) * (q.x - p.x) + (c.y - p.y) * (q.y - p.y), c)
            )
        return pts[-1]

    def area_holds(self, p: Point) -> bool:
        return self.area.x0 <= p.x <= self.area.x1 and self.area.y0 <= p.y <= self.area.y1

    def _links_of(self, p: Point) -> Sequence[tuple[int, float]]:
        name = self._place_at.get(p)
        return self._seen_corners(p) if name is None else self._place_links[name]

    def _search(
        self,
        a: Point,
        b: Point,
        start: Sequence[tuple[int, float]],
        goal: Mapping[int, float],
    ) -> Path | None:
        n = len(self._corners)
        best = [math.inf] * n
        came: list[int] = [-1] * n
        queue: list[tuple[float, int]] = []
        for i, d in start:
            if d < best[i]:
                best[i] = d
                heapq.heappush(queue, (d, i))
        finish, last = math.inf, -1
        while queue:
            d, i = heapq.heappop(queue)
            if d >= finish:
                break
            if d > best[i]:
                continue
            if i in goal and d + goal[i] < finish:
                finish, last = d + goal[i], i
            for j, step in self._links[i]:
                if d + step < best[j]:
                    best[j] = d + step
                    came[j] = i
                    heapq.heappush(queue, (d + step, j))
        if last < 0:
            return None
        chain = [last]
        while came[chain[-1]] >= 0:
            chain.append(came[chain[-1]])
        points = (a, *(self._corners[i].at for i in reversed(chain)), b)
        return Path(points, finish)
