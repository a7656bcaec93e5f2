"""Playing in the terminal: seats, options from the command line, the position as text,
events as they happen, and the outcome. The Typer commands in strife.cli stay thin."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from strife.agents.base import Agent
from strife.agents.human import QUIT_WORDS, TerminalHuman
from strife.agents.registry import parse_spec
from strife.core.errors import StrifeError, UnknownName
from strife.core.events import Event
from strife.core.game import Game
from strife.core.outcome import Outcome
from strife.core.presentation import side_name
from strife.core.scenario import Scenario
from strife.core.state import State
from strife.match import seat_agents

HUMAN = "human"
TRUE_WORDS = frozenset({"true", "yes", "on", "1"})
FALSE_WORDS = frozenset({"false", "no", "off", "0"})

# -- reading the command line -------------------------------------------------------------


def parse_pairs(values: Iterable[str], flag: str, shape: str) -> dict[str, str]:
    """["a=1", "b=2"] -> {"a": "1", "b": "2"}; a value without "=" is named."""
    pairs: dict[str, str] = {}
    for value in values:
        key, eq, rest = value.partition("=")
        if not eq or not key.strip() or not rest.strip():
            raise StrifeError(f"{flag} {value!r} must be {shape}")
        pairs[key.strip()] = rest.strip()
    return pairs


def scenario_options(scenario: Scenario, raw: dict[str, str]) -> dict[str, Any]:
    """Command-line strings turned into the type of each option's default.

    Unknown names pass through untouched so that Game.resolve_options refuses them with
    the list of known options.
    """
    typed: dict[str, Any] = {}
    for name, text in raw.items():
        spec = scenario.option(name)
        typed[name] = text if spec is None else _typed(name, text, spec.default)
    return typed


def _typed(name: str, text: str, default: Any) -> Any:
    try:
        if isinstance(default, bool):  # before int: bool is an int
            if text.lower() in TRUE_WORDS | FALSE_WORDS:
                return text.lower() in TRUE_WORDS
            raise ValueError(text)
        if isinstance(default, int):
            return int(text)
        if isinstance(default, float):
            return float(text)
    except ValueError:
        kind = type(default).__name__
        raise UnknownName(f"option {name!r} must be {kind}, got {text!r}") from None
    return text


def computer_default(game: Game) -> str:
    """The game's own heuristic player if it has one, else the random player."""
    return "heuristic" if type(game).heuristic_agent is not Game.heuristic_agent else "random"


def choose_seats(
    game: Game, sides: tuple[str, ...], given: dict[str, str], console: Console, seed: int
) -> dict[str, Agent]:
    """An agent for every side. With no --seat at all, the first side is the person at the
    terminal; any side left unnamed gets the computer's default player."""
    seats: dict[str, str | Agent] = dict(given) if given else {sides[0]: HUMAN}
    seats.setdefault("all", computer_default(game))
    # Humans share this console, so prompts and the position go to the same place.
    human = TerminalHuman(console)
    for side, spec in list(seats.items()):
        if isinstance(spec, str) and parse_spec(spec)[0] == HUMAN:
            seats[side] = human
    return seat_agents(game, sides, seats, seed)


def human_sides(agents: dict[str, Agent]) -> tuple[str, ...]:
    return tuple(side for side, agent in agents.items() if isinstance(agent, TerminalHuman))


# -- showing the game ------------------------------------------------------------------------


def position_text(game: Game, view: dict[str, Any]) -> str:
    """The game's own text for a view if it has `describe`, else compact JSON."""
    describe = getattr(game, "describe", None)
    if callable(describe):
        return str(describe(view))
    return json.dumps(view, separators=(",", ":"), sort_keys=True, default=str)


def show_position(console: Console, title: str, text: str) -> None:
    console.print(Text(title, style="bold"))
    # soft_wrap: a board drawn in text must keep its lines, not be folded at the width.
    console.print(Text(text), soft_wrap=True)


