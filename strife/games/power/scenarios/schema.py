"""POWER scenarios as data: who plays which Countries, the Initial Forces, and optionally a
whole position (for puzzles, tests and saved set-ups)."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

ARMIES = ("yellow", "blue", "red", "green")
PIECES = ("I", "T", "F", "D", "R", "H", "B", "C", "M")
# Ranges for every number (issue 16): set-up makes one piece per count, so a count must be
# a board's worth at most; a tournament lasts some dozens of rounds, not millions.
MAX_PIECES = 500
MAX_ROUNDS = 1000
Count = Annotated[int, Field(ge=0, le=MAX_PIECES)]


class Placement(BaseModel):
    model_config = ConfigDict(extra="forbid")
    army: str
    loc: str
    piece: str
    count: int = Field(default=1, ge=1, le=MAX_PIECES)
    status: str = ""


class PadModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    commands: list[dict[str, object]] = []


class Position(BaseModel):
    """A position: every piece placed, Power Units, captured Flags, the round and Official.

    `pads` pre-writes Command pads (by army, as action JSON) and `done` lays them down, so a
    test can set up the moment just before implementation.
    """

    model_config = ConfigDict(extra="forbid")
    round: int = Field(default=1, ge=1, le=MAX_ROUNDS)
    official: str | None = None
    pieces: list[Placement] = []
    power_units: dict[str, Count] = {}
    flags: dict[str, str] = {}
    pads: dict[str, list[dict[str, object]]] = {}
    done: list[str] = []


class ScenarioFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    title: str
    summary: str
    players: int = Field(ge=2, le=4)
    sides: dict[str, list[str]]
    mercenary: str | None = None
    initial_forces: dict[str, Count] = {}
    position: Position | None = None
    round_limit: int = Field(default=0, ge=0, le=MAX_ROUNDS)

    @model_validator(mode="after")
    def _consistent(self) -> ScenarioFile:
        armies = [a for group in self.sides.values() for a in group]
        if self.mercenary:
            armies.append(self.mercenary)
        unknown = [a for a in armies if a not in ARMIES]
        if unknown:
            raise ValueError(f"unknown army {unknown[0]!r} (armies: {', '.join(ARMIES)})")
        if len(set(armies)) != len(armies):
            raise ValueError("an army is given to more than one side")
        if len(self.sides) != self.players:
            raise ValueError(f"players = {self.players} but {len(self.sides)} sides are listed")
        bad = [p for p in self.initial_forces if p not in PIECES]
        if bad:
            raise ValueError(f"unknown piece {bad[0]!r} in initial_forces")
        return self
