"""II.A Game Turn Sequence: carrying out a side's action, then running the automatic steps
until a side has a choice. Each game turn is a Rebel player turn then a Government one, each
of five steps: Crisis Marker Selection, Data Conflict, Movement, Armed Conflict,
Neutralization Recovery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import (
    Attack,
    Choose,
    Counterattack,
    Firepower,
    Join,
    Lose,
    Move,
    Place,
    Play,
    Recruit,
    Roll,
    Support,
    Withdraw,
)
from strife.games.crisis2000.model.turn import (
    ARMED,
    DATA,
    MOVE,
    OVER,
    RECOVERY,
    SETUP,
    Conflict,
    Task,
)
from strife.games.crisis2000.rules import armed_conflict as ac
from strife.games.crisis2000.rules import crisis_markers as crisis
from strife.games.crisis2000.rules import data_conflict as dc
from strife.games.crisis2000.rules import movement, recovery, victory
from strife.games.crisis2000.rules import resolving as cf
from strife.games.crisis2000.rules import special_events as se
from strife.games.crisis2000.rules.options import phase_has_action, task_options
from strife.games.crisis2000.scenarios import setup

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

# Interrupts asked whether or not the side holds the marker, so that being asked gives
# nothing away about a secret hand.
ALWAYS_ASKED = frozenset({"bill", "decree"})
RULE_SEQUENCE = "II.A Game Turn Sequence"


def carry_out(s: CrisisState, side: str, action: Action) -> list[Event]:
    if s.stack:
        return apply_task(s, s.stack[-1], action)
    c = s.conflict
    if c is not None:
        return compose(s, c, action)
    if s.phase == SETUP:
        assert isinstance(action, Place)
        return setup.place(s, action)
    if isinstance(action, Attack):
        armed = s.phase == ARMED
        if armed and side == "government":
            # E-1: the Rebel may answer any Government Armed attack with Bill of Rights
            s.push(Task("bill", "rebel", region=action.region))
        return cf.begin(s, action.region, armed=armed)
    if isinstance(action, Move):
        return movement.move(s, side, action)
    if isinstance(action, Play):
        return se.play_event(s, side, action.marker)
    return end_phase(s)


def compose(s: CrisisState, c: Conflict, action: Action) -> list[Event]:
    if isinstance(action, Join):
        return cf.join(s, c, action.unit)
    if isinstance(action, Play) and action.marker not in mk.IN_COMBAT:
        return se.play_event(s, c.roller, action.marker)  # then back to the attack
    if isinstance(action, Support | Play):
        return cf.support(s, c, action.marker)
    if isinstance(action, Firepower):
        return cf.firepower(s, c)
    if isinstance(action, Withdraw):
        return cf.withdraw(s, c)
    assert isinstance(action, Roll)
    return ac.resolve(s, c) if c.armed else dc.resolve(s, c)


def apply_task(s: CrisisState, task: Task, action: Action) -> list[Event]:
    if isinstance(action, Play) and not _answers(task, action.marker):
        return se.play_event(s, task.side, action.marker)  # then back to the task
    rest = s.stack[:-1]
    if task.kind == "place" and isinstance(action, Place):
        left = task.count - 1
        regions = (action.region,) if task.same else task.regions
        if left:
            more = Task(task.kind, task.side, task.region, task.types, regions, left,
                        task.units, task.flag, task.same, task.reason)  # fmt: skip
            s.stack = (*rest, more)
        else:
            s.stack = rest
        unit = s.pool_units(action.unit)[0]
        return [s.bring_in(unit, task.side, action.region, task.reason)]
    if task.kind == "recover" and isinstance(action, Place):
        return recovery.place(s, task.side, action)
    s.stack = rest
    if isinstance(action, Recruit):
        return dc.recruit(s, task, action.unit)
    if isinstance(action, Choose):
        return dc.apply_choice(s, task, action.effect, action.unit)
    if isinstance(action, Lose):
        return ac.apply_loss(s, task, action.unit)
    if task.kind == "counter":
        assert s.conflict is not None
        if isinstance(action, Counterattack):
            return ac.counterattack(s, s.conflict)
        return ac.decline(s, s.conflict, task.side)
    return interrupt(s, task, action)


def _answers(task: Task, marker: str) -> bool:
    """Whether playing `marker` is the answer the task asks for, not an event played
    meanwhile."""
    return (task.kind, marker) in (("bill", mk.BILL_OF_RIGHTS), ("decree", mk.SECURITY_DECREE))


def interrupt(s: CrisisState, task: Task, action: Action) -> list[Event]:
    """Bill of Rights during the Government's Armed Conflict, answered by Security Decree."""
    if task.kind == "bill":
        return se.play_event(s, "rebel", mk.BILL_OF_RIGHTS) if isinstance(action, Play) else []
    return se.security_decree(s, decreed=isinstance(action, Play))


