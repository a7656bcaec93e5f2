"""III. Crisis Markers: selection, picking from the cup, losing markers, and the Special
Events Explanation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.crisis2000.model import markers as mk

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

RULE_SELECTION = "III. Crisis Marker Selection"
RULE_EVENTS = "III.B Special Events"
RULE_LOSING = "III.C Losing Markers"


def other(side: str) -> str:
    return "rebel" if side == "government" else "government"


def _only(side: str) -> frozenset[str]:
    return frozenset((side,))


def without(items: tuple[str, ...], name: str) -> tuple[str, ...]:
    """`items` less one copy of `name` (hands and the cup are sorted tuples)."""
    i = items.index(name)
    return items[:i] + items[i + 1 :]


def with_added(items: tuple[str, ...], *names: str) -> tuple[str, ...]:
    return tuple(sorted(items + names))


def select(s: CrisisState) -> list[Event]:
    """Crisis Marker Selection: pick as many as the Chart gives for the Value held."""
    value = s.value_of(s.active)
    n = s.markers.picks(value)
    text = f"{RULE_SELECTION}: {s.active} holds Value {value} and picks {n} marker(s)"
    return [Event("selection", text, {"side": s.active, "value": value, "picks": n},
                  RULE_SELECTION), *pick(s, s.active, n)]  # fmt: skip


def pick(s: CrisisState, side: str, n: int, setup: bool = False) -> list[Event]:
    """Pick `n` markers blindly from the cup (fewer if it runs out). Each joins the hand as
    it is picked, so an Economic Collapse picked later in the same selection counts it. A
    marker the side cannot play goes straight back and is lost to it (III.B); Economic
    Collapse is played at once, except during setup, when it simply goes back (IX.D)."""
    events: list[Event] = []
    got: list[str] = []
    for _ in range(n):
        if not s.cup:
            events.append(Event("cup-empty", "The cup is empty", {"side": side}, RULE_SELECTION))
            break
        name = s.cup[s.dice.below(len(s.cup))]
        s.cup = without(s.cup, name)
        event = s.markers.events.get(name)
        if event is not None and event.immediate:
            if setup:
                s.cup = with_added(s.cup, name)
                text = f"IX.D: {side} picks {name} during setup; it goes back to the cup"
                events.append(Event("returned", text, {"side": side, "marker": name}, "IX.D"))
            else:
                events += _told(side, got)
                got = []
                events += economic_collapse(s, side)
        elif not s.markers.usable_by(name, side):
            s.cup = with_added(s.cup, name)
            text = f"{RULE_EVENTS}: {side} picks {name}, which it cannot play; it goes back"
            events.append(Event("returned", text, {"side": side, "marker": name}, RULE_EVENTS))
        else:
            s.hands[side] = with_added(s.hands[side], name)
            got.append(name)
    events += _told(side, got)
    text = f"{side} now holds {len(s.hands[side])} Crisis marker(s)"
    events.append(Event("hand", text, {"side": side, "count": len(s.hands[side])}, RULE_SELECTION))
    return events


def _told(side: str, got: list[str]) -> list[Event]:
    """The names of the markers just picked, told only to the picker."""
    if not got:
        return []
    secret = f"{side} picks " + ", ".join(got)
    return [Event("picked", secret, {"side": side, "markers": list(got)}, RULE_SELECTION,
                  _only(side))]  # fmt: skip


def lose(s: CrisisState, side: str, n: int, why: str) -> list[Event]:
    """III.C: mix the side's markers, return `n` to the cup unseen; if it has too few, the
    opponent picks the shortfall from the cup."""
    if n <= 0:
        return []
    hand = s.hands[side]
    lost: list[str] = []
    while hand and len(lost) < n:
        name = hand[s.dice.below(len(hand))]
        hand = without(hand, name)
        lost.append(name)
    s.hands[side] = hand
    s.cup = with_added(s.cup, *lost)
    short = n - len(lost)
    text = f"{RULE_LOSING}: {side} returns {len(lost)} marker(s) to the cup ({why})"
    events = [Event("lost", text, {"side": side, "count": len(lost), "short": short}, RULE_LOSING)]
    if lost:
        secret = f"{side} loses " + ", ".join(lost)
        events.append(Event("lost-names", secret, {"markers": lost}, RULE_LOSING, _only(side)))
    if short:
        foe = other(side)
        text = f"{RULE_LOSING}: {side} was {short} short; {foe} picks {short}"
        events.append(Event("shortfall", text, {"side": foe, "count": short}, RULE_LOSING))
        events += pick(s, foe, short)
    return events


def return_played(s: CrisisState, names: tuple[str, ...]) -> None:
    s.cup = with_added(s.cup, *names)


def spend(s: CrisisState, side: str, name: str) -> None:
    """Take a played marker out of the side's hand (it is then in play, not in the cup)."""
    s.hands[side] = without(s.hands[side], name)


# -- the Special Events Explanation -----------------------------------------------------------


def economic_collapse(s: CrisisState, picker: str) -> list[Event]:
    roll = s.dice.roll(10)
    if roll > 5:
        s.cup = with_added(s.cup, mk.ECONOMIC_COLLAPSE)
        text = f"{RULE_EVENTS}: Economic Collapse picked by {picker}; roll {roll}: nothing happens"
        return [Event("event", text, {"marker": mk.ECONOMIC_COLLAPSE, "roll": roll}, RULE_EVENTS)]
    s.removed = with_added(s.removed, mk.ECONOMIC_COLLAPSE)
    gov, reb = len(s.hands["government"]), len(s.hands["rebel"])
    if gov == reb:
        victim = ("government", "rebel")[s.dice.below(2)]
    else:
        victim = "government" if gov > reb else "rebel"
    half = len(s.hands[victim]) // 2
    text = (f"{RULE_EVENTS}: Economic Collapse picked by {picker}; roll {roll}: {victim} "
            f"returns half its markers ({half}); the marker is removed from play")  # fmt: skip
    data = {"marker": mk.ECONOMIC_COLLAPSE, "roll": roll, "victim": victim}
    return [Event("event", text, data, RULE_EVENTS), *lose(s, victim, half, "Economic Collapse")]
