"""What a side may do now: the choices of each step of the turn (II.A), of a conflict being
composed, and of a choice the rules hand to a side in the middle of things (a task)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import (
    COUNTERATTACK,
    DONE,
    POOL,
    Place,
    attack,
    play,
)
from strife.games.crisis2000.model.turn import (
    ARMED,
    ARMED_DONE,
    DATA,
    DATA_DONE,
    MOVE,
    OVER,
    SETUP,
    Task,
)
from strife.games.crisis2000.rules import armed_conflict as ac
from strife.games.crisis2000.rules import crisis_markers as crisis
from strife.games.crisis2000.rules import data_conflict as dc
from strife.games.crisis2000.rules import movement, recovery
from strife.games.crisis2000.rules import resolving as cf
from strife.games.crisis2000.rules.special_events import playable
from strife.games.crisis2000.scenarios import setup

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState


def decider(s: CrisisState) -> str | None:
    """The one side `decision()` waits for (None once the game is over), cheaply."""
    if s.phase == OVER:
        return None
    if s.stack:
        return s.stack[-1].side
    if s.conflict is not None:
        return s.conflict.roller
    if s.phase == SETUP:
        return s.setup_side
    return s.active


def legal_options(s: CrisisState, side: str) -> list[Action]:
    if side != decider(s):
        return []
    if s.stack:
        return task_options(s, s.stack[-1])
    if s.conflict is not None:
        return cf.compose_options(s, s.conflict)
    if s.phase == SETUP:
        return setup.options(s)
    return phase_options(s, side, with_events=True)


def phase_options(s: CrisisState, side: str, with_events: bool) -> list[Action]:
    options: list[Action] = []
    if s.phase == DATA:
        options += [attack(r) for r in attack_regions(s, side, armed=False)]
    elif s.phase == MOVE:
        options += movement.options(s, side)
    elif s.phase == ARMED and not s.no_armed:
        options += [attack(r) for r in attack_regions(s, side, armed=True)]
    if with_events:
        options += playable(s, side)
    options.append(DONE)
    return options


def phase_has_action(s: CrisisState, side: str) -> bool:
    """Whether the phase offers `side` more than Done (Special Events aside): the same
    as `phase_options(s, side, with_events=False) != [DONE]`, without listing them."""
    if s.phase == DATA:
        return can_attack(s, side, armed=False)
    if s.phase == MOVE:
        return movement.can_move(s, side)
    if s.phase == ARMED and not s.no_armed:
        return can_attack(s, side, armed=True)
    return False


def can_attack(s: CrisisState, side: str, armed: bool) -> bool:
    """Whether `attack_regions(s, side, armed)` is not empty."""
    bit = ARMED_DONE if armed else DATA_DONE
    foe = crisis.other(side)
    places = s._places()
    flags = s.flags
    for r in s.board.ids:
        mine = places.get((r, side))
        if not mine or (armed and (r, foe) not in places):
            continue
        for u in mine:
            if not flags[u] & bit:
                return True
    return False


def attack_regions(s: CrisisState, side: str, armed: bool) -> list[str]:
    """Regions where `side` has a unit that has not made this kind of attack yet; an
    Armed attack also needs defending units (VI.D)."""
    bit = ARMED_DONE if armed else DATA_DONE
    foe = crisis.other(side)
    places = s._places()
    flags = s.flags
    out = []
    for r in s.board.ids:
        mine = places.get((r, side))
        if not mine or (armed and (r, foe) not in places):
            continue
        for u in mine:
            if not flags[u] & bit:
                out.append(r)
                break
    return out


def task_options(s: CrisisState, task: Task) -> list[Action]:
    """A choice pending: its own options, and the Special Events its side may play meanwhile
    (none if there is nothing left to choose: the task is then over)."""
    kind = task.kind
    events = playable(s, task.side)
    if kind == "counter":
        return [COUNTERATTACK, DONE, *events]
    if kind in ("bill", "decree"):
        # asked whether or not the side holds the marker (ruling E-1)
        held = mk.BILL_OF_RIGHTS if kind == "bill" else mk.SECURITY_DECREE
        answer: list[Action] = [play(held)] if held in s.hands[task.side] else []
        return [*answer, DONE, *(a for a in events if a not in answer)]
    own = _own_options(s, task)
    return [*own, *events] if own else []


def _own_options(s: CrisisState, task: Task) -> list[Action]:
    kind = task.kind
    if kind == "place":
        if task.count <= 0:
            return []
        kinds = [k for k in task.types if s.pool_units(k)]
        return [POOL.get(Place, k, r) for k in kinds for r in task.regions]
    if kind == "recover":
        return recovery.options(s, task.side)
    if kind == "recruit":
        return dc.recruit_options(s, task.side, task.region, task.flag)
    if kind == "d-result":
        return dc.d_options(s, task)
    assert kind == "lose", kind
    return ac.lose_options(s, task)
