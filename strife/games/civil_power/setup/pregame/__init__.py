"""2.3 Starting the Game as the players' own decisions.

With the scenario option `setup = "players"` a rulebook scenario opens with what the book
leaves to the players: each writes down a force selection in secret (a standard package, or
units and items bought with the scenario's points within its limits, its substitutions and
free choices, Hidden Setup bought for 8.4), then the sides set their units up in the
scenario's order and zones, one unit at a time (hidden ones somewhere in a building), choose
the edge they enter by where "any one map edge" is allowed, their neighbourhood (I-3, II-5)
and the sides of areas their Barricades and Barriers stand on. In I-3 and II-5 a player
decides which Mob plays first in each Game-turn (in either set-up mode).

While this lasts the state holds a `Pregame`; once the last choice is made the position is
written out (scenarios/start.py, `position_data`) and the game starts from it as from any other
position, with the same dice. `setup = "standard"` skips all of it: standard packages and
the automatic set-up (scenarios/start.py, `standard_position`).

The pre-game is read here: records.py holds what has been chosen so far (`Pregame`); steps.py
the decisions in order; forces.py the secret force selections; placing.py the set-up, one unit
at a time; saving.py its views and its JSON.
"""

from strife.games.civil_power.setup.pregame.records import (
    PLACE,
    PLAYERS,
    SETUP_OPTION,
    STANDARD,
    Pregame,
    Selection,
)
from strife.games.civil_power.setup.pregame.saving import (
    from_json,
    overlay,
    resample,
    to_json,
    view,
)
from strife.games.civil_power.setup.pregame.steps import (
    adopt,
    apply,
    begin,
    decision,
    need,
    options,
    suggest,
    wanted,
)

__all__ = [
    "PLACE",
    "PLAYERS",
    "SETUP_OPTION",
    "STANDARD",
    "Pregame",
    "Selection",
    "adopt",
    "apply",
    "begin",
    "decision",
    "from_json",
    "need",
    "options",
    "overlay",
    "resample",
    "suggest",
    "to_json",
    "view",
    "wanted",
]
