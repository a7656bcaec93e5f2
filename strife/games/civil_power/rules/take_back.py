"""Taking back a step of a Fire combat attack being composed (5.3), before any die is rolled
(ruling E-4 in docs/rulings/civil-power.md): the rulebook composes an attack at the table,
where a player may change his mind until he rolls; the engine composes it one choice at a
time, so changing one's mind is a choice of its own.

The steps come back in a fixed order, the reverse of the order the options offer them
whatever order they were chosen in: a reduction first (so the strength left never falls
below what was reduced), then the units added, last first, then the target, which leaves
the first firer choosing a target again (where Cancel, E-3, gives up the attack). What is
taken back cannot be chosen again in this attack: a unit taken back is not offered again
(as a firer or target), nor a reduction once one has been taken back. So every chain of
choices ends, as E-3 requires of Cancel. (Taking back the choice of a unit to move, before
its first step, is in movement.py.)
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from strife.core.events import Event

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState
    from strife.games.civil_power.model.values import Attack

RULE = "5.3"


def may_take_back(attack: Attack) -> bool:
    """A Fire combat attack with its target chosen has a step to take back (before the
    target, Cancel is the way back)."""
    return attack.mode == "fire" and attack.target >= 0


def last_step(attack: Attack) -> str:
    """Which step a take-back undoes: "reduce", "firer" or "target"."""
    if attack.reduce:
        return "reduce"
    return "firer" if len(attack.firers) > 1 else "target"


def take_back(s: CivilPowerState, attack: Attack, events: list[Event]) -> None:
    step = last_step(attack)
    if step == "reduce":
        s.attack = replace(attack, reduce=attack.reduce - 1, reduce_fixed=True)
        text = f"{s.active} takes back a reduction of the attack's strength"
    elif step == "firer":
        unit = attack.firers[-1]
        s.attack = replace(attack, firers=attack.firers[:-1], taken=(*attack.taken, unit))
        text = f"{s.active} takes {s.names[unit]} back out of the attack"
    else:
        unit = attack.target
        s.attack = replace(attack, target=-1, taken=(*attack.taken, unit))
        text = f"{s.active} takes back the target {s.names[unit]}"
    events.append(Event("take_back", text, {"step": step}, RULE))
