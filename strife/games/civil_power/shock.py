"""C. Shock Combat Phase (5.4): simultaneous rolls repeated until one side is left, the
smaller side retreating, ties, voluntary retreat; Crowd surge (5.4.2); Retreats (5.4.3),
conducted by the attacker; and the other choices that interrupt play: a failed gas Morale
Check (6.1), Individuals accompanying a retreat (6.4), moving out of a new Fire (6.5).

Every choice here is one task on the stack (model.Task) with its own short option list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.errors import IllegalAction
from strife.core.events import Event
from strife.games.civil_power import (
    area_entry,
    arrivals,
    barriers,
    hidden,
    morale,
    movement,
    scenario_hooks,  # rulebook scenario hooks
    sewers,
)
from strife.games.civil_power.actions import (
    GAS_RETREAT,
    GAS_SUPPRESS,
    POOL,
    RETREAT_OFF,
    VOLUNTARY,
    Accompany,
    BarrierSide,
    GasChoice,
    MoveOut,
    RetreatOff,
    RetreatTo,
    Reveal,
    ShockRoll,
    SuppressOther,
    SurgeLeave,
    VoluntaryRetreat,
)
from strife.games.civil_power.model import (
    ACCOMPANY,
    BUILD_BARRIER,
    CHARGING,
    CROSSED,
    END_COMBAT,
    FOUGHT,
    GAS_CHOICE,
    MORALE,
    MOVE_OUT,
    OFF_MAP,
    PLACE_ARRIVAL,
    PLACE_HIDDEN,
    PLACE_SEWER,
    REMOVE_BARRIER,
    RETREAT,
    SHOCK_AREA,
    SUPPRESS_OTHER,
    SUPPRESSED,
    SURGE,
    Task,
)
from strife.games.civil_power.tables import downgrade_shock
from strife.games.civil_power.units import CROWD, GROUP, MOB, POLICE

if TYPE_CHECKING:
    from strife.games.civil_power.state import CivilPowerState

RETREAT_AREAS = {"-": 0, "M": 0, "1": 1, "2": 2, "X": 2}


def defender(s: CivilPowerState, area: int, level: int) -> str:
    """The side the phasing side fights in this area now (ruling N-5): the first other side,
    in turn order after the phasing side, with units fighting there; "" if none (with two
    sides: the other side)."""
    order = s.order
    i = order.index(s.active) if s.active in order else -1
    for k in range(1, len(order)):
        side = order[(i + k) % len(order)]
        if fighters(s, area, level, side):
            return side
    return ""


def combatants(s: CivilPowerState, task: Task) -> tuple[str, str]:
    """The two sides of an area's Shock combat: the phasing side and its defender (N-5)."""
    return s.active, defender(s, task.area, task.level)


def _other(s: CivilPowerState, area: int, level: int, side: str) -> str:
    """The opponent of `side` in this area's combat."""
    return defender(s, area, level) if side == s.active else s.active


# -- who fights ---------------------------------------------------------------------------------


def fighters(s: CivilPowerState, area: int, level: int, side: str) -> list[int]:
    """A side's units that fight Shock combat here: not what a Helicopter carries aloft
    (8.6: it "may not engage or be engaged via Shock combat"; its ADS neither)."""
    aboard = s.aboard
    return [
        v
        for v in s.at(area)
        if s.side_of[v] == side
        and s.level[v] == level
        and s.kind[v].fights_shock
        and not (aboard and v in aboard)
    ]


def is_fight(s: CivilPowerState, area: int, level: int) -> bool:
    """Shock combat is fought by the phasing side against another side (5.4; N-5)."""
    return bool(fighters(s, area, level, s.active)) and bool(defender(s, area, level))


def unit_shock(s: CivilPowerState, v: int, agitated: bool) -> int:
    """5.2: a suppressed unit has 0; 6.7 EL 2 doubling (Police Groups; Mob Crowds); 8.5 a
    Mounted charge doubles; 6.4 an Agitator adds 1 to each Group or Crowd unit."""
    if s.flags[v] & SUPPRESSED or not scenario_hooks.shock_counts(s, v):
        return 0  # 5.2; I-1: the Police player's Crowds add nothing to its attacks
    t = s.kind[v]
    value = t.shock
    side = s.side_of[v]
    role = s.role[side]
    if s.el[side] >= 2 and ((role == POLICE and t.group) or (role == MOB and t.crowd)):
        value *= 2
    if s.flags[v] & CHARGING:
        value *= 2
    if agitated and t.size in (GROUP, CROWD) and scenario_hooks.agitator_helps(s, v):
        value += 1
    return value


