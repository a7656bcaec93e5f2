"""What a result store says: per-arm outcome shares, victory levels by side, scores and
lengths, and comparisons between arms of the same game and scenario, each on one basis."""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from strife.core.errors import StrifeError
from strife.core.registry import load
from strife.sim.runner import Row
from strife.sim.stats import Difference, paired_difference, unpaired_difference, wilson
from strife.sim.store import decoded

SIGNIFICANT = 0.05
NO_WINNER = "no winner"


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
    no_winner: SideResult  # games that ended without a winner, as a share like a side's
    levels: dict[str, dict[str, int]]  # winner (or "no winner") -> victory level -> games
    rounds: list[int]  # each game's length in the game's own turns (State.game_turn)
    decisions: list[int]
    wall_s: float
    versions: list[str]
    rules_hashes: list[str]
    win_by_seed: dict[int, dict[str, float]] = field(repr=False, default_factory=dict)
    failures: list[tuple[int, str]] = field(repr=False, default_factory=list)
    number: int = 0  # its place in the file (first stored game first), to name it
    differs: str = ""  # what sets it apart from the other arms of its scenario
    common: str = ""  # what it shares with them

    def label(self) -> str:
        return " ".join(filter(None, [self.differs, self.common]))

    def first_seed(self) -> int | None:
        return min(self.win_by_seed) if self.win_by_seed else None


@dataclass
class Comparison:
    """Arm A against arm B for one side, on one basis: paired over the seeds both arms
    played (then both rates are over those seeds alone), or unpaired over each arm's own
    games when they share no seed."""

    a: ArmResult
    b: ArmResult
    side: str
    paired: bool
    n_a: int
    n_b: int
    rate_a: float
    rate_b: float
    difference: Difference

    @property
    def significant(self) -> bool:
        return self.difference.p_value < SIGNIFICANT

    def basis(self) -> str:
        if self.paired:
            return f"paired on {self.n_a} common seeds (McNemar exact)"
        return f"unpaired, {self.n_a} and {self.n_b} games (score test)"


def summarize(rows: list[Row]) -> list[ArmResult]:
    """Arms in the order their first game was stored, so an arm keeps its number when
    others are added; labelled by what differs between the arms of a scenario."""
    by_arm: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_arm.setdefault(row["arm"], []).append(decoded(row))
    arms = [_arm(key, arm_rows) for key, arm_rows in by_arm.items()]
    for number, arm in enumerate(arms, start=1):
        arm.number = number
    describe(arms)
    return arms


def side_order(game: str, scenario: str, sides: list[str]) -> list[str]:
    """The scenario's own order of sides when this Strife knows it; else as stored."""
    try:
        order = load(game).scenario(scenario).sides
    except StrifeError:
        return sides
    return [s for s in order if s in sides] + [s for s in sides if s not in order]


def _winner_key(winners: list[str]) -> str:
    return " and ".join(winners) if winners else NO_WINNER


def _arm(key: str, rows: list[dict[str, Any]]) -> ArmResult:
    first = rows[0]
    stored: dict[str, str] = first["agents"]
    seats = {s: stored[s] for s in side_order(first["game"], first["scenario"], list(stored))}
    ok = [r for r in rows if r["error"] is None and r["winners"] is not None]
    win_by_seed: dict[int, dict[str, float]] = {}
    levels: dict[str, dict[str, int]] = {}
    for r in ok:
        winners = r["winners"]
        win_by_seed[r["seed"]] = {s: (1 / len(winners) if s in winners else 0.0) for s in seats}
        by_level = levels.setdefault(_winner_key(winners), {})
        by_level[r["level"] or "?"] = by_level.get(r["level"] or "?", 0) + 1
    sides = []
    for side in seats:
        wins = sum(w[side] for w in win_by_seed.values())
        scores = [float(r["scores"].get(side, 0.0)) for r in ok]
        sides.append(SideResult(side, wins, len(ok), *wilson(wins, len(ok)), scores))
    drawn = sum(1 for r in ok if not r["winners"])
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
        no_winner=SideResult(NO_WINNER, drawn, len(ok), *wilson(drawn, len(ok)), []),
        levels=levels,
        rounds=[r["rounds"] for r in ok if r["rounds"] is not None],
        decisions=[r["decisions"] for r in ok if r["decisions"] is not None],
        wall_s=sum(r["wall_s"] for r in rows),
        versions=sorted({r["version"] for r in rows}),
        rules_hashes=sorted({r["rules_hash"] for r in rows if r["rules_hash"]}),
        win_by_seed=win_by_seed,
        failures=failures,
    )


def _settings(arm: ArmResult) -> dict[str, str]:
    """An arm's seats and options as 'name=value' items keyed by name."""
    items = {side: f"{side}={agent}" for side, agent in arm.seats.items()}
    for name, value in sorted(arm.options.items()):
        items[f"option {name}"] = f"{name}={json.dumps(value)}"
    return items


def _defaults(arm: ArmResult) -> dict[str, Any]:
    try:
        scenario = load(arm.game).scenario(arm.scenario)
    except StrifeError:
        return {}
    return {f"option {o.name}": o.default for o in scenario.options}


def describe(arms: list[ArmResult]) -> None:
    """Set each arm's `differs` (the settings that vary between the arms of its game and
    scenario) and `common` (the rest, options at their defaults left out)."""
    groups: dict[tuple[str, str], list[ArmResult]] = {}
    for arm in arms:
        groups.setdefault((arm.game, arm.scenario), []).append(arm)
    for group in groups.values():
        settings = [_settings(arm) for arm in group]
        names = {name for s in settings for name in s}
        varying = {n for n in names if len({s.get(n) for s in settings}) > 1}
        for arm, items in zip(group, settings, strict=True):
            defaults = _defaults(arm)
            arm.differs = " ".join(v for n, v in items.items() if n in varying)
            same = [
                v
                for n, v in items.items()
                if n not in varying
                and not (n in defaults and arm.options.get(n[len("option ") :]) == defaults[n])
            ]
            arm.common = " ".join(same)


def compare(arms: list[ArmResult]) -> list[Comparison]:
    """Every pair of arms of one game and scenario, side by side: paired on common seeds
    where they have any, else unpaired."""
    out: list[Comparison] = []
    for a, b in combinations(arms, 2):
        if (a.game, a.scenario) != (b.game, b.scenario):
            continue
        common = sorted(set(a.win_by_seed) & set(b.win_by_seed))
        for side in a.seats:
            if side in b.seats:
                out.append(_compare_side(a, b, side, common))
    return out


def _compare_side(a: ArmResult, b: ArmResult, side: str, common: list[int]) -> Comparison:
    if common:
        xs = [a.win_by_seed[s][side] for s in common]
        ys = [b.win_by_seed[s][side] for s in common]
        n = len(common)
        return Comparison(
            a, b, side, True, n, n, sum(xs) / n, sum(ys) / n, paired_difference(xs, ys)
        )
    ra = next(r for r in a.sides if r.side == side)
    rb = next(r for r in b.sides if r.side == side)
    difference = unpaired_difference(ra.wins, ra.n, rb.wins, rb.n)
    return Comparison(a, b, side, False, ra.n, rb.n, ra.rate, rb.rate, difference)


def spread(values: list[float] | list[int]) -> str:
    """mean ± sd [min-max] in one cell."""
    if not values:
        return "-"
    mean = statistics.fmean(values)
    sd = statistics.stdev(values) if len(values) > 1 else 0.0
    return f"{mean:.1f} ± {sd:.1f} [{min(values):g}-{max(values):g}]"
