"""IV. Data Conflict: results Crash, Defect, Neutralize, Recruit, Riot, and the attacker's
choice on a "D" result (Data Conflict example)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.model.actions import POOL, Choose, Recruit
from strife.games.crisis2000.model.turn import DATA_DONE, NEUTRALIZED, Conflict, Task
from strife.games.crisis2000.model.turn import POOL as RECRUITING_POOL
from strife.games.crisis2000.model.units import INFRASTRUCTURE, INSURGENT
from strife.games.crisis2000.rules import crisis_markers as crisis
from strife.games.crisis2000.rules import resolving as cf

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

RULE = "IV. Data Conflict"
NAMES = {"-": "no effect", "C": "Crash", "T": "Riot", "N": "Neutralize", "R": "Recruit",
         "D": "Defect, Neutralize or Recruit"}  # fmt: skip


def resolve(s: CrisisState, c: Conflict) -> list[Event]:
    side, region = c.roller, c.region
    for u in c.units:
        s.flags[u] |= DATA_DONE
    total = cf.total(s, c)
    die = s.dice.roll(10)
    result = s.tables.data.result(total, die)
    column = s.tables.data.columns[s.tables.data.column(total)]
    text = (f"{RULE}: {side} rolls {die} on the {column} column (total {total}) in "
            f"{s.board[region].name}: {result} ({NAMES[result]})")  # fmt: skip
    data = {"side": side, "region": region, "total": total, "column": column, "die": die,
            "result": result}  # fmt: skip
    events = [Event("data-result", text, data, RULE)]
    infra_joined = any(s.table.kind[u] == INFRASTRUCTURE for u in c.units)
    if result == "C":
        events += crisis.lose(s, side, 1, "Crash")
    elif result == "T":
        events += riot(s, side, region)
    elif result == "N":
        for u in s.units_in(region, crisis.other(side)):
            events.append(neutralize(s, u))
    cf.finish(s, c)
    if result == "R" and recruit_options(s, side, region, infra_joined):
        s.push(Task("recruit", side, region=region, flag=infra_joined))
    elif result == "D":
        s.push(Task("d-result", side, region=region, flag=infra_joined))
    return events


def riot(s: CrisisState, side: str, region: str) -> list[Event]:
    """Riot: one Insurgent from the Recruiting Pool, and markers equal to the region's Value."""
    events: list[Event] = []
    free = s.pool_units(INSURGENT)
    if free:
        events.append(s.bring_in(free[0], side, region, "Riot"))
    return events + crisis.pick(s, side, s.board[region].value)


def neutralize(s: CrisisState, unit: int) -> Event:
    side, region, kind = s.owner[unit], s.loc[unit], s.table.kind[unit]
    s.put(unit, side, NEUTRALIZED)
    text = f"{side}'s {s.table[kind].name} in {s.board[region].name} is neutralized"
    return Event("neutralized", text, {"side": side, "unit": kind, "region": region}, RULE)


def defect(s: CrisisState, unit: int) -> Event:
    """Flip the counter: it changes sides and may attack at once for its new owner."""
    old, kind, region = s.owner[unit], s.table.kind[unit], s.loc[unit]
    s.put(unit, crisis.other(old), region)
    s.flags[unit] = 0
    text = f"{old}'s {s.table[kind].name} in {s.board[region].name} defects"
    return Event("defected", text, {"from": old, "unit": kind, "region": region}, RULE)


def recruitable(s: CrisisState, side: str, region: str, infra_joined: bool) -> list[str]:
    """Recruit placement limits: one Infrastructure per region; the military types only if a
    friendly Infrastructure took part in the Data attack."""
    out = []
    has_infra = s.infrastructure_at(region) is not None
    kinds = s.table.kind
    in_pool = {kinds[u] for u in s._places().get((RECRUITING_POOL, ""), ())}
    for kind in s.table.ids:
        if kind not in in_pool:
            continue
        if kind == INFRASTRUCTURE and has_infra:
            continue
        if s.table[kind].military and not infra_joined:
            continue
        out.append(kind)
    return out


def recruit_options(s: CrisisState, side: str, region: str, infra: bool) -> list[Action]:
    return [POOL.get(Recruit, k) for k in recruitable(s, side, region, infra)]


def d_options(s: CrisisState, task: Task) -> list[Action]:
    foe = crisis.other(task.side)
    kinds = list(dict.fromkeys(s.table.kind[u] for u in s.units_in(task.region, foe)))
    options: list[Action] = [POOL.get(Choose, "defect", k) for k in kinds]
    options += [POOL.get(Choose, "neutralize", k) for k in kinds]
    options += [POOL.get(Choose, "recruit", k)
                for k in recruitable(s, task.side, task.region, task.flag)]  # fmt: skip
    return options


def apply_choice(s: CrisisState, task: Task, effect: str, kind: str) -> list[Event]:
    if effect == "recruit":
        return recruit(s, task, kind)
    foe = crisis.other(task.side)
    unit = next(u for u in s.units_in(task.region, foe) if s.table.kind[u] == kind)
    return [defect(s, unit) if effect == "defect" else neutralize(s, unit)]


def recruit(s: CrisisState, task: Task, kind: str) -> list[Event]:
    unit = s.pool_units(kind)[0]
    return [s.bring_in(unit, task.side, task.region, "Recruit")]
