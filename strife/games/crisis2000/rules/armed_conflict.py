"""VI. Armed Conflict: Counterattack chains, Elimination and single losses, Collateral Damage,
Clandestine units and Strike Forces, Maximum Firepower, Non-Lethal Munitions, Surveillance,
and the Bill of Rights interrupt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import POOL, Lose
from strife.games.crisis2000.model.turn import ARMED_DONE, Conflict, Task
from strife.games.crisis2000.model.turn import POOL as RECRUITING_POOL
from strife.games.crisis2000.model.units import INFRASTRUCTURE
from strife.games.crisis2000.rules import crisis_markers as crisis
from strife.games.crisis2000.rules import resolving as cf
from strife.games.crisis2000.rules.special_events import government_barred

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

RULE = "VI. Armed Conflict"
RULE_CA = "VI.A Counterattack"
RULE_CD = "VI.A Collateral Damage"


def targets(s: CrisisState, c: Conflict) -> list[int]:
    """The enemy units this roll can touch: every one in the region for an original attack;
    for a counterattack, the units that made the roll being answered (ruling A-2)."""
    foe = crisis.other(c.roller)
    if c.targets is None:
        return s.units_in(c.region, foe)
    return [u for u in c.targets if s.loc[u] == c.region and s.owner[u] == foe]


def affected(s: CrisisState, c: Conflict, unit: int, elimination: bool) -> bool:
    kind = s.table[s.table.kind[unit]]
    if kind.id == INFRASTRUCTURE and not elimination:
        return False  # Infrastructure is affected by nothing but "E" (Armed example)
    if kind.clandestine and not c.counter:
        played = c.support_of(c.roller)
        all_boxed = all(s.table[s.table.kind[u]].boxed for u in c.units)
        return all_boxed or mk.SURVEILLANCE in played  # VI.B
    return True


def resolve(s: CrisisState, c: Conflict) -> list[Event]:
    side, region = c.roller, c.region
    if not c.counter:
        for u in c.units:
            s.flags[u] |= ARMED_DONE
    total = cf.total(s, c)
    die = s.dice.roll(10)
    printed = s.tables.armed.result(total, die)
    column = s.tables.armed.columns[s.tables.armed.column(total)]
    parts = set(printed.split("/"))
    non_lethal = mk.NON_LETHAL in c.support_of(side)
    if non_lethal and "C" in parts:
        parts = (parts - {"C"}) | {"E"}  # Non-Lethal Munitions: printed C is Elimination
    what = "counterattack" if c.counter else "attack"
    text = (f"{RULE}: {side}'s {what} in {s.board[region].name} rolls {die} on the {column} "
            f"column (total {total}): {printed}")  # fmt: skip
    data = {"side": side, "region": region, "total": total, "column": column, "die": die,
            "result": printed, "counter": c.counter}  # fmt: skip
    events = [Event("armed-result", text, data, RULE)]
    hit = targets(s, c)
    pending_loss: Task | None = None
    if "E" in parts:
        for u in [u for u in hit if affected(s, c, u, True)]:
            events.append(eliminate(s, u, "Elimination"))
    elif "T" in parts:
        candidates = tuple(u for u in hit if affected(s, c, u, False))
        kinds = {s.table.kind[u] for u in candidates}
        if len(kinds) == 1:
            events.append(eliminate(s, candidates[0], "a loss"))
        elif kinds:
            pending_loss = Task("lose", s.owner[candidates[0]], region=region, units=candidates)
    # Maximum Firepower always inflicts Collateral Damage; two at once count as one (VI.C).
    if "C" in parts or c.firepower:
        value = s.board[region].value
        events.append(Event("collateral", f"{RULE_CD}: {side} must remove {value} marker(s)",
                            {"side": side, "count": value}, RULE_CD))  # fmt: skip
        events += crisis.lose(s, side, value, "Collateral Damage")
    if "CA" in parts and counter_units(s, c) and not government_barred(s, crisis.other(side)):
        s.conflict = c
        s.push(Task("counter", crisis.other(side), region=region))
    else:
        cf.finish(s, c)
    if pending_loss is not None:
        s.push(pending_loss)
    return events


def counter_units(s: CrisisState, c: Conflict) -> list[int]:
    """Who could answer a Counterattack result: the defender's units in the region, or the
    attacker's units that launched the original attack."""
    nxt = _counter_conflict(c)
    return cf.eligible(s, nxt)


def _counter_conflict(c: Conflict) -> Conflict:
    original = c.original or c.units
    return c._replace(roller=crisis.other(c.roller), units=(), targets=c.units,
                      original=original, firepower=False, counter=True)  # fmt: skip


def counterattack(s: CrisisState, c: Conflict) -> list[Event]:
    s.conflict = _counter_conflict(c)
    side = s.conflict.roller
    text = f"{RULE_CA}: {side} counterattacks in {s.board[c.region].name}"
    return [Event("counterattack", text, {"side": side, "region": c.region}, RULE_CA)]


def decline(s: CrisisState, c: Conflict, side: str) -> list[Event]:
    cf.finish(s, c)
    text = f"{RULE_CA}: {side} does not counterattack; the combat is over"
    return [Event("no-counterattack", text, {"side": side}, RULE_CA)]


def eliminate(s: CrisisState, unit: int, why: str) -> Event:
    side, region, kind = s.owner[unit], s.loc[unit], s.table.kind[unit]
    s.put(unit, "", RECRUITING_POOL)
    s.flags[unit] = 0
    text = f"{side}'s {s.table[kind].name} in {s.board[region].name} is eliminated ({why})"
    return Event("eliminated", text, {"side": side, "unit": kind, "region": region}, RULE)


def lose_options(s: CrisisState, task: Task) -> list[Action]:
    kinds = dict.fromkeys(s.table.kind[u] for u in task.units if s.loc[u] == task.region)
    return [POOL.get(Lose, k) for k in kinds]


def apply_loss(s: CrisisState, task: Task, kind: str) -> list[Event]:
    unit = next(u for u in task.units if s.table.kind[u] == kind and s.loc[u] == task.region)
    return [eliminate(s, unit, "a loss")]
