"""Civil Power: the Game object that holds the boards, unit ratings, tables and scenarios."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from strife.core.data import read_toml
from strife.core.dice import Dice
from strife.core.errors import DataError
from strife.core.game import Game
from strife.core.presentation import Presenter
from strife.core.record import restore_state
from strife.core.scenario import OptionSpec, Scenario
from strife.games.civil_power.model.actions import CODEC
from strife.games.civil_power.model.board import Board, side_key
from strife.games.civil_power.model.maps import DATA, build_board
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.tables import Tables, load_tables
from strife.games.civil_power.model.units import (
    POLICE,
    UnitType,
    load_units,
    molotov_key,
    unit_prefix,
)
from strife.games.civil_power.model.values import ABOARD, HIDDEN, WAITING
from strife.games.civil_power.setup import campaign_play, pregame
from strife.games.civil_power.setup.campaign_play import CAMPAIGN_OPTION
from strife.games.civil_power.setup.position_file import PositionFile, read_position
from strife.games.civil_power.setup.pregame import PLAYERS, SETUP_OPTION, STANDARD

if TYPE_CHECKING:
    from strife.agents.base import Agent

# The optional rules (8.x) each switchable as a scenario option (off unless a scenario
# turns it on).
OPTIONAL_RULES: tuple[tuple[str, str], ...] = (
    ("tactical_disintegration", "8.9 Mob Tactical Disintegration"),
    ("overreaction", "8.10 Overreaction"),
    ("tv_crews", "8.8 TV Crews downgrade results near them"),
    ("tv_crews_police_only", "8.8 variant: TV Crews downgrade the Police's attacks only"),
    ("armored_vehicles", "8.12.3 Armored Vehicles: Police vehicles are armored"),
    ("donut_wagon", "8.7 The Donut Wagon: -1 to Police Morale Checks"),
    ("helicopter_fear", "8.6 Helicopters: +1 to Mob Morale Checks in or next to them"),
    ("extended_range", "8.13 Extended Range"),
    ("command_control_mob", "8.14.2 Command and Control: the Mob moves at most 2d6 Crowds"),
    ("barriers", "8.11 Barriers built by the Mob and destroyed during play"),
    ("command_control_sight", "8.14.2 Command and Control: out of sight of friends, half moves"),
    ("command_control_police", "8.14.1 Command and Control: Police enter Mob areas in pairs"),
    ("command_control_mob_entry", "8.14.2 Command and Control: 8.14.1 applied to the Mob"),
)


class CivilPowerGame(Game):
    id = "civil-power"
    title = "Civil Power"
    summary = (
        "Brian Train's tactical riot game: a Mob against the Police on square-area city maps, "
        "with Fire and Shock combat, Morale Checks, tear gas, barricades and Molotovs."
    )
    data_dir = DATA
    codec = CODEC

    def __init__(self) -> None:
        self.unit_types: dict[str, UnitType] = load_units()
        self.tables: Tables = load_tables()
        self._boards: dict[str, Board] = {}
        self._positions: dict[str, PositionFile] = {}
        self._scenarios = [
            self.scenario_from_data(read_toml(DATA / "skirmish.toml"), "skirmish.toml", True)
        ]
        self._scenarios += self._rulebook_scenarios()

    # -- scenarios ----------------------------------------------------------------------------

    def _rulebook_scenarios(self) -> list[Scenario]:
        """The rulebook scenarios the engine plays (scenarios.start.PLAYABLE: all, the two-Mob
        ones with their own sides, rulings N-1..N-10), each with its standard packages and
        automatic set-up, and the optional rules it recommends on by default."""
        from strife.games.civil_power.scenarios import builtin
        from strife.games.civil_power.scenarios import start as scenario_start

        known = {name for name, _ in OPTIONAL_RULES}
        out = []
        for sid in scenario_start.PLAYABLE:
            data = dict(scenario_start.standard_position(sid))
            wanted = scenario_start.recommended_options(builtin(sid))
            data["rules"] = sorted(k for k, on in wanted.items() if on and k in known)
            if sid == "II-2":
                data.setdefault("sewers", True)  # II-2's Mob sewer movement
            found = self.scenario_from_data(data, f"scenario {sid}", True)
            setup = OptionSpec(
                SETUP_OPTION,
                STANDARD,
                "2.3: 'standard' = standard packages and an automatic set-up; 'players' = "
                "each player buys a force or takes a package and sets up its own units",
                (STANDARD, PLAYERS),
            )
            more = [setup]
            if sid == "I-2":
                more.append(
                    OptionSpec(
                        CAMPAIGN_OPTION,
                        False,
                        "I-2: play the five-day campaign (survivors and reinforcements carried "
                        "from day to day, best three of five) instead of one day",
                    )
                )
            out.append(replace(found, options=(*found.options, *more)))
        return out

    def scenarios(self) -> list[Scenario]:
        return list(self._scenarios)

    def scenario_from_data(
        self, data: dict[str, Any], source: str, builtin: bool = False
    ) -> Scenario:
        position = read_position(data, source)
        self._check(position, source)
        return Scenario(
            id=position.id,
            title=position.title,
            sides=position.turn_order(),
            summary=position.summary,
            options=(
                *(OptionSpec(name, name in position.rules, text) for name, text in OPTIONAL_RULES),
                OptionSpec(
                    "baton_class",
                    position.baton_class,
                    "8.1 Baton Rounds: the Police squad class that fires them ('' = none)",
                    ("", "Reserve", "Line", "Tactical"),
                ),
            ),
            data=data,
            builtin=builtin,
        )

    def board(self, arrangement: str) -> Board:
        found = self._boards.get(arrangement)
        if found is None:
            found = self._boards[arrangement] = build_board(arrangement)
        return found

    def _check(self, p: PositionFile, source: str) -> None:
        board = self.board(p.maps)
        for i, entry in enumerate(p.units):
            key = f"units.{i}"
            if entry.type not in self.unit_types:
                raise DataError(source, f"{key}.type", f"unknown unit type {entry.type!r}")
            if entry.area and entry.area not in board.index:
                raise DataError(source, f"{key}.area", f"no area {entry.area!r}")
            if entry.hidden and not (entry.area and board.is_building[board.index[entry.area]]):
                raise DataError(source, f"{key}.hidden", "8.4: hidden units set up in a building")
            if not entry.area and not (entry.enter or entry.enter_edges):
                raise DataError(source, key, "give an area, or enter/enter_edges to enter later")
            for a in entry.enter:
                if a not in board.index:
                    raise DataError(source, f"{key}.enter", f"no area {a!r}")
        for name in ("barricades", "barriers"):
            for i, text in enumerate(getattr(p, name)):
                self._side(board, text, source, f"{name}.{i}")
        known = {name for name, _ in OPTIONAL_RULES}
        for name in p.rules:
            if name not in known:
                raise DataError(source, "rules", f"unknown optional rule {name!r}")
        for name in ("gas_markers", "fires"):
            for a in getattr(p, name):
                if a not in board.index:
                    raise DataError(source, name, f"no area {a!r}")

    def _side(self, board: Board, text: str, source: str, key: str) -> int:
        parts = text.split("|")
        if len(parts) != 2 or any(x not in board.index for x in parts):
            raise DataError(source, key, "write a side as 'Wc3|Wc4'")
        a, b = board.index[parts[0]], board.index[parts[1]]
        if board.distance(a, b) != 1 or board.is_diagonal(a, b):
            raise DataError(source, key, "not orthogonal neighbours")
        return side_key(a, b)

    def position(self, scenario: Scenario) -> PositionFile:
        if scenario.builtin:
            found = self._positions.get(scenario.id)
            if found is None:
                found = self._positions[scenario.id] = read_position(scenario.data, scenario.id)
            return found
        return read_position(scenario.data, scenario.id)

    # -- states ------------------------------------------------------------------------------

    def start(
        self,
        scenario: str | Scenario | Path | dict[str, Any],
        seed: int = 0,
        options: dict[str, Any] | None = None,
    ) -> CivilPowerState:
        chosen = self.scenario(scenario)
        resolved = self.resolve_options(chosen, options)
        p = self.position(chosen)
        s = self.start_position(chosen, p, resolved, seed, Dice(seed))
        if campaign_play.wanted(s):
            campaign_play.begin(s)
        if pregame.wanted(s):
            pregame.begin(s)
        return s

    def start_position(
        self,
        scenario: Scenario,
        p: PositionFile,
        options: dict[str, Any],
        seed: int,
        dice: Dice,
    ) -> CivilPowerState:
        """A state at the position `p` (tests use this with ScriptedDice)."""
        from strife.games.civil_power.rules import sequence
        from strife.games.civil_power.scenarios.arrivals import arrival_key
        from strife.games.civil_power.scenarios.hooks import rules_in_force

        board = self.board(p.maps)
        s = CivilPowerState.__new__(CivilPowerState)
        s._init_base(self, scenario, options, seed, dice)
        s.board = board
        s.tables = self.tables
        s.position = p
        # Ruling S-31: what a rulebook scenario settles, whatever the options say.
        s.rules, s.baton_class = rules_in_force(
            p.id,
            frozenset(k for k, v in options.items() if v is True),
            str(options.get("baton_class", "")),
        )
        s.los_walls = self._los_walls(p, board)
        last = p.turns
        night = set(p.night)
        if p.night_from:
            night |= set(range(p.night_from, last + 1))
        s.night_turns = frozenset(night)
        kinds: list[UnitType] = []
        sides: list[str] = []
        names: list[str] = []
        entry: list[tuple[int, tuple[int, ...]]] = []
        enter_by: list[int] = []
        loc: list[int] = []
        level: list[int] = []
        flags: list[int] = []
        guns: set[int] = set()
        hide: dict[int, str] = {}
        aboard: dict[int, int] = {}
        arriving: dict[str, int] = {}
        truck = -1
        roles = p.roles()
        order = p.turn_order()
        counts = dict.fromkeys(roles, 0)
        for e in p.units:
            for _ in range(e.count):
                counts[e.side] += 1
                u = len(kinds)
                kinds.append(self.unit_types[e.type])
                sides.append(e.side)
                names.append(f"{unit_prefix(e.side, roles)}{counts[e.side]}")
                if e.area:
                    loc.append(board.index[e.area])
                    entry.append((0, ()))
                else:
                    loc.append(WAITING)
                    areas = {board.index[a] for a in e.enter}
                    for edge in e.enter_edges:
                        areas |= {i for i in range(board.n) if edge in board.edges[i]}
                    if e.arrive:  # rulings S-19, S-26: placed, not moved in (arrivals.py)
                        arriving[arrival_key(e.arrive, u)] = max(1, e.enter_turn)
                    entry.append((0 if e.arrive else max(1, e.enter_turn), tuple(sorted(areas))))
                enter_by.append(0 if e.area else e.enter_by)
                level.append(e.level if e.area and board.is_building[loc[-1]] else 0)
                flags.append(1 if e.suppressed else 0)
                if e.gas_gun:
                    guns.add(u)
                if e.hidden:
                    hide[u] = board.building[loc[-1]]
                    loc[-1] = HIDDEN
                if e.type in ("truck", "helicopter"):
                    truck = u
                if e.in_truck:
                    if truck < 0:
                        raise DataError(p.id, "units", "8.12: in_truck needs a Truck before it")
                    aboard[u] = truck
                    if kinds[truck].helicopter:
                        # 8.6: a Helicopter carries one Gas Gun or one Sniper or one ADS;
                        # the Sniper or ADS flies with it and fires from the air (O-9).
                        if not (kinds[u].sniper or kinds[u].ads):
                            raise DataError(p.id, "units", "8.6: a Helicopter carries a "
                                            "Sniper or an ADS, no other unit")  # fmt: skip
                        if truck in guns or list(aboard.values()).count(truck) > 1:
                            raise DataError(p.id, "units", "8.6: a Helicopter carries one "
                                            "Gas Gun, Sniper or ADS")  # fmt: skip
                        loc[-1] = loc[truck]
                    else:
                        loc[-1] = ABOARD
        s.kind = kinds
        s.side_of = tuple(sides)
        s.names = tuple(names)
        s.unit_index = {n: i for i, n in enumerate(names)}
        s.entry = tuple(entry)
        s.enter_by = tuple(enter_by)
        s.loc = loc
        s.level = level
        s.flags = flags
        s.came_from = [-1] * len(kinds)
        s.gas_gun = frozenset(guns)
        s.hidden = hide
        s.aboard = aboard
        s.starts = {}
        s.sewer = {}
        s.gas = {board.index[a]: 1 for a in p.gas_markers}
        s.fires = frozenset(board.index[a] for a in p.fires)
        s.barricades = frozenset(self._side(board, t, p.id, "barricades") for t in p.barricades)
        s.barriers = frozenset(self._side(board, t, p.id, "barriers") for t in p.barriers)
        s.stores = {"gas": p.gas, "molotovs": p.molotovs}
        for side, n in p.molotovs_by.items():
            s.stores[molotov_key(side)] = n
        s.role = roles
        s.order = order
        s.police = next((x for x in order if roles[x] == POLICE), "")
        s.el = {side: p.engagement.get(side, 0) for side in order}
        s.el_raised = dict.fromkeys(order, 0)
        s.vp = dict.fromkeys(order, 0.0)
        s.wia = dict.fromkeys(order, 0)
        s.kia = dict.fromkeys(order, 0)
        s.tdn = p.tdn or 0
        s.firsts = frozenset()
        s.turn = p.turn
        s.active = p.active or p.first
        s.phase = p.phase
        s.moving = -1
        s.mp = 0
        s.moved_any = False
        s.attack = None
        s.choices = {}
        s.tasks = ()
        s.result = None
        s.log = ()
        s.marks = {**p.marks, **arriving}
        s.added = ()
        s._index = None
        s.pregame = None
        s.chosen_position = None
        s.campaign = None
        s.interlude = None
        events: list[Any] = []
        if p.phase == "gasfire":
            sequence.begin_game_turn(s, events)
        elif p.phase == "shock":
            from strife.games.civil_power.rules import shock

            s.push(*shock.combat_areas(s))
        sequence.advance(s, events)
        s.log = tuple(events)
        return s

    def _los_walls(self, p: PositionFile, board: Board) -> frozenset[int]:
        """Ruling B-5: hedges block LOS through them, except II-7's compound fence ("equal
        in effect to a hedge though it does not block LOS", scenarios.rules.hedge_blocks_los)."""
        from strife.games.civil_power.scenarios import SCENARIO_IDS, builtin
        from strife.games.civil_power.scenarios.rules import hedge_blocks_los

        if p.id in SCENARIO_IDS and not hedge_blocks_los(builtin(p.id)):
            return frozenset()
        return board.hedges

    def load_state(self, obj: dict[str, Any]) -> CivilPowerState:
        from strife.games.civil_power.views.saving import load_into

        return restore_state(self, obj, self.start, load_into)

    # -- agents, drawing ---------------------------------------------------------------------

    def heuristic_agent(self, side: str, seed: int) -> Agent:
        from strife.games.civil_power.agents.heuristic import CivilPowerHeuristic

        return CivilPowerHeuristic(side, seed)

    def make_presenter(self) -> Presenter:
        from strife.games.civil_power.views.presentation import CivilPowerPresenter

        scenarios = tuple((s.id, s.title, s.summary) for s in self.scenarios())
        return CivilPowerPresenter(self.unit_types, scenarios)

    def render(self, view: dict[str, Any]) -> str:
        from strife.games.civil_power.views.render import render

        return render(view, self)

    def describe(self, view: dict[str, Any]) -> str:
        """The position as text, for the terminal."""
        from strife.games.civil_power.views.text import describe

        return describe(view)


game = CivilPowerGame
