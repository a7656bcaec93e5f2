"""8.3: reactions. When a move ends at an opposing unit (9.1), each opposing unit in that
feature reacts, its commander choosing: Hold, Sit down (+2), Slow move (+1), Shadow, or
Withdraw (+2) to the next feature. A reaction that needs activation is a morale check of
each stand with the number added; a stand that fails Holds, and the commander decides
whether the activated stands carry out the reaction or all hold. Hold, Sit down and Slow
move lead to a confrontation (11.3), resolved by CONFRONT, which rules/conflict.py sets;
until it is set, moves stop short of opposing units (movement.paths) and none of this arises.

Ruling 8.3-b: a unit stays in one feature, so Withdraw and Shadow, which move it, are
carried out only if every stand activates; otherwise all hold. Dismount is not offered:
units ride or walk by what they are made of (ruling 9.1-c).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import Partial, React
from strife.games.by_will_alone.model.state import Task
from strife.games.by_will_alone.rules import sighting
from strife.games.by_will_alone.rules.activation import activate, unit_name
from strife.games.by_will_alone.rules.registry import Outcome, TaskRule, task_rule
from strife.games.by_will_alone.rules.terrain import is_obstacle, may_occupy

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "8.3"
# resolve(state, mover, reactors, events) -> the mover's outcome for the initiative.
Confront = Callable[["ByWillAloneState", int, list[int], list[Event]], Outcome]
CONFRONT: Confront | None = None

HOLD, SIT, SLOW, SHADOW, WITHDRAW = "hold", "sit down", "slow move", "shadow", "withdraw"
# reaction -> (a confrontation results, activation modifier or None: no activation)
REACTIONS: dict[str, tuple[bool, int | None]] = {
    HOLD: (True, None),
    SIT: (True, 2),
    SLOW: (True, 1),
    SHADOW: (False, 0),
    WITHDRAW: (False, 2),
}
CONDITION = {SIT: "sitting", SLOW: "slowing"}
MOVING = frozenset({SHADOW, WITHDRAW})
# How each reactor ended, kept in state.marks until the confrontation: 1 confronts.
CONFRONTS, STANDS_ASIDE = 1, 0


def meet(state: ByWillAloneState, mover: int, events: list[Event]) -> Outcome:
    """The move of `mover` ended at opposing units: each reacts in turn (8.3)."""
    here = state.at[mover]
    other = state.forces.units[mover].role.other
    reactors = [
        o for o in state.forces.sides[other] if state.at[o] == here and state.stands_in_play(o)
    ]
    if not reactors:
        return Outcome.DONE
    for o in reversed(reactors):  # the first reacts first: it is on top of the stack
        seat = state.forces.units[o].seat
        state.tasks = (*state.tasks, Task("react", seat, o, (("mover", mover),)))
    return Outcome.PENDING


def withdrawals(state: ByWillAloneState, u: int) -> list[str]:
    """ "Withdraw to the next terrain feature": a neighbour it may enter without crossing an
    obstacle, with no opposing unit in it."""
    unit = state.forces.units[u]
    board = state.board
    enemy = {state.at[o] for o in state.forces.sides[unit.role.other]}
    return [
        edge.to
        for edge in board.neighbours(state.at[u])
        if edge.to not in enemy
        and may_occupy(state.forces, unit, board.features[edge.to].kind)
        and not is_obstacle(state.forces, unit, edge, board.features[edge.to].kind)
    ]


def offer_reactions(state: ByWillAloneState, task: Task) -> list[Action]:
    uid = state.forces.units[task.unit].id
    out: list[Action] = [React(uid, r, "") for r in (HOLD, SIT, SLOW, SHADOW)]
    out += [React(uid, WITHDRAW, f) for f in withdrawals(state, task.unit)]
    return out


def apply_reaction(
    state: ByWillAloneState, task: Task, action: Action, events: list[Event]
) -> None:
    assert isinstance(action, React)
    state.tasks = state.tasks[:-1]
    u, mover = task.unit, int(task.get("mover"))
    modifier = REACTIONS[action.reaction][1]
    if modifier is None:
        return _react(state, u, mover, action.reaction, state.stands_in_play(u), "", events)
    passed, failed = activate(state, u, modifier, action.reaction, RULE, events)
    if not failed:
        return _react(state, u, mover, action.reaction, passed, action.feature, events)
    if not passed or action.reaction in MOVING:
        return _react(state, u, mover, HOLD, [], "", events)
    mask = sum(1 << n for n, s in enumerate(state.forces.units[u].stands) if s in passed)
    data = (("mover", mover), ("reaction", action.reaction), ("passed", mask))
    state.tasks = (*state.tasks, Task("partial", task.seat, u, data))


def offer_partial(state: ByWillAloneState, task: Task) -> list[Action]:
    uid = state.forces.units[task.unit].id
    return [Partial(uid, True), Partial(uid, False)]


def apply_partial(state: ByWillAloneState, task: Task, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Partial)
    state.tasks = state.tasks[:-1]
    u, mover, mask = task.unit, int(task.get("mover")), int(task.get("passed"))
    if not action.carry_out:
        return _react(state, u, mover, HOLD, [], "", events)
    stands = state.forces.units[u].stands
    passed = [s for n, s in enumerate(stands) if mask >> n & 1]
    _react(state, u, mover, str(task.get("reaction")), passed, "", events)


def _react(
    state: ByWillAloneState,
    u: int,
    mover: int,
    reaction: str,
    stands: list[int],
    feature: str,
    events: list[Event],
) -> None:
    """Carry out a reaction with these stands (the rest hold), then, once every reactor has
    reacted, the confrontation."""
    name = unit_name(state, u)
    if reaction in CONDITION:
        for s in stands:
            state.condition[s] = CONDITION[reaction]
    if reaction == WITHDRAW:
        state.at[u], state.floor[u] = feature, 0
        where = state.board.features[feature].name
        events.append(state.event("withdraw", f"{name} withdraws to {where}", RULE))
        sighting.update(state, events, u)
    elif reaction == SHADOW:
        state.marks[f"shadow:{u}"] = mover + 1
        target = unit_name(state, mover)
        events.append(state.event("shadow", f"{name} shadows {target}", RULE))
    else:
        text = f"{name} reacts: {reaction}" + (f" ({len(stands)} stands)" if stands else "")
        events.append(state.event("reaction", text, RULE, reaction=reaction))
    confronts = REACTIONS[reaction][0]
    state.marks[f"reacted:{u}"] = CONFRONTS if confronts else STANDS_ASIDE
    if any(t.kind in ("react", "partial") for t in state.tasks):
        return
    _resolve(state, mover, events)


def _resolve(state: ByWillAloneState, mover: int, events: list[Event]) -> None:
    from strife.games.by_will_alone.rules import turns

    reacted = sorted(int(k.split(":")[1]) for k in state.marks if k.startswith("reacted:"))
    confronting = [o for o in reacted if state.marks[f"reacted:{o}"] == CONFRONTS]
    for o in reacted:
        del state.marks[f"reacted:{o}"]
    outcome = Outcome.DONE
    if confronting and CONFRONT is not None:
        outcome = CONFRONT(state, mover, confronting, events)
    turns.conclude(state, state.forces.units[mover].seat, outcome, events)


def follow(state: ByWillAloneState, mover: int, events: list[Event]) -> None:
    """Shadowing units keep in contact (8.3): after the shadowed unit moves, each follows it
    into its feature if it may go there within its own move without crossing an obstacle;
    otherwise contact is lost."""
    from strife.games.by_will_alone.rules.movement import paths

    if not state.marks:
        return
    for key in sorted(k for k in state.marks if k.startswith("shadow:")):
        if state.marks[key] != mover + 1:
            continue
        u = int(key.split(":")[1])
        path = paths(state, u).get(state.at[mover]) if state.on_table(u) else None
        board = state.board
        steps = zip((state.at[u], *path), path, strict=False) if path else ()
        clear = path is not None and not any(
            is_obstacle(state.forces, state.forces.units[u], board.edges[a][b],
                        board.features[b].kind)
            for a, b in steps
        )  # fmt: skip
        if clear:
            state.at[u], state.floor[u] = state.at[mover], 0
            text = f"{unit_name(state, u)} keeps in contact with {unit_name(state, mover)}"
            events.append(state.event("shadow", text, RULE))
        else:
            del state.marks[key]
            text = f"{unit_name(state, u)} loses contact with {unit_name(state, mover)}"
            events.append(state.event("shadow-lost", text, RULE))


task_rule(TaskRule("react", RULE, offer_reactions, apply_reaction))
task_rule(TaskRule("partial", RULE, offer_partial, apply_partial))
