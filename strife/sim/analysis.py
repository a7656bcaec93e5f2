"""What a result store says: per-arm win rates, levels, scores and lengths, and paired
comparisons between arms of the same game and scenario."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from strife.core.errors import StrifeError
from strife.core.registry import load
from strife.sim.runner import Row
from strife.sim.stats import mcnemar_p, paired_difference, wilson
from strife.sim.store import decoded

SIGNIFICANT = 0.05


@dataclass
class SideResult:
    side: str
    wins: float
    n: int
    low: float
    high: float
    scores: list[float]

    @property
    def rate(self) -> float:
        return self.wins / self.n if self.n else 0.0


@dataclass
class ArmResult:
    key: str
    game: str
    scenario: str
    seats: dict[str, str]
    options: dict[str, Any]
    games: int  # finished games
    failed: int
    sides: list[SideResult]
    levels: dict[str, int]
    rounds: list[int]
    decisions: list[int]
    wall_s: float
    versions: list[str]
    rules_hashes: list[str]
    win_by_seed: dict[int, dict[str, float]] = field(repr=False, default_factory=dict)
    failures: list[tuple[int, str]] = field(repr=False, default_factory=list)
    number: int = 0  # its place in the report, to name it in comparisons

    def label(self) -> str:
        seats = set(self.seats.values())
        who = (
            f"all={next(iter(seats))}"
            if len(seats) == 1
            else " ".join(f"{s}={a}" for s, a in self.seats.items())
        )
        opts = " ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return " ".join(filter(None, [who, opts]))


@dataclass
class Comparison:
    a: ArmResult
    b: ArmResult
    side: str
    rate_a: float
    rate_b: float
    paired: int  # games with the same seed in both arms
    diff: float  # paired mean difference of the side's win share, a - b
    half_width: float
    p_value: float  # McNemar on the paired wins

    @property
    def significant(self) -> bool:
        return self.p_value < SIGNIFICANT


def summarize(rows: list[Row]) -> list[ArmResult]:
    by_arm: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_arm.setdefault(row["arm"], []).append(decoded(row))
    arms = [_arm(key, arm_rows) for key, arm_rows in by_arm.items()]
    for number, arm in enumerate(arms, start=1):
        arm.number = number
    return arms


def side_order(game: str, scenario: str, sides: list[str]) -> list[str]:
    """The scenario's own order of sides when this Strife knows it; else as stored."""
    try:
        order = load(game).scenario(scenario).sides
    except StrifeError:
        return sides
    return [s for s in order if s in sides] + [s for s in sides if s not in order]


def _arm(key: str, rows: list[dict[str, Any]]) -> ArmResult:
    first = rows[0]
    stored: dict[str, str] = first["agents"]
    seats = {s: stored[s] for s in side_order(first["game"], first["scenario"], list(stored))}
    ok = [r for r in rows if r["error"] is None and r["winners"] is not None]
    win_by_seed: dict[int, dict[str, float]] = {}
    levels: dict[str, int] = {}
    for r in ok:
        winners = r["winners"]
        win_by_seed[r["seed"]] = {s: (1 / len(winners) if s in winners else 0.0) for s in seats}
        levels[r["level"] or "?"] = levels.get(r["level"] or "?", 0) + 1
    sides = []
    for side in seats:
        wins = sum(w[side] for w in win_by_seed.values())
        low, high = wilson(wins, len(ok))
        scores = [float(r["scores"].get(side, 0.0)) for r in ok]
        sides.append(SideResult(side, wins, len(ok), low, high, scores))
    failures = [
        (r["seed"], (r["error"] or "").strip().splitlines()[-1]) for r in rows if r["error"]
    ]
    return ArmResult(
        key=key,
        game=first["game"],
        scenario=first["scenario"],
        seats=seats,
        options=first["options"],
        games=len(ok),
        failed=len(rows) - len(ok),
        sides=sides,
        levels=levels,
        rounds=[r["rounds"] for r in ok if r["rounds"] is not None],
        decisions=[r["decisions"] for r in ok if r["decisions"] is not None],
        wall_s=sum(r["wall_s"] for r in rows),
        versions=sorted({r["version"] for r in rows}),
        rules_hashes=sorted({r["rules_hash"] for r in rows if r["rules_hash"]}),
        win_by_seed=win_by_seed,
        failures=failures,
    )


def compare(arms: list[ArmResult]) -> list[Comparison]:
    """Every pair of arms of one game and scenario, side by side, paired on common seeds."""
    out: list[Comparison] = []
    for a, b in combinations(arms, 2):
        if (a.game, a.scenario) != (b.game, b.scenario):
            continue
        common = sorted(set(a.win_by_seed) & set(b.win_by_seed))
        for side in a.seats:
            if side not in b.seats:
                continue
            xs = [a.win_by_seed[s][side] for s in common]
            ys = [b.win_by_seed[s][side] for s in common]
            diff, half, _ = paired_difference(xs, ys)
            only_a = sum(1 for x, y in zip(xs, ys, strict=True) if x > y)
            only_b = sum(1 for x, y in zip(xs, ys, strict=True) if y > x)
            rate_a = next(r.rate for r in a.sides if r.side == side)
            rate_b = next(r.rate for r in b.sides if r.side == side)
            out.append(
                Comparison(
                    a, b, side, rate_a, rate_b, len(common), diff, half, mcnemar_p(only_a, only_b)
                )
            )
    return out


def spread(values: list[float] | list[int]) -> str:
    """mean ± sd [min-max] in one cell."""
    if not values:
        return "-"
    mean = statistics.fmean(values)
    sd = statistics.stdev(values) if len(values) > 1 else 0.0
    return f"{mean:.1f} ± {sd:.1f} [{min(values):g}-{max(values):g}]"
