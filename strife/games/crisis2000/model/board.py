"""The map (C. The Map; V. Movement): regions with type and Value, neighbours, and the
Overseas Commands reached along Transportation Lines at a cost of two.

Static data, loaded once and shared by every state; each movement allowance's reachable
regions are precomputed, so listing moves is a lookup.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from strife.core.data import load_model
from strife.core.errors import DataError

DATA = Path(__file__).parent.parent / "data"
TYPES = ("Metroplex", "Developed", "Wilderness")
OVERSEAS_COST = 2  # V.: entering or leaving an Overseas Command counts as two regions


class _RegionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    type: Literal["Metroplex", "Developed", "Wilderness"]
    value: int = Field(ge=0)
    neighbours: list[str] = []
    overseas: bool = False
    lines: list[str] = []


class _MapFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    regions: dict[str, _RegionModel]


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    name: str
    type: str
    value: int
    overseas: bool

    @property
    def type_index(self) -> int:
        """0 Metroplex, 1 Developed, 2 Wilderness: which number of a Support marker counts."""
        return TYPES.index(self.type)


class Board:
    """The regions and the cost of moving between them."""

    def __init__(self, regions: dict[str, Region], edges: dict[str, dict[str, int]]) -> None:
        self.regions = regions
        self.ids = tuple(regions)
        self.order = {r: i for i, r in enumerate(self.ids)}
        self.edges = edges
        self.overseas = tuple(r for r in self.ids if regions[r].overseas)
        self.total_value = sum(r.value for r in regions.values())
        # Continental neighbours (one region apart) and the Transportation Lines that join
        # an Overseas Command to the map, per region, in map order: for views and drawing.
        self.neighbours = {
            r: tuple(o for o in self.ids if o in edges[r] and not (regions[r].overseas
                     or regions[o].overseas))
            for r in self.ids
        }  # fmt: skip
        self.lines = {
            r: tuple(o for o in self.ids if o in edges[r] and (regions[r].overseas
                     or regions[o].overseas))
            for r in self.ids
        }  # fmt: skip
        self._reach: dict[tuple[str, int], tuple[str, ...]] = {}

    def __getitem__(self, region: str) -> Region:
        return self.regions[region]

    def cost(self, frm: str, to: str) -> int | None:
        """The cheapest cost of a move from `frm` to `to` (None if not reachable at all)."""
        return self._costs(frm).get(to)

    def reach(self, frm: str, allowance: int) -> tuple[str, ...]:
        """Every region a unit in `frm` can end its move in, within `allowance` (V.)."""
        key = (frm, allowance)
        found = self._reach.get(key)
        if found is None:
            costs = self._costs(frm)
            found = tuple(r for r in self.ids if r != frm and costs.get(r, 99) <= allowance)
            self._reach[key] = found
        return found

    def _costs(self, frm: str) -> dict[str, int]:
        best = {frm: 0}
        queue = [(0, frm)]
        while queue:
            cost, here = heapq.heappop(queue)
            if cost > best[here]:
                continue
            for there, step in self.edges[here].items():
                if cost + step < best.get(there, 99):
                    best[there] = cost + step
                    heapq.heappush(queue, (cost + step, there))
        return best


def load_board(path: Path = DATA / "map.toml") -> Board:
    model = load_model(_MapFile, path)
    regions = {
        rid: Region(rid, r.name, r.type, r.value, r.overseas) for rid, r in model.regions.items()
    }
    edges: dict[str, dict[str, int]] = {rid: {} for rid in regions}
    for rid, r in model.regions.items():
        for other in r.neighbours:
            if other not in regions or regions[other].overseas:
                raise DataError(str(path), f"regions.{rid}.neighbours", f"bad region {other!r}")
            edges[rid][other] = edges[other][rid] = 1
        for other in r.lines:
            if not r.overseas or other not in regions:
                raise DataError(str(path), f"regions.{rid}.lines", f"bad line to {other!r}")
            edges[rid][other] = edges[other][rid] = OVERSEAS_COST
    return Board(regions, edges)