def show_events(
    console: Console, move: int, events: list[Event], audience: tuple[str, ...]
) -> None:
    """Events the human seats may see, or all of them when no person plays."""
    for event in events:
        if not audience or any(event.visible(side) for side in audience):
            line = Text(f"{move:>5}  ", style="dim")
            line.append(event.text)
            console.print(line, soft_wrap=True)


def show_status(console: Console, game: Game, view: dict[str, Any]) -> None:
    """The game's status rows in plain words (its presenter), the current step marked."""
    status = game.presenter().status(view)
    if status.sequence and status.current >= 0:
        steps = [f"[{s}]" if i == status.current else s for i, s in enumerate(status.sequence)]
        console.print(Text("  " + " > ".join(steps), style="dim"), soft_wrap=True)
    for row in (*status.rows, *status.hand):
        line = Text(f"  {row.label}: ", style="bold")
        line.append(row.value)
        console.print(line, soft_wrap=True)


def show_outcome(console: Console, outcome: Outcome, moves: int, sentence: str = "") -> None:
    winners = ", ".join(map(side_name, outcome.winners)) or "nobody (a draw)"
    why = ": ".join(part for part in (outcome.level, outcome.reason) if part)
    line = Text(f"Game over after {moves} moves. Winner: {winners}", style="bold green")
    if why:
        line.append(f" ({why})", style="green")
    console.print(line)
    if sentence:  # the game's own words for the result
        console.print(Text(sentence, style="green"), soft_wrap=True)
    if outcome.scores:
        table = Table("side", "score")
        for side, score in outcome.scores.items():
            table.add_row(side_name(side), f"{score:g}")
        console.print(table)


# -- the play loop ------------------------------------------------------------------------------


def play(state: State, agents: dict[str, Agent], console: Console) -> Outcome | None:
    """Play `state` to its end: people choose at the terminal, computers by themselves.

    KeyboardInterrupt (Ctrl-C, or "q" at a prompt) and EOFError propagate, with the state
    left at the last completed move, so the caller can offer to save it.
    """
    game = state.game
    audience = human_sides(agents)
    shown: dict[str, str] = {}
    if not audience:
        show_position(console, "Start", position_text(game, state.view(None)))
    last_human = ""
    decision = state.decision()
    while decision is not None:
        side = decision.sides[0]
        if side in audience:
            if len(audience) > 1 and side != last_human:
                _hand_over(console, side)
                shown.pop(side, None)  # after a hand-over, show the board again
            last_human = side
            _show_if_changed(console, state, side, shown)
        action = agents[side].choose(state, side)
        events = state.apply(side, action)
        show_events(console, state.move_count, events, audience)
        decision = state.decision()
    return state.outcome()


def _hand_over(console: Console, side: str) -> None:
    """Several people share the terminal: wait until the next one has it, so its secret
    orders are not typed (nor its view shown) in front of the player before."""
    name = side_name(side)
    answer = console.input(f"[bold]{name}[/bold] to play: pass the terminal, then press Enter. ")
    if answer.strip().lower() in QUIT_WORDS:
        raise KeyboardInterrupt


def _show_if_changed(console: Console, state: State, side: str, shown: dict[str, str]) -> None:
    """The side's view before it chooses, unless it saw exactly this text last time (a
    chain of small decisions would otherwise repeat the whole board at each step)."""
    view = state.view(side)
    text = position_text(state.game, view)
    if shown.get(side) != text:
        show_position(console, f"Move {state.move_count + 1}: {side_name(side)} sees", text)
        show_status(console, state.game, view)
        shown[side] = text


def show_end(console: Console, state: State, agents: dict[str, Agent]) -> None:
    """The final position (as the first person seated sees it, else the umpire) and result."""
    audience = human_sides(agents)
    viewer = audience[0] if audience else None
    view = state.view(viewer)
    show_position(console, "Final position", position_text(state.game, view))
    outcome = state.outcome()
    if outcome is not None:
        sentence = state.game.presenter().result(view, outcome)
        show_outcome(console, outcome, state.move_count, sentence)
