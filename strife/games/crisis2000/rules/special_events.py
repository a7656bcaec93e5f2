"""III.B Special Events and the Special Events Explanation: when each event may be played,
and what playing it does. Economic Collapse, played the moment it is picked, is part of
picking (`crisis_markers.economic_collapse`); Non-Lethal Munitions and Surveillance, played
"before rolling the die during any single Armed Conflict", are offered with the attack
(`resolving.compose_options`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import play
from strife.games.crisis2000.model.turn import ARMED, OVER, SETUP, Task
from strife.games.crisis2000.model.units import INSURGENT
from strife.games.crisis2000.rules.crisis_markers import (
    RULE_EVENTS,
    lose,
    other,
    return_played,
    spend,
    with_added,
)

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

FOREIGN_TYPES = ("high_tech", "rapid_deployment", "strike_force", "special_operations")
MOBILIZATION_TYPES = ("rapid_deployment", "high_tech")


def playable(s: CrisisState, side: str) -> list[Action]:
    """The Special Events `side` may play at this moment, whatever else it is deciding (its
    step of the turn, an attack being composed, a choice pending): the one list every
    decision adds. Cyber Terrorists and Foreign Intervention "any time during the holder's
    player turn", Mobilization "any time during its own player turn", Videotaped Atrocity
    "any time", Bill of Rights "during the Armed Conflict portion of a Government player
    turn" (while it can still stop something: not once it has)."""
    if s.phase in (SETUP, OVER):
        return []
    hand = s.hands[side]
    if not hand:
        return []
    own_turn = side == s.active
    out = [
        play(name)
        for name in mk.AT_WILL
        if name in hand and (own_turn or name == mk.VIDEOTAPED_ATROCITY)
    ]
    if mk.BILL_OF_RIGHTS in hand and bill_open(s, side):
        out.append(play(mk.BILL_OF_RIGHTS))
    return out


def bill_open(s: CrisisState, side: str) -> bool:
    """Whether a Bill of Rights played by `side` now would stop Government Armed Conflict."""
    return side == "rebel" and s.active == "government" and s.phase == ARMED and not s.no_armed


def government_barred(s: CrisisState, side: str) -> bool:
    """A Bill of Rights has stopped `side` (the Government) from any more Armed Conflict
    this turn: no attack, and no counterattack either, which is Armed Conflict too."""
    return side == "government" and s.active == "government" and s.no_armed


def play_event(s: CrisisState, side: str, name: str) -> list[Event]:
    """Play a Special Event from the hand; a choice it interrupts resumes afterwards."""
    spend(s, side, name)
    head = Event("play", f"{RULE_EVENTS}: {side} plays {name}", {"side": side, "marker": name},
                 RULE_EVENTS)  # fmt: skip
    if name == mk.BILL_OF_RIGHTS:
        s.push(Task("decree", "government"))  # always asked (ruling E-1)
        return [head]
    if name == mk.CYBER_TERRORISTS:
        roll = s.dice.roll(10)
        s.cup = with_added(s.cup, name)
        n = roll // 3
        text = f"Cyber Terrorists: roll {roll}, {other(side)} loses {n} marker(s)"
        data = {"roll": roll, "count": n}
        return [head, Event("event", text, data, RULE_EVENTS),
                *lose(s, other(side), n, "Cyber Terrorists")]  # fmt: skip
    if name == mk.FOREIGN_INTERVENTION:
        roll = s.dice.roll(10)
        s.removed = with_added(s.removed, name)
        available = sum(1 for t in FOREIGN_TYPES for _ in s.pool_units(t))
        n = min(roll, available)
        text = f"Foreign Intervention: roll {roll}; {side} receives {n} unit(s) overseas"
        events = [head, Event("event", text, {"roll": roll, "units": n}, RULE_EVENTS)]
        if n:
            s.push(Task("place", side, types=FOREIGN_TYPES, regions=s.board.overseas, count=n,
                        same=True, reason="Foreign Intervention"))  # fmt: skip
        return events + lose(s, side, roll, "Foreign Intervention: bad publicity")
    if name == mk.MOBILIZATION:
        s.cup = with_added(s.cup, name)
        regions = s.infrastructure_regions("government")
        if regions:
            s.push(Task("place", side, types=MOBILIZATION_TYPES, regions=regions, count=1,
                        reason="Mobilization"))  # fmt: skip
        return [head]
    if name == mk.VIDEOTAPED_ATROCITY:
        s.cup = with_added(s.cup, name)
        s.push(Task("place", side, types=(INSURGENT,), regions=s.board.ids, count=2,
                    reason="Videotaped Atrocity"))  # fmt: skip
        return [head]
    raise AssertionError(f"{name} is not played at will")


def security_decree(s: CrisisState, decreed: bool) -> list[Event]:
    """The Government's answer to a Bill of Rights just played: Security Decree makes it "no
    effect"; otherwise the Government conducts no more Armed Conflict this turn."""
    if decreed:
        spend(s, "government", mk.SECURITY_DECREE)
        return_played(s, (mk.BILL_OF_RIGHTS, mk.SECURITY_DECREE))
        text = f"{RULE_EVENTS}: government plays Security Decree: the Bill of Rights has no effect"
        data = {"side": "government", "marker": mk.SECURITY_DECREE}
        return [Event("play", text, data, RULE_EVENTS)]
    return_played(s, (mk.BILL_OF_RIGHTS,))
    s.no_armed = True
    c = s.conflict
    if c is not None and c.roller == "government" and not c.counter and not c.units:
        s.conflict = None  # the attack just begun is called off before any unit joins
    text = f"{RULE_EVENTS}: Bill of Rights: the Government conducts no Armed Conflict this turn"
    return [Event("bill-of-rights", text, {}, RULE_EVENTS)]
