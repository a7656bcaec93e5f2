"""Circles with a lattice centre and a whole radius: areas of effect and earshot, exact."""

from __future__ import annotations

from dataclasses import dataclass

from strife.core.geometry.boxes import Box
from strife.core.geometry.lattice import Point


def dist2(p: Point, q: Point) -> int:
    """The squared distance between two lattice points."""
    return (p.x - q.x) ** 2 + (p.y - q.y) ** 2


@dataclass(frozen=True)
class Circle:
    """The closed disc of `radius` units about `centre` (a point on its rim is inside)."""

    centre: Point
    radius: int

    def __post_init__(self) -> None:
        if self.radius < 0:
            raise ValueError(f"a circle's radius cannot be negative ({self.radius})")

    def covers(self, p: Point) -> bool:
        return dist2(self.centre, p) <= self.radius * self.radius

    def touches(self, box: Box) -> bool:
        """Whether any part of the box lies in the disc."""
        return box.dist2_to(self.centre) <= self.radius * self.radius
