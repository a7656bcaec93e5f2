"""2.3 Starting the Game, step by step: what is wanted next of whom (`need`), the decision and
its options, and applying a choice; the position written out when the last choice is made."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.decision import Decision
from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    DONE,
    Done,
    EnterBy,
    FirstMob,
    FreeChoice,
    LoadAtStart,
    Neighbourhood,
    Place,
    PlaceBarricade,
    TakePackage,
)
from strife.games.civil_power.scenarios import SCENARIO_IDS, ScenarioFile, builtin
from strife.games.civil_power.setup.deployment import (
    Placed,
    board_for,
    entry_choices,
    groups,
    neighbourhoods,
)
from strife.games.civil_power.setup.forces import (
    Force,
    unit_types,
)
from strife.games.civil_power.setup.pregame.forces import apply_force, force_options
from strife.games.civil_power.setup.pregame.placing import (
    feature_sides,
    load_options,
    place_options,
    position,
)
from strife.games.civil_power.setup.pregame.records import (
    BARRICADE,
    BARRIER,
    EDGE,
    FIRST,
    FORCE,
    LOAD,
    NEIGHBOURHOOD,
    PLACE,
    PLAYERS,
    RULE,
    SETUP_OPTION,
    Need,
    Pregame,
    Selection,
    scenario_of,
)

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


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


# -- what is chosen next ----------------------------------------------------------------------


def need(pg: Pregame) -> Need | None:
    if pg.chooser and pg.order is None:
        return Need(FIRST, (pg.chooser,))
    if pg.scenario is None:
        return None
    pending = tuple(x for x in scenario_of(pg).turn_order if not pg.selections[x].done)
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
    spec = scenario_of(pg).side(side)
    if any(d.setup and d.setup.neighbourhood for d in spec.deploy) and side not in pg.quads:
        return Need(NEIGHBOURHOOD, (side,))
    board = board_for(scenario_of(pg).maps)
    mine = groups(scenario_of(pg), side, force)
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
    if side not in pg.loaded and load_options(pg, side):
        return Need(LOAD, (side,))
    for step, placed in ((BARRICADE, pg.barricades), (BARRIER, pg.barriers)):
        mine_placed = sum(1 for x in placed if x.startswith(f"{side}:"))
        if mine_placed < force.items.get(step, 0) and feature_sides(pg, side, step):
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
        return force_options(pg, side)
    if n.step == NEIGHBOURHOOD:
        taken = set(pg.quads.values())
        return [Neighbourhood(q) for q in sorted(neighbourhoods(board_for(scenario_of(pg).maps)))
                if q not in taken]  # fmt: skip
    if n.step == EDGE:
        assert n.group is not None and n.group.deployment.enter is not None
        board = board_for(scenario_of(pg).maps)
        return [EnterBy(e[0]) for e in entry_choices(board, n.group.deployment.enter)]
    if n.step == PLACE:
        return place_options(pg, n)
    if n.step == LOAD:
        return [*load_options(pg, side), DONE]
    return [PlaceBarricade(x, n.step == BARRIER) for x in feature_sides(pg, side, n.step)]


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
        apply_force(pg, side, action, events)
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
        area = board_for(scenario_of(pg).maps).index[action.area]
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


# -- the end of the pre-game ------------------------------------------------------------------


def finish(s: CivilPowerState, events: list[Event]) -> None:
    """Start the game from the position chosen, keeping this state's history and dice."""
    from strife.games.civil_power.setup.position_file import read_position

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


# -- the computer's choices -------------------------------------------------------------------


def suggest(s: CivilPowerState, side: str) -> Action:
    """The standard choice, for computer players: the first offered package (or the
    scenario's first free alternative), no purchases, and units spread over their zones as
    the automatic set-up spreads them (scenarios.start.auto_setup)."""
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
