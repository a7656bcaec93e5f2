"""The terrain-feature board (9, 10): features, their neighbours, and who sees whom.

Movement is not measured (9.1): a move goes to the next feature, so the board is a graph of
polygons. Everything is worked out when the map loads; the queries below are lookups.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from strife.core.data import read_toml, validate
from strife.core.errors import UnknownName
from strife.core.geometry import Polygon, shared_edges
from strife.games.by_will_alone.model.features import (
    AIR,
    GROUND,
    Edge,
    Feature,
    Level,
    Street,
)
from strife.games.by_will_alone.model.map_checks import make_edges, make_features, make_streets
from strife.games.by_will_alone.model.map_data import MapData, MapInfo, Obstacle
from strife.games.by_will_alone.model.sighting import SightTable, build_sight, describe_level

MAPS = Path(__file__).resolve().parent.parent / "data" / "maps"


@dataclass(frozen=True)
class Board:
    info: MapInfo
    features: Mapping[str, Feature]
    edges: Mapping[str, Mapping[str, Edge]]
    streets: tuple[Street, ...]
    sight: SightTable

    @classmethod
    def from_data(cls, data: MapData, source: str) -> Board:
        features = make_features(data, source)
        shared = shared_edges({fid: f.polygon for fid, f in features.items()})
        edges = make_edges(data, shared, source)
        streets = make_streets(data, features, edges, source)
        adjacent = {fid: frozenset(out) for fid, out in edges.items()}
        table, _ = build_sight(features, adjacent, streets)
        return cls(data.map, features, edges, streets, table)

    def feature(self, fid: str) -> Feature:
        try:
            return self.features[fid]
        except KeyError:
            raise UnknownName(f"no feature {fid!r} on the map {self.info.name}") from None

    def neighbours(self, fid: str) -> tuple[Edge, ...]:
        """The edges out of a feature, clockwise from north."""
        self.feature(fid)
        return tuple(sorted(self.edges[fid].values(), key=lambda e: (e.bearing, e.to)))

    def edge(self, origin: str, to: str) -> Edge | None:
        self.feature(to)
        return self.edges[self.feature(origin).id].get(to)

    def adjacent(self, a: str, b: str) -> bool:
        return self.edge(a, b) is not None

    def obstacle(self, a: str, b: str) -> Obstacle | None:
        edge = self.edge(a, b)
        return None if edge is None else edge.obstacle

    def sees(self, a: str, b: str, level_a: Level = GROUND, level_b: Level = GROUND) -> bool:
        """Whether a unit in feature a at level_a has line of sight to one in b at level_b."""
        self._check_level(a, level_a)
        self._check_level(b, level_b)
        return self.sight.sees((a, level_a), (b, level_b))

    def why_not_seen(
        self, a: str, b: str, level_a: Level = GROUND, level_b: Level = GROUND
    ) -> str | None:
        """The reason in plain words that a does not see b, or None if it does."""
        self._check_level(a, level_a)
        self._check_level(b, level_b)
        return self.sight.reason((a, level_a), (b, level_b))

    def seen_from(self, fid: str, level: Level = GROUND) -> frozenset[str]:
        """The features whose ground level a unit at (fid, level) sees."""
        self._check_level(fid, level)
        return frozenset(f for f, lv in self.sight.visible[(fid, level)] if lv == GROUND)

    def polygon(self, fid: str) -> Polygon:
        return self.feature(fid).polygon

    def _check_level(self, fid: str, level: Level) -> None:
        feature = self.feature(fid)
        if level not in feature.levels():
            raise UnknownName(f"{feature.name} has no place {describe_level(level)}")


def load_board(path: Path) -> Board:
    """Read, validate and precompute a map file; a bad file fails naming file and key."""
    source = str(path)
    return Board.from_data(validate(MapData, read_toml(path), source), source)


def load_map(name: str) -> Board:
    """A map shipped with the game, by file stem (e.g. "skirmish")."""
    return load_board(MAPS / f"{name}.toml")


__all__ = ["AIR", "GROUND", "Board", "Edge", "Feature", "load_board", "load_map"]
