"""MCTS and ISMCTS: legal choices, reproducible with a seed and an iteration budget, a rough
time budget, and a forced win found in a composed POWER position."""

from __future__ import annotations

import time
from typing import Any

import pytest

import strife
from strife.agents.ismcts import ISMCTSAgent
from strife.agents.mcts import MCTSAgent
from strife.agents.search_tree import Node, guarded
from strife.core.errors import StrifeError, UnknownName
from strife.core.outcome import Outcome
from strife.games.power.model.commands import Move

POWER_QUICK = {"round_limit": 2}


def _first_choices(spec: str, seed: int, n: int = 3) -> list[str]:
    game = strife.load("power")
    state = game.start("four-player", seed=5, options=POWER_QUICK)
    agent = strife.make_agent(spec, game, "yellow", seed=seed)
    labels = []
    for _ in range(n):
        action = agent.choose(state, "yellow")
        assert action in state.options("yellow")
        labels.append(action.label())
        state.apply("yellow", action)
    return labels


@pytest.mark.parametrize("name", ["mcts", "ismcts"])
def test_registered_with_parameters(name: str) -> None:
    game = strife.load("power")
    agent = strife.make_agent(f"{name}:iters=7,c=1.2,rollout=heuristic,depth=5", game, "red")
    assert isinstance(agent, MCTSAgent if name == "mcts" else ISMCTSAgent)
    assert (agent.iters, agent.c, agent.rollout_kind, agent.depth) == (7, 1.2, "heuristic", 5)
    with pytest.raises(UnknownName):
        strife.make_agent(f"{name}:iterations=7", game, "red")
    with pytest.raises(UnknownName):
        strife.make_agent(f"{name}:rollout=clever", game, "red")


@pytest.mark.parametrize(
    "spec",
    [
        "mcts:iters=15,depth=20",
        "ismcts:iters=15,depth=20",
        "ismcts:iters=5,depth=10,rollout=heuristic",
    ],
)
def test_reproducible_with_seed_and_iterations(spec: str) -> None:
    assert _first_choices(spec, seed=3) == _first_choices(spec, seed=3)


@pytest.mark.parametrize(
    "spec", ["ismcts:iters=6,depth=10", "mcts:iters=6,depth=10,rollout=heuristic"]
)
def test_whole_game_only_legal_choices(spec: str) -> None:
    # play_match applies every choice through State.apply, which refuses illegal actions.
    final = strife.play_match(
        "power", "two-player", {"north": spec, "south": "random"}, seed=2, options=POWER_QUICK
    )
    assert final.outcome() is not None


def test_toy_game_with_hidden_simultaneous_bids() -> None:
    final = strife.play_match("toy", "duel", {"all": "ismcts:iters=20"}, seed=1)
    assert final.outcome() is not None


def test_rollouts_default_to_the_games_heuristic() -> None:
    power = strife.make_agent("ismcts", strife.load("power"), "red")
    toy = strife.make_agent("ismcts", strife.load("toy"), "north")
    assert isinstance(power, ISMCTSAgent) and isinstance(toy, ISMCTSAgent)
    assert (power.rollout_kind, power.widen) == ("heuristic", 1.0)
    assert (toy.rollout_kind, toy.widen) == ("random", 0.0)


def test_ms_budget_roughly_respected() -> None:
    game = strife.load("power")
    state = game.start("four-player", seed=1, options=POWER_QUICK)
    agent = strife.make_agent("ismcts:ms=60,depth=30", game, "blue", seed=1)
    started = time.perf_counter()
    agent.choose(state, "blue")
    took = time.perf_counter() - started
    assert isinstance(agent, ISMCTSAgent)
    assert agent.stats.iterations >= 1
    # Generous: a shared CI machine may be slow, but the search must stop near its budget.
    assert took < 1.0


