"""A position as data: what the engine starts from (DESIGN.md: "any position can be written
as data"). Scenarios (scenarios/, from data/scenarios/) produce one of these once the
forces are chosen; tests and the built-in "skirmish" write them directly.

    maps = "test-grid"          # an arrangement (board.ARRANGEMENTS) or one map id
    turns = 6                   # the last Game-turn
    night = [5, 6]              # night turns (6.6); or night_from = 20
    engagement = {Mob = 1, Police = 1}
    gas = 4                     # Police Gas Grenades (6.1)
    molotovs = 3                # Mob Molotov Cocktails (6.5)
    barricades = ["Tc3|Tc4"]    # sides (6.2); barriers likewise (8.11)
    [[units]]
    side = "Mob"
    type = "untrained_crowd"
    area = "Te2"                # "" with enter_turn/enter: off the map, entering later
    count = 2

Optional: turn, active, phase (start elsewhere than turn 1's Gas and Fire Check Phase),
suppressed / level per unit, gas_markers, fires, tdn (8.9), baton_class (8.1).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from strife.core.data import validate
from strife.core.errors import DataError

PHASES = ("gasfire", "fire", "move", "shock", "recovery")
# Ranges for every number (issue 16): a game lasts some dozens of turns at most; Engagement
# Levels run 0-5 (6.7); stores and counts are a board's worth.
MAX_TURNS = 99
Turn = Annotated[int, Field(ge=1, le=MAX_TURNS)]
Level = Annotated[int, Field(ge=0, le=5)]
Store = Annotated[int, Field(ge=0, le=999)]


class UnitEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    side: str  # a side of the position (`sides`): "Mob" or "Police" unless it names others
    type: str
    area: str = ""
    level: int = Field(default=0, ge=0, le=1)
    count: int = Field(default=1, ge=1, le=999)
    suppressed: bool = False
    gas_gun: bool = False
    hidden: bool = False  # 8.4: hidden in the building of `area` (a Punk or Sniper)
    in_truck: bool = False  # 8.12: aboard the nearest Truck listed before it
    # Off-map units: the first turn they may enter, and the areas (or board edges: "north",
    # "east", "south", "west") through which they enter, paying 1 MP to enter the area.
    enter_turn: int = Field(default=0, ge=0, le=MAX_TURNS)
    # The last turn it may enter on ("on turns 1 and 2": 2); 0 no limit.
    enter_by: int = Field(default=0, ge=0, le=MAX_TURNS)
    enter: list[str] = []
    enter_edges: list[str] = []
    # Placed, not entered (rulings S-19, S-26): at the start of that phase ("gasfire": the
    # Mutual Gas and Fire Check Phase; "fire": its side's Fire Combat Phase) of enter_turn or
    # a later turn, its owner places it in one of the `enter` areas (arrivals.py).
    arrive: Literal["", "gasfire", "fire"] = ""


class PositionFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    title: str
    summary: str = ""
    # An arrangement or a map's id (read from the maps folder: a name, so never outside
    # it), or a map file's path (.toml; the server reads none outside Strife's own data).
    maps: str = Field(default="west-east", pattern=r"^([a-z0-9][a-z0-9_-]{0,40}|.+\.toml)$")
    turns: Turn
    night: list[Turn] = []
    night_from: int = Field(default=0, ge=0, le=MAX_TURNS)
    first: str = "Mob"
    # Ruling N-1: the player sides and their roles (I-3: Catholics, Protestants: Mob;
    # Police: Police); empty = the two sides "Mob" and "Police". `order` is the order of the
    # Player-turns in each Game-turn (N-2); empty = `first`, then the other side.
    sides: dict[str, Literal["Mob", "Police"]] = {}
    order: list[str] = []
    # I-3, II-5: the game opens with a player deciding which Mob plays first (setup/pregame/).
    first_mob_chosen: bool = False
    engagement: dict[str, Level] = {"Mob": 1, "Police": 1}
    gas: Store = 0
    molotovs: Store = 0
    molotovs_by: dict[str, Store] = {}  # N-1: each Mob side's own, beside the side "Mob"
    barricades: list[str] = []
    barriers: list[str] = []
    gas_markers: list[str] = []
    fires: list[str] = []
    units: list[UnitEntry] = []
    turn: Turn = 1
    active: str | None = None
    phase: Literal["gasfire", "fire", "move", "shock", "recovery"] = "gasfire"
    # 8.9: None, no TDN (the rule cannot apply); it may fall below 0.
    tdn: Annotated[int, Field(ge=-999, le=999)] | None = None
    tdn_by: dict[str, Annotated[int, Field(ge=-999, le=999)]] = {}  # 8.9 per Mob side (N-9)
    marks: dict[str, int] = {}  # a rulebook scenario's records at the start (neighbourhoods)
    baton_class: Literal["", "Reserve", "Line", "Tactical"] = ""
    # II-2: the Mob may move Punks and Individuals through the sewers (sewers.py).
    sewers: bool = False
    # Optional rules (8.x) on by default in this position (game.OPTIONAL_RULES names).
    rules: list[str] = []

    def roles(self) -> dict[str, str]:
        """Each player side's role (ruling N-1)."""
        return dict(self.sides) if self.sides else {"Mob": "Mob", "Police": "Police"}

    def turn_order(self) -> tuple[str, ...]:
        """The Player-turns of a Game-turn, in order (3.0; ruling N-2)."""
        if self.order:
            return tuple(self.order)
        rest = [x for x in self.roles() if x != self.first]
        return (self.first, *rest)


def read_position(data: object, source: str) -> PositionFile:
    p = validate(PositionFile, data, source)
    roles = p.roles()
    named = [("first", p.first), *(("active", x) for x in [p.active] if x)]
    named += [("order", x) for x in p.order]
    named += [(f"units.{i}.side", e.side) for i, e in enumerate(p.units)]
    for key, side in named:
        if side not in roles:
            raise DataError(source, key, f"no side {side!r} (sides: {', '.join(roles)})")
    if p.order and sorted(p.order) != sorted(roles):
        raise DataError(source, "order", "name every side once")
    late = [t for t in (*p.night, p.night_from, p.turn) if t > p.turns]
    if late:
        raise DataError(source, "night", f"turn {late[0]} is after the last turn ({p.turns})")
    return p
