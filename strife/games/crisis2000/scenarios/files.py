"""Scenarios as data (IX. The Scenarios; the Scenario Summary Chart), and optionally a whole
position for tests, puzzles and saved set-ups."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

# Ranges for every number (issue 16): a count outside them is a typing slip, and set-up loops
# over counts. The cup holds 37 markers; no scenario runs beyond a few dozen turns.
Count = Annotated[int, Field(ge=0, le=99)]
SIDES = ("rebel", "government")  # the Rebel side always takes its player turn first
Side = Literal["government", "rebel"]


class Position(BaseModel):
    """A position in the middle of a player turn: units as "side region [n] type" (side
    "pool" for the Recruiting Pool, region "neutralized" for a side's Neutralized box)."""

    model_config = ConfigDict(extra="forbid")
    turn: int = Field(default=1, ge=1, le=99)
    active: Side = "rebel"
    phase: Literal["data", "move", "armed"] = "data"
    units: list[str] = []
    hands: dict[str, list[str]] = {}
    cup: list[str] | None = None  # default: every marker not in a hand
    removed: list[str] = []


class ScenarioFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    title: str
    summary: str
    provenance: str = "user"
    turns: int = Field(ge=1, le=99)
    first: Side = "government"
    skip_first_rebel_turn: bool = False
    victory: Literal["standard", "generation-x"] = "standard"
    special: str = ""
    forbid: dict[str, list[str]] = {}
    preplace: dict[str, list[str]] = {}
    markers: dict[str, Count] = {}
    units: dict[str, dict[str, Count]] = {}
    position: Position | None = None
