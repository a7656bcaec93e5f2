"""A heuristic POWER player that plays like a sensible person.

Each round it writes a plan from what it can see, in order of urgency: strike an enemy
Headquarters it can take this round, defend its own Headquarters when an enemy able to take
the Flag is in reach, grow (buy Infantry with Power Units and exchange three for a
Regiment), send Fighters and Bombers into enemy Countries for Power Units, march its
Infantry and Tanks towards the weakest enemy Headquarters, and bring Reserve pieces home.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.agents.base import Agent
from strife.games.power.agents.picture import picture
from strife.games.power.agents.plans import advance, come_home, defend, grow, raid, strike
from strife.games.power.model.commands import (
    ChooseArmy,
    ChooseForfeit,
    Done,
    MissileCancel,
)

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State
    from strife.games.power.model.board import Board
    from strife.games.power.model.pieces import PieceTable


class PowerHeuristic(Agent):
    name = "heuristic"

    def __init__(self, side: str, seed: int = 0) -> None:
        self.side = side
        self.rng = random.Random(seed)
        self.plan: list[Action] = []
        self.planned_for: tuple[int, str] | None = None

    def choose(self, state: State, side: str) -> Action:
        options = state.options(side)
        view = state.view(side)
        if view["stage"] != "planning":
            return self._resolve_choice(options)
        key = (view["round"], side)
        if self.planned_for != key:
            self.planned_for = key
            game: Any = state.game
            self.plan = plan_round(view, side, game.board, game.table, self.rng)
        while self.plan:
            wanted = self.plan.pop(0)
            if wanted in options:
                return wanted
        return self._close(options)

    def _close(self, options: list[Action]) -> Action:
        """End the round's writing; a Mega-Missile draft left open (by a search that handed
        this player the position mid-draft) is cancelled first, since the plan never builds one."""
        for kind in (Done, MissileCancel):
            for option in options:
                if isinstance(option, kind):
                    return option
        return self.rng.choice(options)

    def _resolve_choice(self, options: list[Action]) -> Action:
        # Break down a piece sitting in Reserve rather than one holding ground.
        for option in options:
            if isinstance(option, ChooseForfeit) and option.loc.endswith("RV"):
                return option
        for option in options:
            if isinstance(option, ChooseArmy | ChooseForfeit):
                return option
        return options[0]


def plan_round(
    view: dict[str, Any], side: str, board: Board, table: PieceTable, rng: random.Random
) -> list[Action]:
    """The round's commands; `rng` breaks ties between equally good targets, so that games
    between heuristic players differ from seed to seed."""
    pic = picture(view, side, table)
    plan: list[Action] = []
    plan += strike(pic, board, table)
    plan += defend(pic, board, table)
    plan += grow(pic, board, table)
    plan += raid(pic, board, table, rng)
    plan += advance(pic, board, table, rng)
    plan += come_home(pic, board, table)
    return plan
