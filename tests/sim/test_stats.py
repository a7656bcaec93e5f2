"""Report statistics on known counts."""

from __future__ import annotations

import pytest

from strife.sim.stats import bradley_terry, mcnemar_p, paired_difference, two_proportion_p, wilson


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),  # Newcombe (1998), and every Wilson calculator
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),
    ],
)
def test_wilson_interval_on_known_counts(wins: int, n: int, low: float, high: float) -> None:
    got = wilson(wins, n)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_wilson_without_games_is_the_whole_range() -> None:
    assert wilson(0, 0) == (0.0, 1.0)


def test_mcnemar_exact() -> None:
    # 10 discordant pairs one way, 2 the other: 2 * P(X <= 2), X ~ Bin(12, 1/2).
    assert mcnemar_p(10, 2) == pytest.approx(2 * (1 + 12 + 66) / 4096)
    assert mcnemar_p(3, 3) == 1.0
    assert mcnemar_p(0, 0) == 1.0


def test_paired_difference_and_two_proportions() -> None:
    mean, half, p = paired_difference([1, 1, 1, 0] * 25, [0, 1, 0, 0] * 25)
    assert mean == pytest.approx(0.5)
    assert 0 < half < 0.2 and p < 1e-6
    assert two_proportion_p(50, 100, 50, 100) == pytest.approx(1.0)
    assert two_proportion_p(70, 100, 40, 100) < 0.001


def test_bradley_terry_orders_and_balances() -> None:
    even = bradley_terry({("a", "b"): 10, ("b", "a"): 10}, ["a", "b"])
    assert even["a"] == pytest.approx(even["b"]) == pytest.approx(1500)
    ranked = bradley_terry({("a", "b"): 30, ("b", "a"): 10, ("b", "c"): 30, ("c", "b"): 10},
                           ["a", "b", "c"])  # fmt: skip
    assert ranked["a"] > ranked["b"] > ranked["c"]
