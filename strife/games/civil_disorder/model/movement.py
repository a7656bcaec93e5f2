"""Movement: the distances on foot, on horses and in vehicles, as data."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Record, check_every

Inches = int


class Pace(StrEnum):
    WALK = "walk"
    RUN = "run"
    CRAWL = "crawl"
    CHARGE = "charge"


class Vehicle(StrEnum):
    CAR = "car"
    VAN = "van"
    WHEELED_ARMOURED = "wheeled_armoured"
    TRACKED_ARMOURED = "tracked_armoured"
    MOTORCYCLE = "motorcycle"
    FIRE_ENGINE = "fire_engine"
    AMBULANCE = "ambulance"
    WATER_CANNON = "water_cannon"


class Foot(Record):
    walk: Inches = Field(ge=1, le=100)
    run: Inches = Field(ge=1, le=100)
    crawl: Inches = Field(ge=1, le=100)


class Horse(Record):
    walk: Inches = Field(ge=1, le=100)
    charge: Inches = Field(ge=1, le=100)


class VehicleKind(Record):
    name: str
    first_turn: Inches = Field(ge=1, le=100)
    max_sharp_turn: int | None = Field(default=None, ge=0, le=180)
    dismount_turns: int = Field(default=0, ge=0, le=3)
    drop_damage_on: int | None = Field(default=None, ge=1, le=6)


class CrowdSpacing(Record):
    max_base_gap: Inches = Field(ge=0, le=10)


class MovementChart(Record):
    foot: Foot
    horse: Horse
    vehicles: dict[Vehicle, VehicleKind]
    crowds: CrowdSpacing

    @model_validator(mode="after")
    def _every_vehicle(self) -> MovementChart:
        check_every(self.vehicles, Vehicle, "vehicles")
        return self
