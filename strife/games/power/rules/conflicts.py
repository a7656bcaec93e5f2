"""3. Resolving Conflicts and 4. Capturing Pieces.

Any location on the board held by more than one party at the end of implementation has a
conflict. Ties are resolved first: tied parties' pieces that arrived this round bounce back
to where they came from, once; pieces that were already there stay. Then the highest power
value in each location captures every other party's pieces there, which go, converted to the
victor's colour, into the victor's Reserve.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from strife.core.events import Event
from strife.games.power.model import forces as fx

if TYPE_CHECKING:
    from strife.games.power.model.state import PowerState

RULE_TIES = "3. Resolving Conflicts: Resolving ties"
RULE_BATTLE = "3. Resolving Conflicts"
RULE_CAPTURE = "4. Capturing Pieces"


class Verdict(NamedTuple):
    """How a conflict ends: the parties that bounce, the victor, and those it captures.
    (A tuple: made for every conflict, and far cheaper to build than a frozen dataclass.)"""

    bounce: tuple[str, ...]
    winner: str | None
    losers: tuple[str, ...]


def judge(powers: dict[str, int]) -> Verdict:
    """The tie rules, generalised: while the highest power is shared, the parties sharing it
    retreat and the rest are judged again; a single highest party captures the rest.

    Two tied: both retreat. Three, top two tied: they retreat, the third is unaffected.
    Three, bottom two tied: the highest captures both. Four, top two tied: they retreat and
    the other two battle it out, or retreat too if tied.
    """
    if len(powers) == 2:  # most conflicts: the same rules, without the loop
        (a, power_a), (b, power_b) = powers.items()
        if power_a == power_b:
            return Verdict(tuple(sorted((a, b))), None, ())
        return Verdict((), a, (b,)) if power_a > power_b else Verdict((), b, (a,))
    remaining = dict(powers)
    bounce: list[str] = []
    while len(remaining) > 1:
        top = max(remaining.values())
        tops = sorted(p for p, v in remaining.items() if v == top)
        if len(tops) == 1:
            losers = tuple(sorted(p for p in remaining if p != tops[0]))
            return Verdict(tuple(bounce), tops[0], losers)
        bounce += tops
        for party in tops:
            del remaining[party]
    return Verdict(tuple(bounce), None, ())


Conflicts = list[tuple[str, dict[str, int]]]


def contested(state: PowerState) -> Conflicts:
    """Board locations held by more than one party, in board order, with the power value of
    each party there (parties in the order their armies come in state.forces).

    Parties meet in few places while their pieces stand in many, so the shared locations
    are found first with sets, and power is summed only there."""
    party_of = state.seating.party_of
    where = {army: fx.locations(forces) for army, forces in state.forces.items()}
    held: dict[str, set[str]] = {}  # party -> the locations where it has pieces
    for army, locs in where.items():
        party = party_of[army]
        held[party] = held[party] | locs if party in held else locs
    seen: set[str] = set()
    shared: set[str] = set()
    for locs in held.values():
        shared |= seen & locs
        seen |= locs
    shared -= state.board.reserve_ids
    if not shared:
        return []
    power = state.table.power
    found: dict[str, dict[str, int]] = {}
    for army, forces in state.forces.items():
        if shared.isdisjoint(where[army]):
            continue
        party = party_of[army]
        for (loc, piece, _), n in forces.items():
            if loc in shared:
                here = found.get(loc)
                if here is None:
                    here = found[loc] = {}
                here[party] = here.get(party, 0) + power[piece] * n
    order = state.board.order
    return sorted(found.items(), key=lambda x: order[x[0]])


def resolve_ties(state: PowerState) -> tuple[list[Event], Conflicts]:
    """Bounce tied pieces until no tie can be resolved by a retreat. Returns the events and
    the conflicts left standing (for fight_battles, so it need not find them again)."""
    events: list[Event] = []
    while True:
        standing = contested(state)
        moves = _bounces(state, standing)
        if not moves:
            return events, standing
        for army, key, n in moves:
            fx.remove(state.forces[army], key, n)
            fx.add(state.forces[army], key[2], key[1], fx.BOUNCED, n)
        events += _bounce_events(state, moves)


def _bounces(state: PowerState, conflicts: Conflicts) -> list[tuple[str, fx.Key, int]]:
    """Pieces that bounce this pass: those of tied parties that arrived this round."""
    moves: list[tuple[str, fx.Key, int]] = []
    armies_of_party = state.seating.armies_of_party
    for loc, powers in conflicts:
        for party in judge(powers).bounce:
            for army in armies_of_party[party]:
                for key, n in sorted(fx.at(state.forces[army], loc)):
                    if fx.arrived(key[2]):
                        moves.append((army, key, n))
    return moves


def _bounce_events(state: PowerState, moves: list[tuple[str, fx.Key, int]]) -> list[Event]:
    events = []
    for army, (loc, piece, origin), n in moves:
        name = state.table[piece].name
        text = f"{RULE_TIES}: a tie in {loc}: {n} {army} {name} bounce back to {origin}"
        data = {"army": army, "piece": piece, "count": n, "from": loc, "to": origin}
        events.append(Event("bounce", text, data, RULE_TIES))
    return events


@dataclass(frozen=True)
class Capture:
    """Pieces captured in one location, waiting to go to the victor's Reserve."""

    loc: str
    party: str
    pieces: tuple[tuple[str, int], ...]  # (piece code, count)
    candidates: tuple[str, ...]  # the victor's armies that could receive them


