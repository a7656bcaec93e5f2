"""The POWER battleground: Countries, Headquarters, Islands, Sea-lanes and Reserve areas.

The board is reconstructed (see data/board.toml for why each choice was made). It is static
data: loaded once, shared by every state, with every piece's reachable destinations
precomputed so that listing a player's options costs a few lookups.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, ConfigDict, field_validator

from strife.core.data import load_model
from strife.core.errors import DataError
from strife.games.power.model.pieces import DATA, Movement, PieceType

Cell = tuple[int, int]


class LocKind(StrEnum):
    SECTOR = "sector"
    HEADQUARTERS = "headquarters"
    ISLAND = "island"
    SEA_LANE = "sea-lane"
    RESERVE = "reserve"


@dataclass(frozen=True)
class Location:
    """A place a piece can be: a Sector of a Country, a Headquarters, an Island, a Sea-lane
    or a Reserve area. `army` is the Country's colour for its Sectors, HQ and Reserve."""

    id: str
    kind: LocKind
    name: str
    army: str | None = None
    number: int | None = None
    cells: tuple[Cell, ...] = ()

    @property
    def on_board(self) -> bool:
        return self.kind is not LocKind.RESERVE


class _Country(BaseModel):
    model_config = ConfigDict(extra="forbid")
    army: str
    name: str
    prefix: str


class _BoardFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    grid: list[str]
    hq_touches: list[int]
    islands: dict[str, str]
    countries: list[_Country]

    @field_validator("grid")
    @classmethod
    def _square(cls, rows: list[str]) -> list[str]:
        widths = {len(row.split()) for row in rows}
        if len(widths) != 1:
            raise ValueError("every grid row must have the same number of squares")
        return rows