def side_strength(s: CivilPowerState, area: int, level: int, side: str) -> int:
    agitated = any(
        s.kind[v].agitator and s.side_of[v] == side and s.level[v] == level for v in s.at(area)
    )
    return sum(unit_shock(s, v, agitated) for v in fighters(s, area, level, side))


def roll_options(s: CivilPowerState, task: Task, side: str) -> list[Action]:
    """The full strength, each lower column's top (5.0: a side may reduce its strength),
    and a voluntary retreat if any of its units could retreat."""
    full = side_strength(s, task.area, task.level, side)
    crt = s.tables.shock
    out: list[Action] = [POOL.get(ShockRoll, full)]
    col = crt.column(full)
    for c in range(col - 1, -1, -1):
        out.append(POOL.get(ShockRoll, crt.lowest[c + 1] - 1))
    probe = [v for v in fighters(s, task.area, task.level, side) if not s.kind[v].vehicle]
    if any(candidates(s, v, task.area, (), 0)[0] or candidates(s, v, task.area, (), 0)[1]
           for v in probe):  # fmt: skip
        out.append(VOLUNTARY)
    return out


def shock_drm(s: CivilPowerState, area: int, level: int, side: str) -> tuple[int, list[str]]:
    t = s.tables.shock_drm
    total, why = 0, []
    foes = fighters(s, area, level, _other(s, area, level, side))
    if any(s.flags[v] & SUPPRESSED for v in foes):
        total += t.enemy_suppressed
        why.append(f"enemy suppressed {t.enemy_suppressed:+d}")
    if any(s.flags[v] & CROSSED for v in fighters(s, area, level, side)):
        total += t.barricade
        why.append(f"Barricade {t.barricade:+d}")
    return total, why


def _tv_watching(s: CivilPowerState, area: int) -> bool:
    if not s.uses("tv_crews"):
        return False
    return any(s.kind[w].tv_crew for x in (area, *s.board.neighbours[area]) for w in s.at(x))


