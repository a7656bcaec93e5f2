"""How `strife bench` shows its figures: a transient progress bar while it measures, then
one Rich table of the results with the machine-independent units beside each time."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

if TYPE_CHECKING:
    from strife.bench import BenchResult


def with_progress(work: Callable[[Callable[[float], None]], BenchResult]) -> BenchResult:
    """Run `work` with a transient progress bar on stderr, shown only on a terminal."""
    progress_console = Console(stderr=True)
    with Progress(
        TextColumn("playouts"),
        BarColumn(),
        TimeElapsedColumn(),
        console=progress_console,
        transient=True,
        disable=not progress_console.is_terminal,
    ) as progress:
        task = progress.add_task("playouts", total=1.0)
        return work(lambda done: progress.update(task, completed=done))


def bench_table(r: BenchResult) -> Table:
    options = ", ".join(f"{k}={v}" for k, v in r.options.items()) or "none"
    table = Table("measure", "value", "in units", title=f"{r.game} {r.scenario} ({options})")
    table.add_row("random playouts / s", f"{r.games_per_second:,.2f}", f"{r.playouts} playouts")
    table.add_row("decisions / s", f"{r.decisions_per_second:,.0f}", f"{r.decisions:,} decisions")
    table.add_row(
        "decision", f"{r.decision_us:,.2f} µs", f"{r.decision_call_units:,.0f} call units"
    )
    table.add_row("apply", f"{r.apply_us:,.2f} µs", f"{r.apply_call_units:,.0f} call units")
    table.add_row(
        "clone (mid-game)",
        f"{r.clone_us:,.2f} µs",
        f"{r.clone_dict_copy_units:,.1f} dict-copy units",
    )
    table.add_row(
        f"random playouts / s, {r.cores} cores",
        f"{r.games_per_second_all_cores:,.2f}",
        f"{r.all_cores_speedup:.2f}x one core",
    )
    table.add_row(f"decisions / s, {r.cores} cores", f"{r.decisions_per_second_all_cores:,.0f}", "")
    table.add_row("peak memory (one playout)", f"{r.peak_memory_bytes / 1024:,.0f} KiB", "")
    table.add_row(
        "search iterations / s",
        f"{r.mcts_iterations_per_second:,.0f}",
        f"{r.mcts_iteration_call_units:,.0f} call units ({r.mcts_agent})",
    )
    table.add_row("search time in rollouts", f"{r.mcts_rollout_share:.0%}", "")
    table.add_row("call unit", f"{r.call_unit_ns:.1f} ns", "a plain Python call")
    table.add_row("dict-copy unit", f"{r.dict_copy_unit_ns:.1f} ns", "copy of a 50-key dict")
    return table
