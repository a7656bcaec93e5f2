"""By Will Alone: the Game object that holds the maps and scenarios and starts states."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from strife.core.data import read_toml, validate
from strife.core.dice import Dice
from strife.core.game import Game
from strife.core.presentation import Presenter
from strife.core.record import restore_state
from strife.core.scenario import Scenario
from strife.games.by_will_alone import rules as _rules  # noqa: F401  (registers the rules)
from strife.games.by_will_alone.model.actions import CODEC
from strife.games.by_will_alone.model.board import MAPS, Board, load_map
from strife.games.by_will_alone.model.forces import Pattern
from strife.games.by_will_alone.model.state import (
    DEPLOY,
    OFF,
    UNDECIDED,
    ByWillAloneState,
    Setup,
)
from strife.games.by_will_alone.rules import dispersal
from strife.games.by_will_alone.scenarios.loading import build_setup
from strife.games.by_will_alone.scenarios.schema import ScenarioData

if TYPE_CHECKING:
    from strife.agents.base import Agent

DATA = Path(__file__).resolve().parent / "data"
SCENARIOS = DATA / "scenarios"


class ByWillAloneGame(Game):
    id = "by-will-alone"
    title = "By Will Alone"
    summary = (
        "James O'Keefe's miniatures game of nonviolent direct action: activists whose "
        "weapons are discipline and will, against police and soldiers, on a map of terrain "
        "features."
    )
    data_dir = DATA
    codec = CODEC

    def __init__(self) -> None:
        self._boards: dict[str, Board] = {}
        self._setups: dict[str, Setup] = {}
        self._scenarios = [
            self.scenario_from_data(read_toml(path), path.name, builtin=True)
            for path in sorted(SCENARIOS.glob("*.toml"))
        ]

    # -- scenarios ----------------------------------------------------------------------------

    def scenarios(self) -> list[Scenario]:
        return list(self._scenarios)

    def scenario_from_data(
        self, data: dict[str, Any], source: str, builtin: bool = False
    ) -> Scenario:
        setup = self.setup_from_data(data, source)
        info = setup.data.scenario
        scenario = Scenario(
            id=info.id,
            title=info.title,
            sides=setup.order,
            summary=info.summary,
            options=(dispersal.OPTION,),
            data=data,
            builtin=builtin,
        )
        if builtin:
            self._setups[info.id] = setup
        return scenario

    def setup_from_data(self, data: dict[str, Any], source: str) -> Setup:
        parsed = validate(ScenarioData, data, source)
        return build_setup(parsed, self.board(parsed.scenario.map, source), source)

    def board(self, name: str, source: str = "") -> Board:
        found = self._boards.get(name)
        if found is None:
            if not (MAPS / f"{name}.toml").is_file():
                from strife.core.errors import DataError

                raise DataError(source or name, "scenario.map", f"no map {name!r}")
            found = self._boards[name] = load_map(name)
        return found

    def setup(self, scenario: Scenario) -> Setup:
        found = self._setups.get(scenario.id) if scenario.builtin else None
        return found or self.setup_from_data(scenario.data, scenario.id)

    def conformance_options(self, scenario: Scenario) -> dict[str, Any]:
        return {}

    # -- states ------------------------------------------------------------------------------

    def start(
        self,
        scenario: str | Scenario | Path | dict[str, Any],
        seed: int = 0,
        options: dict[str, Any] | None = None,
    ) -> ByWillAloneState:
        chosen = self.scenario(scenario)
        resolved = self.resolve_options(chosen, options)
        return self.start_with(chosen, resolved, seed, Dice(seed))

    def start_with(
        self, scenario: Scenario, options: dict[str, Any], seed: int, dice: Dice
    ) -> ByWillAloneState:
        """A new game whose dice are `dice` (tests give ScriptedDice)."""
        from strife.games.by_will_alone.rules import deployment, turns

        setup = self.setup(scenario)
        s = ByWillAloneState.__new__(ByWillAloneState)
        s._init_base(self, scenario, options, seed, dice)
        s.setup = setup
        s.board = setup.board
        s.forces = setup.forces
        units = setup.forces.units
        n = len(units)
        entries = setup.data.unit
        s.at = [entries[u].feature or OFF if u < len(entries) else OFF for u in range(n)]
        s.floor = [entries[u].floor if u < len(entries) else 0 for u in range(n)]
        s.label = [""] * n
        # A news crew is no side's and hides from no one (ruling 21.3-a): seen from the start.
        s.seen = [u.pattern is Pattern.MEDIA_CREW for u in s.forces.units]
        s.acted = [False] * n
        s.grade = [u.reliability.value if u.reliability else "" for u in units]
        s.tries = [0] * n
        s.trying = [""] * n
        s.status = [""] * len(setup.forces.stands)
        s.condition = [""] * len(setup.forces.stands)
        s.phase = DEPLOY
        s.holder = ""
        s.initiative = 0
        s.acted_seats = ()
        s.passing = ""
        s.tasks = ()
        s.marks = {}
        s.scores = {"activists": 0, "authority": 0}
        s.result = None
        s.log = ()
        s._decided = UNDECIDED
        events: list[Any] = []
        _label_counters(s)
        stages = deployment.stages(s)
        if stages:
            s.deploying = stages[0]
        else:
            s.deploying = ()
            turns.begin_play(s, events)
        s.log = tuple(events)
        return s

    def load_state(self, obj: dict[str, Any]) -> ByWillAloneState:
        from strife.games.by_will_alone.views.saving import load_into

        return restore_state(self, obj, self.start, load_into)

    # -- agents, drawing ----------------------------------------------------------------------

    def heuristic_agent(self, side: str, seed: int) -> Agent:
        from strife.games.by_will_alone.agents.heuristic import ByWillAloneHeuristic

        return ByWillAloneHeuristic(side, seed)


    def make_presenter(self) -> Presenter:
        from strife.games.by_will_alone.views.presentation import ByWillAlonePresenter

        return ByWillAlonePresenter(self.board)

    def render(self, view: dict[str, Any]) -> str:
        from strife.games.by_will_alone.views.render import render

        return render(view, self.board(str(view["map"])))

    def describe(self, view: dict[str, Any]) -> str:
        from strife.games.by_will_alone.views.text import describe

        return describe(view, self.board(str(view["map"])))


def _label_counters(s: ByWillAloneState) -> None:
    """6.3: each side's counters get names in an order drawn from the game's seed, so
    that a counter's name does not tell which unit it is. (Not from the dice: a test's
    scripted dice then hold only the rolls the rules make.)"""
    draw = random.Random(s.seed * 2 + 1)
    for prefix, role in (("A", "activists"), ("B", "authority")):
        mine = [u.index for u in s.forces.units if u.role.value == role]
        names = [f"{prefix}{k + 1}" for k in range(len(mine))]
        draw.shuffle(names)
        for u, name in zip(mine, names, strict=True):
            s.label[u] = name


game = ByWillAloneGame