def resolve(s: CivilPowerState, task: Task, events: list[Event]) -> None:
    """5.4.1: both sides have chosen; roll (the attacker first), apply the results to all
    the enemy units in the area, then queue the retreats and Morale Checks."""
    area, level = task.area, task.level
    attacker = s.active
    defending = defender(s, area, level)
    opp = {attacker: defending, defending: attacker}
    choices = dict(s.choices)
    s.choices = {}
    crt = s.tables.shock
    inflicted: dict[str, str] = {attacker: "-", defending: "-"}  # the result each receives
    totals: dict[str, int] = {}
    voluntary = {side: isinstance(choices[side], VoluntaryRetreat) for side in opp}
    tv = _tv_watching(s, area)
    for side in (attacker, defending):
        for v in fighters(s, area, level, side):
            s.flags[v] |= FOUGHT
        choice = choices[side]
        full = side_strength(s, area, level, side)
        if isinstance(choice, ShockRoll):
            totals[side] = choice.strength
            col = crt.column(choice.strength)
            mod, why = shock_drm(s, area, level, side)
            roll = s.dice.roll(6)
            result = crt.result(col, roll + mod)
            if (
                tv
                and result != "-"
                and not (s.uses("tv_crews_police_only") and s.role[side] != POLICE)
            ):
                result = downgrade_shock(result)
                why.append("TV Crew: one level down")
            inflicted[opp[side]] = result
            mods = f" ({', '.join(why)})" if why else ""
            events.append(
                Event(
                    "shock",
                    f"{side} rolls on the {crt.columns[col]} column (strength "
                    f"{choice.strength}): {roll}{mods} = {roll + mod}: result {result}",
                    {"side": side, "strength": choice.strength, "column": crt.columns[col],
                     "roll": roll, "drm": mod, "result": result, "area": s.area_name(area)},
                    "5.4.1",
                )
            )  # fmt: skip
        else:
            totals[side] = full
            events.append(
                Event("voluntary_retreat", f"{side} retreats voluntarily", {"side": side},
                      "5.4.1")
            )  # fmt: skip
    s.pop()
    queued: list[Task] = []
    for side in (defending, attacker):
        result = inflicted[side]
        if result == "-" and not voluntary[side]:
            continue
        n = RETREAT_AREAS[result]
        other = opp[side]
        smaller = totals[side] < totals[other] or (
            totals[side] == totals[other] and side == defending
        )
        retreats = voluntary[side] or (n > 0 and smaller)
        if voluntary[side]:
            n = max(1, n)
        if n > 0 and not retreats:
            events.append(
                Event("holds", f"{side} has the larger total: no retreat, Morale Checks only",
                      {}, "5.4.1")
            )  # fmt: skip
        units = fighters(s, area, level, side)
        # 5.4.3 "directly away from the attacker's units": not back where the phasing
        # player's units came in from (a defender's last move means nothing here).
        away = (
            tuple(
                sorted(
                    {s.came_from[e] for e in fighters(s, area, level, other) if s.came_from[e] >= 0}
                )
            )
            if other == attacker
            else ()
        )
        people = [v for v in units if not s.kind[v].vehicle]
        for v in units:
            if result == "X" and not s.kind[v].vehicle:
                wia = 2 if s.kind[v].crowd else 1
                morale.casualties(s, other, wia, 0, v, events, "5.4.1")
            if s.kind[v].vehicle:
                # 8.12.2: vehicles do not retreat; caught alone they are wrecked.
                if retreats and n > 0 and not people and not s.armored(v):
                    morale.eliminate(s, v, events, "8.12.2")
                continue
            mc = "shock" if result != "-" else ""
            if retreats:
                queued.append(
                    Task(RETREAT, side=attacker, unit=v, area=area, level=level, n=n, mc=mc,
                         away=away)
                )  # fmt: skip
            else:
                queued.append(Task(MORALE, side=side, unit=v, area=area, mc="shock"))
    s.push(*queued, Task(SHOCK_AREA, area=area, level=level))


# -- retreats (5.4.3) ---------------------------------------------------------------------------


def candidates(
    s: CivilPowerState, u: int, origin: int, away: tuple[int, ...], steps: int
) -> tuple[list[tuple[int, int]], bool]:
    """Where unit `u` may retreat next: (area, level) pairs, and whether off the map.
    Each step goes farther from the combat area (or, from the second level, down to the
    street); through empty areas if any, else through friendly ones (5.4.3)."""
    a = s.loc[u]
    board = s.board
    here = board.distance(origin, a)
    found: list[tuple[int, int]] = []
    if s.level[u] == 1:
        found.append((a, 0))  # 5.4.3: down to the street level of the same area
        for b in board.neighbours[a]:
            if (
                board.is_building[b]
                and board.distance(origin, b) > here
                and movement.may_enter(s, u, a, b, retreat=True)
            ):
                found.append((b, 1))
    else:
        for b in board.neighbours[a]:
            if board.distance(origin, b) > here and movement.may_enter(s, u, a, b, retreat=True):
                found.append((b, 0))
    if steps == 0 and away:
        # "directly away from the attacker's units": not back where they came from, if
        # there is anywhere else to go (ruling R-1).
        forward = [c for c in found if c[0] not in away]
        if forward:
            found = forward
    off = bool(board.edges[a]) and s.level[u] == 0
    empty = [c for c in found if not s.at(c[0]) or (c[0] == a and not _others_at(s, u, a, 0))]
    if empty or off:
        found = empty
    return found, off


def _others_at(s: CivilPowerState, u: int, area: int, level: int) -> bool:
    return any(v != u and s.level[v] == level for v in s.at(area))


