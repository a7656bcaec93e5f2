"""Civil Power's actions as integers for learning agents (see strife.core.encoding).

A scenario's own map sheets give the areas, and its sides the units' names: a side's
prefix (units.unit_prefix) and a number up to UNITS_PER_SIDE, enough for every force a
scenario fields with its reinforcements (a test checks each scenario's start against it).
Where a field would multiply the space many times over (the area a surging unit leaves
to, the truck a unit boards, the choices of the pre-game) it is numbered by rank.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.encoding import ActionSpace
from strife.games.civil_power.model.units import unit_prefix

if TYPE_CHECKING:
    from strife.core.scenario import Scenario
    from strife.games.civil_power.game import CivilPowerGame

VERSION = "civil-power-1"
UNITS_PER_SIDE = 150
LEVELS = range(16)  # building levels and Engagement Levels
STRENGTHS = range(100)  # a Shock combat's strength
CHOICES = range(64)  # a numbered free choice of the pre-game
BOOLEAN = (False, True)


def unit_names(sides: tuple[str, ...]) -> list[str]:
    return [
        f"{unit_prefix(side, sides)}{n}" for side in sides for n in range(1, UNITS_PER_SIDE + 1)
    ]


def action_space(game: CivilPowerGame, scenario: Scenario) -> ActionSpace:
    state = game.start(scenario, seed=0)
    units = unit_names(tuple(state.order))
    return ActionSpace(
        game.id,
        VERSION,
        list(game.codec.classes.values()),
        {
            "unit": units,
            "area": state.board.ids,
            "level": LEVELS,
            "strength": STRENGTHS,
            "index": CHOICES,
            "retreat": BOOLEAN,
            "go": BOOLEAN,
            "build": BOOLEAN,
            "hidden": BOOLEAN,
            "night": BOOLEAN,
            "barrier": BOOLEAN,
        },
        overrides={
            ("first_mob", "side"): scenario.sides,
            ("surge_leave", "area"): None,
            ("load", "truck"): None,
        },
    )
