"""What Data and Armed Conflict share (IV.A Resolving Conflicts; III.A Support Markers):
choosing a region, adding units that have not yet attacked this turn, one or two Support
markers, and the total that picks the column."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import FIREPOWER, ROLL, WITHDRAW
from strife.games.crisis2000.model.actions import join as join_action
from strife.games.crisis2000.model.actions import play as play_action
from strife.games.crisis2000.model.actions import support as support_action
from strife.games.crisis2000.model.turn import ARMED_DONE, DATA_DONE, Conflict
from strife.games.crisis2000.rules import crisis_markers as crisis
from strife.games.crisis2000.rules.special_events import playable

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

MAX_SUPPORT = 2  # III.A: "one or two Crisis markers"


def flag(armed: bool) -> int:
    return ARMED_DONE if armed else DATA_DONE


def eligible(s: CrisisState, c: Conflict) -> list[int]:
    """Units of the roller that may still join this roll."""
    side = c.roller
    joined = c.units
    if not c.counter:
        bit = flag(c.armed)
        flags = s.flags
        here = s._places().get((c.region, side), ())
        return [u for u in here if not flags[u] & bit and u not in joined]
    if side != c.attacker:
        units = s.units_in(c.region, side)  # VI.A: the defender's units present may all join
    else:
        units = [u for u in c.original if s.loc[u] == c.region and s.owner[u] == side]
    return [u for u in units if u not in joined]


def compose_options(s: CrisisState, c: Conflict) -> list[Action]:
    side = c.roller
    options: list[Action] = []
    kinds = s.table.kind
    seen: set[str] = set()
    for u in eligible(s, c):
        kind = kinds[u]
        if kind not in seen:
            seen.add(kind)
            options.append(join_action(kind))
    events = playable(s, side)  # Special Events may be played while an attack is composed
    if not c.units:
        options += events
        return [*options, WITHDRAW] if can_withdraw(c) else options
    hand = s.hands[side]
    played = c.support_of(side)
    if len(played) - sum(1 for n in played if n in mk.IN_COMBAT) < MAX_SUPPORT:
        supporting = s.markers.supporting[c.armed]
        for name in dict.fromkeys(hand):
            if name in supporting:
                options.append(support_action(name))
    if c.armed:
        for name in mk.IN_COMBAT:
            if name in hand and name not in played:
                options.append(play_action(name))
        if not c.firepower:
            options.append(FIREPOWER)
    options += events
    options.append(ROLL)
    if can_withdraw(c):
        options.append(WITHDRAW)
    return options


def can_withdraw(c: Conflict) -> bool:
    """An attack may be taken back step by step until a marker is played or Maximum
    Firepower announced (both are public and spend something), and never a counterattack
    (VI.A: the result called for it). A Government Armed attack, once the Rebel has been
    asked about Bill of Rights (E-1), is not called off, though units may be taken back."""
    if c.counter or c.played or c.firepower or c.roller != c.attacker:
        return False
    return bool(c.units) or not (c.armed and c.attacker == "government")


def withdraw(s: CrisisState, c: Conflict) -> list[Event]:
    """Take back the last unit added; with none, call the attack off."""
    if c.units:
        s.conflict = c._replace(units=c.units[:-1])
        return []
    s.conflict = None
    kind = "Armed" if c.armed else "Data"
    text = f"{c.attacker} calls off the {kind} attack in {s.board[c.region].name}"
    rule = "VI. Armed Conflict" if c.armed else "IV. Data Conflict"
    return [Event("withdraw", text, {"side": c.attacker, "region": c.region}, rule)]


def _events_played(c: Conflict, side: str) -> int:
    return sum(1 for n in c.support_of(side) if n in mk.IN_COMBAT)


def begin(s: CrisisState, region: str, armed: bool) -> list[Event]:
    s.conflict = Conflict(armed=armed, region=region, attacker=s.active, roller=s.active)
    kind = "Armed" if armed else "Data"
    text = f"{s.active} begins a {kind} attack in {s.board[region].name}"
    return [Event("attack", text, {"side": s.active, "region": region, "armed": armed})]


def join(s: CrisisState, c: Conflict, kind: str) -> list[Event]:
    kinds = s.table.kind
    unit = next(u for u in eligible(s, c) if kinds[u] == kind)
    s.conflict = Conflict(c.armed, c.region, c.attacker, c.roller, (*c.units, unit), c.targets,
                          c.original, c.played, c.firepower, c.counter)  # fmt: skip
    return []


def support(s: CrisisState, c: Conflict, name: str) -> list[Event]:
    crisis.spend(s, c.roller, name)
    played = (*c.played, (c.roller, name))
    s.conflict = Conflict(c.armed, c.region, c.attacker, c.roller, c.units, c.targets,
                          c.original, played, c.firepower, c.counter)  # fmt: skip
    text = f"{c.roller} plays {name} in support"
    return [Event("support", text, {"side": c.roller, "marker": name}, "III.A Support Markers")]


def firepower(s: CrisisState, c: Conflict) -> list[Event]:
    s.conflict = Conflict(c.armed, c.region, c.attacker, c.roller, c.units, c.targets,
                          c.original, c.played, True, c.counter)  # fmt: skip
    text = f"{c.roller} announces Maximum Firepower"
    return [Event("firepower", text, {"side": c.roller}, "VI.C Maximum Firepower")]


def total(s: CrisisState, c: Conflict) -> int:
    """Ratings of the units (Arms doubled by Maximum Firepower) plus the side's Support."""
    kind = s.table.kind
    if c.armed:
        units = sum(s.table[kind[u]].arms for u in c.units) * (2 if c.firepower else 1)
    else:
        units = sum(s.table[kind[u]].data for u in c.units)
    where = s.board[c.region].type_index
    markers = sum(s.markers.strength(n, c.armed, where) for n in c.support_of(c.roller))
    return units + markers


def finish(s: CrisisState, c: Conflict) -> None:
    """The conflict is over: every marker played in it goes back to the cup (III.A)."""
    crisis.return_played(s, tuple(n for _, n in c.played))
    s.conflict = None
