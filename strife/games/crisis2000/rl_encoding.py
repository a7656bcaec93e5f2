"""Crisis 2000's actions as integers for learning agents (see strife.core.encoding).

Units are the unit types of the counter mix, regions the map's, markers the Support
markers and Special Events; a Data conflict result's effect is one of the three the
results table names (defect, neutralize, recruit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.encoding import ActionSpace

if TYPE_CHECKING:
    from strife.core.scenario import Scenario
    from strife.games.crisis2000.game import CrisisGame

VERSION = "crisis2000-1"
EFFECTS = ("defect", "neutralize", "recruit")


def action_space(game: CrisisGame, scenario: Scenario) -> ActionSpace:
    regions = game.board.ids
    return ActionSpace(
        game.id,
        VERSION,
        list(game.codec.classes.values()),
        {
            "unit": game.table.ids,
            "region": regions,
            "frm": regions,
            "to": regions,
            "marker": (*game.markers.support, *game.markers.events),
            "effect": EFFECTS,
        },
    )
