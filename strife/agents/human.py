"""A person at the terminal: the options numbered, one chosen by typing its number."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.columns import Columns
from rich.console import Console
from rich.text import Text

from strife.agents.base import Agent
from strife.core.presentation import side_name

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State

QUIT_WORDS = frozenset({"q", "quit", "exit"})


class TerminalHuman(Agent):
    """Lists the options of a side and reads a number; "q" stops the game (to save it)."""

    name = "human"

    def __init__(self, console: Console | None = None) -> None:
        self.console = console or Console()

    def choose(self, state: State, side: str) -> Action:
        """The options in the game's plain words (its presenter), grouped as the web
        client groups them, with the action being composed shown above them."""
        options = state.options(side)
        decision = state.decision()
        presenter = state.game.presenter()
        view = state.view(side)
        prompt = presenter.prompt(view, decision.prompt) if decision is not None else ""
        heading = Text(side_name(side), style="bold")
        if prompt:
            heading.append(f": {prompt}")
        self.console.print(heading)
        composing = presenter.composing(view)
        if composing is not None:
            line = Text(f"  {composing.title}: ", style="yellow")
            line.append("; ".join(f"{r.label} {r.value}" for r in composing.lines))
            self.console.print(line, soft_wrap=True)
        texts = [presenter.option(view, action) for action in options]
        # The group names the kind of choice; with one kind only it would be noise.
        several = len({t.group for t in texts}) > 1
        labels = [f"[{t.group}] {t.label}" if several else t.label for t in texts]
        self._list(labels, range(1, len(labels) + 1))
        return options[self._ask(side, labels) - 1]

    def _list(self, labels: list[str], numbers: Iterable[int]) -> None:
        """Numbered options in as many columns as the terminal fits (long lists stay short)."""
        items = []
        for number in numbers:
            item = Text(f"{number:>3} ", style="cyan")
            item.append(labels[number - 1])  # a Text, so brackets in labels are not markup
            items.append(item)
        self.console.print(Columns(items, column_first=True, padding=(0, 3)))

    def _ask(self, side: str, labels: list[str]) -> int:
        """An option number. Text instead of a number picks the option of that label, or
        lists the options whose labels contain it. Asks until it gets one; EOF propagates."""
        count = len(labels)
        while True:
            answer = self.console.input(
                f"{side}, your choice (1-{count}, or text to search, q to stop): "
            )
            answer = answer.strip().lower()
            if answer in QUIT_WORDS:
                # The same path as Ctrl-C, so the player is offered to save.
                raise KeyboardInterrupt
            if answer.isdigit() and 1 <= int(answer) <= count:
                return int(answer)
            found = [n for n, label in enumerate(labels, start=1) if answer in label.lower()]
            exact = [n for n in found if labels[n - 1].lower() == answer]
            if len(exact) == 1 or (answer and len(found) == 1):
                return (exact or found)[0]
            if answer and found:
                self._list(labels, found)
            else:
                self.console.print(f"Type a number from 1 to {count}, a label's text, or q.")
