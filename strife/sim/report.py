"""`strife report`: a result store as terminal tables and an HTML page with plots."""

from __future__ import annotations

import base64
import html
import io
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from strife.sim.analysis import ArmResult, Comparison, compare, spread, summarize
from strife.sim.store import ResultStore

if TYPE_CHECKING:
    from matplotlib.axes import Axes


def load(path: Path) -> tuple[list[ArmResult], list[Comparison]]:
    store = ResultStore(path)
    try:
        arms = summarize(store.rows())
    finally:
        store.close()
    return arms, compare(arms)


# -- terminal -------------------------------------------------------------------------------


def print_report(console: Console, arms: list[ArmResult], comparisons: list[Comparison]) -> None:
    if not arms:
        console.print("No games in this file yet.")
        return
    for arm in arms:
        title = f"#{arm.number} {arm.game} {arm.scenario}: {arm.label()}"
        console.print(f"[bold]{escape(title)}[/bold]", highlight=False)
        console.print(
            f"{arm.games} games finished, {arm.failed} failed; "
            f"Strife {', '.join(arm.versions)}, rules {', '.join(arm.rules_hashes) or '-'}; "
            f"{arm.wall_s:.1f} s of play",
            highlight=False,
        )
        table = Table("side", "agent", "win rate", "95% interval", "score")
        for s in arm.sides:
            table.add_row(
                s.side,
                arm.seats[s.side],
                f"{s.rate:.1%}",
                f"{s.low:.1%} - {s.high:.1%}",
                spread(s.scores),
            )
        console.print(table)
        levels = ", ".join(
            f"{level} {n / arm.games:.0%}" for level, n in sorted(arm.levels.items())
        )
        console.print(f"victory levels: {levels or '-'}", highlight=False)
        console.print(
            f"rounds: {spread(arm.rounds)}; decisions: {spread(arm.decisions)}", highlight=False
        )
        for seed, line in arm.failures[:5]:
            console.print(f"[red]seed {seed} failed:[/red] {escape(line)}", highlight=False)
        console.print()
    if comparisons:
        console.print(comparison_table(comparisons))


def comparison_table(comparisons: list[Comparison]) -> Table:
    table = Table(
        "side", "A", "B", "win A", "win B", "A - B (paired)", "pairs", "p", "",
        title="Comparisons of arms #A and #B (same seeds; McNemar p on paired wins)",
    )  # fmt: skip
    for c in comparisons:
        table.add_row(
            c.side,
            f"#{c.a.number}",
            f"#{c.b.number}",
            f"{c.rate_a:.1%}",
            f"{c.rate_b:.1%}",
            f"{c.diff:+.1%} ± {c.half_width:.1%}",
            str(c.paired),
            f"{c.p_value:.3g}",
            "significant" if c.significant else "",
        )
    return table


# -- HTML -----------------------------------------------------------------------------------


def _png(draw: object) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.2))
    draw(ax)  # type: ignore[operator]
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=90)
    plt.close(fig)
    return base64.b64encode(buffer.getvalue()).decode()


def _win_plot(arm: ArmResult) -> str:
    def draw(ax: Axes) -> None:
        names = [s.side for s in arm.sides]
        rates = [s.rate for s in arm.sides]
        low = [s.rate - s.low for s in arm.sides]
        high = [s.high - s.rate for s in arm.sides]
        ax.bar(names, rates, yerr=[low, high], capsize=4, color="#4c78a8")
        ax.axhline(1 / max(len(names), 1), color="grey", linestyle=":", linewidth=1)
        ax.set_ylim(0, 1)
        ax.set_ylabel("win rate (95% Wilson)")

    return _png(draw)


def _score_plot(arm: ArmResult) -> str:
    def draw(ax: Axes) -> None:
        ax.boxplot([s.scores or [0.0] for s in arm.sides])
        ax.set_xticks(range(1, len(arm.sides) + 1), [s.side for s in arm.sides])
        ax.set_ylabel("final score")

    return _png(draw)


def _length_plot(arm: ArmResult) -> str:
    def draw(ax: Axes) -> None:
        values = arm.rounds or arm.decisions
        ax.hist(values or [0], bins=20, color="#72b7b2")
        ax.set_xlabel("rounds" if arm.rounds else "decisions")
        ax.set_ylabel("games")

    return _png(draw)


def write_html(path: Path, arms: list[ArmResult], comparisons: list[Comparison]) -> None:
    parts = [
        "<!doctype html><html><head><meta charset='utf-8'><title>Strife report</title>",
        "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
        "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;"
        "padding:.2em .6em;text-align:right}th{background:#eee}.sig{color:#b00}</style>",
        "</head><body><h1>Strife simulation report</h1>",
    ]
    esc = html.escape
    for arm in arms:
        parts.append(
            f"<h2>#{arm.number} {esc(arm.game)} {esc(arm.scenario)}: {esc(arm.label())}</h2>"
        )
        parts.append(
            f"<p>{arm.games} games finished, {arm.failed} failed. Strife "
            f"{esc(', '.join(arm.versions))}, rules data {esc(', '.join(arm.rules_hashes))}."
            "</p>"
        )
        parts.append(
            "<table><tr><th>side</th><th>agent</th><th>win rate</th><th>95% interval</th>"
            "<th>score</th></tr>"
        )
        for s in arm.sides:
            parts.append(
                f"<tr><td>{esc(s.side)}</td><td>{esc(arm.seats[s.side])}</td>"
                f"<td>{s.rate:.1%}</td><td>{s.low:.1%} - {s.high:.1%}</td>"
                f"<td>{esc(spread(s.scores))}</td></tr>"
            )
        parts.append("</table>")
        levels = ", ".join(
            f"{esc(level)} {n / arm.games:.0%}" for level, n in sorted(arm.levels.items())
        )
        parts.append(f"<p>Victory levels: {levels or '-'}. Rounds: {esc(spread(arm.rounds))}. ")
        parts.append(f"Decisions: {esc(spread(arm.decisions))}.</p>")
        if arm.games:
            for png in (_win_plot(arm), _score_plot(arm), _length_plot(arm)):
                parts.append(f"<img alt='plot' src='data:image/png;base64,{png}'>")
        for seed, line in arm.failures[:20]:
            parts.append(f"<p class='sig'>seed {seed} failed: {esc(line)}</p>")
    if comparisons:
        parts.append("<h2>Comparisons</h2><p>Same seeds in both arms (common random numbers); ")
        parts.append("the difference is paired over those seeds; p is McNemar's exact test.</p>")
        parts.append(
            "<table><tr><th>side</th><th>arm A</th><th>arm B</th><th>A</th><th>B</th>"
            "<th>A - B</th><th>pairs</th><th>p</th></tr>"
        )
        for c in comparisons:
            mark = " class='sig'" if c.significant else ""
            parts.append(
                f"<tr{mark}><td>{esc(c.side)}</td><td>#{c.a.number} {esc(c.a.label())}</td>"
                f"<td>#{c.b.number} {esc(c.b.label())}</td>"
                f"<td>{c.rate_a:.1%}</td><td>{c.rate_b:.1%}</td>"
                f"<td>{c.diff:+.1%} ± {c.half_width:.1%}</td><td>{c.paired}</td>"
                f"<td>{c.p_value:.3g}</td></tr>"
            )
        parts.append("</table>")
    parts.append("</body></html>")
    path.write_text("\n".join(parts))
