"""What follows a unit into an area however it gets there outside its own Movement Phase
steps: a retreat (5.4.3), a Crowd leaving a surge (5.4.2), a move out of a new Fire (6.5), going
along with a retreating unit (6.4), an arrival placed on the map. The rules it applies hold
"at any time", "if ever", "if an enemy unit enters": 6.1 (a Mob unit in a Gas area checks
morale at once), 6.3 and 6.4 (a Sniper or Agitator caught alone), 8.4 (an enemy entering any
area of a building reveals the units hidden there). movement.enter applies the same rules to
each step of a move (there a Sniper or Agitator is caught alone when the phase ends, so that a
stack may come in one unit at a time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.values import CROSSED, MORALE, Task
from strife.games.civil_power.rules import morale
from strife.games.civil_power.rules.optional import hidden

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


def entered(s: CivilPowerState, u: int, a: int, events: list[Event], gas: bool = True) -> None:
    """Unit `u` has just come into area `a`. `gas`: whether its gas Morale Check is made
    here (a retreat makes it after its own check, for every Gas area it went through).
    Coming in so, it crossed no Barricade to engage in Shock combat here (6.2): the crossing
    mark goes (a Crowd leaving a surge sets it afresh)."""
    s.flags[u] &= ~CROSSED
    if s.hidden:
        hidden.entered(s, u, a, events)
    if gas and s.mob_of(u) and a in s.gas and s.kind[u].checks_morale:
        s.push(Task(MORALE, side=s.side_of[u], unit=u, area=a, mc="gas"))
    morale.caught_alone(s, a, events)