def retreat_step(s: CivilPowerState, task: Task, dest: tuple[int, int] | None,
                 events: list[Event]) -> None:  # fmt: skip
    u = task.unit
    s.pop()
    if dest is None:
        s.loc[u] = OFF_MAP
        s.touch()
        events.append(
            Event("retreat_off", f"{s.unit_name(u)} retreats off the map (not eliminated)",
                  {"unit": s.names[u]}, "5.4.3")
        )  # fmt: skip
        return
    b, lvl = dest
    s.loc[u] = b
    s.level[u] = lvl
    s.touch()
    events.append(
        Event("retreat", f"{s.unit_name(u)} retreats to {s.area_name(b)}"
              + (" (second level)" if lvl else ""),
              {"unit": s.names[u], "area": s.area_name(b), "level": lvl}, "5.4.3")
    )  # fmt: skip
    path = (*task.path, b)
    extra: list[Task] = []
    if _overstacked(s, u, b):
        extra += _overstack(s, u, b, task.side, events)
    more = len(path) < task.n
    if more:
        nxt = Task(RETREAT, side=task.side, unit=u, area=task.area, level=task.level, n=task.n,
                   mc=task.mc, away=task.away, path=path)  # fmt: skip
        s.push(*extra, nxt)
    else:
        finish_retreat(s, Task(RETREAT, side=task.side, unit=u, area=task.area, level=task.level,
                               n=task.n, mc=task.mc, away=task.away, path=path))  # fmt: skip
        s.push(*extra)  # the over-stacking suppression comes before the Morale Check
    # 6.3, 6.4 caught alone, 8.4 hidden units revealed: at once, before anything else; the
    # gas checks come after its Morale Check (`finish_retreat`).
    area_entry.entered(s, u, b, events, gas=False)


def finish_retreat(s: CivilPowerState, task: Task) -> None:
    """After the last step: Individuals may go along (5.4.3, 6.4); then the Morale Check
    (+1 for having retreated; + the areas it should have retreated if it could not move at
    all), and a gas check if it entered Gas (6.1)."""
    u = task.unit
    queued: list[Task] = []
    side = s.side_of[u]
    if task.path and s.loc[u] >= 0:
        for w in s.at(task.area):
            t = s.kind[w]
            if (
                s.side_of[w] == side
                and s.level[w] == task.level
                and (t.agitator or t.tv_crew or t.sniper)
            ):
                queued.append(Task(ACCOMPANY, side=side, unit=w, area=s.loc[u], level=s.level[u]))
    if task.mc and s.loc[u] >= 0:
        drm = 1 if task.path else task.n
        queued.append(Task(MORALE, side=side, unit=u, area=task.area, mc=task.mc, drm=drm,
                           n=0 if task.path else task.n))  # fmt: skip
    if s.is_mob(side) and s.loc[u] >= 0 and any(a in s.gas for a in task.path):
        queued.append(Task(MORALE, side=side, unit=u, area=s.loc[u], mc="gas"))
    s.push(*queued)


def _overstacked(s: CivilPowerState, u: int, b: int) -> bool:
    size = s.kind[u].size
    if size not in (GROUP, CROWD):
        return False
    same = [v for v in s.at(b) if s.side_of[v] == s.side_of[u] and s.kind[v].size == size]
    return len(same) > (movement.GROUP_LIMIT if size == GROUP else movement.CROWD_LIMIT)


def _overstack(
    s: CivilPowerState, u: int, b: int, conductor: str, events: list[Event]
) -> list[Task]:
    """5.4.3: the retreating unit and one other unit of its size are suppressed."""
    events.append(Event("overstack", f"{s.area_name(b)} is over-stacked", {}, "5.4.3"))
    morale.suppress(s, u, events, "5.4.3")
    size = s.kind[u].size
    others = [
        v for v in s.at(b) if v != u and s.side_of[v] == s.side_of[u] and s.kind[v].size == size
    ]
    fresh = [v for v in others if not s.flags[v] & SUPPRESSED]
    if len(fresh) == 1 or (others and not fresh):
        morale.suppress(s, (fresh or others)[0], events, "5.4.3")
        return []
    if fresh:
        return [Task(SUPPRESS_OTHER, side=conductor, unit=u, area=b)]
    return []


# -- the decided tasks ----------------------------------------------------------------------------


