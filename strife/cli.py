"""The `strife` command. Each command parses its arguments, calls a small module that does
the work (strife.terminal, strife.saves, strife.bench) and turns a StrifeError into one
line on stderr and a non-zero exit, never a traceback."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer
from rich.console import Console
from rich.prompt import Confirm, Prompt
from rich.table import Table
from rich.text import Text

from strife.core.errors import StrifeError
from strife.core.registry import game_ids, load

if TYPE_CHECKING:
    from strife.core.scenario import Scenario
    from strife.core.state import State

app = typer.Typer(
    name="strife",
    help="Civil-conflict wargames: play, replay, benchmark and simulate them.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)

# Exit status after an interrupted game, as shells report for SIGINT.
INTERRUPTED = 130


def _console() -> Console:
    # Made per command, not at import: CliRunner swaps sys.stdout while a command runs.
    return Console(highlight=False)


def _fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


@contextmanager
def _user_errors() -> Iterator[None]:
    """The boundary where a deliberate StrifeError becomes one line and exit status 1."""
    try:
        yield
    except StrifeError as exc:
        _fail(str(exc))


def _print_version(value: bool) -> None:
    if value:
        from strife import __version__

        typer.echo(f"strife {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool | None,
        typer.Option(
            "--version", callback=_print_version, is_eager=True, help="Print the version and exit."
        ),
    ] = None,
) -> None:
    """Civil-conflict wargames: play, replay, benchmark and simulate them."""


AsJson = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
GameArg = Annotated[str, typer.Argument(metavar="GAME", help="A game id (see strife games).")]


# -- games and scenarios -------------------------------------------------------------------------


@app.command()
def games(as_json: AsJson = False) -> None:
    """List the registered games."""
    table = Table("id", "title", "summary", title="Games")
    found: list[dict[str, str]] = []
    for game_id in game_ids():
        try:
            game = load(game_id)
        except Exception as exc:
            # A broken plug-in must not hide the other games: list it with its problem.
            table.add_row(game_id, "", Text(f"cannot load: {exc}", style="red"))
            found.append({"id": game_id, "error": f"cannot load: {exc}"})
            continue
        table.add_row(game.id, game.title, game.summary)
        found.append({"id": game.id, "title": game.title, "summary": game.summary})
    if as_json:
        typer.echo(json.dumps(found, indent=1))
    else:
        _console().print(table)


@app.command()
def scenarios(
    game_id: GameArg,
    scenario_id: Annotated[
        str | None,
        typer.Argument(metavar="[SCENARIO]", help="Show this scenario alone, with its options."),
    ] = None,
    as_json: AsJson = False,
) -> None:
    """List a game's scenarios and their sides; one scenario in full, with its options."""
    with _user_errors():
        game = load(game_id)
        chosen = [game.scenario(scenario_id)] if scenario_id else game.scenarios()
    if as_json:
        typer.echo(json.dumps([_scenario_json(s) for s in chosen], indent=1))
        return
    table = Table(title=game.title, expand=True)
    table.add_column("id", no_wrap=True)
    table.add_column("title", ratio=2)
    table.add_column("sides", ratio=2)
    table.add_column("summary", ratio=4)
    # A game with many options lists them for one scenario at a time, not for each.
    many = len(chosen) > 1 and sum(len(s.options) for s in chosen) > 12
    if not many:
        table.add_column("options (default)", ratio=4)
    for scenario in chosen:
        cells = [scenario.id, scenario.title, ", ".join(scenario.sides), scenario.summary]
        table.add_row(*cells, *([] if many else [_options_text(scenario)]))
    console = _console()
    console.print(table)
    if many:
        console.print(f"Options: strife scenarios {game.id} SCENARIO")


def _scenario_json(scenario: Scenario) -> dict[str, object]:
    return {
        "id": scenario.id,
        "title": scenario.title,
        "sides": list(scenario.sides),
        "summary": scenario.summary,
        "options": [
            {"name": o.name, "default": o.default, "summary": o.summary} for o in scenario.options
        ],
    }


def _options_text(scenario: Scenario) -> Text:
    # Text, not markup: an option summary may well contain brackets.
    text = Text()
    for index, spec in enumerate(scenario.options):
        text.append("\n" if index else "")
        text.append(f"{spec.name}={spec.default!r}", style="bold")
        text.append(f" {spec.summary}")
    return text or Text("-")


# -- play ------------------------------------------------------------------------------------------


@app.command()
def play(
    game_id: GameArg,
    scenario: Annotated[str | None, typer.Option(help="Scenario id (default: the first).")] = None,
    seat: Annotated[
        list[str] | None,
        typer.Option(
            metavar="SIDE=AGENT",
            help="Who plays a side: human, random, heuristic, ...; all=AGENT sets every side. "
            "Default: the first side is you, the rest the computer.",
        ),
    ] = None,
    seed: Annotated[
        int | None,
        typer.Option(help="Dice seed (default: random); with --load, seeds the computer only."),
    ] = None,
    option: Annotated[
        list[str] | None, typer.Option(metavar="K=V", help="A scenario option.")
    ] = None,
    save: Annotated[
        Path | None, typer.Option(metavar="FILE", help="Write the game to FILE at the end.")
    ] = None,
    load_file: Annotated[
        Path | None, typer.Option("--load", metavar="FILE", help="Resume a saved game or record.")
    ] = None,
) -> None:
    """Play a game in the terminal."""
    from strife import saves, terminal

    console = _console()
    with _user_errors():
        if load_file is None:
            state = _new_game(game_id, scenario, seed, option or [])
        else:
            state = _resume(game_id, load_file, scenario is not None or bool(option))
        seats = terminal.parse_pairs(seat or [], "--seat", "SIDE=AGENT")
        agents_seed = state.seed if seed is None else seed
        agents = terminal.choose_seats(
            state.game, state.scenario.sides, seats, console, agents_seed
        )
        console.print(
            Text(f"{state.game.title}, {state.scenario.title} (seed {state.seed})", style="bold")
        )
        try:
            terminal.play(state, agents, console)
        except (KeyboardInterrupt, EOFError):
            _interrupted(console, state, save)
        terminal.show_end(console, state, agents)
        if save is not None:
            saves.save(state, save)
            console.print(f"Saved to {save}", soft_wrap=True)


