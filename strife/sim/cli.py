"""The batch-play commands: `strife simulate`, `strife report`, `strife tournament`.

They are plain Typer commands, mounted on the main `strife` app by strife/cli.py, and can
run on their own as `python -m strife.sim.cli`. Heavy imports (SQLAlchemy, matplotlib, Ray)
happen inside the commands so that `strife --help` stays quick.
"""

from __future__ import annotations

import json
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


def _require(what: str) -> None:
    from strife.extras import require

    with _user_errors():
        require("sim", what)


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
    list[str],
    typer.Option(
        "--seat",
        metavar="SIDE=AGENT",
        help="Who plays a side: an agent name with parameters (red=mcts:iters=200), "
        "all=AGENT for every side not named, or a plug-in (red=package.module:Class:k=v). "
        "Default: every side random (said when it is used).",
    ),
]
Options = Annotated[list[str], typer.Option("--option", metavar="K=V", help="A scenario option.")]
Jobs = Annotated[int, typer.Option("--jobs", "-j", min=1, help="Games played at once.")]
ExecutorOpt = Annotated[
    str, typer.Option("--executor", help="Where games run: local (processes) or ray.")
]
Address = Annotated[
    str | None, typer.Option("--address", help="Ray cluster address (default: a local Ray).")
]
GameArg = Annotated[str, typer.Argument(metavar="GAME", help="A game id (see strife games).")]
ScenarioOpt = Annotated[str, typer.Option("--scenario", "-s", help="A scenario id of the game.")]
AsJson = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]


def _seats(seat: list[str], console: Console) -> dict[str, str]:
    from strife.sim.simulate import parse_pairs

    seats = parse_pairs(seat, "seat")
    if not seats:
        console.print("No --seat given: every side plays random (--seat all=AGENT to choose).")
        seats = {"all": "random"}
    return seats


@app.command()
def simulate(
    game_id: GameArg,
    out: Annotated[
        Path, typer.Option("--out", help="The results file (SQLite); a rerun adds to it.")
    ],
    scenario: ScenarioOpt,
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="Games to play.")] = 100,
    seat: Seats = [],  # noqa: B006  (Typer reads the default; never mutated)
    option: Options = [],  # noqa: B006
    jobs: Jobs = 1,
    executor: ExecutorOpt = "local",
    address: Address = None,
    seed: Annotated[int, typer.Option("--seed", help="Game i has seed SEED + i.")] = 0,
    until_ci: Annotated[
        float | None,
        typer.Option(
            "--until-ci",
            help="Stop once every side's 95% interval is narrower than this (0 to 1).",
        ),
    ] = None,
    parquet: Annotated[
        Path | None, typer.Option("--parquet", help="Also write every row to this Parquet file.")
    ] = None,
) -> None:
    """Play GAMES games of a scenario into a results file; a rerun skips finished seeds."""
    _require("strife simulate")
    from strife.sim.executors import check_executor
    from strife.sim.simulate import check_until_ci, make_arm, parse_option_values, parse_pairs
    from strife.sim.simulate import simulate as run
    from strife.sim.store import ResultStore, export_parquet

    console = Console(highlight=False)
    with _user_errors():
        check_executor(executor)
        check_until_ci(until_ci)
        options = parse_option_values(parse_pairs(option, "option"))
        arm = make_arm(game_id, scenario, _seats(seat, console), options)
        store = ResultStore(out)
        console.print(f"{escape(arm.label())} -> {out}")
        with _progress(console, games, "simulate") as advance:
            summary = run(
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
        console.print("Interrupted: every finished game is stored; rerun to continue.")
        raise typer.Exit(INTERRUPTED)


@app.command()
def report(
    results: Annotated[Path, typer.Argument(metavar="RESULTS", help="A simulate results file.")],
    html: Annotated[Path | None, typer.Option("--html", help="Also write an HTML page.")] = None,
    as_json: AsJson = False,
    game: Annotated[
        str | None,
        typer.Option(
            "--game",
            metavar="ARM:SEED",
            help="Play one stored game again (arm number as reported) and save it (--save).",
        ),
    ] = None,
    save: Annotated[
        Path | None, typer.Option("--save", help="Where --game writes the game's record.")
    ] = None,
) -> None:
    """Outcome shares with 95% intervals, levels by side, scores, lengths and comparisons."""
    _require("strife report")
    from strife.sim.report import load, print_report, write_html, write_json

    if not results.is_file():
        _fail(f"{results}: no such results file")
    console = Console(highlight=False)
    if game is not None:
        _save_game(console, results, game, save)
        return
    if save is not None:
        _fail("--save goes with --game ARM:SEED")
    with _user_errors():
        arms, comparisons = load(results)
    if as_json:
        typer.echo(write_json(None, arms, comparisons))
    else:
        print_report(console, arms, comparisons, results)
    if html is not None:
        write_html(html, arms, comparisons, results)
        if not as_json:
            console.print(f"wrote {html}")


def _save_game(console: Console, results: Path, ref: str, save: Path | None) -> None:
    from strife.sim.reproduce import save_game

    if save is None:
        _fail("--game needs --save FILE for the game's record")
    with _user_errors():
        state = save_game(results, ref, save)
    console.print(
        f"Played game {ref} again ({state.move_count} decisions) and saved it to {save}; "
        f"read it with: strife replay {save}",
        soft_wrap=True,
    )


@app.command()
def tournament(
    game_id: GameArg,
    scenario: ScenarioOpt,
    agents: Annotated[
        list[str], typer.Option("--agents", "-a", help="An agent; give two or more.")
    ],
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="Games per pairing.")] = 20,
    out: Annotated[Path, typer.Option("--out", help="The results file (SQLite).")] = Path(
        "tournament.sqlite"
    ),
    option: Options = [],  # noqa: B006
    jobs: Jobs = 1,
    executor: ExecutorOpt = "local",
    address: Address = None,
    seed: Annotated[int, typer.Option("--seed", help="Game i of a pairing has seed SEED + i.")] = 0,
    as_json: AsJson = False,
) -> None:
    """Every agent against every other on every side: a win matrix and ratings."""
    _require("strife tournament")
    from strife.sim.executors import check_executor
    from strife.sim.simulate import parse_option_values, parse_pairs
    from strife.sim.store import ResultStore
    from strife.sim.tournament import arms_for, run_tournament

    console = Console(highlight=False, stderr=as_json)
    with _user_errors():
        check_executor(executor)
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
    if as_json:
        typer.echo(json.dumps(standing.to_json(), indent=1))
        return
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
    ratings = Table(
        "agent", "rating", "± 2 sigma", "range",
        title="OpenSkill ratings (Plackett-Luce; a new agent starts at 25 ± 8.3)",
    )  # fmt: skip
    for name, r in sorted(standing.ratings.items(), key=lambda kv: -kv[1].mu):
        ratings.add_row(
            name, f"{r.mu:.1f}", f"{2 * r.sigma:.1f}", f"{r.low():.1f} - {r.high():.1f}"
        )
    console.print(ratings)


if __name__ == "__main__":
    app()
