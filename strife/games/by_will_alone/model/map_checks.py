"""Turning validated map entries into features, edges and streets, checking what one entry
cannot check alone. Every failure is a DataError naming the file, the key and the problem."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import shapely

from strife.core.errors import DataError
from strife.core.geometry import Point, Polygon, SharedEdge
from strife.core.geometry.polygon import PolygonError
from strife.games.by_will_alone.model.features import Edge, Feature, Street
from strife.games.by_will_alone.model.map_data import (
    DEFAULT_HEIGHT,
    FeatureData,
    FeatureKind,
    MapData,
    Obstacle,
)

STREET_KINDS = (FeatureKind.INTERSECTION, FeatureKind.STREET)


def make_features(data: MapData, source: str) -> dict[str, Feature]:
    features: dict[str, Feature] = {}
    for n, entry in enumerate(data.feature):
        if entry.id in features:
            raise DataError(source, f"feature.{n}.id", f"{entry.id} is used twice")
        features[entry.id] = _feature(entry, data, source, f"feature.{n}")
    _check_tiling(data, features, source)
    return features


def _feature(entry: FeatureData, data: MapData, source: str, key: str) -> Feature:
    try:
        polygon = Polygon(tuple(Point(x, y) for x, y in entry.polygon))
    except PolygonError as exc:
        raise DataError(source, f"{key}.polygon", str(exc)) from None
    x0, y0, x1, y1 = polygon.bounds()
    if x0 < 0 or y0 < 0 or x1 > data.map.width or y1 > data.map.height:
        raise DataError(
            source,
            f"{key}.polygon",
            f"goes off the table (0-{data.map.width} by 0-{data.map.height})",
        )
    anchor = _anchor(entry, polygon, source, key)
    floors = entry.floors or 0
    height = entry.height if entry.height is not None else DEFAULT_HEIGHT.get(entry.kind, floors)
    return Feature(entry.id, entry.name, entry.kind, polygon, anchor, floors, height)


def _anchor(entry: FeatureData, polygon: Polygon, source: str, key: str) -> Point:
    if entry.anchor is not None:
        anchor = Point(entry.anchor[0], entry.anchor[1])
        if not polygon.contains(anchor):
            raise DataError(source, f"{key}.anchor", f"{tuple(anchor)} is not inside the feature")
        return anchor
    middle = polygon.shape.representative_point()
    guess = Point(round(middle.x), round(middle.y))
    if not polygon.contains(guess):
        raise DataError(source, f"{key}.anchor", "no whole-number point found inside; give one")
    return guess


def _check_tiling(data: MapData, features: Mapping[str, Feature], source: str) -> None:
    """Features must cover the table without overlapping: a move goes to the next feature,
    so a gap would be a place no unit could be, and an overlap a place in two features."""
    ids = list(features)
    shapes = [features[i].polygon.shape for i in ids]
    tree = shapely.STRtree(shapes)
    for n, shape in enumerate(shapes):
        for m in sorted(int(m) for m in tree.query(shape, predicate="overlaps")):
            raise DataError(source, f"feature.{n}.polygon", f"overlaps {ids[m]}")
        for m in sorted(int(m) for m in tree.query(shape, predicate="contains")):
            if m != n:
                raise DataError(source, f"feature.{n}.polygon", f"contains {ids[m]}")
    table = shapely.box(0, 0, data.map.width, data.map.height)
    gap = table.difference(shapely.union_all(shapes))
    if gap.area > 0:
        where = gap.representative_point()
        raise DataError(
            source, "feature", f"no feature covers the table near ({where.x:g}, {where.y:g})"
        )


def make_edges(
    data: MapData, shared: Sequence[SharedEdge], source: str
) -> dict[str, dict[str, Edge]]:
    """Directed edges from each feature to its neighbours, with the map's obstacles."""
    obstacles: dict[frozenset[str], Obstacle] = {}
    bearings = {frozenset((s.a, s.b)): s for s in shared}
    for n, entry in enumerate(data.edge):
        pair = frozenset(entry.between)
        key = f"edge.{n}.between"
        if len(pair) != 2:
            raise DataError(source, key, "an edge joins two different features")
        if pair in obstacles:
            raise DataError(source, key, "this edge is given twice")
        if pair not in bearings:
            a, b = entry.between
            raise DataError(source, key, f"{a} and {b} do not share an edge")
        obstacles[pair] = entry.obstacle
    edges: dict[str, dict[str, Edge]] = {f.id: {} for f in data.feature}
    for s in shared:
        obstacle = obstacles.get(frozenset((s.a, s.b)), Obstacle.NONE)
        edges[s.a][s.b] = Edge(s.a, s.b, s.bearing, obstacle)
        edges[s.b][s.a] = Edge(s.b, s.a, s.reverse_bearing, obstacle)
    return edges


def make_streets(
    data: MapData,
    features: Mapping[str, Feature],
    edges: Mapping[str, Mapping[str, Edge]],
    source: str,
) -> tuple[Street, ...]:
    streets = []
    for n, entry in enumerate(data.street):
        key = f"street.{n}.features"
        for fid in entry.features:
            if fid not in features:
                raise DataError(source, key, f"no feature {fid}")
            if features[fid].kind not in STREET_KINDS:
                raise DataError(source, key, f"{fid} is not an intersection or a street")
        kinds = tuple(features[f].kind for f in entry.features)
        for a, b, ka, kb in zip(entry.features, entry.features[1:], kinds, kinds[1:], strict=False):
            if ka is kb:
                raise DataError(source, key, f"{a} and {b} are both {ka.value}s; they alternate")
            if b not in edges[a]:
                raise DataError(source, key, f"{a} and {b} do not share an edge")
        streets.append(Street.of(entry.name, tuple(entry.features), kinds))
    return tuple(streets)
