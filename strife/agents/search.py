"""Monte Carlo tree search shared by MCTS and ISMCTS.

One search loop serves both: MCTS determinizes once per decision (on a perfect-information
game that is just a copy), ISMCTS determinizes afresh every iteration so that no line of
play is tuned to one guess of what the side cannot see.

Multi-player games use max^n: every node keeps a total reward per side, and at a node the
side to act picks the child that is best for itself. Simultaneous decisions (several sides
writing secret orders at once) are put in sequence with the searching side first, so its
own choices in the tree are never conditioned on orders it could not have seen.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from strife.agents.base import Agent
from strife.agents.evaluation import (
    Evaluator,
    Rewarder,
    Stager,
    evaluator_for,
    rewarder_for,
    stager_for,
    turner_for,
)
from strife.agents.search_tree import Node, guarded, most_visited
from strife.core.actions import worth_searching
from strife.core.errors import StrifeError, UnknownName

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.game import Game
    from strife.core.state import State

# Rollouts end after this many decisions unless told otherwise: a POWER game played out at
# random to the last Flag takes thousands of decisions, and a few rounds then an evaluation
# is both faster and, with a sensible evaluation, a better guide. Heuristic playouts cost
# several times more per decision but say more per decision, so they stop sooner.
DEFAULT_DEPTH = {"random": 100, "heuristic": 30}
# A settling rollout plays to the end of its stage: this only caps a stage that never ends.
SETTLE_DEPTH = 500
# Without a budget: enough to play sensibly, little enough (about a second a decision in
# POWER) for a lobby opponent.
DEFAULT_ITERS = 100


@dataclass
class SearchStats:
    """What the last searches cost, to check time goes into rollouts, not bookkeeping."""

    iterations: int = 0
    decisions: int = 0
    total_s: float = 0.0
    rollout_s: float = 0.0
    policy_failures: int = 0  # heuristic moves that raised and were replaced at random

    def rollout_share(self) -> float:
        return self.rollout_s / self.total_s if self.total_s else 0.0

    def iterations_per_s(self) -> float:
        return self.iterations / self.total_s if self.total_s else 0.0


class SearchAgent(Agent):
    """UCT over determinized states; see the module docstring."""

    name = "search"
    determinize_each_iteration = True

    def __init__(
        self,
        game: Game,
        side: str,
        seed: int = 0,
        iters: int | None = None,
        ms: float | None = None,
        c: float = 0.7,
        rollout: str | None = None,
        depth: int | None = -1,
        widen: float | None = None,
        prior: float = 0.0,
        settle: int = 0,
        guard: float = 0.0,
        edge: float = 0.0,
        draw: float | None = None,
    ) -> None:
        if iters is None and ms is None:
            iters = DEFAULT_ITERS
        if rollout is None:
            # The game's heuristic makes far better playouts than chance (in POWER an
            # ISMCTS with it beats three heuristic players; with random ones it loses).
            rollout = "heuristic" if has_heuristic(game) else "random"
        if rollout not in ("random", "heuristic"):
            raise UnknownName(f"rollout must be random or heuristic, not {rollout!r}")
        self.game = game
        self.side = side
        self.rng = random.Random(seed)
        self.iters = iters
        self.ms = ms
        self.c = c
        self.rollout_kind = rollout
        # Settling: each rollout goes on to the end of the game's stage it is in (see
        # strife.agents.evaluation), so leaves are scored at like points of play; only
        # where the game says what its stages are. settle=2 goes on further, to the end of
        # the player turn after the one the rollout is in (where the game says what its
        # player turns are), so that what one side gains in its turn is scored only after
        # the other side's answer to it.
        self.stage: Stager | None = stager_for(game) if settle else None
        self.turn: Stager | None = (
            turner_for(game) if settle >= 2 and self.stage is not None else None
        )
        # depth -1: the default for the rollout policy (a cap only when settling); None:
        # play rollouts to the end.
        if depth == -1:
            depth = SETTLE_DEPTH if self.stage is not None else DEFAULT_DEPTH[rollout]
        self.depth = depth
        # Widening pays when expansion follows a good policy; with random rollouts a
        # node tries every move once, so no good move is left unexplored.
        self.widen = (1.0 if rollout == "heuristic" else 0.0) if widen is None else widen
        # PUCT-style bonus for the heuristic's own move at a node: prior * sqrt(N) / (1 + n).
        # A small budget then deviates from the heuristic only where the rollouts say
        # another move is clearly better, instead of following the noise between
        # near-equal means. Only with heuristic rollouts (random ones favour nothing).
        self.prior = prior if rollout == "heuristic" else 0.0
        # Guard: the choice is the heuristic's own move unless another's mean beats it by
        # more than `guard` standard errors of the difference (the most visited move is
        # not asked). With a few dozen rollouts and a `prior`, the most visited move is
        # the prior's more than the rollouts': a move the rollouts clearly prefer may lose
        # to it, and one ahead on noise may win.
        self.guard = guard if rollout == "heuristic" else 0.0
        # ... and by at least `edge` in mean reward: where rollouts end alike (a Civil Power
        # Movement Phase settles with no dice rolled) the standard error is tiny, and a gain
        # of a thousandth would pass the test while saying less than the evaluation's own
        # error.
        self.edge = edge
        self.evaluate: Evaluator = evaluator_for(game)
        self.reward: Rewarder | None = rewarder_for(game)
        # What a drawn game is worth to each side: an even share unless told. A player out
        # for wins alone (draw=0) does not trade a chance of winning for a safe draw.
        if draw is not None and not 0.0 <= draw <= 1.0:
            raise UnknownName(f"agent parameter draw={draw} must be from 0 to 1")
        if draw is not None and self.reward is not None:
            raise StrifeError(
                f"{game.id} scores its own finished games, so a search there takes no draw="
            )
        self.draw = draw
        self.stats = SearchStats()
        self.last_root: Node | None = None  # the tree of the last search, for inspection
        self._low: list[float] = []
        self._high: list[float] = []

    # -- the decision ------------------------------------------------------------------------

    def choose(self, state: State, side: str) -> Action:
        options = worth_searching(state.options(side))
        if not options:
            raise StrifeError(f"{side} has no legal option to choose from")
        if len(options) == 1:
            return options[0]
        # A fresh generator per decision, drawn from the agent's own: the same seed and
        # iteration budget give the same choices however the game got here.
        rng = random.Random(self.rng.getrandbits(64))
        sides = state.scenario.sides
        index = {s: i for i, s in enumerate(sides)}
        root = Node(len(sides))
        # The range of each side's rewards seen in this search: UCB compares means scaled
        # to it, so `c` means the same whether rewards are wins (0 or 1) or an evaluation
        # that moves by a few hundredths (POWER's share of power).
        self._low = [math.inf] * len(sides)
        self._high = [-math.inf] * len(sides)
        started = time.perf_counter()
        deadline = started + self.ms / 1000 if self.ms is not None else math.inf
        fixed = None if self.determinize_each_iteration else state.determinize(side, rng)
        done = 0
        rollout_s = 0.0
        while True:
            if self.iters is not None and done >= self.iters:
                break
            if done and time.perf_counter() >= deadline:
                break
            det = state.determinize(side, rng) if fixed is None else fixed.clone()
            rollout_s += self._iterate(root, det, side, index, rng)
            done += 1
        elapsed = time.perf_counter() - started
        self.stats.iterations += done
        self.stats.decisions += 1
        self.stats.total_s += elapsed
        self.stats.rollout_s += rollout_s
        self.last_root = root
        if self.guard:
            kept = guarded(root, index[side], self.guard, self.edge)
            # the very object the state listed, as `most_visited` returns
            found = next((o for o in options if o == kept), None)
            if found is not None:
                return found
        return most_visited(root, options, index[side])

    # -- one iteration -----------------------------------------------------------------------

    def _iterate(
        self, root: Node, state: State, me: str, index: dict[str, int], rng: random.Random
    ) -> float:
        """Select and expand down the tree, roll out, back up; returns the rollout time."""
        path = [root]
        node = root
        c = self.c
        widen = self.widen
        policy = self._policy(rng)
        while True:
            decision = state.decision()
            if decision is None:
                break
            actor = me if me in decision.sides else decision.sides[0]
            legal = worth_searching(state.options(actor))
            children = node.children
            untried = [a for a in legal if a not in children]
            # Progressive widening: a node earns another child only as its visits grow,
            # so a small budget is spent on a few moves (the rollout policy's first)
            # instead of one visit each to fifty.
            if untried and (
                not widen
                or len(legal) - len(untried) < math.ceil(widen * math.sqrt(node.visits + 1))
            ):
                action = self._expand_with(policy, state, actor, untried, rng, node)
                child = children[action] = Node(len(index))
                for a in legal:
                    known = children.get(a)
                    if known is not None:
                        known.avail += 1
                state.apply(actor, action)
                path.append(child)
                break
            # UCB1 on the actor's own mean reward, over the children legal here.
            i = index[actor]
            low = self._low[i]
            span = self._high[i] - low
            scale = 1.0 / span if span > 1e-9 else 0.0
            best_score = -math.inf
            best: Action = legal[0]
            favoured = node.favoured if self.prior else None
            for a in legal:
                ch = children.get(a)
                if ch is None:
                    continue
                ch.avail += 1
                mean = (ch.totals[i] / ch.visits - low) * scale
                score = mean + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if a == favoured:
                    score += self.prior * math.sqrt(node.visits) / (1 + ch.visits)
                if score > best_score:
                    best_score, best = score, a
            node = children[best]
            state.apply(actor, best)
            path.append(node)
        started = time.perf_counter()
        self._rollout(state, policy)
        took = time.perf_counter() - started
        rewards = self._rewards(state, index)
        lows, highs = self._low, self._high
        for i, r in enumerate(rewards):
            if r < lows[i]:
                lows[i] = r
            if r > highs[i]:
                highs[i] = r
        if self.guard and len(path) > 1:
            mine = rewards[index[me]]
            path[1].squares += mine * mine  # the guard compares the root's children alone
        for n in path:
            n.visits += 1
            totals = n.totals
            for i, r in enumerate(rewards):
                totals[i] += r
        return took

    def _expand_with(
        self,
        policy: Callable[[State, str], Action],
        state: State,
        actor: str,
        untried: list[Action],
        rng: random.Random,
        node: Node,
    ) -> Action:
        """The heuristic's own move first, when rollouts use it; otherwise at random."""
        if self.rollout_kind == "heuristic":
            wanted = policy(state, actor)
            if node.favoured is None:
                node.favoured = wanted
            if wanted in untried:
                return wanted
        return untried[int(rng.random() * len(untried))]

    def _rollout(self, state: State, policy: Callable[[State, str], Action]) -> None:
        left = self.depth if self.depth is not None else -1
        decision = state.decision()
        stage = self.stage
        if stage is not None:
            start = stage(state)
            turn = self.turn
            turn_at_leaf = turn(state) if turn is not None else None
            while decision is not None and left != 0 and stage(state) == start:
                side = decision.sides[0]
                state.apply(side, policy(state, side))
                left -= 1
                decision = state.decision()
            if turn is None:
                return
            # settle=2: on through the end of the next player turn. The stage just ended
            # may have closed the player turn the rollout was in (then one more turn
            # change ends it) or not (two more).
            now = turn(state)
            changes = 1 if now != turn_at_leaf else 2
            while decision is not None and left != 0:
                side = decision.sides[0]
                state.apply(side, policy(state, side))
                left -= 1
                decision = state.decision()
                then = turn(state)
                if then != now:
                    now = then
                    changes -= 1
                    if not changes:
                        return
            return
        while decision is not None and left != 0:
            side = decision.sides[0]
            state.apply(side, policy(state, side))
            left -= 1
            decision = state.decision()

    def _policy(self, rng: random.Random) -> Callable[[State, str], Action]:
        if self.rollout_kind == "random":

            def pick(state: State, side: str) -> Action:
                options = state.options(side)
                return options[int(rng.random() * len(options))]

            return pick
        # Fresh heuristic players for each rollout: they may keep plans between calls, and
        # a plan made for another determinization must not leak into this one.
        agents: dict[str, Agent] = {}
        seed = rng.getrandbits(32)

        def heuristic(state: State, side: str) -> Action:
            agent = agents.get(side)
            if agent is None:
                agent = agents[side] = self.game.heuristic_agent(side, seed)
            try:
                return agent.choose(state, side)
            except Exception:
                # A heuristic may not know a position the tree led it into (POWER's
                # raises StopIteration inside a Mega-Missile draft): play on at random
                # rather than lose the search, and count it so it can be fixed.
                self.stats.policy_failures += 1
                options = state.options(side)
                return options[int(rng.random() * len(options))]

        return heuristic

    def _rewards(self, state: State, index: dict[str, int]) -> list[float]:
        outcome = state.outcome()
        if outcome is not None and self.reward is not None:
            return [self.reward(outcome, side) for side in index]
        if outcome is not None:
            winners = [w for w in outcome.winners if w in index]
            if not winners:
                share = 1.0 / len(index) if self.draw is None else self.draw
                return [share] * len(index)
            share = 1.0 / len(winners)
            rewards = [0.0] * len(index)
            for w in winners:
                rewards[index[w]] = share
            return rewards
        return [self.evaluate(state, side) for side in index]


def has_heuristic(game: Game) -> bool:
    """Whether the game overrides Game.heuristic_agent (the base one refuses)."""
    from strife.core.game import Game as BaseGame

    return type(game).heuristic_agent is not BaseGame.heuristic_agent
