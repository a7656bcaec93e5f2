"""The units (E. Units; Units and Examples): ratings and the counter mix.

Every counter is printed identically on both faces, one in each side's colour, so a unit
has a type and, while in play, an owner. Units of one type are interchangeable.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from strife.core.data import load_model

DATA = Path(__file__).parent.parent / "data"
INFRASTRUCTURE = "infrastructure"
CYBERNAUT = "cybernaut"
INSURGENT = "insurgent"
STRIKE_FORCE = "strike_force"


class _UnitModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    abbrev: str
    data: int = Field(ge=0)
    arms: int = Field(ge=0)
    movement: int = Field(ge=0)
    count: int = Field(ge=0)
    clandestine: bool = False
    military: bool = False
    boxed: bool = False


class _UnitsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    units: dict[str, _UnitModel]


@dataclass(frozen=True, slots=True)
class UnitType:
    id: str
    name: str
    abbrev: str
    data: int
    arms: int
    movement: int
    count: int
    clandestine: bool  # Cybernaut: ignores most Armed Conflict results (VI.B)
    military: bool  # recruited only with a friendly Infrastructure in the attack (IV.C)
    boxed: bool  # Strike Force: can hit Clandestine units when all attackers are boxed


class UnitTable:
    """Unit types by id, and the counter mix numbered: unit i has type `kind[i]`."""

    def __init__(self, types: dict[str, UnitType]) -> None:
        self.types = types
        self.ids = tuple(types)
        self.kind: tuple[str, ...] = tuple(t for t in types for _ in range(types[t].count))
        self.infrastructure = tuple(u for u, t in enumerate(self.kind) if t == INFRASTRUCTURE)

    def __getitem__(self, type_id: str) -> UnitType:
        return self.types[type_id]

    def __len__(self) -> int:
        return len(self.kind)


def load_units(path: Path = DATA / "units.toml") -> UnitTable:
    model = load_model(_UnitsFile, path)
    return UnitTable(
        {
            tid: UnitType(
                tid,
                u.name,
                u.abbrev,
                u.data,
                u.arms,
                u.movement,
                u.count,
                u.clandestine,
                u.military,
                u.boxed,
            )
            for tid, u in model.units.items()
        }
    )
