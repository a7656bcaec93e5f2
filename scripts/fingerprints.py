"""Fingerprints of seeded games: proof that a re-layout (or any refactoring) changes no play.

    python scripts/fingerprints.py --out FILE          play the games, write the fingerprints
    python scripts/fingerprints.py --compare A B       the games whose fingerprints differ

Every registered game is played over every one of its scenarios, with random players, heuristic
players, a mix, and (a few) search players, from fixed seeds. For each game the file holds
"game/scenario/agents/seed" -> {"record": sha256 of the record, "final": sha256 of the final
position}, both as canonical JSON (sorted keys, no spaces). Two runs of the same code agree;
code that plays differently in any of these games does not. --compare exits 1 if any differ.

It uses only the public API that the starting commit (58dda88) already had, so it runs against
that commit unchanged.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

from strife.core.registry import game_ids, load
from strife.match import play_match

# How many seeds each kind of seating gets in each scenario, per game. Chosen so that the whole
# run takes a few minutes on one core (Civil Power heuristic games are the slow ones).
SEATINGS: dict[str, list[tuple[str, int]]] = {
    "civil-power": [("random", 6), ("heuristic", 4), ("heuristic+random", 2)],
    "crisis2000": [("random", 12), ("heuristic", 10), ("heuristic+random", 4)],
    "power": [("random", 30), ("heuristic", 30), ("heuristic+random", 8)],
}
# A few search games, so that the search agents' code is covered too: few iterations and only
# the first SEARCH_DECISIONS decisions, since only sameness matters here. (game, scenario,
# seats, seeds)
SEARCH_GAMES: list[tuple[str, str, str, int]] = [
    ("civil-power", "skirmish", "mcts:iters=8", 2),
    ("civil-power", "skirmish", "ismcts:iters=8", 2),
    ("crisis2000", "1", "mcts:iters=8", 2),
    ("crisis2000", "1", "ismcts:iters=8", 2),
    ("power", "two-player", "mcts:iters=8,depth=20", 2),
    ("power", "three-player", "ismcts:iters=8,depth=20", 2),
]
SEARCH_DECISIONS = 12


def canonical_hash(obj: Any) -> str:
    text = json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def seats_for(spec: str, sides: tuple[str, ...]) -> dict[str, str]:
    """Seats for a spec: "heuristic+random" seats the first side heuristic, the others random."""
    if "+" in spec:
        first, rest = spec.split("+", 1)
        return {side: (first if i == 0 else rest) for i, side in enumerate(sides)}
    return {"all": spec}


def plan() -> list[tuple[str, str, str, int]]:
    games: list[tuple[str, str, str, int]] = []
    for game_id in game_ids():
        game = load(game_id)
        for scenario in game.scenarios():
            for spec, seeds in SEATINGS[game_id]:
                games += [(game_id, scenario.id, spec, seed) for seed in range(1, seeds + 1)]
    for game_id, scenario_id, spec, seeds in SEARCH_GAMES:
        games += [(game_id, scenario_id, spec, seed) for seed in range(1, seeds + 1)]
    return games


def fingerprint(game_id: str, scenario_id: str, spec: str, seed: int) -> dict[str, str]:
    game = load(game_id)
    sides = game.scenario(scenario_id).sides
    search = spec.startswith(("mcts", "ismcts"))
    state = play_match(
        game,
        scenario_id,
        dict(seats_for(spec, sides)),
        seed=seed,
        max_decisions=SEARCH_DECISIONS if search else None,
    )
    return {
        "record": canonical_hash(state.record().to_json()),
        "final": canonical_hash(state.to_json()),
    }


def run(out: Path, only: str | None) -> None:
    prints: dict[str, dict[str, str]] = {}
    started = time.perf_counter()
    for game_id, scenario_id, spec, seed in plan():
        if only and game_id != only:
            continue
        key = f"{game_id}/{scenario_id}/{spec}/{seed}"
        t0 = time.perf_counter()
        try:
            prints[key] = fingerprint(game_id, scenario_id, spec, seed)
        except Exception as exc:  # a game that fails is itself a fingerprint to compare
            prints[key] = {"error": f"{type(exc).__name__}: {exc}"}
        took = time.perf_counter() - t0
        if took > 2:
            print(f"  slow: {key} {took:.1f}s", file=sys.stderr)
    out.write_text(json.dumps(prints, indent=1, sort_keys=True) + "\n")
    print(f"{len(prints)} games in {time.perf_counter() - started:.0f}s -> {out}")


def compare(a: Path, b: Path) -> int:
    left = json.loads(a.read_text())
    right = json.loads(b.read_text())
    differ = sorted(k for k in left.keys() | right.keys() if left.get(k) != right.get(k))
    for key in differ:
        print(f"{key}: {left.get(key)} != {right.get(key)}")
    print(f"{len(left.keys() & right.keys())} games in both; {len(differ)} differ")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, help="write the fingerprints here")
    parser.add_argument("--game", help="only this game (for a quick check)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"))
    args = parser.parse_args()
    if args.compare:
        return compare(*args.compare)
    if not args.out:
        parser.error("give --out FILE or --compare A B")
    run(args.out, args.game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