def task_options(s: CivilPowerState, task: Task, side: str) -> list[Action]:
    kind = task.kind
    if kind == SHOCK_AREA:
        return roll_options(s, task, side)
    if kind == RETREAT:
        found, off = candidates(s, task.unit, task.area, task.away, len(task.path))
        out: list[Action] = [POOL.get(RetreatTo, s.board.ids[b], lvl) for b, lvl in found]
        if off:
            out.append(RETREAT_OFF)
        return out
    if kind == GAS_CHOICE:
        found, off = candidates(s, task.unit, s.loc[task.unit], (), 0)
        return [GAS_RETREAT, GAS_SUPPRESS] if (found or off) else [GAS_SUPPRESS]
    if kind == ACCOMPANY:
        name = s.names[task.unit]
        return [POOL.get(Accompany, name, True), POOL.get(Accompany, name, False)]
    if kind == SUPPRESS_OTHER:
        u = task.unit
        return [
            POOL.get(SuppressOther, s.names[v])
            for v in s.at(task.area)
            if v != u
            and s.side_of[v] == s.side_of[u]
            and s.kind[v].size == s.kind[u].size
            and not s.flags[v] & SUPPRESSED
        ]
    if kind == SURGE:
        return surge_options(s, task)
    if kind == PLACE_HIDDEN:
        return hidden.options(s, task)
    if kind == PLACE_SEWER:
        return sewers.place_options(s, task)
    if kind == PLACE_ARRIVAL:
        return arrivals.options(s, task)
    if kind in (BUILD_BARRIER, REMOVE_BARRIER):
        return barriers.options(s, task)
    if kind == MOVE_OUT:
        u = task.unit
        return [
            POOL.get(MoveOut, s.board.ids[b])
            for b in s.board.neighbours[s.loc[u]]
            if (movement.may_enter(s, u, s.loc[u], b, retreat=True) and s.level[u] == 0)
            or (s.level[u] == 1 and s.board.is_building[b] and b not in s.fires)
        ]
    return []


def surge_options(s: CivilPowerState, task: Task) -> list[Action]:
    """5.4.2: one of the two Crowds leaves into an orthogonally adjacent area that is legal
    for it to enter (as a move: into enemy units too, to fight again, unless it attacked in
    the Fire Combat Phase or is suppressed, 4.0, 5.2) and holds no friendly Crowd."""
    out: list[Action] = []
    a = task.area
    for u in s.side_at(a, s.active, 0):
        if not s.kind[u].crowd:
            continue
        for b in s.board.orth[a]:
            if movement.may_enter(s, u, a, b) and not any(
                s.kind[v].crowd and s.side_of[v] == s.active for v in s.at(b)
            ):
                out.append(POOL.get(SurgeLeave, s.names[u], s.board.ids[b]))
    return out


