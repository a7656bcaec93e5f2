"""The city table file (TOML), validated by pydantic.

Positions are whole units of the table lattice: 1 unit = 1 metre = half an inch at the
text's scale of 1" = 2 m (Scales). This module checks each entry on its own (ranges, kinds,
corners); checks between entries (overlaps, doors on walls, streets that join) are made when
the Table is built (table_checks.py).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

# Half an inch: the lattice step. Every distance the rules give in inches is twice as many units.
UNITS_PER_INCH = 2

Corner = Annotated[list[int], Field(min_length=2, max_length=2)]
Ident = Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[a-z0-9][a-z0-9-]*$")]
Name = Annotated[str, Field(min_length=1, max_length=60)]


class BuildingKind(StrEnum):
    """What a building is: whether looters want it (Looting: "stores and places with loot"),
    whether petrol can be had there (Supplies), and how it is drawn."""

    SHOP = "shop"
    DEPARTMENT_STORE = "department_store"
    KIOSK = "kiosk"  # the news vendor's shack of Property Damage
    PUB = "pub"
    BANK = "bank"
    GARAGE = "garage"  # a petrol station: a source for petrol bombs
    OFFICE = "office"
    PUBLIC = "public"  # government offices, town hall, embassy: a demonstration's objective
    HOUSING = "housing"
    WAREHOUSE = "warehouse"
    CHURCH = "church"
    POLICE_STATION = "police_station"


class SpaceKind(StrEnum):
    SQUARE = "square"
    PARK = "park"
    CAR_PARK = "car_park"
    BRIDGE = "bridge"
    YARD = "yard"
    BUILDING_SITE = "building_site"  # a source of bricks (Supplies and Ammunition)
    CANAL = "canal"  # water: drawn, and kept clear of waypoints, but not an obstacle to sight


class WallKind(StrEnum):
    WALL = "wall"
    RAILINGS = "railings"
    BARRIER = "barrier"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TableInfo(_Strict):
    name: Name
    provenance: Literal["reconstructed", "test"]
    # At most 16 feet by 8 feet of table (384 x 192 units); at least a yard square.
    width: int = Field(ge=72, le=384)
    height: int = Field(ge=72, le=192)
    street_spacing: int = Field(default=8, ge=4, le=40)
    note: str = ""


class BuildingData(_Strict):
    id: Ident
    name: Name
    kind: BuildingKind
    polygon: list[Corner] = Field(min_length=3, max_length=64)
    # Property Damage: "each building is given a property value, between say 10 and 100".
    value: int = Field(ge=1, le=100)
    # Looting: Loot Units are "50% of the property value, or a figure between 5 and 50";
    # left out, half the value (rounded down). 0 is a building with nothing worth taking.
    loot: int | None = Field(default=None, ge=0, le=50)
    storeys: int = Field(default=2, ge=1, le=40)
    doors: list[Corner] = Field(min_length=1, max_length=8)

    @model_validator(mode="after")
    def _loot_within_value(self) -> BuildingData:
        if self.loot is not None and self.loot > self.value:
            raise ValueError(f"loot {self.loot} is more than the property value {self.value}")
        return self

    @property
    def loot_units(self) -> int:
        return self.value // 2 if self.loot is None else self.loot


class StreetData(_Strict):
    id: Ident
    name: Name
    points: list[Corner] = Field(min_length=2, max_length=32)
    # Drawn width in units (metres): a street a base can use is wider than a base (4).
    width: int = Field(default=12, ge=6, le=40)


class SpaceData(_Strict):
    id: Ident
    name: Name
    kind: SpaceKind
    polygon: list[Corner] = Field(min_length=3, max_length=64)


class WallData(_Strict):
    """A low wall, railings or a barrier: stops bases and contact across it, not sight."""

    id: Ident
    name: Name
    kind: WallKind
    points: list[Corner] = Field(min_length=2, max_length=2)


class HydrantData(_Strict):
    id: Ident
    point: Corner


class ExitData(_Strict):
    """Where units and crowds leave the table; `to_hospital` marks the way to hospital."""

    id: Ident
    name: Name
    point: Corner
    to_hospital: bool = False


class PlaceData(_Strict):
    """A named point a scenario refers to (an assembly point, the steps of a building)."""

    id: Ident
    name: Name
    point: Corner


class TableData(_Strict):
    table: TableInfo
    building: list[BuildingData] = Field(min_length=1, max_length=400)
    street: list[StreetData] = Field(min_length=1, max_length=100)
    space: list[SpaceData] = []
    wall: list[WallData] = []
    hydrant: list[HydrantData] = []
    exit: list[ExitData] = Field(min_length=1)
    place: list[PlaceData] = []
