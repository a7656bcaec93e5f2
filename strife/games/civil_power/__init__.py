"""Civil Power (Brian Train, 2020 edition): Mob against Police in a riot, on square-area
maps, with Fire and Shock combat, Morale Checks, tear gas, barricades and Molotovs."""

from strife.games.civil_power.game import CivilPowerGame


def game() -> CivilPowerGame:
    """The entry point of the `strife.games` group."""
    return CivilPowerGame()


__all__ = ["CivilPowerGame", "game"]
