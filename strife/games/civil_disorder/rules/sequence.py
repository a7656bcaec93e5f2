"""The Sequence of Action as the engine runs it once every player has given notice of their
intentions (step 1): 2. the umpire moves the crowds and the subordinate units; 3. the
players' figures move; 4. firing, fights and negotiations, and the over-reaction test;
5. the players' actions (orders given now are carried out from next turn's step 2, the
text's own command delay, ruling A-6); 6. the umpire assesses the turn.

What each player is told is an event visible to the sides whose figure sees where it
happened, and to the side whose unit it happened to (its radio report, ruling A-3). The
dice behind every result are told to the umpire alone.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from strife.core.events import Event
from strife.games.civil_disorder.model.response_level import RlFactor, RlTrigger

if TYPE_CHECKING:
    from strife.games.civil_disorder.model.state import CivilDisorderState

NOBODY: frozenset[str] = frozenset()


@dataclass
class Turn:
    """What happens during one turn that later steps of the same turn need."""

    state: CivilDisorderState
    events: list[Event] = field(default_factory=list)
    factors: dict[str, Counter[RlFactor]] = field(default_factory=dict)
    triggers: dict[str, set[RlTrigger]] = field(default_factory=dict)
    stress: dict[str, set[str]] = field(default_factory=dict)  # unit -> over-reaction triggers
    wounded: Counter[str] = field(default_factory=Counter)  # unit -> members wounded this turn
    gunfire: bool = False
    fought: dict[str, list[Any]] = field(default_factory=dict)  # crowd -> its combats

    def factor(self, crowd: str, f: RlFactor, n: int = 1) -> None:
        self.factors.setdefault(crowd, Counter())[f] += n

    def trigger(self, crowd: str, t: RlTrigger) -> None:
        self.triggers.setdefault(crowd, set()).add(t)

    def stressed(self, unit: str, why: str) -> None:
        self.stress.setdefault(unit, set()).add(why)

    def tell(
        self, text: str, where: str, rule: str, units: tuple[str, ...] = (), **data: Any
    ) -> None:
        """An event for the sides that see `where` and the sides of `units`."""
        s = self.state
        board = s.game.board
        sides = {o.side for o in s.officers.values() if board.sees(o.at, where)}
        sides |= {s.units[u].side for u in units if u in s.units}
        self.events.append(Event("report", text, data, rule, frozenset(sides)))

    def note(self, text: str, rule: str, **data: Any) -> None:
        """An event for the umpire alone: the dice and what players cannot know."""
        self.events.append(Event("umpire", text, data, rule, NOBODY))


def run_turn(s: CivilDisorderState) -> list[Event]:
    from strife.games.civil_disorder.rules import step_assessment, step_moves, step_resolution

    t = Turn(s)
    step_moves.move_crowds(t)
    step_moves.move_units(t)
    step_moves.move_officers(t)
    step_resolution.resolve(t)
    give_orders(t)
    step_assessment.assess_turn(t)
    return t.events


def give_orders(t: Turn) -> None:
    """Step 5: the orders radioed or shouted this turn; the unit acts on them from the next
    turn's step 2."""
    from strife.games.civil_disorder.model.pieces import ORDER_WORDS, Order

    s = t.state
    for side in s.sides:
        chain = s.chains[side]
        if chain.what not in ("radio", "shout") or chain.whom not in s.units:
            continue
        unit = s.units[chain.whom]
        order = Order(chain.order)
        s.units[unit.id] = unit._replace(order=order.value, target=chain.target)
        aim = target_name(s, chain.target)
        t.tell(
            f"{unit.name} acknowledges: {ORDER_WORDS[order]}{aim}",
            unit.at,
            "Player Actions",
            (unit.id,),
        )


def target_name(s: CivilDisorderState, target: str) -> str:
    """An order's target in words (a crowd, a sniper or a place), with a leading space."""
    if not target:
        return ""
    if target in s.crowds:
        return f" {s.crowds[target].name}"
    if target in s.snipers:
        return f" {s.snipers[target].name}"
    return f" {s.game.board.names[target]}"


def sf_points(s: CivilDisorderState) -> list[str]:
    """Where Security Forces stand: every unit and every personal figure."""
    return [u.at for u in s.units.values()] + [o.at for o in s.officers.values()]
