"""The shapes of request bodies; anything else is refused with a clear 4xx."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

Name = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:=,\- ]+$")]
SeatKind = Annotated[str, Field(min_length=1, max_length=128)]


class CreateGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: Name
    scenario: Name
    seats: dict[Name, SeatKind] = Field(default_factory=dict, max_length=16)
    options: dict[Name, Any] = Field(default_factory=dict, max_length=32)
    umpire: StrictBool = False
    turn_seconds: StrictInt = Field(default=0, ge=0, le=7 * 24 * 3600)


class ImportGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    record: dict[str, Any]
    seats: dict[Name, SeatKind] = Field(default_factory=dict, max_length=16)
    umpire: StrictBool = False


class MakeMove(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: dict[str, Any]
    # Strict: "1" and true are not move numbers.
    at: StrictInt = Field(ge=0, description="the move number of the position the player saw")
    side: Name | None = None


class ClaimSeat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    side: Name
