"""Property Damage as data."""

from __future__ import annotations

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Record, Roll


class PropertyChart(Record):
    value_range: tuple[int, int]
    damage: Roll
    break_in_damage: Roll
    wreck_fire_on: int = Field(ge=1, le=6)
    minor_bases: int = Field(ge=1, le=6)
    serious_fire_on: int = Field(ge=1, le=6)
    examples: dict[str, int]

    @model_validator(mode="after")
    def _range(self) -> PropertyChart:
        low, high = self.value_range
        if not 0 < low <= high:
            raise ValueError("value_range: a positive range, low first")
        return self
