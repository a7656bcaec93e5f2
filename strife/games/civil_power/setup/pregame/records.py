"""What the pre-game has chosen so far: each side's force selection (`Selection`), the
whole pre-game (`Pregame`, held by the state until the game starts), and the next thing wanted
of a side (`Need`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from strife.games.civil_power.scenarios import ScenarioFile
from strife.games.civil_power.setup.deployment import (
    Group,
    Placed,
)
from strife.games.civil_power.setup.forces import (
    Force,
    ForceChoice,
)

if TYPE_CHECKING:
    pass


SETUP_OPTION = "setup"


STANDARD = "standard"


PLAYERS = "players"


RULE = "2.3 Starting the Game"


FIRST = "first_mob"


FORCE = "force"


NEIGHBOURHOOD = "neighbourhood"


EDGE = "edge"


PLACE = "place"


BARRICADE = "barricade"


BARRIER = "barrier"


LOAD = "load"


@dataclass
class Selection:
    """A side's force selection as it is being written down (2.3)."""

    package: str | None = None
    units: dict[str, int] = field(default_factory=dict)
    items: dict[str, int] = field(default_factory=dict)
    swaps: dict[str, int] = field(default_factory=dict)
    hidden: int = 0
    free_choice: int | None = None
    done: bool = False

    def choice(self) -> ForceChoice:
        return ForceChoice(
            package=self.package,
            units=dict(self.units),
            items=dict(self.items),
            swaps=dict(self.swaps),
            hidden=self.hidden,
            free_choice=self.free_choice or 0,
        )

    def started(self) -> bool:
        return bool(self.package or self.units or self.items or self.swaps or self.hidden)

    def copy(self) -> Selection:
        return Selection(
            self.package,
            dict(self.units),
            dict(self.items),
            dict(self.swaps),
            self.hidden,
            self.free_choice,
            self.done,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "package": self.package,
            "units": dict(self.units),
            "items": dict(self.items),
            "swaps": dict(self.swaps),
            "hidden": self.hidden,
            "free_choice": self.free_choice,
            "done": self.done,
        }


@dataclass
class Pregame:
    """Everything chosen so far before the first Game-turn."""

    scenario: ScenarioFile | None  # static; set when the players buy and set up
    sides: tuple[str, ...]  # static: the Player-turns of a Game-turn as the position has them
    mobs: tuple[str, ...]  # static: the Mob sides among them
    chooser: str  # I-3, II-5: the player who decides which Mob goes first ("" none)
    order: tuple[str, ...] | None = None
    selections: dict[str, Selection] = field(default_factory=dict)
    forces: dict[str, Force] | None = None
    placed: list[Placed] = field(default_factory=list)
    quads: dict[str, str] = field(default_factory=dict)
    edges: dict[str, dict[int, tuple[str, ...]]] = field(default_factory=dict)
    barricades: list[str] = field(default_factory=list)
    barriers: list[str] = field(default_factory=list)
    # 8.12: per side, (passenger, carrier) indices into its unit entries (`entries`), and
    # the sides that have finished loading.
    loads: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    loaded: list[str] = field(default_factory=list)

    def copy(self) -> Pregame:
        return Pregame(
            self.scenario,
            self.sides,
            self.mobs,
            self.chooser,
            self.order,
            {k: v.copy() for k, v in self.selections.items()},
            self.forces,
            list(self.placed),
            dict(self.quads),
            {k: dict(v) for k, v in self.edges.items()},
            list(self.barricades),
            list(self.barriers),
            {k: list(v) for k, v in self.loads.items()},
            list(self.loaded),
        )


@dataclass(frozen=True)
class Need:
    """The next thing to choose: the step, who chooses, and for a unit its group and type."""

    step: str
    sides: tuple[str, ...]
    group: Group | None = None
    kind: str = ""


def scenario_of(pg: Pregame) -> ScenarioFile:
    """The rulebook scenario whose forces and set-up the players choose."""
    assert pg.scenario is not None, "only a rulebook scenario is set up by the players"
    return pg.scenario