def fight_battles(
    state: PowerState, standing: Conflicts | None = None
) -> tuple[list[Event], list[Capture]]:
    """Each remaining conflict (`standing`, as resolve_ties left them, or found anew): the
    highest power value captures the other parties' pieces. Returns captures whose
    receiving army the victor must choose (two-player game)."""
    events: list[Event] = []
    choices: list[Capture] = []
    armies_of_party = state.seating.armies_of_party
    for loc, powers in contested(state) if standing is None else standing:
        verdict = judge(powers)
        if verdict.winner is None:
            events.append(_standoff(loc, powers))
            continue
        taken: dict[str, int] = {}
        for party in verdict.losers:
            for army in armies_of_party[party]:
                for key, n in list(fx.at(state.forces[army], loc)):
                    fx.remove(state.forces[army], key, n)
                    taken[key[1]] = taken.get(key[1], 0) + n
        capture = Capture(
            loc,
            verdict.winner,
            tuple(sorted(taken.items())),
            receivers(state, verdict.winner, loc, armies_of_party),
        )
        events.append(_battle_event(state, loc, powers, verdict))
        if len(capture.candidates) == 1:
            events.append(deliver(state, capture, capture.candidates[0]))
        else:
            choices.append(capture)
    return events, choices


def receivers(
    state: PowerState, party: str, loc: str, armies_of_party: dict[str, tuple[str, ...]]
) -> tuple[str, ...]:
    """The victor's Country that won the conflict: its army with the most power there; with
    equal power from two Countries (two-player game) the player chooses."""
    if len(armies_of_party[party]) == 1:
        return armies_of_party[party]
    present = {
        army: fx.power_at(state.forces[army], loc, state.table)
        for army in armies_of_party[party]
        if any(True for _ in fx.at(state.forces[army], loc))
    }
    if not present:
        return tuple(armies_of_party[party][:1])
    best = max(present.values())
    return tuple(sorted((a for a, p in present.items() if p == best), key=state.board.armies.index))


def deliver(state: PowerState, capture: Capture, army: str) -> Event:
    reserve = state.board.reserve(army)
    for piece, n in capture.pieces:
        fx.add(state.forces[army], reserve, piece, fx.HOME, n)
    listed = ", ".join(f"{n} {state.table[p].name}" for p, n in capture.pieces) or "nothing"
    text = f"{RULE_CAPTURE}: {listed} captured in {capture.loc} go to the {army} Reserve"
    data = {"loc": capture.loc, "army": army, "pieces": dict(capture.pieces)}
    return Event("capture", text, data, RULE_CAPTURE)


def _battle_event(state: PowerState, loc: str, powers: dict[str, int], verdict: Verdict) -> Event:
    sides = ", ".join(f"{p} {v}" for p, v in sorted(powers.items(), key=lambda kv: -kv[1]))
    text = f"{RULE_BATTLE}: battle in {loc} ({sides}): {verdict.winner} wins"
    if verdict.bounce:
        text += f"; {', '.join(verdict.bounce)} tied and stand aside"
    data = {"loc": loc, "powers": powers, "winner": verdict.winner}
    return Event("battle", text, data, RULE_BATTLE)


def _standoff(loc: str, powers: dict[str, int]) -> Event:
    sides = ", ".join(f"{p} {v}" for p, v in sorted(powers.items()))
    text = (
        f"{RULE_TIES}: a tie in {loc} ({sides}) that no retreat can break: "
        "the pieces stay and the conflict stands (ruling T-3)"
    )
    return Event("standoff", text, {"loc": loc, "powers": powers}, RULE_TIES)
