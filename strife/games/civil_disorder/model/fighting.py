"""Hand to Hand Fighting as data: the die, the factors and the results by margin."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Record, Roll, check_bands, check_every
from strife.games.civil_disorder.model.units import UnitType


class Intent(StrEnum):
    """ "Winner is attempting to": crowds always beat up; the SF choose."""

    BEAT_UP = "beat_up"
    ARREST = "arrest"


class TypeFactor(Record):
    label: str
    standing: int = Field(ge=0, le=10)
    charging: int = Field(ge=0, le=10)


class Situation(Record):
    tear_gas: int = Field(ge=-10, le=0)
    cs_gas: int = Field(ge=-10, le=0)
    on_ground: int = Field(ge=-10, le=0)
    soaked: int = Field(ge=-10, le=0)
    each_wounded_or_arrested: int = Field(ge=-10, le=0)


class Effect(Record):
    """What happens to the losing base."""

    push_back: int = Field(default=0, ge=0, le=10)
    subdued: bool = False
    wounded: Roll | None = None
    killed: Roll | None = None
    arrested: Roll | None = None
    group_arrested: bool = False


class ResultRow(Record):
    low: int | None = None
    high: int | None = None
    text: str
    beat_up: Effect
    arrest: Effect

    def holds(self, margin: int) -> bool:
        return (self.low is None or margin >= self.low) and (
            self.high is None or margin <= self.high
        )

    def effect(self, intent: Intent) -> Effect:
        return self.arrest if intent is Intent.ARREST else self.beat_up


class FightingChart(Record):
    die: Roll
    sf_ranks: int = Field(ge=1, le=3)
    fighters_per_base: int = Field(ge=1, le=10)
    outnumbered: dict[int, int]
    types: dict[UnitType, TypeFactor]
    situation: Situation
    results: tuple[ResultRow, ...]

    @model_validator(mode="after")
    def _complete(self) -> FightingChart:
        check_every(self.types, UnitType, "types")
        check_bands(self.results, "results")
        if not self.outnumbered or min(self.outnumbered) < 2:
            raise ValueError("outnumbered: odds start at 2 (to 1)")
        return self

    def row(self, margin: int) -> ResultRow:
        for row in self.results:
            if row.holds(margin):
                return row
        raise AssertionError(f"no result row holds {margin}")  # unreachable after check_bands

    def outnumbered_factor(self, opponents: int, own: int) -> int:
        """The factor for `opponents` bases against `own`: the highest odds reached."""
        if own < 1 or opponents < 0:
            raise ValueError("a combat needs at least one base of one's own")
        reached = [odds for odds in self.outnumbered if opponents >= odds * own]
        return self.outnumbered[max(reached)] if reached else 0