def _last_flag_position() -> dict[str, Any]:
    """Four-player, but Red and Green have already lost their Flags to Yellow. Blue HQ is
    empty and a Yellow Infantry stands next to it in B4: moving it in takes the last Flag."""
    pieces = [
        ("yellow", "YHQ", "I"),
        ("yellow", "YHQ", "T"),
        ("yellow", "B4", "I"),
        ("yellow", "Y1", "F"),
        ("blue", "S6", "D"),
        ("blue", "R4", "F"),
    ]
    return {
        "id": "last-flag",
        "title": "last flag",
        "summary": "one move wins",
        "players": 4,
        "sides": {"yellow": ["yellow"], "blue": ["blue"], "red": ["red"], "green": ["green"]},
        "position": {
            "official": "yellow",
            "pieces": [{"army": a, "loc": loc, "piece": p} for a, loc, p in pieces],
            "flags": {"red": "yellow", "green": "yellow"},
        },
    }


@pytest.mark.parametrize(
    "spec",
    [
        "mcts:iters=300,depth=40,rollout=random",
        "ismcts:iters=300,depth=40,rollout=random",
        "ismcts:iters=30,depth=20",  # heuristic rollouts by default in POWER
    ],
)
def test_finds_the_move_that_takes_the_last_flag(spec: str) -> None:
    game = strife.load("power")
    state = game.start(_last_flag_position(), seed=0)
    assert state.decision() is not None
    agent = strife.make_agent(spec, game, "yellow", seed=4)
    assert agent.choose(state, "yellow") == Move("yellow", "I", "B4", "BHQ")


def test_search_speed_reports_iterations_and_rollout_share() -> None:
    from strife.agents.speed import search_speed

    speed = search_speed(strife.load("toy"), "duel", "mcts:iters=10", decisions=2)
    assert speed.iterations == 10 * speed.decisions > 0
    assert 0 < speed.rollout_share <= 1 and speed.iterations_per_s > 0


def _favoured_share(prior: float) -> tuple[float, bool]:
    """The share of root visits that went to the heuristic's own move, and whether the
    search chose it."""
    game = strife.load("power")
    state = game.start("four-player", seed=5, options=POWER_QUICK)
    agent = strife.make_agent(f"ismcts:iters=40,depth=10,prior={prior}", game, "yellow", seed=2)
    assert isinstance(agent, ISMCTSAgent) and agent.prior == prior
    chosen = agent.choose(state, "yellow")
    root = agent.last_root
    assert root is not None and root.favoured is not None
    child = root.children[root.favoured]
    return child.visits / root.visits, chosen == root.favoured


def test_prior_spends_the_budget_on_the_heuristics_own_move() -> None:
    plain, _ = _favoured_share(0.0)
    share, chosen = _favoured_share(5.0)
    assert share > max(0.5, plain + 0.2) and chosen


def test_prior_is_off_with_random_rollouts() -> None:
    agent = strife.make_agent("ismcts:prior=2,rollout=random", strife.load("power"), "red")
    assert isinstance(agent, ISMCTSAgent) and agent.prior == 0.0


def _root_with(favoured: list[float], other: list[float]) -> tuple[Node, Move, Move]:
    """A root whose heuristic move and one other were backed up with the given rewards."""
    root = Node(1)
    mine, theirs = Move("yellow", "i1", "a", "b"), Move("yellow", "i2", "a", "c")
    root.favoured = mine
    for action, rewards in ((mine, favoured), (theirs, other)):
        child = root.children[action] = Node(1)
        for r in rewards:
            child.visits += 1
            child.totals[0] += r
            child.squares += r * r
    return root, mine, theirs


