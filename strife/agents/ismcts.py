"""ISMCTS: information-set MCTS over a fresh determinization every iteration.

`state.determinize(side, rng)` hides what the side cannot know (other sides' unrevealed
orders, hidden cards, future dice), so the tree's statistics average over many guesses
instead of exploiting one; UCB counts how often each action was available, since an action
legal in one determinization may not be in another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.agents.search import SearchAgent
from strife.agents.search_params import make_search

if TYPE_CHECKING:
    from strife.core.game import Game


class ISMCTSAgent(SearchAgent):
    name = "ismcts"
    determinize_each_iteration = True


def factory(game: Game, side: str, seed: int, params: dict[str, str]) -> ISMCTSAgent:
    agent = make_search(ISMCTSAgent, game, side, seed, params)
    assert isinstance(agent, ISMCTSAgent)
    return agent
