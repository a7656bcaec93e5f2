"""6. Flag Captures, and Winning the Game.

After every conflict and the Power Units, a Flag falls when the attacking force in its
Headquarters includes Infantry or a Regiment and its power value is greater than the
defender's. The victor takes the Flag, and every piece and Power Unit of the defeated army,
converted to its colour, into its Reserve; the defeated army is out of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.power.model import forces as fx

if TYPE_CHECKING:
    from strife.games.power.model.state import PowerState

RULE = "6. Flag Captures"


def flag_order(state: PowerState) -> tuple[str, ...]:
    """Flags are examined from the Official clockwise (ruling F-2), so that when two armies
    take each other's Flags in one round the first capture stands."""
    armies = state.board.armies
    first = state.seating.armies_of[state.official][0]
    start = armies.index(first)
    return tuple(a for a in armies[start:] + armies[:start] if a in state.forces)


def threatened(state: PowerState) -> set[str]:
    """Armies with another party's pieces in their Headquarters (a Flag capture never
    creates a new threat: the victor's new pieces go to its Reserve)."""
    party_of, hq_owner = state.seating.party_of, state.board.hq_owner
    found: set[str] = set()
    for other, forces in state.forces.items():
        # The Headquarters among this army's locations (a set intersection, done in C).
        for loc in hq_owner.keys() & fx.locations(forces):
            owner = hq_owner[loc]
            if owner in party_of and party_of[owner] != party_of[other]:
                found.add(owner)
    return found


def attacker(state: PowerState, army: str) -> tuple[str, tuple[str, ...]] | None:
    """The party that captures `army`'s Flag now, with its armies that could receive it."""
    hq = state.board.hq(army)
    party_of, table = state.seating.party_of, state.table
    power: dict[str, int] = {}
    capable: set[str] = set()
    by_army: dict[str, int] = {}
    for other, forces in state.forces.items():
        here = [(piece, n) for (loc, piece, _), n in forces.items() if loc == hq and n]
        if not here:
            continue
        party = party_of[other]
        value = sum(table[p].power * n for p, n in here)
        power[party] = power.get(party, 0) + value
        by_army[other] = value
        if any(table[p].captures_flags for p, _ in here):
            capable.add(party)
    defender = party_of[army]
    contenders = {p: v for p, v in power.items() if p != defender}
    if not contenders:
        return None
    best = max(contenders.values())
    leaders = [p for p, v in contenders.items() if v == best]
    if len(leaders) != 1 or leaders[0] not in capable or best <= power.get(defender, 0):
        return None
    party = leaders[0]
    mine = {a: v for a, v in by_army.items() if party_of[a] == party}
    top = max(mine.values())
    receivers = tuple(a for a in state.board.armies if mine.get(a) == top)
    return party, receivers


def capture_flag(state: PowerState, army: str, victor: str) -> Event:
    """`victor` takes `army`'s Flag, forces and Power Units; `army` is out of the game."""
    reserve = state.board.reserve(victor)
    taken: dict[str, int] = {}
    for (_, piece, _), n in state.forces[army].items():
        fx.add(state.forces[victor], reserve, piece, fx.HOME, n)
        taken[piece] = taken.get(piece, 0) + n
    state.forces[army] = {}
    units = state.power_units[army]
    state.power_units[victor] += units
    state.power_units[army] = 0
    for flag, holder in list(state.flag_holder.items()):
        if holder == army:
            state.flag_holder[flag] = victor
    state.flag_pads_clear(army)
    listed = ", ".join(f"{n} {state.table[p].name}" for p, n in sorted(taken.items()))
    text = (
        f"{RULE}: {victor} captures the {army} Flag and takes its forces "
        f"({listed or 'none'}) and {units} Power Units; {army} is out of the game"
    )
    data = {"army": army, "victor": victor, "pieces": taken, "power_units": units}
    return Event("flag", text, data, RULE)
