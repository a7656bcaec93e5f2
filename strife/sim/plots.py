"""The report's pictures (matplotlib, drawn off-screen), each with alt text that says in
words what it shows, so the page reads the same without them."""

from __future__ import annotations

import base64
import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from strife.sim.analysis import ArmResult, Comparison, SideResult, spread

if TYPE_CHECKING:
    from matplotlib.axes import Axes


@dataclass(frozen=True)
class Picture:
    png_base64: str
    alt: str


def _png(draw: Callable[[Axes], None], height: float = 3.2) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, height))
    draw(ax)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=90)
    plt.close(fig)
    return base64.b64encode(buffer.getvalue()).decode()


def _share(r: SideResult) -> str:
    return f"{r.rate:.0%} (95% interval {r.low:.0%} to {r.high:.0%})"


def outcome_shares(arm: ArmResult) -> Picture:
    """Each side's share of wins and the share of games without a winner: together they
    make up every game, so no 'even game' line is drawn."""
    bars = [*arm.sides, arm.no_winner]

    def draw(ax: Axes) -> None:
        names = [f"{s.side} wins" if s is not arm.no_winner else "no winner" for s in bars]
        rates = [s.rate for s in bars]
        low = [s.rate - s.low for s in bars]
        high = [s.high - s.rate for s in bars]
        colours = ["#4c78a8"] * len(arm.sides) + ["#bab0ac"]
        ax.bar(names, rates, yerr=[low, high], capsize=4, color=colours)
        ax.set_ylim(0, 1)
        ax.set_ylabel("share of games (95% Wilson)")

    parts = [f"{s.side} wins {_share(s)}" for s in arm.sides]
    parts.append(f"no winner {_share(arm.no_winner)}")
    alt = f"Outcome shares of arm {arm.number} over {arm.games} games: " + "; ".join(parts)
    return Picture(_png(draw), alt + ".")


def scores(arm: ArmResult) -> Picture:
    def draw(ax: Axes) -> None:
        ax.boxplot([s.scores or [0.0] for s in arm.sides])
        ax.set_xticks(range(1, len(arm.sides) + 1), [s.side for s in arm.sides])
        ax.set_ylabel("final score")

    parts = [f"{s.side} {spread(s.scores)}" for s in arm.sides]
    alt = f"Final scores of arm {arm.number}, mean ± sd [min-max]: " + "; ".join(parts)
    return Picture(_png(draw), alt + ".")


def lengths(arm: ArmResult) -> Picture:
    values = arm.rounds or arm.decisions
    unit = "turns" if arm.rounds else "decisions"

    def draw(ax: Axes) -> None:
        ax.hist(values or [0], bins=20, color="#72b7b2")
        ax.set_xlabel(f"game length ({unit})")
        ax.set_ylabel("games")

    alt = f"Game lengths of arm {arm.number} in {unit}: {spread(values)} (mean ± sd [min-max])"
    return Picture(_png(draw), alt + ".")


def differences(comparisons: list[Comparison]) -> Picture:
    """Every comparison's difference A - B with its 95% interval, one row each."""
    labels = [f"{c.side}: #{c.a.number} - #{c.b.number}" for c in comparisons]

    def draw(ax: Axes) -> None:
        ys = list(range(len(comparisons)))[::-1]
        for y, c in zip(ys, comparisons, strict=True):
            d = c.difference
            colour = "#b00" if c.significant else "#4c78a8"
            ax.errorbar(
                [d.diff], [y], xerr=[[d.diff - d.low], [d.high - d.diff]],
                fmt="o", color=colour, capsize=4,
            )  # fmt: skip
        ax.axvline(0, color="grey", linestyle=":", linewidth=1)
        ax.set_yticks(ys, labels)
        ax.set_xlim(-1, 1)
        ax.set_xlabel("difference in win share, A - B (95% interval)")

    parts = [
        f"{label}: {c.difference.diff:+.0%} ({c.difference.low:+.0%} to "
        f"{c.difference.high:+.0%}, {c.basis()})"
        for label, c in zip(labels, comparisons, strict=True)
    ]
    alt = "Differences in win share between arms: " + "; ".join(parts)
    return Picture(_png(draw, height=1 + 0.35 * len(comparisons)), alt + ".")