def advance(s: CrisisState) -> list[Event]:
    """Run the automatic steps until a side has a choice (or the game is over)."""
    events: list[Event] = []
    while True:
        if s.stack:
            task = s.stack[-1]
            options = task_options(s, task)
            if not options:
                s.stack = s.stack[:-1]
                continue
            if len(options) == 1 and task.kind not in ALWAYS_ASKED:
                events += apply_task(s, task, options[0])
                continue
            return events
        if s.conflict is not None or s.phase == OVER:
            return events
        if s.phase == SETUP:
            if not setup_step(s, events):
                return events
            continue
        if s.phase == RECOVERY:
            if recovery.options(s, s.active):
                s.push(Task("recover", s.active))  # compulsory where a region is legal
                continue
            if se.playable(s, s.active):
                return events  # the side may still play an event in its turn (E-2)
            events += end_player_turn(s)
            continue
        if phase_has_action(s, s.active) or se.playable(s, s.active):
            return events
        events += end_phase(s)


def setup_step(s: CrisisState, events: list[Event]) -> bool:
    """One automatic step of setup; False when a side must choose where to place."""
    if s.setup_queue:
        options = setup.options(s)
        if len(options) > 1:
            return False
        if options:
            assert isinstance(options[0], Place)
            events += setup.place(s, options[0])
        else:
            s.setup_queue = s.setup_queue[1:]  # nowhere legal: it stays in the pool
        return True
    if s.setup_side == s.model.first:
        s.setup_side = crisis.other(s.model.first)
        s.setup_queue = setup.queue_for(s.model, s.setup_side)
        return True
    events += setup.initial_markers(s)
    first = "government" if s.model.skip_first_rebel_turn else "rebel"
    events += begin_player_turn(s, first)
    return True


def begin_player_turn(s: CrisisState, side: str) -> list[Event]:
    s.active = side
    s.phase = DATA
    s.no_armed = False
    text = f"Turn {s.turn}: the {side} player turn begins"
    events = [Event("player-turn", text, {"turn": s.turn, "side": side}, RULE_SEQUENCE)]
    return events + crisis.select(s)


def end_phase(s: CrisisState) -> list[Event]:
    if s.phase == DATA:
        s.phase = MOVE
    elif s.phase == MOVE:
        s.phase = ARMED
    elif s.phase == ARMED:
        s.phase = RECOVERY  # `advance` returns the Neutralized units
    else:
        return end_player_turn(s)
    return []


def end_player_turn(s: CrisisState) -> list[Event]:
    s.flags = [0] * len(s.flags)
    if s.active == "rebel":
        return begin_player_turn(s, "government")
    if s.turn >= s.model.turns:
        return finish(s)
    s.turn += 1
    return begin_player_turn(s, "rebel")


def finish(s: CrisisState) -> list[Event]:
    s.result = victory.outcome(s)
    s.phase = OVER
    names = " and ".join(s.result.winners) or "nobody"
    text = f"{victory.RULE}: {s.result.level}: {names} wins ({s.result.reason})"
    return [Event("game-over", text, s.result.to_json(), victory.RULE)]
