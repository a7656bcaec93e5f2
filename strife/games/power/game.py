"""POWER, the game: the Game object that holds the board, the forces table and scenarios."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.data import read_toml, validate
from strife.core.dice import Dice
from strife.core.errors import DataError, IllegalAction
from strife.core.game import Game
from strife.core.presentation import Presenter
from strife.core.record import restore_state
from strife.core.scenario import OptionSpec, Scenario
from strife.games.power.model import forces as fx
from strife.games.power.model.board import Board, load_board
from strife.games.power.model.commands import (
    CODEC,
    Buy,
    Command,
    Exchange,
    Launch,
    MissileStart,
    Move,
)
from strife.games.power.model.pieces import DATA, PieceTable, load_pieces
from strife.games.power.model.rulesets import Seating
from strife.games.power.model.stages import PLANNING
from strife.games.power.model.state import PowerState
from strife.games.power.rules.execution import destinations
from strife.games.power.scenarios.schema import MAX_ROUNDS, Position, ScenarioFile
from strife.games.power.views.saving import Saver
from strife.games.power.views.viewing import Viewer, describe

if TYPE_CHECKING:
    from strife.agents.base import Agent

SCENARIO_ORDER = ("four-player", "three-player", "two-player")
ROUND_LIMIT = OptionSpec(
    "round_limit",
    0,
    "Tournaments: end after this many rounds (0 = play until one player holds every Flag); "
    "highest total power value wins, then most Flags",
    low=0,
    high=MAX_ROUNDS,
)


class ActionPool:
    """Commands are immutable, so each distinct one is made once and shared: listing a
    player's options is then a matter of lookups, not of building objects."""

    def __init__(self, board: Board, table: PieceTable) -> None:
        self.board = board
        self.table = table
        self._from: dict[tuple[str, str, str], tuple[Move, ...]] = {}
        self._starts: dict[tuple[str, str], MissileStart] = {}
        self._affordable: dict[tuple[str, int], tuple[Buy, ...]] = {}
        # Looked up directly by planning.ArmyBook (the hottest lookup of all); filled by group().
        self.groups: dict[tuple[str, str, str, bool, bool], tuple[Move | Exchange, ...]] = {}
        self._dearest = max(k.power for k in table.group_one)
        self._moves: dict[tuple[str, str, str, str], Move] = {}
        self._exchanges: dict[tuple[str, str, str], Exchange] = {}
        self._buys: dict[tuple[str, str, int], Buy] = {}
        self._launches: dict[tuple[str, str], tuple[Launch, ...]] = {}

    def move(self, army: str, piece: str, frm: str, to: str) -> Move:
        key = (army, piece, frm, to)
        found = self._moves.get(key)
        if found is None:
            found = self._moves[key] = Move(army, piece, frm, to)
        return found

    def moves_from(self, army: str, piece: str, frm: str) -> tuple[Move, ...]:
        """Every move a piece of this type can make from `frm` (Reserve: to its HQ)."""
        key = (army, piece, frm)
        found = self._from.get(key)
        if found is None:
            to = destinations(self.board, self.table, army, piece, frm)
            found = self._from[key] = tuple(self.move(army, piece, frm, t) for t in to)
        return found

    def group(
        self, army: str, loc: str, piece: str, movable: bool, three: bool
    ) -> tuple[Move | Exchange, ...]:
        """The commands a group of like pieces in one place gives: its moves if one may
        still move, and the three-for-one exchange if there are three."""
        key = (army, loc, piece, movable, three)
        found = self.groups.get(key)
        if found is None:
            moves: tuple[Move | Exchange, ...] = (
                self.moves_from(army, piece, loc) if movable else ()
            )
            if three and self.table[piece].upgrade:
                moves += (self.exchange(army, piece, loc),)
            found = self.groups[key] = moves
        return found

    def missile_start(self, army: str, loc: str) -> MissileStart:
        key = (army, loc)
        found = self._starts.get(key)
        if found is None:
            found = self._starts[key] = MissileStart(army, loc)
        return found

    def exchange(self, army: str, piece: str, loc: str) -> Exchange:
        key = (army, piece, loc)
        found = self._exchanges.get(key)
        if found is None:
            found = self._exchanges[key] = Exchange(army, piece, loc)
        return found

    def buy(self, army: str, piece: str, cost: int) -> Buy:
        key = (army, piece, cost)
        found = self._buys.get(key)
        if found is None:
            found = self._buys[key] = Buy(army, piece, cost)
        return found

    def buys(self, army: str, units: int) -> tuple[Buy, ...]:
        """What Power Units can buy: each Group I piece costing no more than `units`."""
        key = (army, units if units < self._dearest else self._dearest)
        found = self._affordable.get(key)
        if found is None:
            found = tuple(
                self.buy(army, k.code, k.power) for k in self.table.group_one if k.power <= key[1]
            )
            self._affordable[key] = found
        return found

    def launches(self, army: str, loc: str) -> tuple[Launch, ...]:
        """A Mega-Missile can be launched at any location, Reserve areas included."""
        key = (army, loc)
        found = self._launches.get(key)
        if found is None:
            found = tuple(Launch(army, loc, target) for target in self.board.locations)
            self._launches[key] = found
        return found


