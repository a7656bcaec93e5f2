"""The POWER forces: piece types, power values, moves and exchanges (rulebook page 2-3)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from strife.core.data import load_model

DATA = Path(__file__).parent.parent / "data"


class Movement(StrEnum):
    """How a piece moves: on foot (Infantry, Tanks), in the air (Planes), at sea (ships)."""

    FOOT = "foot"
    AIR = "air"
    SEA = "sea"
    MISSILE = "missile"


@dataclass(frozen=True, slots=True)
class PieceType:
    """One kind of piece, with its abbreviation from the Command pad (I, T, F, D, R...)."""

    code: str
    name: str
    group: int
    moves: int
    power: int
    movement: Movement
    upgrade: str | None
    downgrade: str | None

    @property
    def is_group_one(self) -> bool:
        return self.group == 1

    @property
    def a_name(self) -> str:
        """The name with its article, for messages: "an Infantry", "a Tank"."""
        return f"{'an' if self.name[0] in 'AEIOU' else 'a'} {self.name}"

    @property
    def captures_flags(self) -> bool:
        """Only Infantry or a Regiment can capture a Flag (6. Flag Captures)."""
        return self.code in ("I", "R")


class _PieceModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    group: int = Field(ge=1, le=3)
    moves: int = Field(ge=0)
    power: int = Field(ge=0)
    movement: Literal["foot", "air", "sea", "missile"]
    upgrade: str | None = None
    downgrade: str | None = None


class _PiecesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    exchange_count: int = Field(ge=2)
    mega_missile_cost: int = Field(ge=1)
    power_unit_value: int = Field(ge=1)
    pieces: dict[str, _PieceModel]
    counter_mix: dict[str, int]


@dataclass
class PieceTable:
    """Every piece type by code, and the exchange rules' numbers."""

    types: dict[str, PieceType]
    exchange_count: int
    mega_missile_cost: int
    counter_mix: dict[str, int]

    def __getitem__(self, code: str) -> PieceType:
        return self.types[code]

    def __post_init__(self) -> None:
        self.power = {code: kind.power for code, kind in self.types.items()}
        self.upgradable = frozenset(c for c, kind in self.types.items() if kind.upgrade)
        self.group_one_kinds = tuple(t for t in self.types.values() if t.group == 1)

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(self.types)

    @property
    def group_one(self) -> tuple[PieceType, ...]:
        return self.group_one_kinds


def load_pieces(path: Path = DATA / "pieces.toml") -> PieceTable:
    model = load_model(_PiecesFile, path)
    types = {
        code: PieceType(
            code=code,
            name=p.name,
            group=p.group,
            moves=p.moves,
            power=p.power,
            movement=Movement(p.movement),
            upgrade=p.upgrade,
            downgrade=p.downgrade,
        )
        for code, p in model.pieces.items()
    }
    return PieceTable(types, model.exchange_count, model.mega_missile_cost, model.counter_mix)