def test_guard_keeps_the_heuristics_move_unless_another_is_clearly_better() -> None:
    """guard=z: a move better by less than z standard errors of the difference of the two
    means (0.6 against 0.5 over wins and losses, a standard error of 0.21) does not
    displace the heuristic's own; one better by more (1.0 against 0.2, steady) does,
    however few its visits; one worse never."""
    root, mine, theirs = _root_with([1, 0] * 5, [1, 0, 1] * 4 + [1, 0, 0])
    assert guarded(root, 0, 1.0) == mine
    assert guarded(root, 0, 0.0) == theirs  # z=0: any gain will do
    root, mine, theirs = _root_with([0.2] * 8, [1.0] * 2)
    assert guarded(root, 0, 3.0) == theirs
    root, mine, theirs = _root_with([0.6] * 8, [0.4] * 8)
    assert guarded(root, 0, 0.0) == mine
    # steady rollouts: a gain of 0.002 is many standard errors, but not `edge`
    root, mine, theirs = _root_with([0.216, 0.218] * 4, [0.218, 0.220] * 4)
    assert guarded(root, 0, 2.0) == theirs
    assert guarded(root, 0, 2.0, edge=0.02) == mine
    agent = strife.make_agent("ismcts:guard=1.5,edge=0.02", strife.load("power"), "red")
    assert isinstance(agent, ISMCTSAgent) and (agent.guard, agent.edge) == (1.5, 0.02)
    unguided = strife.make_agent("ismcts:guard=1.5,rollout=random", strife.load("power"), "red")
    assert isinstance(unguided, ISMCTSAgent) and unguided.guard == 0.0


def test_guard_plays_the_heuristics_move_when_the_budget_says_little() -> None:
    """With a huge guard the search plays what the heuristic would, move for move."""
    game = strife.load("power")
    state = game.start("four-player", seed=5, options=POWER_QUICK)
    agent = strife.make_agent("ismcts:iters=12,depth=4,guard=1000", game, "yellow", seed=3)
    for _ in range(3):
        chosen = agent.choose(state, "yellow")
        root = agent.last_root
        assert root is not None and chosen == root.favoured
        assert chosen in state.options("yellow")
        state.apply("yellow", chosen)


def test_a_games_own_reward_scores_finished_games() -> None:
    """Crisis 2000's Anarchy is a loss for both, so the search scores it 0, not a draw's
    even share; a game without its own reward (POWER) keeps the default."""
    from strife.core.outcome import Outcome

    power = strife.make_agent("ismcts", strife.load("power"), "red")
    crisis = strife.make_agent("ismcts", strife.load("crisis2000"), "rebel")
    assert isinstance(power, ISMCTSAgent) and isinstance(crisis, ISMCTSAgent)
    assert power.reward is None and crisis.reward is not None
    state = strife.load("crisis2000").start("1", seed=1)
    state.result = Outcome((), {"government": 9.0, "rebel": 12.0}, "Anarchy")  # type: ignore[attr-defined]
    assert crisis._rewards(state, {"rebel": 0, "government": 1}) == [0.0, 0.0]


def test_settling_rollouts_end_where_the_games_stage_ends() -> None:
    """settle=1: a rollout plays on to the end of the stage (Crisis 2000: the phase of the
    player turn) it is in, and stops there; depth= then only caps it."""
    from strife.games.crisis2000.agents.evaluation import stage

    game = strife.load("crisis2000")
    agent = strife.make_agent("ismcts:iters=4,settle=1", game, "rebel", seed=1)
    assert isinstance(agent, ISMCTSAgent) and agent.stage is stage
    state = game.start("1", seed=1)
    while state.phase != "data":  # type: ignore[attr-defined]
        decision = state.decision()
        assert decision is not None
        side = decision.sides[0]
        state.apply(side, game.heuristic_agent(side, 0).choose(state, side))
    begun = stage(state)
    agent._rollout(state, agent._policy(agent.rng))
    assert stage(state) != begun and begun[:2] == stage(state)[:2]  # the same player turn
    assert (stage(state)[2], begun[2]) == ("move", "data")
    capped = strife.make_agent("ismcts:settle=1,depth=3", game, "rebel")
    assert isinstance(capped, ISMCTSAgent) and capped.depth == 3


