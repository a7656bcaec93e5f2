"""The batch-play commands: `strife simulate`, `strife report`, `strife tournament`.

They are plain Typer commands, mounted on the main `strife` app by strife/cli.py, and can
run on their own as `python -m strife.sim.cli`. Heavy imports (SQLAlchemy, matplotlib, Ray)
happen inside the commands so that `strife --help` stays quick.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from strife.core.errors import StrifeError

app = typer.Typer(
    name="strife-sim",
    help="Batch play: simulate, report, tournament.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

INTERRUPTED = 130


def _fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


@contextmanager
def _user_errors() -> Iterator[None]:
    try:
        yield
    except (StrifeError, ValueError, RuntimeError) as exc:
        _fail(str(exc))


class RateColumn(ProgressColumn):
    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:.1f} games/s" if speed else "- games/s")


@contextmanager
def _progress(console: Console, total: int, title: str) -> Iterator[Callable[[int], None]]:
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=False) as progress:
        task = progress.add_task(title, total=total)
        yield lambda n: progress.advance(task, n)


Seats = Annotated[
    list[str], typer.Option("--seat", help="SIDE=AGENT (e.g. red=mcts:iters=200; all=random)")
]
Options = Annotated[list[str], typer.Option("--option", help="K=V game option")]
Jobs = Annotated[int, typer.Option("--jobs", "-j", min=1, help="games at once")]
ExecutorOpt = Annotated[str, typer.Option("--executor", help="local or ray")]
Address = Annotated[str | None, typer.Option("--address", help="Ray cluster address")]


@app.command()
def simulate(
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    out: Annotated[Path, typer.Option("--out", help="results file (SQLite)")],
    scenario: Annotated[str, typer.Option("--scenario", "-s")],
    games: Annotated[int, typer.Option("--games", "-n", min=1)] = 100,
    seat: Seats = [],  # noqa: B006  (Typer reads the default; never mutated)
    option: Options = [],  # noqa: B006
    jobs: Jobs = 1,
    executor: ExecutorOpt = "local",
    address: Address = None,
    seed: Annotated[int, typer.Option("--seed", help="game i has seed SEED + i")] = 0,
    until_ci: Annotated[
        float | None, typer.Option("--until-ci", help="stop once every interval is this narrow")
    ] = None,
    parquet: Annotated[Path | None, typer.Option("--parquet", help="also export rows")] = None,
) -> None:
    """Play GAMES games of a scenario into a results file; a rerun skips finished seeds."""
    from strife.sim.simulate import make_arm, parse_option_values, parse_pairs, simulate
    from strife.sim.store import ResultStore, export_parquet

    console = Console(highlight=False)
    with _user_errors():
        seats = parse_pairs(seat, "seat") or {"all": "random"}
        options = parse_option_values(parse_pairs(option, "option"))
        arm = make_arm(game_id, scenario, seats, options)
        store = ResultStore(out)
        console.print(f"{escape(arm.label())} -> {out}")
        with _progress(console, games, "simulate") as advance:
            summary = simulate(
                arm, store, games, seed, jobs, executor, address, until_ci, progress=advance
            )
        rows = store.rows()
        store.close()
    console.print(
        f"{summary.played} played, {summary.skipped} already done, {summary.failed} failed"
        + (" (stopped: intervals narrow enough)" if summary.stopped_by_ci else "")
    )
    for seed_, line in summary.failures[:5]:
        console.print(f"[red]seed {seed_} failed:[/red] {escape(line)}")
    if parquet is not None:
        problem = export_parquet(rows, parquet)
        console.print(problem or f"wrote {len(rows)} rows to {parquet}")
    if summary.interrupted:
        console.print("Interrupted: every stored row is a whole game; rerun to continue.")
        raise typer.Exit(INTERRUPTED)


@app.command()
def report(
    results: Annotated[Path, typer.Argument(metavar="RESULTS", help="a simulate results file")],
    html: Annotated[Path | None, typer.Option("--html", help="also write an HTML page")] = None,
) -> None:
    """Win rates with 95% Wilson intervals, levels, scores, lengths and comparisons."""
    from strife.sim.report import load, print_report, write_html

    if not results.is_file():
        _fail(f"{results}: no such results file")
    console = Console(highlight=False)
    with _user_errors():
        arms, comparisons = load(results)
    print_report(console, arms, comparisons)
    if html is not None:
        write_html(html, arms, comparisons)
        console.print(f"wrote {html}")


@app.command()
def tournament(
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    scenario: Annotated[str, typer.Option("--scenario", "-s")],
    agents: Annotated[list[str], typer.Option("--agents", "-a", help="two or more agents")],
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="games per pairing")] = 20,
    out: Annotated[Path, typer.Option("--out", help="results file")] = Path("tournament.sqlite"),
    option: Options = [],  # noqa: B006
    jobs: Jobs = 1,
    executor: ExecutorOpt = "local",
    address: Address = None,
    seed: Annotated[int, typer.Option("--seed")] = 0,
) -> None:
    """Every agent against every other on every side: a win matrix and ratings."""
    from strife.sim.simulate import parse_option_values, parse_pairs
    from strife.sim.store import ResultStore
    from strife.sim.tournament import arms_for, run_tournament

    console = Console(highlight=False)
    with _user_errors():
        options = parse_option_values(parse_pairs(option, "option"))
        total = len({arm.key() for *_, arm in arms_for(game_id, scenario, agents, options)})
        total *= games
        store = ResultStore(out)
        with _progress(console, total, "tournament") as advance:
            standing, _ = run_tournament(
                game_id, scenario, agents, games, store, options, jobs, executor, address,
                seed, progress=advance,
            )  # fmt: skip
        store.close()
    table = Table("alone \\ field", *agents, title="Win rate of an agent alone against a field")
    for a in agents:
        cells = []
        for b in agents:
            if a == b:
                cells.append("-")
            else:
                rate, low, high = standing.rate(a, b)
                cells.append(f"{rate:.0%} ({low:.0%}-{high:.0%})")
        table.add_row(a, *cells)
    console.print(table)
    console.print(f"(an even game wins 1 in {len(standing.sides)})")
    ratings = Table("agent", "rating", title="Bradley-Terry ratings (Elo scale)")
    for name, value in sorted(standing.ratings.items(), key=lambda kv: -kv[1]):
        ratings.add_row(name, f"{value:.0f}")
    console.print(ratings)


if __name__ == "__main__":
    app()
