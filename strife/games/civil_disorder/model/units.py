"""Scales and Types of Unit: who the Security Forces are, how each type comes to the
table, and the kit other charts ask about (guns, gas masks, fireproof clothing)."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Record, check_every


class UnitType(StrEnum):
    """The Security Forces' unit types, in the order of the text's Types of Unit table."""

    SENIOR_OFFICER = "senior_officer"
    PATROL = "patrol"
    RIOT_GEAR_POLICE = "riot_gear_police"
    SWAT = "swat"
    ANTI_RIOT = "anti_riot"
    MOUNTED_POLICE = "mounted_police"
    MOUNTED_RIOT_POLICE = "mounted_riot_police"
    PART_TIME_SOLDIERS = "part_time_soldiers"
    REGULAR_SOLDIERS = "regular_soldiers"
    RIOT_TRAINED_SOLDIERS = "riot_trained_soldiers"
    SPECIAL_FORCES = "special_forces"
    FIREFIGHTERS = "firefighters"
    PARAMEDICS = "paramedics"


Pair = tuple[int, int]


def _ordered(pair: Pair, name: str) -> None:
    if not 0 < pair[0] <= pair[1]:
        raise ValueError(f"{name}: {list(pair)} must be a positive range, low first")


class Scales(Record):
    metres_per_inch: int = Field(ge=1)
    turn: str
    sf_figure_ratio: int = Field(ge=1)
    vehicle_ratio: int = Field(ge=1)
    civilian_figure_ratio: int = Field(ge=1)
    sf_base_figures: Pair
    sf_base_frontage_cm: Pair
    crowd_base_figures: Pair
    crowd_base_cm: int = Field(ge=1)
    crowd_base_people: Pair
    people_per_crowd_base: int = Field(ge=1)
    crowd_bases: Pair

    @model_validator(mode="after")
    def _ranges(self) -> Scales:
        for name in (
            "sf_base_figures",
            "sf_base_frontage_cm",
            "crowd_base_figures",
            "crowd_base_people",
            "crowd_bases",
        ):
            _ordered(getattr(self, name), name)
        low, high = self.crowd_base_people
        if not low <= self.people_per_crowd_base <= high:
            raise ValueError("people_per_crowd_base must lie within crowd_base_people")
        return self

    def metres(self, inches: int) -> int:
        return inches * self.metres_per_inch


class Formation(Record):
    """One way a unit comes: by car, van, on foot, on horses, as a platoon."""

    transport: str
    bases: int = Field(ge=1, le=10)
    figures: Pair

    @model_validator(mode="after")
    def _figures(self) -> Formation:
        _ordered(self.figures, "figures")
        return self


class UnitKind(Record):
    name: str
    formations: tuple[Formation, ...] = Field(min_length=1)
    kept_together: Literal["unit", "section", "none"]
    armed: bool
    gas_masks: bool
    fireproof: bool


class UnitsChart(Record):
    scales: Scales
    types: dict[UnitType, UnitKind]

    @model_validator(mode="after")
    def _every_type(self) -> UnitsChart:
        check_every(self.types, UnitType, "types")
        return self

    def kind(self, unit: UnitType) -> UnitKind:
        return self.types[unit]
