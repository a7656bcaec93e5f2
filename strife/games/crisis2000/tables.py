"""The Data Conflict and Armed Conflict Tables (IV.A, VI) and the Crisis Marker Chart (III)."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, model_validator

from strife.core.data import load_model

DATA = Path(__file__).parent / "data"
DATA_RESULTS = {"-", "C", "T", "N", "R", "D"}
ARMED_RESULTS = {"-", "CA", "T", "C", "T/C", "E", "E/C"}


class _Table(BaseModel):
    model_config = ConfigDict(extra="forbid")
    columns: list[str]
    lowest: list[int]
    rows: list[list[str]]

    @model_validator(mode="after")
    def _shape(self) -> _Table:
        if not (len(self.columns) == len(self.lowest) == len(self.rows)):
            raise ValueError("columns, lowest and rows must have one entry per column")
        if any(len(r) != 10 for r in self.rows):
            raise ValueError("each column needs ten results, die 1 to 10")
        if self.lowest != sorted(self.lowest) or self.lowest[0] != 0:
            raise ValueError("lowest totals must rise from 0")
        return self


class _TablesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    data: _Table
    armed: _Table

    @model_validator(mode="after")
    def _results(self) -> _TablesFile:
        for name, table, known in (("data", self.data, DATA_RESULTS),
                                   ("armed", self.armed, ARMED_RESULTS)):  # fmt: skip
            bad = {x for row in table.rows for x in row} - known
            if bad:
                raise ValueError(f"{name}: unknown result {sorted(bad)[0]!r}")
        return self


@dataclass(frozen=True)
class ConflictTable:
    columns: tuple[str, ...]
    lowest: tuple[int, ...]
    rows: tuple[tuple[str, ...], ...]

    def column(self, total: int) -> int:
        return bisect_right(self.lowest, total) - 1

    def result(self, total: int, die: int) -> str:
        """The result for an attack of `total` strength and a die of 1..10 (0 read as 10)."""
        return self.rows[self.column(total)][die - 1]


@dataclass(frozen=True)
class Tables:
    data: ConflictTable
    armed: ConflictTable


def _table(t: _Table) -> ConflictTable:
    return ConflictTable(tuple(t.columns), tuple(t.lowest), tuple(tuple(r) for r in t.rows))


def load_tables(path: Path = DATA / "tables.toml") -> Tables:
    model = load_model(_TablesFile, path)
    return Tables(_table(model.data), _table(model.armed))
