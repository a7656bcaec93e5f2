"""Firearms as data: each weapon's ranges and dice."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Record, Roll, check_every


class Firearm(StrEnum):
    PISTOL = "pistol"
    RIFLE = "rifle"
    AUTOMATIC = "automatic"
    SHOTGUN = "shotgun"
    HEAVY_MACHINE_GUN = "heavy_machine_gun"


class Gun(Record):
    name: str
    close: int = Field(ge=1, le=100)
    damage: Roll
    max_range: int | None = Field(default=None, ge=1, le=1000)
    result: Roll
    rl: Literal["single_shot", "automatic"]

    @model_validator(mode="after")
    def _ranges(self) -> Gun:
        if self.max_range is not None and self.max_range < self.close:
            raise ValueError("max_range: the maximum effective range is beyond close range")
        return self


class FirearmsChart(Record):
    weapons: dict[Firearm, Gun]

    @model_validator(mode="after")
    def _every(self) -> FirearmsChart:
        check_every(self.weapons, Firearm, "weapons")
        return self
