"""`strife report`: a result store as terminal tables, JSON, or an HTML page with plots."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from strife.sim.analysis import ArmResult, Comparison, compare, spread, summarize
from strife.sim.store import ResultStore


def load(path: Path) -> tuple[list[ArmResult], list[Comparison]]:
    store = ResultStore(path)
    try:
        arms = summarize(store.rows())
    finally:
        store.close()
    return arms, compare(arms)


def replay_command(results: Path, arm: ArmResult, seed: int) -> str:
    """The command that plays game `seed` of `arm` again and saves its record."""
    return (
        f"strife report {results} --game {arm.number}:{seed} --save game-{arm.number}-{seed}.json"
    )


def levels_text(arm: ArmResult) -> str:
    """Victory levels by winner: 'Mob: Marginal 112, Decisive 17; no winner: Draw 3'."""
    parts = []
    for winner, by_level in sorted(arm.levels.items()):
        counts = ", ".join(f"{level} {n}" for level, n in sorted(by_level.items()))
        parts.append(f"{winner}: {counts}")
    return "; ".join(parts) or "-"


def summary_lines(arms: list[ArmResult], comparisons: list[Comparison]) -> list[str]:
    """The answer first: each arm's outcome shares in a line, then the differences that
    are significant (or that none is)."""
    lines = []
    for arm in arms:
        shares = ", ".join(f"{s.side} wins {s.rate:.0%}" for s in arm.sides)
        lines.append(
            f"#{arm.number} {arm.differs or arm.common}: {shares}, "
            f"no winner {arm.no_winner.rate:.0%} ({arm.games} games)"
        )
    found = [c for c in comparisons if c.significant]
    for c in found:
        d = c.difference
        more = "more" if d.diff > 0 else "less"
        lines.append(
            f"{c.side} wins {abs(d.diff):.0%} {more} often in #{c.a.number} than in "
            f"#{c.b.number} (A - B {d.low:+.0%} to {d.high:+.0%}; p {d.p_value:.2g}, {c.basis()})"
        )
    if comparisons and not found:
        lines.append("No difference between arms is significant at the 5% level.")
    return lines


# -- terminal -------------------------------------------------------------------------------


def print_report(
    console: Console, arms: list[ArmResult], comparisons: list[Comparison], results: Path
) -> None:
    if not arms:
        console.print("No games in this file yet.")
        return
    console.print("[bold]Summary[/bold]")
    for line in summary_lines(arms, comparisons):
        console.print(escape(line), soft_wrap=True)
    console.print()
    for arm in arms:
        console.print(f"[bold]{escape(_title(arm))}[/bold]", highlight=False)
        if arm.common and arm.differs:
            console.print(f"as in every arm of this scenario: {escape(arm.common)}")
        console.print(
            f"{arm.games} games finished, {arm.failed} failed; "
            f"Strife {', '.join(arm.versions)}, rules {', '.join(arm.rules_hashes) or '-'}; "
            f"{arm.wall_s:.1f} s of play",
            highlight=False,
        )
        table = Table("outcome", "agent", "share of games", "95% interval", "score")
        for s in arm.sides:
            table.add_row(
                f"{s.side} wins", arm.seats[s.side], f"{s.rate:.1%}",
                f"{s.low:.1%} - {s.high:.1%}", spread(s.scores),
            )  # fmt: skip
        nw = arm.no_winner
        table.add_row("no winner", "", f"{nw.rate:.1%}", f"{nw.low:.1%} - {nw.high:.1%}", "")
        console.print(table)
        console.print(f"victory levels by winner: {escape(levels_text(arm))}", highlight=False)
        console.print(
            f"length in turns: {spread(arm.rounds)}; decisions: {spread(arm.decisions)}",
            highlight=False,
        )
        seed = arm.first_seed()
        if seed is not None:
            command = replay_command(results, arm, seed)
            console.print(f"replay a game: {escape(command)}", soft_wrap=True)
        for seed, line in arm.failures[:5]:
            console.print(f"[red]seed {seed} failed:[/red] {escape(line)}", highlight=False)
            command = replay_command(results, arm, seed)
            console.print(f"  reproduce: {escape(command)}", soft_wrap=True)
        console.print()
    if comparisons:
        console.print(comparison_table(comparisons))


def _title(arm: ArmResult) -> str:
    return f"#{arm.number} {arm.game} {arm.scenario}: {arm.differs or arm.common}"


def comparison_table(comparisons: list[Comparison]) -> Table:
    table = Table(
        "side", "A", "B", "win A", "win B", "A - B (95% interval)", "basis", "p", "",
        title="Comparisons of arms #A and #B (each row on the basis it names)",
    )  # fmt: skip
    for c in comparisons:
        d = c.difference
        table.add_row(
            c.side, f"#{c.a.number}", f"#{c.b.number}", f"{c.rate_a:.1%}", f"{c.rate_b:.1%}",
            f"{d.diff:+.1%} ({d.low:+.1%} to {d.high:+.1%})", c.basis(), f"{d.p_value:.3g}",
            "significant" if c.significant else "",
        )  # fmt: skip
    return table


# -- JSON -----------------------------------------------------------------------------------


def _rate(r: Any) -> dict[str, Any]:
    return {"wins": r.wins, "games": r.n, "share": r.rate, "low": r.low, "high": r.high}


def to_json(arms: list[ArmResult], comparisons: list[Comparison]) -> dict[str, Any]:
    return {
        "arms": [
            {
                "number": a.number,
                "game": a.game,
                "scenario": a.scenario,
                "seats": a.seats,
                "options": a.options,
                "differs": a.differs,
                "common": a.common,
                "games": a.games,
                "failed": a.failed,
                "wins": {s.side: _rate(s) for s in a.sides},
                "no_winner": _rate(a.no_winner),
                "levels": a.levels,
                "turns": a.rounds,
                "decisions": a.decisions,
                "failures": [{"seed": s, "error": e} for s, e in a.failures],
            }
            for a in arms
        ],
        "comparisons": [
            {
                "side": c.side,
                "a": c.a.number,
                "b": c.b.number,
                "paired": c.paired,
                "games_a": c.n_a,
                "games_b": c.n_b,
                "rate_a": c.rate_a,
                "rate_b": c.rate_b,
                "difference": c.difference.diff,
                "low": c.difference.low,
                "high": c.difference.high,
                "p": c.difference.p_value,
            }
            for c in comparisons
        ],
    }


# -- HTML -----------------------------------------------------------------------------------


def write_html(
    path: Path, arms: list[ArmResult], comparisons: list[Comparison], results: Path
) -> None:
    """The report as one self-contained page (Jinja2, every value autoescaped)."""
    from jinja2 import Environment, PackageLoader, select_autoescape

    from strife.sim import plots

    env = Environment(
        loader=PackageLoader("strife.sim", "templates"),
        autoescape=select_autoescape(default=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    sections = []
    for arm in arms:
        pictures = (
            [plots.outcome_shares(arm), plots.scores(arm), plots.lengths(arm)] if arm.games else []
        )
        seed = arm.first_seed()
        sections.append(
            {
                "arm": arm,
                "title": _title(arm),
                "levels": levels_text(arm),
                "turns": spread(arm.rounds),
                "decisions": spread(arm.decisions),
                "scores": {s.side: spread(s.scores) for s in arm.sides},
                "pictures": pictures,
                "replay": replay_command(results, arm, seed) if seed is not None else "",
                "failures": [(s, e, replay_command(results, arm, s)) for s, e in arm.failures],
            }
        )
    page = env.get_template("report.html").render(
        sections=sections,
        summary=summary_lines(arms, comparisons),
        comparisons=comparisons,
        differences=plots.differences(comparisons) if comparisons else None,
        results=str(results),
    )
    path.write_text(page)


def write_json(path: Path | None, arms: list[ArmResult], comparisons: list[Comparison]) -> str:
    text = json.dumps(to_json(arms, comparisons), indent=1)
    if path is not None:
        path.write_text(text)
    return text