@dataclass
class Board:
    """Locations in board order, adjacency by movement kind, and reach tables."""

    locations: dict[str, Location]
    armies: tuple[str, ...]
    army_names: dict[str, str]
    land: dict[str, tuple[str, ...]]
    sea: dict[str, tuple[str, ...]]
    size: int
    _reach: dict[tuple[Movement, int, str], tuple[str, ...]] = field(default_factory=dict)
    _reachable: dict[tuple[str, str, str], frozenset[str]] = field(default_factory=dict)
    _distance: dict[tuple[str, str, bool], int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.order = {loc: i for i, loc in enumerate(self.locations)}
        codes = ("I", "T", "F", "D", "R", "H", "B", "C", "M")
        self.rank = {
            (loc, code): i * len(codes) + j
            for i, loc in enumerate(self.locations)
            for j, code in enumerate(codes)
        }
        self.board_ids = tuple(i for i, loc in self.locations.items() if loc.on_board)
        self._hq = {army: self._own(army, LocKind.HEADQUARTERS) for army in self.armies}
        self._reserve = {army: self._own(army, LocKind.RESERVE) for army in self.armies}
        self.country = {i: self._country(i) for i in self.locations}
        self.hq_owner = {hq: army for army, hq in self._hq.items()}
        self.is_reserve = {i: loc.kind is LocKind.RESERVE for i, loc in self.locations.items()}
        self.reserve_ids = frozenset(i for i, r in self.is_reserve.items() if r)

    # -- names ------------------------------------------------------------------------------

    def hq(self, army: str) -> str:
        return self._hq[army]

    def reserve(self, army: str) -> str:
        return self._reserve[army]

    def _own(self, army: str, kind: LocKind) -> str:
        for loc in self.locations.values():
            if loc.army == army and loc.kind is kind:
                return loc.id
        raise KeyError(f"{army} has no {kind}")

    def country_of(self, loc_id: str) -> str | None:
        """The Country a board location belongs to (its Sectors and Headquarters)."""
        return self.country[loc_id]

    def _country(self, loc_id: str) -> str | None:
        loc = self.locations[loc_id]
        return loc.army if loc.kind in (LocKind.SECTOR, LocKind.HEADQUARTERS) else None

    def name(self, loc_id: str) -> str:
        return self.locations[loc_id].name

    # -- movement ---------------------------------------------------------------------------

    def reach(self, movement: Movement, moves: int, start: str) -> tuple[str, ...]:
        """Every location a piece can end its move on, from `start`, in at most `moves`."""
        key = (movement, moves, start)
        found = self._reach.get(key)
        if found is None:
            found = self._search(movement, moves, start)
            self._reach[key] = found
        return found

    def reachable(self, army: str, kind: PieceType, start: str) -> frozenset[str]:
        """Where a piece of `kind` belonging to `army` may move from `start` this round:
        from Reserve only to its own Headquarters (Command Rules)."""
        key = (army, kind.code, start)
        found = self._reachable.get(key)
        if found is None:
            if kind.movement is Movement.MISSILE:
                found = frozenset()
            elif self.is_reserve[start]:
                found = frozenset({self.hq(army)})
            else:
                found = frozenset(self.reach(kind.movement, kind.moves, start))
            self._reachable[key] = found
        return found

    def _search(self, movement: Movement, moves: int, start: str) -> tuple[str, ...]:
        if movement is Movement.MISSILE or start not in self.locations:
            return ()
        graph = self.sea if movement is Movement.SEA else self.land
        if start not in graph:
            return ()
        # Ground pieces must stop on entering an Island or a Headquarters (POWER WARNING).
        stops_here = movement is Movement.FOOT
        depth = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if depth[here] == moves:
                continue
            if here != start and stops_here and self._is_stop(here):
                continue
            for there in graph[here]:
                if there not in depth:
                    depth[there] = depth[here] + 1
                    queue.append(there)
        return tuple(sorted((loc for loc in depth if loc != start), key=self.order.__getitem__))

    def _is_stop(self, loc_id: str) -> bool:
        return self.locations[loc_id].kind in (LocKind.ISLAND, LocKind.HEADQUARTERS)

    def distance(self, start: str, goal: str, movement: Movement = Movement.FOOT) -> int:
        """Fewest moves from start to goal over land (or sea), ignoring stops; -1 if none.
        Kept once found: the heuristic asks the same pairs every round."""
        if start == goal:
            return 0
        key = (start, goal, movement is Movement.SEA)
        found = self._distance.get(key)
        if found is None:
            found = self._distance[key] = self._search_distance(start, goal, movement)
        return found

    def _search_distance(self, start: str, goal: str, movement: Movement) -> int:
        graph = self.sea if movement is Movement.SEA else self.land
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in graph.get(here, ()):
                if there not in seen:
                    seen[there] = seen[here] + 1
                    if there == goal:
                        return seen[there]
                    queue.append(there)
        return -1


_SECTOR = re.compile(r"^([A-Z])([0-8])$")
_LANE = re.compile(r"^S(\d+)$")


def load_board(path: Path = DATA / "board.toml") -> Board:
    model = load_model(_BoardFile, path)
    grid = [row.split() for row in model.grid]
    prefixes = {c.prefix: c for c in model.countries}
    cells: dict[str, list[Cell]] = {}
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            cells.setdefault(token, []).append((r, c))
    locations = {
        token: _location(token, tuple(where), model, prefixes, str(path))
        for token, where in cells.items()
    }
    for country in model.countries:
        rid = f"{country.prefix}RV"
        locations[rid] = Location(rid, LocKind.RESERVE, f"{country.name} Reserve", country.army)
    land, sea = _adjacency(grid, locations, model)
    return Board(
        locations=locations,
        armies=tuple(c.army for c in model.countries),
        army_names={c.army: c.name for c in model.countries},
        land=land,
        sea=sea,
        size=len(grid),
    )


def _location(
    token: str,
    where: tuple[Cell, ...],
    model: _BoardFile,
    prefixes: dict[str, _Country],
    source: str,
) -> Location:
    if token in model.islands:
        return Location(token, LocKind.ISLAND, model.islands[token], cells=where)
    if token.endswith("HQ") and token[:-2] in prefixes:
        country = prefixes[token[:-2]]
        name = f"{country.name} Headquarters"
        return Location(token, LocKind.HEADQUARTERS, name, country.army, cells=where)
    lane = _LANE.match(token)
    if lane:
        return Location(token, LocKind.SEA_LANE, f"Sea-lane {lane.group(1)}", cells=where)
    sector = _SECTOR.match(token)
    if sector and sector.group(1) in prefixes:
        country = prefixes[sector.group(1)]
        number = int(sector.group(2))
        name = f"{country.name} {number}"
        return Location(token, LocKind.SECTOR, name, country.army, number, where)
    raise DataError(source, "grid", f"unknown location {token!r}")


def _adjacency(
    grid: list[list[str]], locations: dict[str, Location], model: _BoardFile
) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    size = len(grid)
    kind = {loc.id: loc.kind for loc in locations.values()}

    def at(r: int, c: int) -> str | None:
        return grid[r][c] if 0 <= r < size and 0 <= c < size else None

    def neighbours(r: int, c: int) -> list[tuple[int, int]]:
        return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]

    # A Sector with no Sea-lane around it holds only land (each Country's Sector 4).
    land_only = {
        loc.id
        for loc in locations.values()
        if loc.kind is LocKind.SECTOR
        and not any(
            kind.get(at(nr, nc) or "") is LocKind.SEA_LANE
            for r, c in loc.cells
            for nr, nc in neighbours(r, c)
        )
    }
    land: dict[str, set[str]] = {i: set() for i, k in kind.items() if _on_land(k)}
    sea: dict[str, set[str]] = {
        i: set() for i, k in kind.items() if k is not LocKind.RESERVE and i not in land_only
    }
    for r in range(size):
        for c in range(size):
            a = grid[r][c]
            for nr, nc in neighbours(r, c):
                b = at(nr, nc)
                if b is None or b == a:
                    continue
                if a in land and b in land:
                    land[a].add(b)
                diagonal = nr != r and nc != c
                corner_land = diagonal and (grid[r][nc] in land_only or grid[nr][c] in land_only)
                both_lanes = kind[a] is LocKind.SEA_LANE and kind[b] is LocKind.SEA_LANE
                if a in sea and b in sea and not corner_land and not both_lanes:
                    sea[a].add(b)
    for country in model.countries:
        hq = f"{country.prefix}HQ"
        for number in model.hq_touches:
            sector = f"{country.prefix}{number}"
            for graph in (land, sea):
                if hq in graph and sector in graph:
                    graph[hq].add(sector)
                    graph[sector].add(hq)
    order = list(locations)
    return (
        {k: tuple(sorted(v, key=order.index)) for k, v in land.items()},
        {k: tuple(sorted(v, key=order.index)) for k, v in sea.items()},
    )


def _on_land(kind: LocKind) -> bool:
    return kind in (LocKind.SECTOR, LocKind.HEADQUARTERS, LocKind.ISLAND)
