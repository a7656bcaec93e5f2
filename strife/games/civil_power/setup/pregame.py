"""2.3 Starting the Game as the players' own decisions.

With the scenario option `setup = "players"` a rulebook scenario opens with what the book
leaves to the players: each writes down a force selection in secret (a standard package, or
units and items bought with the scenario's points within its limits, its substitutions and
free choices, Hidden Setup bought for 8.4), then the sides set their units up in the
scenario's order and zones, one unit at a time (hidden ones somewhere in a building), choose
the edge they enter by where "any one map edge" is allowed, their neighbourhood (I-3, II-5)
and the sides of areas their Barricades and Barriers stand on. In I-3 and II-5 a player
decides which Mob plays first in each Game-turn (in either set-up mode).

While this lasts the state holds a `Pregame`; once the last choice is made the position is
written out (scenario_start.position_data) and the game starts from it as from any other
position, with the same dice. `setup = "standard"` skips all of it: standard packages and
the automatic set-up (scenario_start.standard_position).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.decision import Decision
from strife.core.errors import RecordError, StrifeError
from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    DONE,
    Buy,
    Done,
    EnterBy,
    FirstMob,
    FreeChoice,
    LoadAtStart,
    Neighbourhood,
    Place,
    PlaceBarricade,
    Swap,
    TakePackage,
)
from strife.games.civil_power.model.board import Board, side_areas, side_key
from strife.games.civil_power.scenarios.schema import SCENARIO_IDS, ScenarioFile, builtin
from strife.games.civil_power.setup.deployment import (
    Group,
    Placed,
    board_for,
    entry_choices,
    groups,
    neighbourhoods,
    setup_areas,
    zone_areas,
)
from strife.games.civil_power.setup.forces import (
    HIDDEN_SETUP,
    Force,
    ForceChoice,
    ForceError,
    build_force,
    buyable,
    unit_types,
)

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

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


# -- starting ---------------------------------------------------------------------------------


def wanted(s: CivilPowerState) -> bool:
    """Whether a freshly started game opens with choices before turn 1."""
    players = s.options_used.get(SETUP_OPTION) == PLAYERS
    return (players and s.scenario.id in SCENARIO_IDS) or s.position.first_mob_chosen


def begin(s: CivilPowerState) -> None:
    """Open the pre-game on a freshly started state. Ruling N-11: "the most religious
    player" (I-3) and "the player who likes Dennis Hopper the most" (II-5) cannot be asked
    of a program, so a die picks the player who decides which Mob goes first."""
    chooser = ""
    if s.position.first_mob_chosen:
        chooser = s.order[s.dice.below(len(s.order))]
    players = s.options_used.get(SETUP_OPTION) == PLAYERS
    scenario = builtin(s.scenario.id) if players else None
    s.pregame = Pregame(
        scenario,
        s.order,
        tuple(x for x in s.order if s.is_mob(x)),
        chooser,
        selections={x.id: Selection() for x in scenario.sides} if scenario else {},
    )
    s.log = ()


def _file(pg: Pregame) -> ScenarioFile:
    """The rulebook scenario whose forces and set-up the players choose."""
    assert pg.scenario is not None, "only a rulebook scenario is set up by the players"
    return pg.scenario


# -- what is chosen next ----------------------------------------------------------------------


def need(pg: Pregame) -> Need | None:
    if pg.chooser and pg.order is None:
        return Need(FIRST, (pg.chooser,))
    if pg.scenario is None:
        return None
    pending = tuple(x for x in _file(pg).turn_order if not pg.selections[x].done)
    if pending:
        return Need(FORCE, pending)
    assert pg.forces is not None
    for side in _setup_sides(pg.scenario):
        found = _side_need(pg, side, pg.forces[side])
        if found is not None:
            return found
    return None


def _setup_sides(scenario: ScenarioFile) -> list[str]:
    """Sides that set up, in their set-up order, then the sides that only enter."""
    ordered = sorted((x for x in scenario.sides if x.setup_order), key=lambda x: x.setup_order)
    return [x.id for x in ordered] + [x.id for x in scenario.sides if not x.setup_order]


def _side_need(pg: Pregame, side: str, force: Force) -> Need | None:
    spec = _file(pg).side(side)
    if any(d.setup and d.setup.neighbourhood for d in spec.deploy) and side not in pg.quads:
        return Need(NEIGHBOURHOOD, (side,))
    board = board_for(_file(pg).maps)
    mine = groups(_file(pg), side, force)
    for g in mine:
        entry = g.deployment.enter
        chosen = pg.edges.get(side, {})
        if entry is not None and g.index not in chosen and len(entry_choices(board, entry)) > 1:
            return Need(EDGE, (side,), g)
    done: dict[tuple[int, str], int] = {}
    for p in pg.placed:
        if p.side == side:
            done[(p.group, p.kind)] = done.get((p.group, p.kind), 0) + 1
    types = unit_types()
    for g in mine:
        if g.deployment.setup is None:
            continue
        for kind in sorted(set(g.units), key=lambda k: (not types[k].crowd, k)):
            if done.get((g.index, kind), 0) < g.units.count(kind):
                return Need(PLACE, (side,), g, kind)
    if side not in pg.loaded and _load_options(pg, side):
        return Need(LOAD, (side,))
    for step, placed in ((BARRICADE, pg.barricades), (BARRIER, pg.barriers)):
        mine_placed = sum(1 for x in placed if x.startswith(f"{side}:"))
        if mine_placed < force.items.get(step, 0) and _feature_sides(pg, side, step):
            return Need(step, (side,))
    return None


# -- the contract -----------------------------------------------------------------------------


def decision(s: CivilPowerState) -> Decision:
    pg = s.pregame
    assert pg is not None
    n = need(pg)
    assert n is not None  # the pre-game ends as soon as nothing is left to choose
    return Decision(s, n.sides, _prompt(n))


def _prompt(n: Need) -> str:
    if n.step == FIRST:
        return "which Mob plays first in each Game-turn"
    if n.step == FORCE:
        return f"{RULE}: write down your force selection"
    if n.step == PLACE:
        return f"{RULE}: set up your {unit_types()[n.kind].name}"
    if n.step == EDGE:
        return f"{RULE}: the map edge these units enter by"
    return f"{RULE}: {n.step}"


def options(s: CivilPowerState, side: str) -> list[Action]:
    pg = s.pregame
    assert pg is not None
    n = need(pg)
    if n is None or side not in n.sides:
        return []
    if n.step == FIRST:
        return [FirstMob(m) for m in pg.mobs]
    if n.step == FORCE:
        return _force_options(pg, side)
    if n.step == NEIGHBOURHOOD:
        taken = set(pg.quads.values())
        return [Neighbourhood(q) for q in sorted(neighbourhoods(board_for(_file(pg).maps)))
                if q not in taken]  # fmt: skip
    if n.step == EDGE:
        assert n.group is not None and n.group.deployment.enter is not None
        board = board_for(_file(pg).maps)
        return [EnterBy(e[0]) for e in entry_choices(board, n.group.deployment.enter)]
    if n.step == PLACE:
        return _place_options(pg, n)
    if n.step == LOAD:
        return [*_load_options(pg, side), DONE]
    return [PlaceBarricade(x, n.step == BARRIER) for x in _feature_sides(pg, side, n.step)]


def apply(s: CivilPowerState, side: str, action: Action) -> list[Event]:
    pg = s.pregame
    assert pg is not None
    n = need(pg)
    assert n is not None
    events: list[Event] = []
    if isinstance(action, FirstMob):
        others = [m for m in pg.mobs if m != action.side]
        police = [x for x in pg.sides if x not in pg.mobs]
        pg.order = (action.side, *others, *police)
        events.append(Event("first_mob", f"{side}: {action.side} play first", {}, RULE))
    elif n.step == FORCE:
        _apply_force(pg, side, action, events)
    elif isinstance(action, LoadAtStart):
        pg.loads.setdefault(side, []).append((action.passenger, action.carrier))
        events.append(Event("setup", f"{side} starts with {action.what}", {}, "8.12"))
    elif n.step == LOAD and isinstance(action, Done):
        pg.loaded.append(side)
    elif isinstance(action, Neighbourhood):
        pg.quads[side] = action.name
        events.append(Event("setup", f"{side}'s neighbourhood is {action.name}", {}, RULE))
    elif isinstance(action, EnterBy):
        assert n.group is not None
        pg.edges.setdefault(side, {})[n.group.index] = (action.edge,)
        events.append(Event("setup", f"{side} will enter by the {action.edge} edge", {}, RULE))
    elif isinstance(action, Place):
        assert n.group is not None
        area = board_for(_file(pg).maps).index[action.area]
        pg.placed.append(Placed(side, n.kind, area, n.group.index, action.hidden))
        # 8.4: the enemy learns only that a unit set up hidden, not where.
        name = unit_types()[n.kind].name
        text = f"{side} sets up {'an' if name[0] in 'AEIOU' else 'a'} {name} in {action.area}"
        if action.hidden:
            events.append(Event("setup", text + " (hidden)", {}, RULE, frozenset({side})))
        else:
            events.append(Event("setup", text, {}, RULE))
    elif isinstance(action, PlaceBarricade):
        (pg.barriers if action.barrier else pg.barricades).append(f"{side}:{action.side}")
        what = "Barrier" if action.barrier else "Barricade"
        events.append(Event("setup", f"{side} places a {what} on {action.side}", {}, RULE))
    if need(pg) is None:
        finish(s, events)
    return events


# -- forces -----------------------------------------------------------------------------------


def _builds(pg: Pregame, side: str, sel: Selection) -> Force | None:
    spec = _file(pg).side(side)
    try:
        force = build_force(spec.forces, sel.choice(), side, spec.role, _file(pg).riot)
        groups(_file(pg), side, force)
    except StrifeError:
        return None
    return force


def _force_options(pg: Pregame, side: str) -> list[Action]:
    sel = pg.selections[side]
    spec = _file(pg).side(side)
    forces = spec.forces
    out: list[Action] = []
    if not sel.started() and forces.packages:
        out += [TakePackage(p) for p in forces.packages]
    if forces.free_choice and sel.free_choice is None:
        for i, units in enumerate(forces.free_choice):
            text = " and ".join(f"{n} {unit_types()[k].name}" for k, n in sorted(units.items()))
            out.append(FreeChoice(i, text))
    # 8.4 Hidden Setup is bought with points, or free where the scenario says so (II-1,
    # II-2), with a package or a fixed force too.
    allowed = {HIDDEN_SETUP}
    if sel.package is None and forces.points is not None:
        allowed |= buyable(forces, spec.role, _file(pg).riot)
    for thing in sorted(allowed):
        if _builds(pg, side, _bought(sel, thing)) is not None:
            out.append(Buy(thing))
    if sel.package is not None or forces.fixed:
        for sub in forces.substitute:
            key = f"{sub.replace}>{sub.by}"
            more = sel.copy()
            more.swaps[key] = more.swaps.get(key, 0) + 1
            if _builds(pg, side, more) is not None:
                out.append(Swap(key))
    complete = sel.package is not None or not forces.packages or forces.points is not None
    if (forces.free_choice and sel.free_choice is None) or not complete:
        return out
    if _builds(pg, side, sel) is not None:
        out.append(DONE)
    return out


def _bought(sel: Selection, thing: str) -> Selection:
    more = sel.copy()
    if thing == HIDDEN_SETUP:
        more.hidden += 1
    elif thing in unit_types():
        more.units[thing] = more.units.get(thing, 0) + 1
    else:
        more.items[thing] = more.items.get(thing, 0) + 1
    return more


def _apply_force(pg: Pregame, side: str, action: Action, events: list[Event]) -> None:
    sel = pg.selections[side]
    if isinstance(action, TakePackage):
        sel.package = action.package
    elif isinstance(action, Buy):
        pg.selections[side] = sel = _bought(sel, action.thing)
    elif isinstance(action, Swap):
        sel.swaps[action.key] = sel.swaps.get(action.key, 0) + 1
    elif isinstance(action, FreeChoice):
        sel.free_choice = action.index
    elif isinstance(action, Done):
        sel.done = True
        events.append(Event("setup", f"{side} has written down its force selection", {}, RULE))
    if all(x.done for x in pg.selections.values()):
        _reveal(pg, events)


def _reveal(pg: Pregame, events: list[Event]) -> None:
    """Every side has written its force down: the forces are built and shown."""
    pg.forces = {}
    for spec in _file(pg).sides:
        force = _builds(pg, spec.id, pg.selections[spec.id])
        if force is None:  # each was checked when its Done was offered
            raise ForceError(f"{spec.id}: the force selection does not build")
        pg.forces[spec.id] = force
    for x, force in pg.forces.items():
        shown = ", ".join(f"{n} {k}" for k, n in sorted(force.units.items()))
        events.append(Event("setup", f"{x}'s force: {shown} ({force.points} points)", {}, RULE))


# -- placing ----------------------------------------------------------------------------------


def _place_options(pg: Pregame, n: Need) -> list[Action]:
    assert n.group is not None and pg.forces is not None
    side = n.sides[0]
    board = board_for(_file(pg).maps)
    legal = setup_areas(
        board, _file(pg), side, n.group, n.kind, pg.placed, neighbourhood=pg.quads.get(side, "")
    )
    if not legal:
        raise StrifeError(
            f"{RULE}: no area left where {side} may set up a {unit_types()[n.kind].name}"
        )
    out: list[Action] = [Place(board.ids[a], False) for a in legal]
    if _may_hide(pg, side, n):
        out += [Place(board.ids[a], True) for a in legal if board.is_building[a]]
    return out


def _may_hide(pg: Pregame, side: str, n: Need) -> bool:
    """8.4: a unit bought Hidden Setup for sets up hidden in a building (Punks and Snipers;
    any unit where the scenario says so)."""
    assert pg.forces is not None and n.group is not None
    used = sum(1 for p in pg.placed if p.side == side and p.hidden)
    if used >= pg.forces[side].hidden or not n.group.deployment.hidden_allowed:
        return False
    t = unit_types()[n.kind]
    if _file(pg).side(side).forces.hidden_any_unit:
        return t.enters_buildings
    return t.punk or t.sniper


def _feature_sides(pg: Pregame, side: str, step: str) -> list[str]:
    """The area sides a Barricade or Barrier may stand on: any side of an area of the
    side's set-up zones (ruling S-14a) not already holding one."""
    assert pg.forces is not None
    board = board_for(_file(pg).maps)
    others: dict[str, list[int]] = {}
    for p in pg.placed:
        others.setdefault(p.side, []).append(p.area)
    areas: set[int] = set()
    for g in groups(_file(pg), side, pg.forces[side]):
        if g.deployment.setup is not None:
            areas |= zone_areas(
                board, g.deployment.setup, neighbourhood=pg.quads.get(side, ""), others=others
            )
    taken = {x.split(":", 1)[1] for x in (*pg.barricades, *pg.barriers)}
    out: set[str] = set()
    for a in areas:
        for b in board.orth[a]:
            x, y = side_areas(side_key(a, b))
            text = f"{board.ids[x]}|{board.ids[y]}"
            if text not in taken:
                out.add(text)
    return sorted(out)


