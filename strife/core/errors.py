"""Errors that Strife raises on purpose: each one names what is wrong in a single line."""

from __future__ import annotations


class StrifeError(Exception):
    """Base of every error Strife raises deliberately; its message is fit to show a user."""


class IllegalAction(StrifeError):
    """An action that the rules do not allow now; the state is left unchanged.

    `rule` names the rule section that forbids it, so a player can always ask why.
    """

    def __init__(self, reason: str, rule: str = "") -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(f"{rule}: {reason}" if rule else reason)


class UnknownName(StrifeError):
    """An unknown game, scenario, side, agent or option."""


class DataError(StrifeError):
    """A malformed data file: names the file, the key and what is wrong."""

    def __init__(self, source: str, key: str, problem: str) -> None:
        self.source = source
        self.key = key
        self.problem = problem
        where = f"{source}: {key}" if key else source
        super().__init__(f"{where}: {problem}")


class RecordError(StrifeError):
    """A record or saved game that cannot be replayed or loaded as it stands."""
