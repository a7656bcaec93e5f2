"""Negotiation as data: who may negotiate, the ranges, the negotiator's quality and the
results table (umpire-only)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.response_level import HIGHEST, LOWEST
from strife.games.civil_disorder.model.schema import Band, Record, Roll, check_bands, check_every


class Quality(StrEnum):
    """A negotiator's quality, fixed by the scenario and hidden from the player."""

    GOOD = "good"
    AVERAGE = "average"
    POOR = "poor"


class NegotiationFactors(Record):
    not_face_to_face: int = Field(ge=-10, le=10)
    discretion_most: int = Field(ge=0, le=3)


class NegotiationChart(Record):
    levels: tuple[int, ...]
    voice_range: int = Field(ge=1, le=40)
    megaphone_range: int = Field(ge=1, le=40)
    die: Roll
    quality: dict[Quality, int]
    factors: NegotiationFactors
    results: dict[int, tuple[Band[int], ...]]

    @model_validator(mode="after")
    def _complete(self) -> NegotiationChart:
        if any(not LOWEST <= rl <= HIGHEST for rl in self.levels):
            raise ValueError(f"levels: a level runs {LOWEST} to {HIGHEST}")
        if sorted(self.results) != sorted(self.levels):
            raise ValueError("results: need one column of results for each level")
        for rl, bands in self.results.items():
            check_bands(bands, f"results.{rl}")
        if self.megaphone_range < self.voice_range:
            raise ValueError("megaphone_range: a megaphone carries at least as far as a voice")
        check_every(self.quality, Quality, "quality")
        return self
