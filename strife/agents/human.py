"""A person at the terminal: the options numbered, one chosen by typing its number."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.prompt import IntPrompt

from strife.agents.base import Agent

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State


class TerminalHuman(Agent):
    name = "human"

    def __init__(self, console: Console | None = None) -> None:
        self.console = console or Console()

    def choose(self, state: State, side: str) -> Action:
        options = state.options(side)
        decision = state.decision()
        prompt = decision.prompt if decision is not None else ""
        self.console.print(f"[bold]{side}[/bold]: {prompt}")
        for number, action in enumerate(options, start=1):
            self.console.print(f"  [cyan]{number:>3}[/cyan]  {action.label()}")
        choice = IntPrompt.ask(
            "Your choice",
            console=self.console,
            choices=[str(n) for n in range(1, len(options) + 1)],
            show_choices=False,
        )
        return options[choice - 1]
