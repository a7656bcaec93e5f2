"""Civil Disorder (Jim Wallman, 1983/2001): security forces against crowds run by the
umpire's rules, on a measured table; the computer umpires the crowds.

See README.md for what exists and how far it plays.
"""

from strife.games.civil_disorder.game import CivilDisorderGame


def game() -> CivilDisorderGame:
    """The entry point of the `strife.games` group."""
    return CivilDisorderGame()


__all__ = ["CivilDisorderGame", "game"]
