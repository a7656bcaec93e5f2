"""One stored game played again, its record saved for `strife replay`.

A simulated game is its arm (game, scenario, agents, options) and its seed: the dice are
seeded with the seed and side i's agent with seed * 1000 + i, so the same Strife plays the
same game again. An agent with a time budget (`ms=`) decides by the clock and is not
reproducible; the stored row says how the game went, so a replay that differs is refused.
"""

from __future__ import annotations

import json
from pathlib import Path

from strife.core.errors import StrifeError
from strife.core.state import State
from strife.match import play_match
from strife.sim.analysis import summarize
from strife.sim.runner import MAX_DECISIONS, Arm, Row
from strife.sim.store import ResultStore


def parse_game_ref(ref: str) -> tuple[int, int]:
    """'3:17' -> (arm 3, seed 17)."""
    arm, colon, seed = ref.partition(":")
    if not colon or not arm.strip().lstrip("#").isdigit() or not seed.strip().isdigit():
        raise StrifeError(f"--game {ref!r} must be ARM:SEED, e.g. 2:17 (arm numbers as reported)")
    return int(arm.strip().lstrip("#")), int(seed)


def find_row(results: Path, arm_number: int, seed: int) -> Row:
    store = ResultStore(results)
    try:
        rows = store.rows()
    finally:
        store.close()
    arms = summarize(rows)
    if not 1 <= arm_number <= len(arms):
        raise StrifeError(f"{results} has arms 1 to {len(arms)}, not {arm_number}")
    key = arms[arm_number - 1].key
    for row in rows:
        if row["arm"] == key and row["seed"] == seed:
            return row
    raise StrifeError(f"arm {arm_number} of {results} has no game with seed {seed}")


def reproduce(row: Row) -> State:
    """Play the row's game again; refuse if it does not end as stored."""
    arm = Arm(row["game"], row["scenario"], json.loads(row["agents"]), json.loads(row["options"]))
    try:
        state = play_match(
            arm.game, arm.scenario, dict(arm.seats), seed=row["seed"],
            options=arm.options, max_decisions=MAX_DECISIONS,
        )  # fmt: skip
    except Exception as exc:
        if row["error"] is None:
            raise
        raise StrifeError(f"seed {row['seed']} fails again as stored: {exc!r}") from exc
    outcome = state.outcome()
    winners = json.dumps(sorted(outcome.winners)) if outcome else None
    if state.move_count != row["decisions"] or winners != row["winners"]:
        raise StrifeError(
            f"the game played again differs from the stored one ({state.move_count} decisions "
            f"against {row['decisions']}): an agent with a time budget (ms=) or another "
            f"Strife version ({row['version']}) plays differently"
        )
    return state


def save_game(results: Path, ref: str, path: Path) -> State:
    arm_number, seed = parse_game_ref(ref)
    state = reproduce(find_row(results, arm_number, seed))
    state.record().save(path)
    return state
