"""C. Shock Combat Phase (5.4.1, 5.4.2): which units fight in an area, their strength and
modifiers, and the simultaneous rolls repeated until one side is left, the smaller side
retreating, ties. Retreats (5.4.3) are in retreats.py; the choices a fight brings (rolls,
retreats, surges) are tasks (tasks.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    POOL,
    VOLUNTARY,
    ShockRoll,
    VoluntaryRetreat,
)
from strife.games.civil_power.model.tables import downgrade_shock
from strife.games.civil_power.model.units import CROWD, GROUP, MOB, POLICE
from strife.games.civil_power.model.values import (
    CHARGING,
    CROSSED,
    FOUGHT,
    MORALE,
    RETREAT,
    SHOCK_AREA,
    SUPPRESSED,
    Task,
)
from strife.games.civil_power.rules import morale
from strife.games.civil_power.rules.retreats import candidates
from strife.games.civil_power.scenarios import hooks as scenario_hooks

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

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


# -- where Shock combat is fought ----------------------------------------------------------------


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
