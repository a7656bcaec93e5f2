"""Cost of loading a By Will Alone map: validation, adjacency, and the line-of-sight cache.

    .venv/bin/python benchmarks/bench_bwa_board.py [--repeat 3] [--grid 4 8]

Times each phase (best of --repeat) for the shipped maps and the test map, and for synthetic
towns of N x N blocks (--grid) to show how the cache grows. Also the cost of one sight query.
Times are CPU time of this process (time.process_time), less disturbed than wall time when
the machine is shared; even so, compare runs on the same machine only. Not a test.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from strife.core.data import read_toml, validate
from strife.core.geometry import shared_edges
from strife.games.by_will_alone.model.board import MAPS, Board
from strife.games.by_will_alone.model.map_checks import make_edges, make_features, make_streets
from strife.games.by_will_alone.model.map_data import MapData
from strife.games.by_will_alone.model.sighting import build_sight

ROOT = Path(__file__).resolve().parent.parent
TEST_MAP = ROOT / "tests" / "games" / "by_will_alone" / "maps" / "test-town.toml"


def best(repeat: int, work: Callable[[], Any]) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(repeat):
        start = time.process_time()
        result = work()
        times.append(time.process_time() - start)
    return min(times), result


def grid_town(n: int) -> dict[str, Any]:
    """A synthetic town: n x n housing blocks (40 m, 2 floors; every third a 6-floor
    building) between 10 m streets, with a street record for every row and column."""
    pitch, size = 50, 40
    features: list[dict[str, Any]] = []
    rows: dict[int, list[str]] = {}
    cols: dict[int, list[str]] = {}

    def place(fid: str, kind: str, x0: int, y0: int, x1: int, y1: int, **extra: int) -> None:
        polygon = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]
        features.append({"id": fid, "name": fid, "kind": kind, "polygon": polygon, **extra})

    for j in range(n + 1):
        for i in range(n + 1):
            x, y = i * pitch, j * pitch
            place(f"I{i}_{j}", "intersection", x, y, x + 10, y + 10)
            rows.setdefault(j, []).append(f"I{i}_{j}")
            cols.setdefault(i, []).append(f"I{i}_{j}")
            if i < n:
                place(f"E{i}_{j}", "street", x + 10, y, x + pitch, y + 10)
                rows[j].append(f"E{i}_{j}")
            if j < n:
                place(f"S{i}_{j}", "street", x, y + 10, x + 10, y + pitch)
                cols[i].append(f"S{i}_{j}")
            if i < n and j < n:
                tall = (i + j) % 3 == 0
                kind, floors = ("building", 6) if tall else ("housing_block", 2)
                place(
                    f"B{i}_{j}", kind, x + 10, y + 10, x + 10 + size, y + 10 + size, floors=floors
                )
    streets = [{"name": f"row {j}", "features": f} for j, f in rows.items()]
    streets += [{"name": f"column {i}", "features": f} for i, f in cols.items()]
    side = n * pitch + 10
    return {
        "map": {"name": f"grid {n}", "provenance": "test", "width": side, "height": side},
        "feature": features,
        "street": streets,
    }


def measure(label: str, raw: dict[str, Any], repeat: int) -> None:
    t_valid, data = best(repeat, lambda: validate(MapData, raw, label))
    t_feat, features = best(repeat, lambda: make_features(data, label))
    polys = {fid: f.polygon for fid, f in features.items()}
    t_adj, shared = best(repeat, lambda: shared_edges(polys))
    edges = make_edges(data, shared, label)
    streets = make_streets(data, features, edges, label)
    adjacent = {fid: frozenset(out) for fid, out in edges.items()}
    t_los, (table, cache) = best(repeat, lambda: build_sight(features, adjacent, streets))
    t_all, board = best(repeat, lambda: Board.from_data(data, label))
    spots = list(table.visible)
    a, b = spots[0], spots[-1]
    n_q = 100_000
    start = time.process_time()
    for _ in range(n_q):
        board.sight.sees(a, b)
    t_q = (time.process_time() - start) / n_q
    n = len(cache.names)
    pairs = n * (n - 1) // 2
    print(
        f"{label:>14}: {len(features):4d} features, {n:4d} viewpoints, {pairs:7d} pairs | "
        f"validate {t_valid * 1e3:7.1f} ms, features+tiling {t_feat * 1e3:7.1f} ms, "
        f"adjacency {t_adj * 1e3:7.1f} ms, sight cache {t_los * 1e3:8.1f} ms, "
        f"whole load {t_all * 1e3:8.1f} ms | sight query {t_q * 1e9:4.0f} ns (CPU)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--grid", type=int, nargs="*", default=[4, 8])
    args = parser.parse_args()
    for path in [*sorted(MAPS.glob("*.toml")), TEST_MAP]:
        measure(path.stem, read_toml(path), args.repeat)
    for n in args.grid:
        measure(f"grid {n}x{n}", grid_town(n), args.repeat)


if __name__ == "__main__":
    main()
