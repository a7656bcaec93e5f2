"""The statistics of a report: Wilson intervals, paired comparisons, ratings.

Plain Python (no SciPy): the counts are small and the formulas short.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion; (0, 1) when there is no data.

    Chosen over the normal interval because it stays inside [0, 1] and behaves at 0 and n.
    """
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def normal_two_sided_p(z: float) -> float:
    return math.erfc(abs(z) / math.sqrt(2))


def two_proportion_p(w1: float, n1: int, w2: float, n2: int) -> float:
    """Two-sided p-value that two independent win rates are equal (pooled z-test)."""
    if n1 == 0 or n2 == 0:
        return 1.0
    pooled = (w1 + w2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return 1.0
    return normal_two_sided_p((w1 / n1 - w2 / n2) / se)


def mcnemar_p(only_a: int, only_b: int) -> float:
    """Exact two-sided McNemar test on the discordant pairs of a paired comparison: games
    (same seed) won in arm A but not B, and in B but not A."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    k = min(only_a, only_b)
    tail: float = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def paired_difference(a: Sequence[float], b: Sequence[float]) -> tuple[float, float, float]:
    """Mean of a - b over paired games, its 95% half-width and a two-sided p-value (normal
    approximation to the paired t-test, fine for the hundreds of games a report has)."""
    n = len(a)
    if n == 0:
        return 0.0, math.inf, 1.0
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf, 1.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    se = math.sqrt(var / n)
    if se == 0:
        return mean, 0.0, 1.0 if mean == 0 else 0.0
    return mean, Z95 * se, normal_two_sided_p(mean / se)


def bradley_terry(
    wins: dict[tuple[str, str], float], players: Sequence[str], rounds: int = 200
) -> dict[str, float]:
    """Bradley-Terry strengths by the MM algorithm, on the Elo scale (400 log10, mean 1500).

    `wins[a, b]` is how often a beat b (draws count half to each). A half win of prior
    against every other player keeps a player who never lost (or never won) finite.
    """
    prior = 0.5
    strength = {p: 1.0 for p in players}
    for _ in range(rounds):
        new: dict[str, float] = {}
        for i in players:
            won = sum(wins.get((i, j), 0.0) + prior for j in players if j != i)
            denom = 0.0
            for j in players:
                if j == i:
                    continue
                games = wins.get((i, j), 0.0) + wins.get((j, i), 0.0) + 2 * prior
                denom += games / (strength[i] + strength[j])
            new[i] = won / denom if denom else strength[i]
        geo = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        strength = {p: v / geo for p, v in new.items()}
    return {p: 1500 + 400 * math.log10(v) for p, v in strength.items()}
