"""Fingerprints of a game's random playouts, computed in this process or in a fresh one.

A fresh Python process has another string-hash seed, so sets and hash-ordered containers
iterate in another order. A game that lets that order reach its options or its dice gives
a record that replays differently elsewhere: the fingerprints then differ.

Run as `python -m tests.conformance.elsewhere GAME_ID` to print {scenario id: fingerprint}.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from strife.core.game import Game
from strife.core.registry import load
from strife.core.scenario import Scenario

ROOT = Path(__file__).resolve().parents[2]


def fingerprint(game: Game, scenario: Scenario) -> str:
    """A digest of the options along a random playout and of its final position."""
    from tests.conformance.checks import SAMPLE_SEEDS, _dump, _options_json, _pending, play

    digest = hashlib.sha256()
    playout = play(game, scenario, SAMPLE_SEEDS[0], samples=6)
    for _, state in playout.kept:
        for side in _pending(state):
            digest.update(json.dumps(_options_json(state, side)).encode())
    digest.update(_dump(playout.final.to_json()).encode())
    return digest.hexdigest()


def fingerprints_in_fresh_process(game_id: str, hash_seed: str) -> dict[str, str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-m", "tests.conformance.elsewhere", game_id],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, f"{game_id} in a fresh process failed:\n{done.stderr[-2000:]}"
    result: dict[str, str] = json.loads(done.stdout)
    return result


def find_game(game_id: str) -> Game:
    """A registered game, or one of the test fixtures (registered only inside pytest)."""
    from tests.fixtures import broken
    from tests.fixtures.toy import ToyGame

    fixtures = [ToyGame(), *(g for g in vars(broken).values() if isinstance(g, Game))]
    for game in fixtures:
        if game.id == game_id:
            return game
    return load(game_id)


def main(game_id: str) -> None:
    from strife.core.registry import register

    game = find_game(game_id)
    register(game)  # replay and load_state find games by id
    print(json.dumps({s.id: fingerprint(game, s) for s in game.scenarios()}))


if __name__ == "__main__":
    main(sys.argv[1])
