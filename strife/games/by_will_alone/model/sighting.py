"""Line of sight between features at each level, worked out once when the map loads (10).

The geometric test (a straight line past blocking polygons with heights) is the core
SightCache; the rulings of docs/rulings/by-will-alone.md (10.1-a to 10.2-a) are applied on
top of it here, so that a query during play is one set lookup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from strife.core.geometry import Blocker, SightCache, Viewpoint
from strife.games.by_will_alone.model.features import AIR, GROUND, Feature, Level, Street
from strife.games.by_will_alone.model.map_data import FeatureKind

# The eye height of a unit in the air, in storeys (ruling 10.2-a): a helicopter at ~100 m.
AIR_HEIGHT = 30

# Built-up sighting ends beyond this many intersections (10.1).
STREET_SIGHT_INTERSECTIONS = 2

Spot = tuple[str, Level]


def spot_name(feature: str, level: Level) -> str:
    return feature if level == GROUND else f"{feature}@{level}"


def eye_height(feature: Feature, level: Level) -> int:
    if level == AIR:
        return AIR_HEIGHT
    if level == GROUND:
        # A unit on a crest stands on top of it; everywhere else at ground level.
        return feature.height if feature.kind is FeatureKind.HILL_CREST else 0
    return int(level)


@dataclass(frozen=True)
class SightTable:
    """Which (feature, level) spots see which, with the reason a pair does not."""

    visible: Mapping[Spot, frozenset[Spot]]
    reasons: Mapping[tuple[Spot, Spot], str]

    def sees(self, a: Spot, b: Spot) -> bool:
        return b in self.visible[a]

    def reason(self, a: Spot, b: Spot) -> str | None:
        return self.reasons.get((a, b))


def build_sight(
    features: Mapping[str, Feature],
    adjacent: Mapping[str, frozenset[str]],
    streets: Sequence[Street],
) -> tuple[SightTable, SightCache]:
    spots = [(f.id, level) for f in features.values() for level in f.levels()]
    views = [
        Viewpoint(
            spot_name(fid, level),
            features[fid].anchor,
            eye_height(features[fid], level),
            frozenset({fid}),
        )
        for fid, level in spots
    ]
    blockers = [Blocker(f.id, f.polygon, f.height) for f in features.values() if f.height > 0]
    cache = SightCache(views, blockers)
    visible: dict[Spot, set[Spot]] = {s: set() for s in spots}
    reasons: dict[tuple[Spot, Spot], str] = {}
    # Sight is symmetric (every rule below reads both ends alike): decide each pair once.
    for n, a in enumerate(spots):
        for b in spots[n:]:
            why = _why_not(a, b, features, adjacent, streets, cache)
            if why is None:
                visible[a].add(b)
                visible[b].add(a)
            else:
                reasons[(a, b)] = reasons[(b, a)] = why
    table = SightTable({s: frozenset(v) for s, v in visible.items()}, reasons)
    return table, cache


def _why_not(
    a: Spot,
    b: Spot,
    features: Mapping[str, Feature],
    adjacent: Mapping[str, frozenset[str]],
    streets: Sequence[Street],
    cache: SightCache,
) -> str | None:
    """None if spot a sees spot b, else the reason in plain words."""
    (fa, la), (fb, lb) = a, b
    if fa == fb or fb in adjacent[fa]:
        return None  # ruling 10.1-c: the same or a neighbouring feature is always seen
    for fid, level in (a, b):
        if level == GROUND and features[fid].conceals:
            return f"{features[fid].name} is seen into only from next to it"
    blocker = cache.blocked_by(spot_name(fa, la), spot_name(fb, lb))
    if blocker is not None:
        return f"{features[blocker].name} is in the way"
    if la == GROUND and lb == GROUND and features[fa].built_up and features[fb].built_up:
        apart = [d for s in streets if (d := s.intersections_apart(fa, fb)) is not None]
        if not apart:
            return "no street joins them"
        if min(apart) > STREET_SIGHT_INTERSECTIONS:
            return "more than two intersections apart along the street"
    return None


def describe_level(level: Level) -> str:
    if level == AIR:
        return "in the air"
    return "at ground level" if level == GROUND else f"on floor {level}"


__all__ = ["AIR", "AIR_HEIGHT", "GROUND", "SightTable", "build_sight", "describe_level"]
