"""What every chart file shares: frozen validated records, dice expressions ("2d6",
"1d6+2") and score bands (a column of results, each for a run of modified scores)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from enum import Enum
from itertools import pairwise
from typing import Generic, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from strife.core.dice import Dice

E = TypeVar("E", bound=Enum)
R = TypeVar("R")

_DICE = re.compile(r"^\s*(\d+)d(\d+)\s*(?:\+\s*(\d+))?\s*$")


class Record(BaseModel):
    """A chart record: read-only once loaded, and no key the schema does not name."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Roll(Record):
    """A dice expression as the text writes it: `count`d`sides` plus `plus`."""

    count: int = Field(ge=1, le=10)
    sides: int = Field(ge=2, le=20)
    plus: int = Field(default=0, ge=0, le=10)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, data: object) -> object:
        if isinstance(data, str):
            m = _DICE.match(data)
            if m is None:
                raise ValueError(f"{data!r} is not a dice expression like '2d6' or '1d6+2'")
            return {"count": int(m[1]), "sides": int(m[2]), "plus": int(m[3] or 0)}
        return data

    def roll(self, dice: Dice) -> int:
        """The dice rolled one by one (so scripted dice read in order), plus the addition."""
        return sum(dice.roll(self.sides) for _ in range(self.count)) + self.plus

    @property
    def least(self) -> int:
        return self.count + self.plus

    @property
    def most(self) -> int:
        return self.count * self.sides + self.plus

    def __str__(self) -> str:
        return f"{self.count}d{self.sides}" + (f"+{self.plus}" if self.plus else "")


class Band(Record, Generic[R]):
    """One row of a results column: the result for scores `low`..`high` (inclusive);
    no `low` means "or less", no `high` "or more"."""

    low: int | None = None
    high: int | None = None
    result: R

    def holds(self, score: int) -> bool:
        return (self.low is None or score >= self.low) and (self.high is None or score <= self.high)


class Banded(Protocol):
    @property
    def low(self) -> int | None: ...
    @property
    def high(self) -> int | None: ...


def check_bands(bands: Sequence[Banded], name: str) -> None:
    """Bands from lowest to highest that cover every integer once: open below, contiguous,
    open above. A chart that leaves a score without a result is refused on load."""
    if not bands:
        raise ValueError(f"{name}: no bands")
    if bands[0].low is not None:
        raise ValueError(f"{name}: the first band must have no low (it is 'or less')")
    if bands[-1].high is not None:
        raise ValueError(f"{name}: the last band must have no high (it is 'or more')")
    for below, above in pairwise(bands):
        if below.high is None or above.low is None or above.low != below.high + 1:
            raise ValueError(
                f"{name}: the band from {above.low} must start just above the band "
                f"ending {below.high}"
            )
        if above.high is not None and above.high < above.low:
            raise ValueError(f"{name}: the band {above.low}..{above.high} is empty")


def band_for(bands: Sequence[Band[R]], score: int) -> R:
    """The result for a score (check_bands guarantees exactly one band holds it)."""
    for band in bands:
        if band.holds(score):
            return band.result
    raise AssertionError(f"no band holds {score}")  # unreachable after check_bands


def check_every(table: Mapping[E, object], enum: type[E], name: str) -> None:
    """A table keyed by an enum must name every member: a missing row is refused on load."""
    missing = [m.value for m in enum if m not in table]
    if missing:
        raise ValueError(f"{name}: no entry for {', '.join(str(v) for v in missing)}")
