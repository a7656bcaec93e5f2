"""The Fire and Shock Combat Results Tables and the modifier tables (5.1, 5.3, 5.4).

Reconstructed (data/tables.toml says which worked examples fix which entries)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, model_validator

from strife.core.data import load_model
from strife.core.tables import ColumnTable, ColumnTableModel

DATA = Path(__file__).parent.parent / "data"
FIRE_RESULTS = ("-", "W", "K")
SHOCK_RESULTS = ("-", "M", "1", "2", "X")  # in rising severity (8.8 downgrades one step)
ROWS = 9  # modified die 0 (or less) to 8 (or more)


class _Table(ColumnTableModel):
    ROWS = ROWS
    ROW_NAMES = "modified die 0 to 8"


class _FireDrm(BaseModel):
    model_config = ConfigDict(extra="forbid")
    height: int
    night: int
    crowd_target: int
    barricade: int
    windows: int
    suppressed_target: int


class _ShockDrm(BaseModel):
    model_config = ConfigDict(extra="forbid")
    enemy_suppressed: int
    barricade: int
    baton_range: int
    baton_range_max: int


class _MoraleDrm(BaseModel):
    model_config = ConfigDict(extra="forbid")
    suppressed: int
    retreated: int
    night: int
    agitator: int
    donut_wagon: int
    helicopter: int
    fire_w: int
    fire_k: int


class TablesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    fire: _Table
    shock: _Table
    fire_drm: _FireDrm
    shock_drm: _ShockDrm
    morale_drm: _MoraleDrm

    @model_validator(mode="after")
    def _results(self) -> TablesFile:
        for name, table, known in (("fire", self.fire, FIRE_RESULTS),
                                   ("shock", self.shock, SHOCK_RESULTS)):  # fmt: skip
            bad = table.unknown_result(known)
            if bad is not None:
                raise ValueError(f"{name}: unknown result {bad!r}")
        return self


@dataclass(frozen=True, slots=True)
class Crt(ColumnTable):
    """One Combat Results Table: columns by total strength, rows by modified die."""

    def result(self, column: int, modified: int) -> str:
        return self.rows[column][min(ROWS - 1, max(0, modified))]


@dataclass(frozen=True, slots=True)
class Tables:
    fire: Crt
    shock: Crt
    fire_drm: _FireDrm
    shock_drm: _ShockDrm
    morale_drm: _MoraleDrm


def load_tables(path: Path | None = None) -> Tables:
    m = load_model(TablesFile, path or DATA / "tables.toml")

    def crt(t: _Table) -> Crt:
        return Crt(*t.frozen())

    return Tables(crt(m.fire), crt(m.shock), m.fire_drm, m.shock_drm, m.morale_drm)


def downgrade_fire(result: str) -> str:
    """8.8 TV Crews: K becomes W, W becomes no effect."""
    return {"K": "W", "W": "-"}.get(result, result)


def downgrade_shock(result: str) -> str:
    """8.8 TV Crews: X becomes 2, 2 becomes 1, 1 becomes M, M becomes no effect."""
    i = SHOCK_RESULTS.index(result)
    return SHOCK_RESULTS[max(0, i - 1)]
