"""Combat Results Tables as data: columns by total strength (each column from its lowest
total), one result per die or modified-die row. Each game names its row count and its
results; the shape checks and the column lookup are the same for all."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection
from dataclasses import dataclass
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, model_validator


@dataclass(frozen=True, slots=True)
class ColumnTable:
    """A read-only table: `rows[column][row]`, columns found by total strength."""

    columns: tuple[str, ...]
    lowest: tuple[int, ...]
    rows: tuple[tuple[str, ...], ...]

    def column(self, total: int) -> int:
        """The column index for a total strength (below the first column: the first)."""
        return max(0, bisect_right(self.lowest, total) - 1)


class ColumnTableModel(BaseModel):
    """A table as written in a game's data file. Subclasses set ROWS (results per column),
    ROW_NAMES (how the rows read, for errors) and, if the first column must start at a
    given total, FIRST_LOWEST."""

    model_config = ConfigDict(extra="forbid")
    ROWS: ClassVar[int]
    ROW_NAMES: ClassVar[str]
    FIRST_LOWEST: ClassVar[int | None] = None
    columns: list[str]
    lowest: list[int]
    rows: list[list[str]]

    @model_validator(mode="after")
    def _shape(self) -> ColumnTableModel:
        if not (len(self.columns) == len(self.lowest) == len(self.rows)):
            raise ValueError("columns, lowest and rows need one entry per column")
        if any(len(r) != self.ROWS for r in self.rows):
            raise ValueError(f"each column needs {self.ROWS} results, {self.ROW_NAMES}")
        if self.lowest != sorted(self.lowest):
            raise ValueError("lowest totals must rise")
        if self.FIRST_LOWEST is not None and self.lowest[0] != self.FIRST_LOWEST:
            raise ValueError(f"the first column's lowest total must be {self.FIRST_LOWEST}")
        return self

    def unknown_result(self, known: Collection[str]) -> str | None:
        """The first result (in sorted order) that is not one of `known`, if any."""
        bad = {x for row in self.rows for x in row} - set(known)
        return sorted(bad)[0] if bad else None

    def frozen(self) -> tuple[tuple[str, ...], tuple[int, ...], tuple[tuple[str, ...], ...]]:
        """The fields of a ColumnTable (or a game's subclass of it)."""
        return tuple(self.columns), tuple(self.lowest), tuple(tuple(r) for r in self.rows)
