"""Features (the polygons of the map), the edges between them, and streets."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Literal

from strife.core.geometry import Point, Polygon, compass_point, svg_path
from strife.games.by_will_alone.model.map_data import FeatureKind, Obstacle

# Where an eye can be in a feature: 0 is ground level, 1.. an upper floor, or in the air.
Level = int | Literal["air"]
GROUND: Level = 0
AIR: Level = "air"

# Built-up sighting (10.1) applies between features of these kinds.
BUILT_UP = frozenset({FeatureKind.INTERSECTION, FeatureKind.STREET})

# Seen into at ground level only from the same or an adjacent feature (ruling 10.1-c).
CONCEALING = frozenset(
    {
        FeatureKind.WOODS,
        FeatureKind.HEAVY_WOODS,
        FeatureKind.BUILDING,
        FeatureKind.HOUSING_BLOCK,
    }
)


@dataclass(frozen=True)
class Feature:
    """A terrain feature: a polygon of one kind; `anchor` is where its stands are sighted
    from and to (ruling 10.1-b); `height` is what it stands up from the ground, in storeys."""

    id: str
    name: str
    kind: FeatureKind
    polygon: Polygon
    anchor: Point
    floors: int
    height: int

    @property
    def built_up(self) -> bool:
        return self.kind in BUILT_UP

    @property
    def conceals(self) -> bool:
        return self.kind in CONCEALING

    def levels(self) -> tuple[Level, ...]:
        """Ground, each upper floor, and the air above it."""
        return (GROUND, *range(1, self.floors), AIR)

    def svg_path(self) -> str:
        return svg_path(self.polygon)


@dataclass(frozen=True)
class Edge:
    """Crossing from one feature into a neighbour: the direction and what is in the way."""

    origin: str
    to: str
    bearing: int
    obstacle: Obstacle

    @cached_property
    def direction(self) -> str:
        """The compass direction in words, as announced before a move (9.1)."""
        return compass_point(self.bearing)


@dataclass(frozen=True)
class Street:
    """A chain of intersections and the street features between them, in order."""

    name: str
    features: tuple[str, ...]
    # Position of each feature counted in intersections: intersection k at k, the street
    # between intersections k and k+1 at k + 1/2 (ruling 10.1-d).
    positions: tuple[Fraction, ...]

    @classmethod
    def of(cls, name: str, features: tuple[str, ...], kinds: tuple[FeatureKind, ...]) -> Street:
        positions: list[Fraction] = []
        crossed = -1
        for kind in kinds:
            if kind is FeatureKind.INTERSECTION:
                crossed += 1
                positions.append(Fraction(crossed))
            else:
                positions.append(Fraction(2 * crossed + 1, 2))
        return cls(name, features, tuple(positions))

    def intersections_apart(self, a: str, b: str) -> Fraction | None:
        """How many intersections apart two features of this street are, or None."""
        if a not in self.features or b not in self.features:
            return None
        pa = self.positions[self.features.index(a)]
        pb = self.positions[self.features.index(b)]
        return abs(pa - pb)
