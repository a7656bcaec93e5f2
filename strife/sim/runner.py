"""One game of a batch, played from a plain description to a plain result row.

Both halves are plain data (dicts of JSON-ready values) so that a game can run in another
process or on another machine of a Ray cluster and its row come back unchanged.
"""

from __future__ import annotations

import json
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from strife.core.record import strife_version
from strife.core.registry import load
from strife.match import play_match

Row = dict[str, Any]

# A game still going after this many decisions is recorded as a failure rather than
# holding up the whole run (random play can wander a long time where nothing forces an end).
MAX_DECISIONS = 1_000_000


@dataclass(frozen=True)
class Arm:
    """What is compared: a game, scenario, agents per side and options. Every game of an
    arm differs from the next only by its seed."""

    game: str
    scenario: str
    seats: dict[str, str] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)

    def key(self) -> str:
        """A stable name for the arm, the same in every process and every run."""
        return json.dumps(
            {
                "game": self.game,
                "scenario": self.scenario,
                "seats": self.seats,
                "options": self.options,
            },
            sort_keys=True,
        )

    def label(self) -> str:
        seats = " ".join(f"{s}={a}" for s, a in self.seats.items())
        opts = " ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return " ".join(filter(None, [self.game, self.scenario, seats, opts]))


def play_one(arm: Arm, seed: int) -> Row:
    """Play game `seed` of `arm`; a game that raises gives a row with the traceback."""
    started = time.perf_counter()
    row: Row = {
        "arm": arm.key(),
        "game": arm.game,
        "scenario": arm.scenario,
        "seed": seed,
        "agents": json.dumps(arm.seats, sort_keys=True),
        "options": json.dumps(arm.options, sort_keys=True),
        "winners": None,
        "scores": None,
        "level": None,
        "rounds": None,
        "decisions": None,
        "wall_s": 0.0,
        "version": strife_version(),
        "rules_hash": None,
        "error": None,
    }
    try:
        game = load(arm.game)
        row["rules_hash"] = game.rules_hash()
        final = play_match(
            game,
            arm.scenario,
            dict(arm.seats),
            seed=seed,
            options=arm.options,
            max_decisions=MAX_DECISIONS,
        )
        outcome = final.outcome()
        row["decisions"] = final.move_count
        row["rounds"] = final.game_turn()
        if outcome is None:
            row["error"] = f"the game did not end within {final.move_count:,} decisions"
        else:
            row["winners"] = json.dumps(sorted(outcome.winners))
            row["scores"] = json.dumps(outcome.scores, sort_keys=True)
            row["level"] = outcome.level
    except Exception:
        row["error"] = traceback.format_exc()
    row["wall_s"] = time.perf_counter() - started
    return row
