"""What every part of the scenario schema shares: the strict base model (an unknown key in a
scenario file is an error) and the names of map edges and side roles."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Edge = Literal["north", "east", "south", "west"]
Role = Literal["mob", "police"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")
