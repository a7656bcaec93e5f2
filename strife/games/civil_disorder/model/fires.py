"""Fires and Firefighting as data."""

from __future__ import annotations

from pydantic import Field

from strife.games.civil_disorder.model.schema import Record, Roll


class FiresChart(Record):
    value_per_fire: int = Field(ge=1, le=10)
    grow: Roll
    spread: Roll
    firefighters_immune_to: int = Field(ge=0, le=10)
    extinguish: Roll
    hose_crew: int = Field(ge=1, le=10)
    water_turns: int = Field(ge=1, le=10)
    hydrant_turns: int = Field(ge=0, le=5)
