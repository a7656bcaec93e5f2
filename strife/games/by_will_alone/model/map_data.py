"""The terrain-feature map file (TOML), validated by pydantic.

This module checks each entry on its own (kinds, corners, floors); checks between entries
(unknown ids, overlaps, streets that do not join) are made when the Board is built.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class FeatureKind(StrEnum):
    # A str's own hash (Enum's is a Python call on its name): these are dict keys and set
    # members in every step of play, and equal to their values as strs anyway.
    __hash__ = str.__hash__

    INTERSECTION = "intersection"
    STREET = "street"
    HOUSING_BLOCK = "housing_block"
    BUILDING = "building"
    HILL_SLOPE = "hill_slope"
    HILL_CREST = "hill_crest"
    WOODS = "woods"
    HEAVY_WOODS = "heavy_woods"
    OPEN_GROUND = "open_ground"
    RIVER = "river"
    LAKE = "lake"
    BEACH = "beach"


class Obstacle(StrEnum):
    """What lies on an edge between two features (9.2)."""

    # A str's own hash (Enum's is a Python call on its name): these are dict keys and set
    # members in every step of play, and equal to their values as strs anyway.
    __hash__ = str.__hash__

    NONE = "none"
    WIRE_FENCE = "wire_fence"
    STONE_FENCE = "stone_fence"  # "Stone & Metal fences", walls
    CLIFF = "cliff"
    STREAM = "stream"
    FORD = "ford"  # the fording place a vehicle or large boat needs into a river


# Kinds with floors: a unit may be on an upper floor (10.2).
HAS_FLOORS = frozenset({FeatureKind.BUILDING, FeatureKind.HOUSING_BLOCK})

# Height in storeys of what a feature stands up from the ground, unless the map says
# otherwise (rulings 10.1-a): trees about three storeys, a crest two.
DEFAULT_HEIGHT: dict[FeatureKind, int] = {
    FeatureKind.WOODS: 3,
    FeatureKind.HEAVY_WOODS: 3,
    FeatureKind.HILL_CREST: 2,
}

Corner = Annotated[list[int], Field(min_length=2, max_length=2)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MapInfo(_Strict):
    name: str = Field(min_length=1)
    provenance: Literal["reconstructed", "test"]
    width: int = Field(gt=0)
    height: int = Field(gt=0)
    note: str = ""


class FeatureData(_Strict):
    id: str = Field(min_length=1, pattern=r"^[A-Za-z0-9_-]+$")
    name: str = Field(min_length=1)
    kind: FeatureKind
    polygon: list[Corner] = Field(min_length=3)
    anchor: Corner | None = None
    floors: int | None = Field(default=None, ge=1)
    height: int | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _floors_match_kind(self) -> FeatureData:
        if self.kind in HAS_FLOORS and self.floors is None:
            raise ValueError(f"a {self.kind.value} needs floors")
        if self.kind not in HAS_FLOORS and self.floors is not None:
            raise ValueError("only buildings and housing blocks have floors")
        return self


class EdgeData(_Strict):
    between: list[str] = Field(min_length=2, max_length=2)
    obstacle: Obstacle


class StreetData(_Strict):
    name: str = Field(min_length=1)
    features: list[str] = Field(min_length=2)


class MapData(_Strict):
    map: MapInfo
    feature: list[FeatureData] = Field(min_length=1)
    edge: list[EdgeData] = []
    street: list[StreetData] = []
