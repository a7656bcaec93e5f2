"""Scenarios as data (IX. The Scenarios; the Scenario Summary Chart), and optionally a whole
position for tests, puzzles and saved set-ups."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

SIDES = ("rebel", "government")  # the Rebel side always takes its player turn first
Side = Literal["government", "rebel"]


class Position(BaseModel):
    """A position in the middle of a player turn: units as "side region [n] type" (side
    "pool" for the Recruiting Pool, region "neutralized" for a side's Neutralized box)."""

    model_config = ConfigDict(extra="forbid")
    turn: int = Field(default=1, ge=1)
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
    turns: int = Field(ge=1)
    first: Side = "government"
    skip_first_rebel_turn: bool = False
    victory: Literal["standard", "generation-x"] = "standard"
    special: str = ""
    forbid: dict[str, list[str]] = {}
    preplace: dict[str, list[str]] = {}
    markers: dict[str, int] = {}
    units: dict[str, dict[str, int]] = {}
    position: Position | None = None
