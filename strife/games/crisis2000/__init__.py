"""Crisis 2000: Government against Rebels for the United States, with Data and Armed
conflict and hidden Crisis markers."""

from strife.games.crisis2000.game import CrisisGame


def game() -> CrisisGame:
    """The entry point of the `strife.games` group."""
    return CrisisGame()


__all__ = ["CrisisGame", "game"]
