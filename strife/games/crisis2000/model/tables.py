"""The Data Conflict and Armed Conflict Tables (IV.A, VI) and the Crisis Marker Chart (III)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, model_validator

from strife.core.data import load_model
from strife.core.tables import ColumnTable, ColumnTableModel

DATA = Path(__file__).parent.parent / "data"
DATA_RESULTS = {"-", "C", "T", "N", "R", "D"}
ARMED_RESULTS = {"-", "CA", "T", "C", "T/C", "E", "E/C"}


class _Table(ColumnTableModel):
    ROWS = 10
    ROW_NAMES = "die 1 to 10"
    FIRST_LOWEST = 0


class _TablesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    data: _Table
    armed: _Table

    @model_validator(mode="after")
    def _results(self) -> _TablesFile:
        for name, table, known in (("data", self.data, DATA_RESULTS),
                                   ("armed", self.armed, ARMED_RESULTS)):  # fmt: skip
            bad = table.unknown_result(known)
            if bad is not None:
                raise ValueError(f"{name}: unknown result {bad!r}")
        return self


@dataclass(frozen=True, slots=True)
class ConflictTable(ColumnTable):
    """The Data or Armed Conflict Table: columns by total strength, rows by die 1 to 10."""

    def result(self, total: int, die: int) -> str:
        """The result for an attack of `total` strength and a die of 1..10 (0 read as 10)."""
        return self.rows[self.column(total)][die - 1]


@dataclass(frozen=True)
class Tables:
    data: ConflictTable
    armed: ConflictTable


def _table(t: _Table) -> ConflictTable:
    return ConflictTable(*t.frozen())


def load_tables(path: Path = DATA / "tables.toml") -> Tables:
    model = load_model(_TablesFile, path)
    return Tables(_table(model.data), _table(model.armed))
