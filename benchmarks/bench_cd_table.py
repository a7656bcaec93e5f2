"""Cost of loading a Civil Disorder table, and of the queries the engine makes in play.

    .venv/bin/python benchmarks/bench_cd_table.py [--repeat 3] [--grid 4 6]

Times each phase of a load (best of --repeat) for the shipped city, the test street and
synthetic cities of N x 3 blocks (--grid; 8 buildings a block), then the queries: sight
between two points and between two waypoints, room for a base, contact, a charge, a push
back, a formation, a route between waypoints (first and cached), a path between any two
points, and the waypoints a walk reaches. Times are CPU time of this process
(time.process_time), less disturbed than wall time when the machine is shared; compare runs
on the same machine only. Not a test.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_bwa_board import best  # the same best-of-n timer

from strife.core.data import read_toml, validate
from strife.core.geometry import Point
from strife.core.geometry.ground_sight import GroundSight
from strife.core.geometry.obstacles import ObstacleGrid
from strife.core.geometry.paths import VisibilityGraph
from strife.games.civil_disorder.model import measures
from strife.games.civil_disorder.model.formations import Facing, Formation, place
from strife.games.civil_disorder.model.table import TABLES, Table
from strife.games.civil_disorder.model.table_data import TableData

ROOT = Path(__file__).resolve().parent.parent
TEST_STREET = ROOT / "tests" / "games" / "civil_disorder" / "tables" / "test-street.toml"


def per_call(work: Callable[[], Any], n: int) -> float:
    start = time.process_time()
    for _ in range(n):
        work()
    return (time.process_time() - start) / n


def grid_city(cols: int, rows: int = 3) -> dict[str, Any]:
    """A synthetic city: cols x rows blocks of 40 m between 12 m streets; each block two
    rows of four shops back to back, doors on the street. Exits where the columns meet the
    north edge."""
    pitch, block = 52, 40
    width, height = cols * pitch + 12, rows * pitch + 12
    xs = [6 + pitch * i for i in range(cols + 1)]
    ys = [6 + pitch * j for j in range(rows + 1)]
    streets: list[dict[str, Any]] = []
    for j, y in enumerate(ys):
        points = [[4, y]] + [[x, y] for x in xs] + [[width - 4, y]]
        streets.append({"id": f"row-{j}", "name": f"Row {j}", "points": points})
    for i, x in enumerate(xs):
        points = [[x, 4]] + [[x, y] for y in ys] + [[x, height - 4]]
        streets.append({"id": f"col-{i}", "name": f"Column {i}", "points": points})
    buildings: list[dict[str, Any]] = []
    w = (block - 4) // 4
    for bx in range(cols):
        for by in range(rows):
            x0, y0 = xs[bx] + 8, ys[by] + 8
            for k in range(4):
                for row, (top, bottom) in enumerate(((y0, y0 + 18), (y0 + 18, y0 + 36))):
                    left, right = x0 + k * w, x0 + (k + 1) * w
                    buildings.append(
                        {
                            "id": f"b{bx}-{by}-{row}-{k}",
                            "name": f"Shop {bx}.{by}.{row}.{k}",
                            "kind": "shop",
                            "polygon": [[left, top], [right, top], [right, bottom], [left, bottom]],
                            "value": 40,
                            "doors": [[left + w // 2, top if row == 0 else bottom]],
                        }
                    )
    exits = [{"id": f"exit-{i}", "name": f"Exit {i}", "point": [x, 0]} for i, x in enumerate(xs)]
    exits[0]["to_hospital"] = True
    return {
        "table": {"name": f"grid {cols}", "provenance": "test", "width": width, "height": height},
        "building": buildings,
        "street": streets,
        "exit": exits,
    }


def measure(label: str, raw: dict[str, Any], repeat: int) -> Table:
    t_valid, data = best(repeat, lambda: validate(TableData, raw, label))
    t_all, table = best(repeat, lambda: Table.from_data(data, label))
    places = {w.id: w.point for w in table.waypoints.values()}
    t_grid, _ = best(
        repeat, lambda: ObstacleGrid({b.id: b.polygon for b in table.buildings.values()})
    )
    t_graph, graph = best(repeat, lambda: VisibilityGraph(table.room, table.area, places))
    t_sight, sight = best(repeat, lambda: GroundSight(places, table.sight_lines))
    print(
        f"{label:>14}: {len(table.buildings):4d} buildings, {len(places):4d} waypoints "
        f"({sight.pair_count():6d} pairs), {len(graph.corners):4d} corners, "
        f"{graph.link_count():5d} links | validate {t_valid * 1e3:6.1f} ms, "
        f"sight grid {t_grid * 1e3:5.1f} ms, paths graph {t_graph * 1e3:6.1f} ms, "
        f"waypoint sight {t_sight * 1e3:6.1f} ms, whole load {t_all * 1e3:7.1f} ms"
    )
    return table


def queries(table: Table) -> None:
    wps = list(table.waypoints.values())
    a, b = wps[0], wps[len(wps) // 2]
    far = wps[-1]
    pa, pb = a.point, b.point
    between = Point((pa.x + pb.x) // 2 + 1, (pa.y + pb.y) // 2 + 1)
    n = 2000
    east, west = Point(pa.x + 30, pa.y), Point(pa.x - 4, pa.y)
    rows = [
        ("sight, two points", per_call(lambda: table.sees(pa, pb), n)),
        ("sight, two waypoints", per_call(lambda: table.sight.sees(a.id, b.id), 100_000)),
        ("room for a base", per_call(lambda: table.has_room(between), n)),
        ("contact", per_call(lambda: measures.in_contact(table, pa, Point(pa.x + 4, pa.y)), n)),
        ('charge 24"', per_call(lambda: measures.charge(table, pa, east, 24, []), n)),
        ('push back 2"', per_call(lambda: measures.push_back(table, pa, west, 2, []), n)),
        ("line of 4", per_call(lambda: place(table, pb, Formation.LINE, 4, Facing.NORTH), n)),
        ("route, first time", per_call(lambda: table.graph.path(pa, far.point), 20)),
        ("route, cached", per_call(lambda: table.route(a.id, far.id), 100_000)),
        ("path, any two points", per_call(lambda: table.path(between, far.point), 20)),
        ('move 8" towards', per_call(lambda: table.move_towards(between, far.point, 8), 20)),
        ('waypoints a walk of 8" reaches', per_call(lambda: table.waypoints_within(pb, 8), 50)),
    ]
    print("   " + " | ".join(f"{name} {t * 1e6:,.1f} µs" for name, t in rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--grid", type=int, nargs="*", default=[4, 7])
    args = parser.parse_args()
    for path in [*sorted(TABLES.glob("*.toml")), TEST_STREET]:
        queries(measure(path.stem, read_toml(path), args.repeat))
    for n in args.grid:
        queries(measure(f"grid {n}x3", grid_city(n), args.repeat))


if __name__ == "__main__":
    main()