def apply_task(s: CivilPowerState, side: str, action: Action, events: list[Event]) -> None:
    task = s.tasks[-1]
    kind = task.kind
    if kind == SHOCK_AREA:
        s.choices[side] = action
        events.append(Event("shock_choice", f"{side} has chosen", {"side": side}, "5.4.1"))
        events.append(
            Event("shock_choice_made", f"{side} chooses: {action.label()}", {}, "5.4.1",
                  frozenset({side}))
        )  # fmt: skip
        if len(s.choices) == 2:
            resolve(s, task, events)
        return
    if kind == RETREAT:
        if isinstance(action, RetreatOff):
            retreat_step(s, task, None, events)
        elif isinstance(action, RetreatTo):
            retreat_step(s, task, (s.board.index[action.area], action.level), events)
        return
    if kind == GAS_CHOICE:
        assert isinstance(action, GasChoice)
        s.pop()
        u = task.unit
        if action.retreat:
            events.append(Event("gas_choice", f"{s.names[u]} retreats from the gas", {}, "6.1"))
            # 6.1: the retreat is conducted by the attacker (the Police), as in 5.4.3.
            s.push(Task(RETREAT, side=s.police or s.active, unit=u, area=s.loc[u],
                        level=s.level[u], n=1))  # fmt: skip
        else:
            morale.suppress(s, u, events, "6.1")
        return
    if kind == ACCOMPANY:
        assert isinstance(action, Accompany)
        s.pop()
        w = task.unit
        if action.go and s.loc[w] >= 0:
            s.loc[w] = task.area
            s.level[w] = task.level
            s.touch()
            events.append(
                Event("accompany", f"{s.unit_name(w)} goes along to {s.area_name(task.area)}",
                      {}, "6.4")
            )  # fmt: skip
            area_entry.entered(s, w, task.area, events)
        return
    if kind == SUPPRESS_OTHER:
        assert isinstance(action, SuppressOther)
        s.pop()
        morale.suppress(s, s.unit_index[action.unit], events, "5.4.3")
        return
    if kind == SURGE:
        assert isinstance(action, SurgeLeave)
        s.pop()
        u = s.unit_index[action.unit]
        b = s.board.index[action.area]
        s.came_from[u] = s.loc[u]
        s.loc[u] = b
        s.touch()
        events.append(
            Event("surge_leave", f"{s.unit_name(u)} leaves to {action.area}", {}, "5.4.2")
        )
        if is_fight(s, b, 0):
            s.push(Task(SHOCK_AREA, area=b, level=0))
        area_entry.entered(s, u, b, events)  # 6.1: a gas check at once, before any fight
        if movement.crossed_barricade(s, s.came_from[u], b):
            s.flags[u] |= CROSSED  # 6.2: it moved across a side of this area to engage
        return
    if kind in (BUILD_BARRIER, REMOVE_BARRIER):
        assert isinstance(action, BarrierSide)
        s.pop()
        barriers.apply(s, task, action, events)
        return
    if kind == PLACE_SEWER:
        assert isinstance(action, Reveal)
        s.pop()
        sewers.come_up(s, task.unit, s.board.index[action.area], events)
        return
    if kind == PLACE_ARRIVAL:
        assert isinstance(action, Reveal)
        s.pop()
        arrivals.place(s, task.unit, s.board.index[action.area], events)
        return
    if kind == PLACE_HIDDEN:
        assert isinstance(action, Reveal)
        s.pop()
        hidden.place(s, task.unit, s.board.index[action.area], events)
        return
    if kind == MOVE_OUT:
        assert isinstance(action, MoveOut)
        s.pop()
        u = task.unit
        s.loc[u] = s.board.index[action.area]
        if not s.board.is_building[s.loc[u]]:
            s.level[u] = 0
        s.touch()
        events.append(
            Event("move_out", f"{s.unit_name(u)} moves out of the fire to {action.area}",
                  {}, "6.5")
        )  # fmt: skip
        area_entry.entered(s, u, s.loc[u], events)
        return
    raise IllegalAction(f"{action.label()} answers nothing now")


def end_combat(s: CivilPowerState, area: int, level: int, events: list[Event]) -> None:
    """After an area's Shock combat: Individuals caught alone (6.3, 6.4), then 5.4.2: if
    two Crowds surged in and no enemy is left, one must leave (or, with nowhere to go, all
    units there are suppressed)."""
    morale.caught_alone(s, area, events)
    mob = s.active
    if not s.is_mob(mob):
        return
    crowds = [v for v in s.side_at(area, mob, 0) if s.kind[v].crowd]
    if len(crowds) < 2 or movement.is_enemy_present(s, area, mob):
        return
    task = Task(SURGE, side=mob, area=area)
    if surge_options(s, task):
        s.push(task)
    else:
        events.append(Event("surge_blocked", "no area to leave to: all suppressed", {}, "5.4.2"))
        for v in s.side_at(area, mob):
            morale.suppress(s, v, events, "5.4.2")


def combat_areas(s: CivilPowerState) -> list[Task]:
    found: list[Task] = []
    # Whose units share each (area, level): 1 the phasing side's, 2 another side's, 3 both,
    # the only case where `is_fight` can say yes, so the only one it is asked about.
    seen: dict[tuple[int, int], int] = {}
    active, loc, level, side_of = s.active, s.loc, s.level, s.side_of
    for u in range(len(loc)):
        a = loc[u]
        if a < 0:
            continue
        key = (a, level[u])
        seen[key] = seen.get(key, 0) | (1 if side_of[u] == active else 2)
    for key in sorted(seen):
        if seen[key] == 3 and is_fight(s, *key):
            found.append(Task(SHOCK_AREA, area=key[0], level=key[1]))
    return found


__all__ = ["END_COMBAT", "combat_areas", "end_combat"]
