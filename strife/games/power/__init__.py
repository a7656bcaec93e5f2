"""POWER, the game: 2-4 players, secret simultaneous commands, capture the Flags."""

from strife.games.power.game import PowerGame


def game() -> PowerGame:
    """The entry point of the `strife.games` group."""
    return PowerGame()


__all__ = ["PowerGame", "game"]
