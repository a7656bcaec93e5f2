"""Benchmark every registered game (each scenario with --all-scenarios) and write JSON.

    .venv/bin/python benchmarks/bench_games.py [--seconds 5] [--all-scenarios] [--out FILE]

The figures are those of `strife bench` (see strife/bench.py): compare runs by the
"call units" and "dict-copy units" columns, which the machine's drifting speed moves far
less than the microsecond figures. Never run as a timed test assertion.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from strife.bench import bench
from strife.core.errors import StrifeError
from strife.core.registry import game_ids, load

RESULTS = Path(__file__).parent / "results"


def run(seconds: float, all_scenarios: bool) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for game_id in game_ids():
        game = load(game_id)
        chosen = game.scenarios() if all_scenarios else game.scenarios()[:1]
        for scenario in chosen:
            print(f"{game_id} {scenario.id} ...", file=sys.stderr, flush=True)
            try:
                rows.append(bench(game, scenario, seconds).to_json())
            except StrifeError as exc:
                # One game failing must not lose the figures of the others.
                rows.append({"game": game_id, "scenario": scenario.id, "error": str(exc)})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="playout time per scenario")
    parser.add_argument(
        "--all-scenarios", action="store_true", help="every scenario, not the first"
    )
    parser.add_argument("--out", type=Path, help="JSON file (default: results/bench-<time>.json)")
    args = parser.parse_args(argv)
    rows = run(args.seconds, args.all_scenarios)
    out: Path = args.out or RESULTS / time.strftime("bench-%Y%m%dT%H%M%SZ.json", time.gmtime())
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(
        json.dumps(
            {"when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "results": rows}, indent=1
        )
    )
    print(out)
    return 1 if any("error" in row for row in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
