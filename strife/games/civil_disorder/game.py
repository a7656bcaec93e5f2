"""Civil Disorder: the Game object that holds the table, the charts and the scenarios, and
starts and restores games."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.dice import Dice
from strife.core.errors import RecordError
from strife.core.game import Game
from strife.core.presentation import Presenter
from strife.core.record import restore_state
from strife.core.scenario import Scenario
from strife.games.civil_disorder.model.actions import CODEC
from strife.games.civil_disorder.model.board import Board, build_board
from strife.games.civil_disorder.model.charts import Charts, charts
from strife.games.civil_disorder.model.state import DONE, CivilDisorderState
from strife.games.civil_disorder.model.table import load_city
from strife.games.civil_disorder.scenarios.load import (
    builtin_data,
    builtin_files,
    read_scenario,
    set_up,
)
from strife.games.civil_disorder.scenarios.schema import ScenarioData

if TYPE_CHECKING:
    from strife.agents.base import Agent

DATA = Path(__file__).resolve().parent / "data"


class CivilDisorderGame(Game):
    id = "civil-disorder"
    title = "Civil Disorder"
    summary = (
        "Jim Wallman's rules for a civil disturbance: one to four players command the "
        "Security Forces on a measured city table, each seeing what their own figure sees, "
        "while the computer umpires every crowd by the written rules."
    )
    data_dir = DATA
    codec = CODEC

    def __init__(self) -> None:
        # option lists that depend only on the table and a position (model/choices.py)
        self.option_memo: dict[tuple[str, ...], list[Action]] = {}
        self._read: dict[int, ScenarioData] = {}

    def __reduce__(self) -> tuple[type[CivilDisorderGame], tuple[()]]:
        # sent to other processes (`strife bench` on every core) as a fresh game: the
        # charts' generic records do not pickle, and everything is rebuilt from the data
        return (CivilDisorderGame, ())

    @cached_property
    def charts(self) -> Charts:
        return charts()

    @cached_property
    def board(self) -> Board:
        return build_board(load_city())

    @cached_property
    def _scenarios(self) -> list[Scenario]:
        return [self._scenario(builtin_data(p), p.name, True) for p in builtin_files()]

    def scenarios(self) -> list[Scenario]:
        return list(self._scenarios)

    def scenario_from_data(self, data: dict[str, Any], source: str) -> Scenario:
        return self._scenario(data, source, False)

    def _scenario(self, data: dict[str, Any], source: str, builtin: bool) -> Scenario:
        sd = read_scenario(data, source, self.board)
        return Scenario(
            id=sd.id,
            title=sd.title,
            sides=tuple(r.side for r in sd.roles),
            summary=sd.summary,
            data=data,
            builtin=builtin,
        )

    def start(
        self,
        scenario: str | Scenario | Path | dict[str, Any],
        seed: int = 0,
        options: dict[str, Any] | None = None,
    ) -> CivilDisorderState:
        sc = self.scenario(scenario)
        opts = self.resolve_options(sc, options)
        s = CivilDisorderState.new(self, sc, opts, seed, Dice(seed))
        set_up(s, self._data_of(sc))
        return s

    def make_presenter(self) -> Presenter:
        from strife.games.civil_disorder.views.presentation import CivilDisorderPresenter

        return CivilDisorderPresenter()

    def _data_of(self, sc: Scenario) -> ScenarioData:
        """A scenario's checked data, read once for as long as its data lives."""
        found = self._read.get(id(sc.data))
        if found is None or found.id != sc.id:
            found = read_scenario(sc.data, sc.id, self.board)
            if sc.builtin:
                self._read[id(sc.data)] = found
        return found

    @cached_property
    def table_svg(self) -> str:
        from strife.games.civil_disorder.views.table_svg import render_table

        return render_table(self.board.table)

    def render(self, view: dict[str, Any]) -> str:
        from strife.games.civil_disorder.views.render import render_view

        return render_view(self.board, self.table_svg, view)

    def heuristic_agent(self, side: str, seed: int) -> Agent:
        from strife.games.civil_disorder.agents.heuristic import CivilDisorderHeuristic

        return CivilDisorderHeuristic(side, seed)

    def describe(self, view: dict[str, Any]) -> str:
        """A view in plain words (the terminal shows it)."""
        from strife.games.civil_disorder.views.text import describe

        return describe(view)

    def load_state(self, obj: dict[str, Any]) -> CivilDisorderState:
        return restore_state(self, obj, self.start, _load_into)


def _load_into(s: CivilDisorderState, obj: Any) -> None:
    if not isinstance(obj, dict):
        raise RecordError("saved Civil Disorder state: 'state' must be an object")
    try:
        s.load_json(obj)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RecordError(f"saved Civil Disorder state is malformed: {exc!r}") from None
    where = s.game.board.index
    places = [u.at for u in s.units.values()] + [o.at for o in s.officers.values()]
    places += [c.at for c in s.crowds.values()]
    bad = next((p for p in places if p not in where), None)
    if bad is not None:
        raise RecordError(f"saved Civil Disorder state names no waypoint {bad!r}")
    if set(s.chains) != set(s.sides) or any(
        c.stage not in ("act", "order", "offer", "walk", DONE) for c in s.chains.values()
    ):
        raise RecordError("saved Civil Disorder state: the sides' intentions are malformed")
