"""By Will Alone (James O'Keefe, playtest draft 2.0, 2007): nonviolent activists against
authority forces on a map of terrain features."""

from strife.games.by_will_alone.game import ByWillAloneGame


def game() -> ByWillAloneGame:
    """The entry point of the `strife.games` group."""
    return ByWillAloneGame()


__all__ = ["ByWillAloneGame", "game"]
