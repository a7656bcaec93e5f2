"""Where each action kind and each mid-play decision finds its rule.

An ActionRule offers the actions of one kind a seat may take while its side holds the
initiative, and carries one out, saying how it ended for the initiative (8.1). A TaskRule
does the same for a decision the rules put on the task stack (a reaction, a choice after a
roll). Rule modules register themselves in `rules/__init__.py`; the engine (turns.py) asks
the registry, so adding an action never edits the engine. See docs/bwa-engine-api.md.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState, Task


class Outcome(Enum):
    """How an action ended, for the initiative (8.1, 8.2)."""

    DONE = "done"  # carried out; the side keeps the initiative
    FAILED = "failed"  # a risky action failed: the initiative passes
    ACTIVATED = "activated"  # needed activation (8.2): the initiative passes after it
    OPPOSED = "opposed"  # now opposed (8.1), and the side did not win: it passes
    HELD = "held"  # the commander holds: it passes
    PENDING = "pending"  # the rule put tasks on the stack; it reports when they are done


Offer = Callable[["ByWillAloneState", str], list[Action]]
Apply = Callable[["ByWillAloneState", str, Action, list[Event]], Outcome]
TaskOffer = Callable[["ByWillAloneState", "Task"], list[Action]]
TaskApply = Callable[["ByWillAloneState", "Task", Action, list[Event]], None]


@dataclass(frozen=True)
class ActionRule:
    kind: str  # the Action class's kind
    rule: str  # the section, e.g. "9.1"
    offer: Offer  # the legal actions of this kind for a seat now, in a fixed order
    apply: Apply  # carry one out (it was offered), append events, say how it ended
    # Other kinds that `offer` lists and `apply` carries out (actions that share a rule).
    also: tuple[str, ...] = ()


@dataclass(frozen=True)
class TaskRule:
    kind: str  # the Task's kind
    rule: str
    offer: TaskOffer
    apply: TaskApply  # carry out the choice; pop or push tasks on state.tasks


ACTION_RULES: dict[str, ActionRule] = {}  # by every kind a rule carries out
OFFERS: list[ActionRule] = []  # each rule once, in the order registered
TASK_RULES: dict[str, TaskRule] = {}
# Run, in order, when an initiative begins (smoke clears, rallying dice ...).
INITIATIVE_STARTS: list[Callable[[ByWillAloneState, list[Event]], None]] = []
# Run, in order, on a determinized world for a seat: each redraws what the rule hides from it
# (18.2: where the other side's hidden agents are). Arguments: world, seat, rng.
RESAMPLERS: list[Callable[[ByWillAloneState, str, random.Random], None]] = []


def action_rule(rule: ActionRule) -> None:
    for kind in (rule.kind, *rule.also):
        if kind in ACTION_RULES and ACTION_RULES[kind] != rule:
            raise ValueError(f"action kind {kind!r} has two rules")
        ACTION_RULES[kind] = rule
    if rule not in OFFERS:
        OFFERS.append(rule)


def task_rule(rule: TaskRule) -> None:
    if rule.kind in TASK_RULES and TASK_RULES[rule.kind] != rule:
        raise ValueError(f"task kind {rule.kind!r} has two rules")
    TASK_RULES[rule.kind] = rule


def at_initiative_start(hook: Callable[[ByWillAloneState, list[Event]], None]) -> None:
    if hook not in INITIATIVE_STARTS:
        INITIATIVE_STARTS.append(hook)


def resampler(hook: Callable[[ByWillAloneState, str, random.Random], None]) -> None:
    if hook not in RESAMPLERS:
        RESAMPLERS.append(hook)
