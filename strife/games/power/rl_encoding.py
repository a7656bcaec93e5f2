"""POWER's actions as integers for learning agents (see strife.core.encoding).

Armies (and the Command pads, one per army), pieces and locations come from the board and
piece table; a Buy's cost is a piece's power. What is written into a Mega-Missile exchange
(pieces and Power Units) is numbered by rank among the options of that army and location.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.encoding import ActionSpace

if TYPE_CHECKING:
    from strife.core.scenario import Scenario
    from strife.games.power.game import PowerGame

VERSION = "power-2"  # 2: a Take Back names its pad (an army), not its rank


def action_space(game: PowerGame, scenario: Scenario) -> ActionSpace:
    locations = tuple(game.board.locations)
    table = game.table
    return ActionSpace(
        game.id,
        VERSION,
        list(game.codec.classes.values()),
        {
            "army": game.board.armies,
            "pad": game.board.armies,
            "piece": tuple(table.types),
            "frm": locations,
            "to": locations,
            "loc": locations,
            "target": locations,
            "cost": sorted(set(table.power.values())),
        },
    )
