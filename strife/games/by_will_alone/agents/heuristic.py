"""Heuristic players for By Will Alone, reading only their own view.

They play as the text's authors describe good play. Both sides go for the objectives that
decide the game (21-a, 21-f): each unit moves to the feature where it adds most, spread over
the objectives, and a unit on an objective stays. The activists keep their nonviolent
discipline (16): they never envelope or disperse, and confront (8.2's nonviolent pushing)
only with three times the stands where it matters, since a unit that loses a conflict checks its
discipline and a stand that attacks gives the authority its excuse (21-d, 21-e); met or faced
by the authority they sit down where they hold (8.2's Condition actions, 8.3's Sit down) and
fraternize elsewhere, so the authority must move them by arrest; they regain discipline,
rally and bring on reinforcements at once, and seek the news crews (21-c: what the media see
is worth more). The authority weighs arrest against escalation: it arrests the activists in
its way, which costs it nothing under 21, uses force (confront, disperse) only where no news
crew sees it and the activists hold a feature that matters, and asks to escalate only late,
with no media present and nothing else left to move them (21-e: force used on nonviolent
people cuts its points by a half or two thirds).

Each option gets a score and the best is taken, the first listed among equals, so a game
plays the same way again from the same seed.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from strife.agents.base import Agent
from strife.games.by_will_alone.agents.appraisal import Plan, stands
from strife.games.by_will_alone.model.actions import (
    Climb,
    Deploy,
    Fraternize,
    Hold,
    Move,
    Partial,
    Party,
    React,
    SitDown,
)
from strife.games.by_will_alone.model.rule_actions import (
    Arrest,
    ArrestStand,
    BuildBarricade,
    Confront,
    Disperse,
    Envelope,
    Escalate,
    Escape,
    FindCommander,
    Rally,
    RallyDie,
    RegainDiscipline,
    Reinforce,
    Withdraw,
)
from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules.searching import Identify

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State

ACTIVISTS = "activists"
# Scores: an action that is always worth its unit's turn, one that holds what the side
# has, one never to take. A Hold scores 0: a side holds when nothing else gains.
URGENT = 50.0
KEEP = 20.0
NEVER = -100.0
# Actions the rules offer that every player takes when offered (its unit's turn is
# better spent on them than on anything else): discipline, an escape, a rally's dice.
ALWAYS = (RegainDiscipline, RallyDie, Escape)
# Risky actions (8.1: a failure loses the initiative): worth taking, but only once the
# side's other units have moved.
LAST = (Rally, Reinforce, FindCommander)
CONDITIONS = (SitDown, Fraternize, Party)
FORCE = (Confront, Disperse, Envelope)
# Stands against stands before the activists confront: 11.3's 2:1 is on the dice, and the
# authority's weapons multiply its dice (11.3), so a margin over it.
CONFRONT_ODDS = 3
# How much seeing a news crew's feature is worth to an activist move (21-c).
MEDIA_PULL = 1.5


class ByWillAloneHeuristic(Agent):
    name = "heuristic"

    def __init__(self, side: str, seed: int) -> None:
        self.side = side
        self.rng = random.Random(seed)

    def choose(self, state: State, side: str) -> Action:
        if not isinstance(state, ByWillAloneState):
            raise TypeError(f"the By Will Alone heuristic cannot play {type(state).__name__}")
        options = state.options(side)
        if len(options) == 1:
            return options[0]
        view = state.view(side)
        plan = Plan.of(view, state.game.board(str(view["map"])))
        scores = [self.score(o, plan) for o in options]
        return options[max(range(len(options)), key=lambda k: (scores[k], -k))]

    def score(self, option: Action, plan: Plan) -> float:
        activist = plan.role == ACTIVISTS
        if isinstance(option, Hold):
            return 0.0
        if isinstance(option, ALWAYS):
            return URGENT
        if isinstance(option, LAST):
            return 0.3
        if isinstance(option, Partial):
            return URGENT if option.carry_out else -1.0
        if isinstance(option, Deploy):
            return self._deploy(option, plan)
        if isinstance(option, Move):
            return self._move(option, plan)
        if isinstance(option, React):
            return self._react(option, plan)
        if isinstance(option, Withdraw):
            return self._withdraw(option, plan)
        if isinstance(option, CONDITIONS):
            return self._condition(option, plan) if activist else NEVER
        if isinstance(option, Arrest):
            return KEEP + 5.0 + plan.worth.get(plan.mine.get(option.unit, ""), 0.0)
        if isinstance(option, ArrestStand):
            # 11.4: the leader first (its unit then fights without its commander).
            return KEEP + (10.0 if "leader" in option.words.lower() else 5.0)
        if isinstance(option, Confront) and activist:
            return self._confront(option, plan)
        if isinstance(option, FORCE):
            return NEVER if activist else self._force(option, plan)
        if isinstance(option, Escalate):
            return NEVER if activist else self._escalate(option, plan)
        if isinstance(option, (Climb, BuildBarricade)):
            return -5.0  # a unit's turn spent where it stands, not on the objectives
        return self._other(option, plan)

    # -- where to be -------------------------------------------------------------------

    def _deploy(self, option: Deploy, plan: Plan) -> float:
        crowd = sum(1 for f in plan.mine.values() if f == option.feature)
        return (
            plan.pull(option.unit, option.feature) - 2.0 * crowd + self._seen(option.feature, plan)
        )

    def _move(self, option: Move, plan: Plan) -> float:
        here = plan.mine.get(option.unit)
        there = option.path[-1]
        if here is None:
            return plan.pull(option.unit, there)
        gain = plan.pull(option.unit, there) - plan.pull(option.unit, here)
        gain += self._seen(there, plan) - self._seen(here, plan)
        outnumbered = plan.theirs.get(there, 0) >= stands(plan.units.get(option.unit, {}))
        if plan.role == ACTIVISTS and there not in plan.worth and outnumbered:
            gain -= 1.0  # into the police's arms where nothing is to be won
        return gain if gain > 0.01 else -1.0

    def _seen(self, place: str, plan: Plan) -> float:
        """Activists want the news crews to see them (21-c)."""
        if plan.role != ACTIVISTS or not plan.media:
            return 0.0
        seen = any(place == m or plan.board.sees(m, place) for m in plan.media)
        return MEDIA_PULL if seen else 0.0

    def _react(self, option: React, plan: Plan) -> float:
        holding = plan.on_objective(option.unit)
        if option.reaction == "withdraw":
            return -2.0 if holding else plan.pull(option.unit, option.feature) - 1.0
        if plan.role == ACTIVISTS:
            wanted = {"sit down": 10.0, "hold": 6.0, "slow move": 4.0}
            return wanted.get(option.reaction, 0.0) + (5.0 if holding else 0.0)
        return {"hold": 8.0, "shadow": 2.0}.get(option.reaction, 0.0)

    def _withdraw(self, option: Withdraw, plan: Plan) -> float:
        # Own units fall back towards the objectives; the other side's go away from them.
        value = plan.pull(option.unit, option.feature)
        return value if plan.ours(option.unit) else -value

    # -- what to do where they meet ------------------------------------------------------

    def _condition(self, option: Action, plan: Plan) -> float:
        unit = getattr(option, "unit", "")
        entry = plan.units.get(unit, {})
        if any(s["condition"] for s in entry.get("stands", ())):
            return -1.0  # already sitting or fraternizing: it lasts until the unit moves
        if isinstance(option, SitDown):
            return KEEP + (5.0 if plan.on_objective(unit) else 0.0)
        if isinstance(option, Fraternize):
            return KEEP + (0.0 if plan.on_objective(unit) else 3.0)
        return 1.0  # a party draws no one in the text's examples but the unit's own

    def _confront(self, option: Confront, plan: Plan) -> float:
        """8.2: Confront is the activists' own nonviolent way to move the authority: with
        enough stands (11.3: 2:1 or more drives the other side back) where it matters,
        and each authority stand dissuaded scores (21-b)."""
        mine = stands(plan.units.get(option.unit, {}))
        theirs = stands(plan.units.get(option.target, {}))
        place = plan.mine.get(option.unit, "")
        worth = plan.worth.get(place, 0.0) + (3.0 if place in plan.media else 0.0)
        if mine >= CONFRONT_ODDS * theirs:
            return KEEP + worth
        return -3.0

    def _force(self, option: Action, plan: Plan) -> float:
        place = plan.mine.get(getattr(option, "unit", ""), "")
        if place in plan.media or any(plan.board.sees(m, place) for m in plan.media):
            return -5.0  # what the media see costs the authority most (21-c, 21-e)
        worth = plan.worth.get(place, 0.0)
        return 2.0 + worth if worth else -2.0

    def _escalate(self, option: Escalate, plan: Plan) -> float:
        if plan.media or not plan.late():
            return -10.0
        place = plan.mine.get(option.unit, "")
        return 1.0 if plan.worth.get(place, 0.0) and plan.theirs.get(place, 0) else -10.0

    def _other(self, option: Action, plan: Plan) -> float:
        """The rules of 18 (spies, provocateurs): set-up choices are taken as listed, an
        agent's work is worth a little. A search (18.1-c) is risky and finds no one in
        most games: a unit with nothing better holds instead."""
        return -0.5 if isinstance(option, Identify) else 0.5
