"""The map sheets (2.2 Map) as data files, and their arrangements into one board.

Map file format (data/maps/<id>.toml)::

    id = "west"                  # the map's id, as scenarios name it
    name = "West map"
    prefix = "W"                 # begins every area id of this map: "Wa1", "Wc3"
    provenance = "reconstructed" # or "test", or "printed" for a player's own copy
    # One string per row, north row first; one token per area, separated by spaces:
    #   .  street          o  open ground (yards, lots)
    #   p  park            z  plaza
    #   A-Z  a building: every area with the same letter belongs to building A, B...
    #        (buildings have two levels, 4.2)
    rows = [
      ". . A A .",
      ". z z . o",
    ]
    # Named places (scenario objectives, set-up zones): name -> area ids, without prefix.
    [places]
    "Plaza" = ["b2", "c2"]
    # Hedges (8.11, 8.12; the Park's hedge, the compound fence): sides between two
    # orthogonally adjacent areas, written "c3|c4".
    hedges = ["c3|c4"]
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

from strife.core.data import load_model
from strife.games.civil_power.model.board import COLUMNS, TERRAIN_CODES, Board

DATA = Path(__file__).parent.parent / "data"


MAPS = DATA / "maps"


class MapFile(BaseModel):
    """One geomorphic map sheet as data (validated on load)."""

    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    prefix: str = Field(min_length=1, max_length=3)
    provenance: str
    rows: list[str] = Field(min_length=1)
    places: dict[str, list[str]] = {}
    hedges: list[str] = []

    @field_validator("rows")
    @classmethod
    def _rows(cls, rows: list[str]) -> list[str]:
        widths = {len(r.split()) for r in rows}
        if len(widths) != 1:
            raise ValueError("every row needs the same number of areas")
        if widths.pop() > len(COLUMNS):
            raise ValueError(f"at most {len(COLUMNS)} columns")
        for r in rows:
            for token in r.split():
                if token not in TERRAIN_CODES and not (len(token) == 1 and token.isupper()):
                    raise ValueError(f"unknown terrain {token!r} (use . o p z or A-Z)")
        return rows


def load_map(name: str) -> MapFile:
    """A map sheet by id (data/maps/<id>.toml) or by path."""
    path = Path(name) if name.endswith(".toml") else MAPS / f"{name}.toml"
    return load_model(MapFile, path)


@dataclass(frozen=True, slots=True)
class Placement:
    """A map sheet on the board, its north-west area at column `x`, row `y`."""

    map: str
    x: int
    y: int


# The arrangements the scenarios ask for (2.2; I-1 "the south edge of the East map against
# the north edge of the West map"; II-3 "the East map to the east of the West map").
ARRANGEMENTS: dict[str, tuple[str, ...]] = {
    "west": ("west",),
    "east": ("east",),
    "west-east": ("west", "east"),  # the default: West left of East
    "east-over-west": ("east", "west"),  # East's south edge against West's north edge
}


def build_board(
    arrangement: str | tuple[str, ...], maps: dict[str, MapFile] | None = None
) -> Board:
    """The board for an arrangement: one map, or two placed side by side (the first to the
    west) or, for "east-over-west", the first north of the second."""
    if isinstance(arrangement, str):
        names = ARRANGEMENTS.get(arrangement, (arrangement,))
    else:
        names = arrangement
    sheets = [(maps or {}).get(n) or load_map(n) for n in names]
    placed: list[tuple[MapFile, Placement]] = []
    stacked = arrangement == "east-over-west"
    x = y = 0
    for sheet in sheets:
        placed.append((sheet, Placement(sheet.id, x, y)))
        width = len(sheet.rows[0].split())
        if stacked:
            y += len(sheet.rows)
        else:
            x += width
    return Board(placed)
