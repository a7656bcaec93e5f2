"""Medical Services as data: triage, stretchers and ambulances."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Band, Record, Roll, check_bands


class Triage(Record):
    name: str
    patch_turns: int = Field(default=0, ge=0, le=5)
    carries_on: bool = False
    walks: bool = False
    stretcher: bool = False
    hospital: Literal["none", "needed", "urgent"]
    dies_after: int | None = Field(default=None, ge=1, le=5)


class Ambulance(Record):
    stretchers: int = Field(ge=1, le=10)
    walking: int = Field(ge=1, le=20)


class MedicalChart(Record):
    die: Roll
    gunfire_bonus: int = Field(ge=0, le=6)
    stretcher_turns: int = Field(ge=0, le=5)
    load_turns: int = Field(ge=0, le=5)
    stretcher_bearers: int = Field(ge=1, le=4)
    walking_speed_divisor: int = Field(ge=1, le=4)
    ambulance: Ambulance
    results: tuple[Band[Triage], ...]

    @model_validator(mode="after")
    def _bands(self) -> MedicalChart:
        check_bands(self.results, "results")
        return self
