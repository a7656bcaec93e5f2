"""The round of POWER after the pads are laid down (Round Structure): 2. Implementing Commands
from the Official clockwise, 3. and 4. conflicts, 5. Power Units, 6. Flags; then the next round
or the end of the game (Winning the Game; Tournaments: the round limit). The engine runs these
stages itself and stops only where a player has a choice (a piece to forfeit, the Country that
receives captured pieces or a captured Flag).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.games.power.model import forces as fx
from strife.games.power.model.stages import (
    CAPTURE_CHOICE,
    COLLECTING,
    CONFLICTS,
    END,
    FLAG_CHOICE,
    FLAGS,
    FORFEIT,
    IMPLEMENTING,
    OVER,
    PLANNING,
    RULE_TOURNAMENT,
    RULE_WIN,
)
from strife.games.power.rules import collecting, conflicts, flags, implementing

if TYPE_CHECKING:
    from strife.games.power.model.state import PowerState


def begin_implementation(state: PowerState) -> list[Event]:
    state.order = implementing.implementation_order(state)
    state.cursor = 0
    cancelled, joined, events = implementing.settle_mercenary_clashes(state)
    state.cancelled, state.joined = frozenset(cancelled), frozenset(joined)
    revealed = {pad: [c.label() for c in state.pads[pad]] for pad in state.order}
    state.adoptable = implementing.adoptable_projections(state, revealed)
    state.struck = False
    state.projections = {}
    state.stage = IMPLEMENTING
    text = f"2. Implementing Commands: round {state.round}, pads read from {state.official}"
    reveal = Event("reveal", text, {"pads": revealed}, implementing.RULE_IMPLEMENT)
    return [reveal, *events, *advance(state)]


def advance(state: PowerState) -> list[Event]:
    events: list[Event] = []
    if state.stage == IMPLEMENTING:
        events += _implement_pads(state)
        if state.stage == FORFEIT:
            return events
        state.stage = CONFLICTS
    if state.stage == CONFLICTS:
        bounced, standing = conflicts.resolve_ties(state)
        events += bounced
        fought, choices = conflicts.fight_battles(state, standing)
        events += fought
        state.pending_captures = tuple(choices)
        if choices:
            state.stage = CAPTURE_CHOICE
            return events
        state.stage = COLLECTING
    if state.stage == COLLECTING:
        events += collecting.collect_power_units(state)
        state.flag_list = flags.flag_order(state)
        state.flag_cursor = 0
        state.stage = FLAGS
    if state.stage == FLAGS:
        events += _capture_flags(state)
        if state.stage == FLAG_CHOICE:
            return events
        state.stage = END
    return events + _end_round(state)


def _implement_pads(state: PowerState) -> list[Event]:
    events: list[Event] = []
    while state.cursor < len(state.order):
        pad = state.order[state.cursor]
        state.cursor += 1
        carried, happened = implementing.implement_pad(state, pad)
        events += happened
        if carried == 0 and not state.is_eliminated(pad):
            candidates, paid = implementing.pay_penalty(state, pad)
            events += paid
            if candidates:
                state.pending_forfeit = (pad, tuple(candidates))
                state.stage = FORFEIT
                return events
    return events


def _capture_flags(state: PowerState) -> list[Event]:
    events: list[Event] = []
    threatened = flags.threatened(state)
    while state.flag_cursor < len(state.flag_list):
        army = state.flag_list[state.flag_cursor]
        found = None
        if army in threatened and not state.is_eliminated(army):
            found = flags.attacker(state, army)
        if found is not None:
            _, receivers = found
            if len(receivers) > 1:
                state.pending_flag = (army, receivers)
                state.stage = FLAG_CHOICE
                return events
            events.append(flags.capture_flag(state, army, receivers[0]))
        state.flag_cursor += 1
    return events


def _end_round(state: PowerState) -> list[Event]:
    alive = state.alive_sides()
    if len(alive) <= 1:
        return _finish(state, alive, "conquest", "captured every other Flag", RULE_WIN)
    if state.round_limit and state.round >= state.round_limit:
        return _finish_on_power(state)
    for army in state.forces:
        state.forces[army] = fx.settle(state.forces[army])
    state.pads = {pad: () for pad in state.pads}
    state.done = {side: False for side in state.seating.sides}
    state.done_count += 1
    state.drafts = {}
    state.projections = {}
    state.round += 1
    state.official = _next_official(state)
    state.stage = PLANNING
    text = f"Round {state.round} begins; {state.official} is the Official"
    if state.round_limit and state.round == state.round_limit:
        text += ". Final round!"
    data = {"round": state.round, "official": state.official}
    return [Event("round", text, data, "Round Structure")]


def _next_official(state: PowerState) -> str:
    sides = state.seating.sides
    start = sides.index(state.official)
    for step in range(1, len(sides) + 1):
        side = sides[(start + step) % len(sides)]
        if state.is_alive(side):
            return side
    return state.official


def _finish_on_power(state: PowerState) -> list[Event]:
    alive = state.alive_sides()
    best = max(state.side_power(s) for s in alive)
    leaders = [s for s in alive if state.side_power(s) == best]
    if len(leaders) > 1:
        most = max(state.side_flags(s) for s in leaders)
        leaders = [s for s in leaders if state.side_flags(s) == most]
    reason = f"the round limit ({state.round_limit}) ended the game: highest power value"
    return _finish(state, tuple(leaders), "time limit", reason, RULE_TOURNAMENT)


def _finish(
    state: PowerState, winners: tuple[str, ...], level: str, reason: str, rule: str
) -> list[Event]:
    scores = {s: float(state.side_power(s)) for s in state.seating.sides}
    state.result = Outcome(tuple(winners), scores, level, reason)
    state.stage = OVER
    names = " and ".join(winners) or "nobody"
    text = f"{rule}: {names} {'wins' if len(winners) == 1 else 'share the win'}: {reason}"
    return [Event("game-over", text, state.result.to_json(), rule)]
