"""Looting as data: looters hidden in crowds, Loot Units, the pace of looting."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Record, Roll


class LootingMode(StrEnum):
    """The scenario's choice: looter bases hidden in every crowd, or separate looter crowds."""

    IN_CROWDS = "in_crowds"
    LOOTER_CROWDS = "looter_crowds"


class VehicleCarries(Record):
    car: int = Field(ge=1, le=100)
    van: int = Field(ge=1, le=100)


class LootingChart(Record):
    hidden_looter_bases: Roll
    convert_on: int = Field(ge=1, le=6)
    loot_percent: int = Field(ge=1, le=100)
    loot_units_range: tuple[int, int]
    break_in_turns: int = Field(ge=0, le=5)
    per_looter_per_turn: int = Field(ge=1, le=10)
    looter_carries: int = Field(ge=1, le=10)
    leave_move: Roll
    sf_told: str
    vehicle_carries: VehicleCarries

    @model_validator(mode="after")
    def _range(self) -> LootingChart:
        low, high = self.loot_units_range
        if not 0 < low <= high:
            raise ValueError("loot_units_range: a positive range, low first")
        return self
