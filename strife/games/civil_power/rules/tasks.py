"""The choices that interrupt play, each a task on the stack (model.values.Task) with its own
short option list: a Shock combat roll or voluntary retreat (5.4.1), a retreat to conduct
(5.4.3), a Crowd surge (5.4.2), a failed gas Morale Check (6.1), Individuals accompanying a
retreat (6.4), moving out of a new Fire (6.5); and the end of a Shock combat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.errors import IllegalAction
from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    GAS_RETREAT,
    GAS_SUPPRESS,
    POOL,
    RETREAT_OFF,
    Accompany,
    BarrierSide,
    GasChoice,
    MoveOut,
    RetreatOff,
    RetreatTo,
    Reveal,
    SuppressOther,
    SurgeLeave,
)
from strife.games.civil_power.model.values import (
    ACCOMPANY,
    BUILD_BARRIER,
    CROSSED,
    GAS_CHOICE,
    MOVE_OUT,
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
from strife.games.civil_power.rules import area_entry, entering, morale
from strife.games.civil_power.rules.optional import barriers, hidden
from strife.games.civil_power.rules.retreats import candidates, retreat_step
from strife.games.civil_power.rules.shock import is_fight, resolve, roll_options
from strife.games.civil_power.scenarios import arrivals, sewers

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


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
            if (entering.may_enter(s, u, s.loc[u], b, retreat=True) and s.level[u] == 0)
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
            if entering.may_enter(s, u, a, b) and not any(
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
        if entering.crossed_barricade(s, s.came_from[u], b):
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
    if len(crowds) < 2 or entering.is_enemy_present(s, area, mob):
        return
    task = Task(SURGE, side=mob, area=area)
    if surge_options(s, task):
        s.push(task)
    else:
        events.append(Event("surge_blocked", "no area to leave to: all suppressed", {}, "5.4.2"))
        for v in s.side_at(area, mob):
            morale.suppress(s, v, events, "5.4.2")
