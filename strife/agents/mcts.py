"""MCTS (UCT) for perfect-information play: one determinization per decision.

On a game with hidden information the single determinization is a guess made once, so
prefer ISMCTS there; on a perfect-information game the two agree and MCTS saves the cost
of determinizing every iteration. The determinization also fixes one future of the dice for
the whole decision (clones replay it), so in a game decided by chance ISMCTS, which reseeds
every iteration, judges risk better.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.agents.search import SearchAgent
from strife.agents.search_params import make_search

if TYPE_CHECKING:
    from strife.core.game import Game


class MCTSAgent(SearchAgent):
    name = "mcts"
    determinize_each_iteration = False


def factory(game: Game, side: str, seed: int, params: dict[str, str]) -> MCTSAgent:
    agent = make_search(MCTSAgent, game, side, seed, params)
    assert isinstance(agent, MCTSAgent)
    return agent