# -- loading Trucks and Helicopters at the start (8.12, 8.6) -----------------------------------


def entries(pg: Pregame, side: str) -> list[dict[str, Any]]:
    """The side's unit entries as the position will list them (scenario_start.side_units)."""
    from strife.games.civil_power.scenarios.start import side_units

    assert pg.forces is not None
    mine = [p for p in pg.placed if p.side == side]
    return side_units(_file(pg), side, pg.forces[side], mine, pg.edges.get(side, {}))


def _load_options(pg: Pregame, side: str) -> list[Action]:
    """Every unit that may start aboard a Truck (one Group or any number of Snipers) or a
    Helicopter without a Gas Gun (one Sniper or one ADS) of its own side that sets up in
    the same area, or enters with it."""
    if pg.forces is None:
        return []
    types = unit_types()
    if not any(types[k].id in ("truck", "helicopter") for k in pg.forces[side].units):
        return []
    units = entries(pg, side)
    loads = pg.loads.get(side, [])
    aboard: dict[int, list[str]] = {}
    for p, c in loads:
        aboard.setdefault(c, []).append(str(units[p]["type"]))
    taken = {p for p, _ in loads} | set(aboard)
    out: list[Action] = []
    for c, carrier in enumerate(units):
        kind = types[str(carrier["type"])]
        if kind.id not in ("truck", "helicopter") or carrier.get("hidden"):
            continue
        for p, unit in enumerate(units):
            t = types[str(unit["type"])]
            if p == c or p in taken or t.id in ("truck", "helicopter") or unit.get("hidden"):
                continue
            if not _together(carrier, unit) or not _room(kind.id, carrier, aboard.get(c, []), t.id):
                continue
            where = carrier.get("area") or "entering"
            what = f"{t.name} ({p + 1}) aboard the {kind.name} ({c + 1}, {where})"
            out.append(LoadAtStart(p, c, what))
    return out