def test_settle_2_rollouts_end_after_the_enemys_next_player_turn() -> None:
    """settle=2: a rollout plays past its stage to the end of the next player turn (Crisis
    2000, II.A: from the Rebel's Data or Armed Conflict phase, through the Government's
    player turn, so it stops where the Rebel's next one begins)."""
    from strife.games.crisis2000.agents.evaluation import stage, turn

    game = strife.load("crisis2000")
    agent = strife.make_agent("ismcts:iters=4,settle=2", game, "rebel", seed=1)
    assert isinstance(agent, ISMCTSAgent) and agent.turn is turn
    state = game.start("1", seed=1)
    for phase in ("data", "armed"):
        while state.phase != phase:  # type: ignore[attr-defined]
            decision = state.decision()
            assert decision is not None
            side = decision.sides[0]
            state.apply(side, game.heuristic_agent(side, 0).choose(state, side))
        begun = stage(state)
        assert begun[1] == "rebel"
        rollout = state.clone()
        agent._rollout(rollout, agent._policy(agent.rng))
        assert turn(rollout) == (begun[0] + 1, "rebel")
    # settle=1 stops within the same player turn; a game without `turn` keeps to stages
    assert strife.make_agent("ismcts:settle=1", game, "rebel").turn is None  # type: ignore[attr-defined]
    power = strife.make_agent("ismcts:settle=2", strife.load("power"), "red")
    assert isinstance(power, ISMCTSAgent) and power.stage is None and power.turn is None


def test_settle_needs_the_games_stages() -> None:
    """A game without `stage` (POWER) keeps fixed-depth rollouts under settle=1."""
    agent = strife.make_agent("ismcts:settle=1", strife.load("power"), "red")
    assert isinstance(agent, ISMCTSAgent) and agent.stage is None and agent.depth == 30


@pytest.mark.parametrize(
    "spec", ["ismcts:iters=6,settle=1", "mcts:iters=6,settle=1,prior=1", "ismcts:iters=3,settle=2"]
)
def test_settling_search_plays_legal_reproducible_crisis_moves(spec: str) -> None:
    def first(seed: int) -> list[str]:
        game = strife.load("crisis2000")
        state = game.start("1", seed=4)
        agent = strife.make_agent(spec, game, "government", seed=seed)
        labels = []
        while len(labels) < 4:
            decision = state.decision()
            assert decision is not None
            side = decision.sides[0]
            if side == "government":
                action = agent.choose(state, side)
                assert action in state.options(side)
                labels.append(action.label())
            else:
                action = game.heuristic_agent(side, 0).choose(state, side)
            state.apply(side, action)
        return labels

    assert first(3) == first(3)


def test_draw_sets_what_a_game_without_winner_is_worth() -> None:
    """draw=0: a side out for wins alone scores a draw as a loss; by default it is an even
    share. A game that scores its own finished games (Crisis 2000's Anarchy is a loss for
    both) refuses the parameter rather than ignore it."""
    game = strife.load("civil-power")
    index = {"Mob": 0, "Police": 1}
    drawn, won = Outcome((), {"Mob": 5, "Police": 5}), Outcome(("Mob",), {"Mob": 9, "Police": 5})
    state = game.start("skirmish", seed=1)
    even, wins_only = (strife.make_agent(spec, game, "Mob") for spec in ("ismcts", "ismcts:draw=0"))
    assert isinstance(even, ISMCTSAgent) and isinstance(wins_only, ISMCTSAgent)
    for agent, share in ((even, 0.5), (wins_only, 0.0)):
        state.result = drawn
        assert agent._rewards(state, index) == [share, share]
        state.result = won
        assert agent._rewards(state, index) == [1.0, 0.0]
    for bad in ("draw=2", "draw=-0.5", "draw=half"):
        with pytest.raises(UnknownName):
            strife.make_agent(f"ismcts:{bad}", game, "Mob")
    with pytest.raises(StrifeError, match="scores its own"):
        strife.make_agent("ismcts:draw=0", strife.load("crisis2000"), "Government")
