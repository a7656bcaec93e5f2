"""The statistics of a report: intervals and tests on win shares, from SciPy and statsmodels.

Wins may be fractional (a shared win counts 1/k to each of k winners); every function here
takes such counts as they are.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from scipy.stats import binomtest
from statsmodels.stats.proportion import (
    confint_proportions_2indep,
    proportion_confint,
    test_proportions_2indep,
)

ALPHA = 0.05


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval for a proportion; (0, 1) when there is no data.

    Chosen over the normal interval because it stays inside [0, 1] and behaves at 0 and n.
    """
    if n <= 0:
        return 0.0, 1.0
    low, high = proportion_confint(wins, n, alpha=ALPHA, method="wilson")
    return max(0.0, float(low)), min(1.0, float(high))


def mcnemar_p(only_a: int, only_b: int) -> float:
    """Exact two-sided McNemar test on the discordant pairs of a paired comparison: games
    (same seed) won in arm A but not B, and in B but not A (a binomial test at 1/2)."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    return float(binomtest(only_a, n, 0.5).pvalue)


@dataclass(frozen=True)
class Difference:
    """A - B in win share with its 95% interval and a two-sided p-value."""

    diff: float
    low: float
    high: float
    p_value: float


def paired_difference(a: list[float], b: list[float]) -> Difference:
    """The difference of two win shares over the same seeds: Newcombe's hybrid score
    interval for paired proportions (his method 10, from the Wilson intervals of the two
    rates and their correlation) and McNemar's exact test. Both behave at small counts: no
    zero-width interval at 4 games, none wider than [-1, 1]."""
    n = len(a)
    if n == 0:
        return Difference(0.0, -1.0, 1.0, 1.0)
    both = sum(min(x, y) for x, y in zip(a, b, strict=True))
    only_a = sum(max(x - y, 0.0) for x, y in zip(a, b, strict=True))
    only_b = sum(max(y - x, 0.0) for x, y in zip(a, b, strict=True))
    neither = n - both - only_a - only_b
    p1, p2 = (both + only_a) / n, (both + only_b) / n
    l1, u1 = wilson(both + only_a, n)
    l2, u2 = wilson(both + only_b, n)
    margins = (both + only_a) * (only_b + neither) * (both + only_b) * (only_a + neither)
    phi = (both * neither - only_a * only_b) / math.sqrt(margins) if margins > 0 else 0.0
    diff = p1 - p2
    low = diff - math.sqrt(
        max(0.0, (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2)
    )
    high = diff + math.sqrt(
        max(0.0, (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2)
    )
    discordant_a = sum(1 for x, y in zip(a, b, strict=True) if x > y)
    discordant_b = sum(1 for x, y in zip(a, b, strict=True) if y > x)
    return Difference(diff, max(-1.0, low), min(1.0, high), mcnemar_p(discordant_a, discordant_b))


def unpaired_difference(wins_a: float, n_a: int, wins_b: float, n_b: int) -> Difference:
    """The difference of two win shares over different games: Newcombe's hybrid score
    interval and the score test for two independent proportions (statsmodels)."""
    if n_a == 0 or n_b == 0:
        return Difference(0.0, -1.0, 1.0, 1.0)
    diff = wins_a / n_a - wins_b / n_b
    # statsmodels also works out ratios it does not return; at 0 wins they divide by zero.
    with np.errstate(divide="ignore", invalid="ignore"):
        low, high = confint_proportions_2indep(
            wins_a, n_a, wins_b, n_b, method="newcomb", compare="diff", alpha=ALPHA
        )
    pooled = (wins_a + wins_b) / (n_a + n_b)
    if pooled in (0.0, 1.0):  # both arms all wins (or all losses): no evidence of a difference
        return Difference(diff, float(low), float(high), 1.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        result = test_proportions_2indep(wins_a, n_a, wins_b, n_b, method="score", compare="diff")
    return Difference(diff, float(low), float(high), float(result.pvalue))