class PowerGame(Game):
    id = "power"
    title = "POWER"
    summary = (
        "2-4 players write five secret commands a round for land, sea and air forces; "
        "capture every other player's Flag."
    )
    data_dir = DATA
    codec = CODEC

    def __init__(self) -> None:
        self.board: Board = load_board()
        self.table: PieceTable = load_pieces()
        self.pool = ActionPool(self.board, self.table)
        self.viewer = Viewer()
        self.saver = Saver()
        self._models: dict[str, ScenarioFile] = {}
        folder = DATA / "scenarios"
        self._scenarios = [
            self.scenario_from_data(read_toml(folder / f"{name}.toml"), str(folder / name), True)
            for name in SCENARIO_ORDER
        ]

    # -- scenarios ----------------------------------------------------------------------------

    def scenarios(self) -> list[Scenario]:
        return list(self._scenarios)

    def scenario_from_data(
        self, data: dict[str, Any], source: str, builtin: bool = False
    ) -> Scenario:
        model = validate(ScenarioFile, data, source)
        if model.position is not None:
            self._check_position(model, model.position, source)
        return Scenario(
            id=model.id,
            title=model.title,
            sides=tuple(model.sides),
            summary=model.summary,
            options=(ROUND_LIMIT,),
            data=data,
            builtin=builtin,
        )

    def _check_position(self, model: ScenarioFile, position: Position, source: str) -> None:
        for index, p in enumerate(position.pieces):
            where = f"position.pieces.{index}"
            if p.loc not in self.board.locations:
                raise DataError(source, f"{where}.loc", f"unknown location {p.loc!r}")
            if p.piece not in self.table.types:
                raise DataError(source, f"{where}.piece", f"unknown piece {p.piece!r}")
            if p.army not in self.board.armies:
                raise DataError(source, f"{where}.army", f"unknown army {p.army!r}")
        for army in (*position.power_units, *position.flags, *position.flags.values()):
            if army not in self.board.armies:
                raise DataError(source, "position", f"unknown army {army!r}")
        if position.official is not None and position.official not in model.sides:
            raise DataError(source, "position.official", f"unknown side {position.official!r}")
        if set(position.done) - set(model.sides):
            raise DataError(source, "position.done", "unknown side")
        if position.done and set(position.done) >= set(model.sides):
            raise DataError(source, "position.done", "leave one side to lay its pad down")

    # -- states ------------------------------------------------------------------------------

    def start(
        self,
        scenario: str | Scenario | Path | dict[str, Any],
        seed: int = 0,
        options: dict[str, Any] | None = None,
    ) -> PowerState:
        chosen = self.scenario(scenario)
        model = self._model(chosen)
        resolved = self.resolve_options(chosen, options)
        state = PowerState.__new__(PowerState)
        state._init_base(self, chosen, resolved, seed, Dice(seed))
        state.board = self.board
        state.table = self.table
        state.seating = Seating(
            sides=tuple(model.sides),
            armies_of={side: tuple(armies) for side, armies in model.sides.items()},
            mercenary=model.mercenary,
            all_armies=self.board.armies,
        )
        self._set_up(state, model)
        state.round_limit = resolved["round_limit"] or model.round_limit
        return state

    def _model(self, scenario: Scenario) -> ScenarioFile:
        """The validated scenario data (built-in scenarios are validated once)."""
        if scenario.builtin:
            cached = self._models.get(scenario.id)
            if cached is None:
                cached = self._models[scenario.id] = validate(
                    ScenarioFile, scenario.data, scenario.id
                )
            return cached
        return validate(ScenarioFile, scenario.data, scenario.id)

    def _set_up(self, state: PowerState, model: ScenarioFile) -> None:
        in_play = [a for a in self.board.armies if a in state.seating.party_of]
        position = model.position or Position()
        state.forces = {army: {} for army in in_play}
        state.power_units = {army: position.power_units.get(army, 0) for army in in_play}
        state.flag_holder = {army: position.flags.get(army, army) for army in in_play}
        if model.position is None:
            for army in in_play:
                for piece, n in model.initial_forces.items():
                    fx.add(state.forces[army], self.board.hq(army), piece, fx.HOME, n)
        for p in position.pieces:
            fx.add(state.forces[p.army], p.loc, p.piece, p.status, p.count)
        pad_armies = [a for a in in_play if a != state.seating.mercenary]
        state.pads = {army: () for army in pad_armies}
        for army, commands in position.pads.items():
            state.pads[army] = tuple(self._command(c) for c in commands)
        state.round = position.round
        state.official = position.official or state.dice.choice(state.seating.sides)
        state.stage = PLANNING
        state.done = {side: side in position.done for side in state.seating.sides}
        state.done_count = 0
        state.drafts = {}
        state.order = ()
        state.cursor = 0
        state.cancelled = state.joined = frozenset()
        state.pending_forfeit = None
        state.pending_captures = ()
        state.pending_flag = None
        state.flag_list = ()
        state.flag_cursor = 0
        state.result = None
        state.projections = {}
        state.adoptable = {}
        state.struck = False

    def _command(self, obj: dict[str, Any]) -> Command:
        action = self.codec.decode(obj)
        if not isinstance(action, Move | Exchange | Buy | Launch):
            raise IllegalAction(f"{action.kind!r} is not a command for a pad")
        return action

    def load_state(self, obj: dict[str, Any]) -> PowerState:
        return restore_state(self, obj, self.start, self.saver.load_into)

    def action_from_json(self, obj: object) -> Action:
        return self.codec.decode(obj)

    # -- agents, drawing, text ---------------------------------------------------------------

    def heuristic_agent(self, side: str, seed: int) -> Agent:
        from strife.games.power.agents.heuristic import PowerHeuristic

        return PowerHeuristic(side, seed)

    def render(self, view: dict[str, Any]) -> str:
        from strife.games.power.views.render import render

        return render(view)

    def make_presenter(self) -> Presenter:
        from strife.games.power.views.presentation import PowerPresenter

        return PowerPresenter(self.board, self.table)

    def describe(self, view: dict[str, Any]) -> str:
        from strife.games.power.views.text_board import text_board

        return describe(view) + "\n" + text_board(view, self.board)

    def conformance_options(self, scenario: Scenario) -> dict[str, Any]:
        """A round limit keeps random playouts short in tests and benchmarks."""
        return {"round_limit": 12}


game = PowerGame
