"""The stand morale check (7.4) as the engine's rules use it: activation (8.3) and
crossing obstacles (9.2). A roll with its modifier passes at the stand's morale number."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState


def stand_check(state: ByWillAloneState, s: int, modifier: int = 0) -> tuple[int, bool]:
    """7.4: roll 1D6 for stand `s`; it passes if roll + modifier reaches its morale
    number. An Unreliable unit's stand never passes (7.5: it obeys no commands)."""
    roll = state.dice.roll()
    number = state.morale_number(s)
    return roll, number is not None and roll + modifier >= number