def _resume(game_id: str, path: Path, set_up: bool) -> State:
    from strife.saves import load_saved

    if set_up:
        _fail("--load takes the scenario and options from the saved game")
    state = load_saved(path)
    if state.game.id != game_id:
        _fail(f"{path} is a {state.game.id} game, not {game_id}")
    return state


def _new_game(game_id: str, scenario_id: str | None, seed: int | None, raw: list[str]) -> State:
    from strife.terminal import parse_pairs, scenario_options

    game = load(game_id)
    chosen = game.scenario(scenario_id) if scenario_id else game.scenarios()[0]
    options = scenario_options(chosen, parse_pairs(raw, "--option", "K=V"))
    if seed is None:
        seed = game.random_seed(random.SystemRandom())
    return game.start(chosen, seed=seed, options=options)


def _interrupted(console: Console, state: State, save: Path | None) -> NoReturn:
    """Offer to save a game stopped half-way, then leave without a traceback."""
    console.print()
    default = save or Path(f"strife-{state.game.id}-{state.seed}.json")
    try:
        if Confirm.ask(f"Game stopped at move {state.move_count}. Save it?", console=console):
            path = Path(Prompt.ask("Save to", default=str(default), console=console))
            # The record alone: Ctrl-C may have struck half-way through a move, and the
            # moves (appended only once a move is complete) are always consistent.
            try:
                state.record().save(path)
            except OSError as exc:
                _fail(f"cannot write {path}: {exc.strerror or exc}")
            console.print(
                f"Saved to {path}; resume with: strife play {state.game.id} --load {path}",
                soft_wrap=True,  # a command to copy must stay on one line
            )
    except (KeyboardInterrupt, EOFError):
        console.print("Not saved.")
    raise typer.Exit(INTERRUPTED)


# -- replay ----------------------------------------------------------------------------------------


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A record or saved game (JSON).")],
    to: Annotated[
        int | None, typer.Option(min=0, help="Stop after move N (default: the end).")
    ] = None,
) -> None:
    """Replay a record: the narrative, the position after move N and the outcome."""
    from strife import saves, terminal

    console = _console()
    with _user_errors():
        state, steps = saves.replay_steps(file, to)
        for step in steps:
            line = Text(f"{step.number:>5}. {step.side}: {step.label}", style="bold")
            console.print(line, soft_wrap=True)
            for event in step.events:
                # soft_wrap: one line per event, so a saved narrative can be searched.
                console.print(Text(f"       {event.text}"), soft_wrap=True)
        title = f"Position after move {state.move_count}"
        terminal.show_position(console, title, terminal.position_text(state.game, state.view(None)))
        outcome = state.outcome()
        if outcome is not None:
            terminal.show_outcome(console, outcome, state.move_count)


# -- bench -----------------------------------------------------------------------------------------


@app.command()
def bench(
    game_id: GameArg,
    scenario: Annotated[str | None, typer.Option(help="Scenario id (default: the first).")] = None,
    seconds: Annotated[
        float, typer.Option(min=0, help="Time spent on each of: playouts, all cores, search.")
    ] = 5.0,
    as_json: AsJson = False,
) -> None:
    """Random playouts per second (one core and all), decisions per second, clone and apply
    costs, memory, search iterations per second."""
    from strife.bench import bench as run_bench
    from strife.bench_table import bench_table, with_progress

    console = _console()
    with _user_errors():
        game = load(game_id)
        chosen = game.scenario(scenario) if scenario else game.scenarios()[0]
        result = with_progress(lambda report: run_bench(game, chosen, seconds, report))
    if as_json:
        typer.echo(json.dumps(result.to_json(), indent=1))
    else:
        console.print(bench_table(result))


# -- serve -----------------------------------------------------------------------------------------


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8000,
    db: Annotated[
        str | None, typer.Option(help="Database URL (default: a SQLite file of the user's).")
    ] = None,
    allow_agent_modules: Annotated[
        bool,
        typer.Option(
            help="Let a seat name an agent class to import (package.module:Class). Off: "
            "it runs code installed on this machine at a player's request."
        ),
    ] = False,
) -> None:
    """Serve the web front end and API."""
    from strife.extras import require

    with _user_errors():
        require("server", "strife serve")
    try:
        # Lazily: the server's dependencies are heavy and not needed by other commands.
        import strife.server.app  # noqa: F401
        from strife.server import run
    except ImportError as exc:
        _fail(f"the web server is not available in this Strife ({exc})")

    with _user_errors():
        run(host, port, db, allow_agent_modules)


def main() -> None:
    """The console-script entry point."""
    app()


# -- batch play: simulate, report, tournament (owned by strife.sim; kept in this one block) --
from strife.sim import cli as _sim_cli  # noqa: E402  (after the commands above, on purpose)

app.command()(_sim_cli.simulate)
app.command()(_sim_cli.report)
app.command()(_sim_cli.tournament)
