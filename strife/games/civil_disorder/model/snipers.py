"""Terrorists and Snipers as data (umpire-only)."""

from __future__ import annotations

from pydantic import Field

from strife.games.civil_disorder.model.schema import Record


class SnipersChart(Record):
    hit_on: int = Field(ge=1, le=6)
    spot_on: int = Field(ge=1, le=6)
    spot_bonus: int = Field(ge=0, le=6)
    swat_hit_on: int = Field(ge=1, le=6)