def _together(carrier: dict[str, Any], unit: dict[str, Any]) -> bool:
    """Set up in the same area, or entering by the same areas on the same turns."""
    if carrier.get("area"):
        return bool(unit.get("area") == carrier["area"])
    keys = ("enter", "enter_turn", "enter_by")
    return not unit.get("area") and all(unit.get(k) == carrier.get(k) for k in keys)


def _room(carrier: str, entry: dict[str, Any], aboard: list[str], kind: str) -> bool:
    from strife.games.civil_power.rules.optional.trucks import room

    t, types = unit_types()[kind], unit_types()
    if carrier == "helicopter":  # 8.6: one Gas Gun, Sniper or ADS
        return not aboard and not entry.get("gas_gun") and (t.sniper or t.ads)
    return room([types[k] for k in aboard], t)


def _with_loads(pg: Pregame, units: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The position's units with each side's passengers marked and listed right after their
    carrier (a passenger boards "the nearest Truck listed before it")."""
    out: list[dict[str, Any]] = []
    for side in dict.fromkeys(str(u["side"]) for u in units):
        mine = [dict(u) for u in units if u["side"] == side]
        loads = dict(pg.loads.get(side, []))
        for p in loads:
            mine[p]["in_truck"] = True
        for i, unit in enumerate(mine):
            if i in loads:
                continue
            out.append(unit)
            out += [mine[p] for p, c in sorted(loads.items()) if c == i]
    return out


# -- the end of the pre-game ------------------------------------------------------------------


def position(pg: Pregame, standard: dict[str, Any]) -> dict[str, Any]:
    """The position the choices make (setup.PositionFile data); `standard` is the
    scenario's standard position, whose rules and flags carry over."""
    from strife.games.civil_power.scenarios.start import position_data

    if pg.scenario is not None:
        assert pg.forces is not None
        by_side: dict[str, list[Placed]] = {}
        for p in pg.placed:
            by_side.setdefault(p.side, []).append(p)
        data = position_data(pg.scenario, pg.forces, by_side, pg.edges)
        data["units"] = _with_loads(pg, data["units"])
        data["barricades"] = sorted({x.split(":", 1)[1] for x in pg.barricades})
        data["barriers"] = sorted(
            {x.split(":", 1)[1] for x in pg.barriers} - set(data["barricades"])
        )
        if pg.quads:
            data["marks"] = {f"quadrant|{side}|{q}": 1 for side, q in pg.quads.items()}
        for key in ("rules", "sewers"):
            if key in standard:
                data[key] = standard[key]
    else:
        data = dict(standard)
    if pg.order is not None:
        data["order"] = list(pg.order)
        data["first"] = pg.order[0]
        data["first_mob_chosen"] = False  # chosen: the position now names the order
    return data


def finish(s: CivilPowerState, events: list[Event]) -> None:
    """Start the game from the position chosen, keeping this state's history and dice."""
    from strife.games.civil_power.setup.position import read_position

    pg = s.pregame
    assert pg is not None
    data = position(pg, s.scenario.data)
    source = f"scenario {s.scenario.id} as set up"
    p = read_position(data, source)
    s.game._check(p, source)
    started = s.game.start_position(s.scenario, p, s.options_used, s.seed, s.dice)
    adopt(s, started)
    s.chosen_position = data
    s.log = (*events, *s.log)


def adopt(s: CivilPowerState, started: CivilPowerState) -> None:
    """Take over every part of `started` but the history of moves that led here."""
    history, moves = s.history, s.move_count
    s.__dict__.update(started.__dict__)
    s.history, s.move_count = history, moves
    s._option_cache = {}


# -- hidden information, saving ---------------------------------------------------------------


def view(pg: Pregame, board: Board, side: str | None, spectator: bool) -> dict[str, Any]:
    """What `side` may know of the pre-game: its own selection; of the others only whether
    they have written theirs down, until every force is revealed; units set up (not the
    enemy's hidden ones, 8.4)."""
    n = need(pg)
    sees_all = side is None and not spectator
    selections = {
        x: (sel.to_json() if sees_all or x == side else {"done": sel.done})
        for x, sel in pg.selections.items()
    }
    placed = [
        {"side": p.side, "type": p.kind, "area": board.ids[p.area], "hidden": p.hidden}
        for p in pg.placed
        if not p.hidden or sees_all or p.side == side
    ]
    return {
        "step": n.step if n else None,
        "unit": n.kind or None if n else None,
        "chooser": pg.chooser or None,
        "order": list(pg.order) if pg.order else None,
        "selections": selections,
        "forces": (
            {
                x: {"units": f.units, "items": f.items, "points": f.points}
                for x, f in pg.forces.items()
            }
            if pg.forces is not None
            else None
        ),
        "placed": placed,
        "neighbourhoods": dict(pg.quads),
        "barricades": [x.split(":", 1)[1] for x in pg.barricades],
        "barriers": [x.split(":", 1)[1] for x in pg.barriers],
        "loads": {x: [list(pair) for pair in v] for x, v in pg.loads.items()},
    }


def overlay(s: CivilPowerState, found: dict[str, Any], side: str | None, spectator: bool) -> None:
    """Put the pre-game into a view of the state: its choices, and on the map the units set
    up so far (none of the scenario's standard set-up) with the Barricades placed."""
    pg = s.pregame
    assert pg is not None
    part = view(pg, s.board, side, spectator)
    found["pregame"] = part
    found["phase"] = "setup"
    found["phase_name"] = "2.3 Starting the Game"
    if pg.scenario is None:
        return
    types = unit_types()
    units = []
    for i, p in enumerate(part["placed"], 1):
        t = types[p["type"]]
        units.append(
            {
                "id": f"S{i}", "side": p["side"], "type": t.id, "name": t.name,
                "abbrev": t.abbrev, "size": t.size, "fire": t.fire, "shock": t.shock,
                "morale": t.morale, "movement": t.movement, "area": p["area"],
                "hidden_in": None, "aboard": None, "level": 0, "suppressed": False,
                "cranked": False, "fired": False, "moved": False, "gas_gun": False,
                "enters": None,
            }
        )  # fmt: skip
    found["units"] = units
    found["stores"] = {"gas": 0, "molotovs": 0}
    found["barricades"] = part["barricades"]
    found["barriers"] = part["barriers"]


def resample(s: CivilPowerState, side: str, rng: random.Random) -> None:
    """A pre-game consistent with `side`'s view: forces not yet revealed are drawn again
    (a finished one becomes one of its offered packages, one in progress starts over), and
    the enemy's hidden units stand in any area of their building."""
    pg = s.pregame
    assert pg is not None
    if pg.scenario is not None and pg.forces is None:
        for x, sel in pg.selections.items():
            if x == side or (not sel.started() and not sel.done):
                continue
            packages = _file(pg).side(x).forces.packages
            if sel.done and packages:
                pg.selections[x] = Selection(package=rng.choice(packages), done=True)
            elif not sel.done:
                pg.selections[x] = Selection()
    board = s.board
    for i, p in enumerate(pg.placed):
        if p.hidden and p.side != side:
            spots = [a for a in range(board.n) if board.building[a] == board.building[p.area]]
            pg.placed[i] = Placed(p.side, p.kind, rng.choice(spots), p.group, True)


def to_json(pg: Pregame) -> dict[str, Any]:
    return {
        "chooser": pg.chooser,
        "order": list(pg.order) if pg.order else None,
        "selections": {x: sel.to_json() for x, sel in pg.selections.items()},
        "placed": [[p.side, p.kind, p.area, p.group, p.hidden] for p in pg.placed],
        "quads": dict(pg.quads),
        "edges": {x: {str(g): list(e) for g, e in v.items()} for x, v in pg.edges.items()},
        "barricades": list(pg.barricades),
        "barriers": list(pg.barriers),
        "loads": {x: [list(pair) for pair in v] for x, v in pg.loads.items()},
        "loaded": list(pg.loaded),
    }


def from_json(s: CivilPowerState, obj: Any) -> None:
    """Load a saved pre-game into a state started afresh; bad data raises RecordError."""
    try:
        pg = s.pregame
        if pg is None:
            raise RecordError("saved state: a pre-game was saved but this game has none")
        pg.chooser = str(obj["chooser"])
        pg.order = tuple(obj["order"]) if obj["order"] else None
        pg.selections = {
            x: Selection(
                v["package"], dict(v["units"]), dict(v["items"]), dict(v["swaps"]),
                int(v["hidden"]), v["free_choice"], bool(v["done"]),
            )
            for x, v in obj["selections"].items()
        }  # fmt: skip
        pg.placed = [
            Placed(str(a), str(b), int(c), int(d), bool(e)) for a, b, c, d, e in obj["placed"]
        ]
        pg.quads = dict(obj["quads"])
        pg.edges = {x: {int(g): tuple(e) for g, e in v.items()} for x, v in obj["edges"].items()}
        pg.barricades = list(obj["barricades"])
        pg.barriers = list(obj["barriers"])
        pg.loads = {str(x): [(int(p), int(c)) for p, c in v] for x, v in obj["loads"].items()}
        pg.loaded = [str(x) for x in obj["loaded"]]
        pg.forces = None
        n = s.board.n
        if any(not 0 <= p.area < n for p in pg.placed):
            raise ValueError("a unit set up outside the board")
        if pg.scenario is not None and sorted(pg.selections) != sorted(
            x.id for x in _file(pg).sides
        ):
            raise ValueError("selections must name every side once")
        if pg.scenario is not None and all(x.done for x in pg.selections.values()):
            _reveal(pg, [])
    except (KeyError, TypeError, ValueError, ForceError) as exc:
        raise RecordError(f"saved Civil Power pre-game: {exc}") from None
    if pg.order is not None and sorted(pg.order) != sorted(pg.sides):
        raise RecordError("saved Civil Power pre-game: order must name every side once")


# -- the computer's choices -------------------------------------------------------------------


def suggest(s: CivilPowerState, side: str) -> Action:
    """The standard choice, for computer players: the first offered package (or the
    scenario's first free alternative), no purchases, and units spread over their zones as
    the automatic set-up spreads them (scenario_start.auto_setup)."""
    from strife.games.civil_power.scenarios.start import SPREAD

    pg = s.pregame
    assert pg is not None
    choices = s.options(side)
    n = need(pg)
    assert n is not None
    if n.step == PLACE:
        step = sum(1 for p in pg.placed if p.side == side)
        plain = [a for a in choices if isinstance(a, Place) and not a.hidden]
        hide = [a for a in choices if isinstance(a, Place) and a.hidden]
        pick = plain[(step * SPREAD) % len(plain)]
        same = [a for a in hide if a.area == pick.area]
        return same[0] if same else pick
    if n.step == FORCE:
        for kind in (TakePackage, FreeChoice, Done):
            found = [a for a in choices if isinstance(a, kind)]
            if found:
                return found[0]
    return choices[0]
