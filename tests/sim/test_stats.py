"""Report statistics on known counts."""

from __future__ import annotations

import pytest

from strife.sim.stats import mcnemar_p, paired_difference, unpaired_difference, wilson


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


def _pairs(both: int, only_a: int, only_b: int, neither: int) -> tuple[list[float], list[float]]:
    a = [1.0] * both + [1.0] * only_a + [0.0] * only_b + [0.0] * neither
    b = [1.0] * both + [0.0] * only_a + [1.0] * only_b + [0.0] * neither
    return a, b


def test_paired_interval_without_correlation_is_newcombes_unpaired_one() -> None:
    # With ad = bc the correlation term is zero and Newcombe's paired interval (method 10)
    # is his hybrid score interval on the two marginal rates: statsmodels' "newcomb".
    from statsmodels.stats.proportion import confint_proportions_2indep

    d = paired_difference(*_pairs(4, 2, 4, 2))
    expected = confint_proportions_2indep(6, 12, 8, 12, method="newcomb", compare="diff")
    assert d.diff == pytest.approx(-2 / 12)
    assert (d.low, d.high) == pytest.approx(tuple(expected))


def test_paired_interval_narrows_with_positive_correlation() -> None:
    # Common random numbers pay: the same marginals, strongly correlated, give a narrower
    # interval than independent ones; McNemar counts only the discordant games.
    loose = paired_difference(*_pairs(4, 2, 4, 2))
    tight = paired_difference(*_pairs(6, 0, 2, 4))
    assert tight.diff == loose.diff
    assert tight.high - tight.low < loose.high - loose.low
    assert tight.p_value == pytest.approx(mcnemar_p(0, 2))


def test_paired_interval_at_four_games_is_wide_not_zero() -> None:
    # "+100.0% ± 0.0%" with 4 games: now a wide interval and no significance.
    d = paired_difference(*_pairs(0, 4, 0, 0))
    assert d.diff == 1.0
    assert d.high == 1.0 and d.low < 0.6
    assert d.p_value == pytest.approx(0.125)


def test_unpaired_difference_on_known_counts() -> None:
    # Newcombe (1998), Statistics in Medicine 17:873, example (a): 56/70 against 48/80,
    # method 10 gives 0.0524 to 0.3339.
    d = unpaired_difference(56, 70, 48, 80)
    assert d.diff == pytest.approx(0.2)
    assert (d.low, d.high) == pytest.approx((0.0524, 0.3339), abs=5e-5)
    assert d.p_value < 0.01
    same = unpaired_difference(50, 100, 50, 100)
    assert same.diff == 0 and same.p_value == pytest.approx(1.0)
    assert unpaired_difference(4, 4, 4, 4).p_value == 1.0
