"""The things on the city table: buildings, streets, open spaces, walls, and the waypoints
that units and crowds move between. All positions are lattice points (1 unit = 1 m = ½")."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from strife.core.geometry import Point, Polygon, Segment
from strife.games.civil_disorder.model.table_data import (
    BuildingKind,
    SpaceKind,
    WallKind,
)

# A base is 4 units (4 m, 2") square, centred on its lattice point: "about 4-5cm frontage"
# for security forces and "5cm x 5cm" for civilians at 1" = 2 m (Scales), one size for both.
BASE_HALF = 2

# Kinds whose goods looters want ("stores and places with loot", Looting).
LOOTABLE = frozenset(
    {
        BuildingKind.SHOP,
        BuildingKind.DEPARTMENT_STORE,
        BuildingKind.KIOSK,
        BuildingKind.PUB,
        BuildingKind.BANK,
        BuildingKind.GARAGE,
    }
)


@dataclass(frozen=True)
class Door:
    """A door in a building's wall: `at` lies on the wall; `front` is where a base stands
    touching the wall, centred on the door, outside."""

    building: str
    at: Point
    front: Point


@dataclass(frozen=True)
class Building:
    id: str
    name: str
    kind: BuildingKind
    polygon: Polygon
    value: int  # property value (Property Damage)
    loot: int  # Loot Units (Looting)
    storeys: int
    doors: tuple[Door, ...]

    @property
    def lootable(self) -> bool:
        return self.kind in LOOTABLE and self.loot > 0


@dataclass(frozen=True)
class Street:
    id: str
    name: str
    points: tuple[Point, ...]
    width: int

    def legs(self) -> tuple[Segment, ...]:
        return tuple(Segment(p, q) for p, q in zip(self.points, self.points[1:], strict=False))


@dataclass(frozen=True)
class Space:
    id: str
    name: str
    kind: SpaceKind
    polygon: Polygon


@dataclass(frozen=True)
class Wall:
    id: str
    name: str
    kind: WallKind
    line: Segment


class WaypointKind(StrEnum):
    JUNCTION = "junction"
    STREET = "street"
    DOOR = "door"
    HYDRANT = "hydrant"
    EXIT = "exit"
    HOSPITAL = "hospital"  # the table exit that is the way to hospital
    PLACE = "place"


@dataclass(frozen=True)
class Waypoint:
    """A place to go: where a base may stand (its whole square clear of buildings and walls,
    on the table). `near` is the building or street it belongs to, if any."""

    id: str
    name: str
    kind: WaypointKind
    point: Point
    near: str = ""
