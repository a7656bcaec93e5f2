"""A game of Civil Disorder in play: flat dictionaries of immutable records, so that a clone
copies a handful of dictionaries and shares everything else (the table, the charts, the
scenario).

A turn is the text's Sequence of Action. Step 1 is one simultaneous decision of every player
role (each builds its intentions as a short chain: its one action, what the action says,
its figure's walk); when all have chosen, the engine, as umpire, runs steps 2-6
(`rules/sequence.py`) and the next turn's step 1 begins.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.core.decision import Decision
from strife.core.dice import Dice
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.core.state import State
from strife.games.civil_disorder.model.actions import Act, GiveOrder, Offer, Walk
from strife.games.civil_disorder.model.choices import options_for
from strife.games.civil_disorder.model.pieces import (
    Casualty,
    Cloud,
    Crowd,
    Officer,
    Order,
    Sniper,
    Unit,
)

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.scenario import Scenario
    from strife.games.civil_disorder.game import CivilDisorderGame

# A side's chain in step 1: the stage it is at, then what it has chosen so far.
ACT, ORDER, OFFER, WALK, DONE = "act", "order", "offer", "walk", "done"
NO_CHOICE: tuple[str, str, str, str, str] = ("", "", "", "", "")


class Chain:
    """One side's intentions for the turn, as far as chosen (immutable; replaced whole)."""

    __slots__ = ("order", "point", "stage", "target", "walk", "what", "whom")

    def __init__(
        self,
        stage: str = ACT,
        what: str = "",
        whom: str = "",
        order: str = "",
        target: str = "",
        point: str = "",
        walk: str = "",
    ) -> None:
        self.stage, self.what, self.whom = stage, what, whom
        self.order, self.target, self.point, self.walk = order, target, point, walk

    def but(self, **changes: str) -> Chain:
        fields = {name: getattr(self, name) for name in self.__slots__}
        fields.update(changes)
        return Chain(**fields)

    def to_json(self) -> dict[str, str]:
        return {name: getattr(self, name) for name in self.__slots__}


class CivilDisorderState(State):
    game: CivilDisorderGame
    turn: int
    length: int
    units: dict[str, Unit]
    officers: dict[str, Officer]
    crowds: dict[str, Crowd]
    clouds: tuple[Cloud, ...]
    value: dict[str, int]  # each building's property value left
    loot: dict[str, int]  # Loot Units left
    fires: dict[str, int]  # fires burning, by building
    casualties: tuple[Casualty, ...]
    tally: dict[str, int]  # the assessment's counts (Step 6)
    chains: dict[str, Chain]
    points: dict[str, int]  # bargaining points' hidden worth (ruling N-3)
    snipers: dict[str, Sniper]
    over: bool

    @classmethod
    def new(
        cls,
        game: CivilDisorderGame,
        scenario: Scenario,
        options: dict[str, Any],
        seed: int,
        dice: Dice,
    ) -> CivilDisorderState:
        s = cls.__new__(cls)
        s._init_base(game, scenario, options, seed, dice)
        s.turn, s.length, s.over = 1, 0, False
        s.units, s.officers, s.crowds = {}, {}, {}
        s.clouds, s.casualties = (), ()
        s.value, s.loot, s.fires, s.tally, s.points = {}, {}, {}, {}, {}
        s.chains, s.snipers = {}, {}
        return s

    # -- the contract -----------------------------------------------------------------

    @property
    def sides(self) -> tuple[str, ...]:
        return self.scenario.sides

    def decision(self) -> Decision | None:
        if self.over:
            return None
        waiting = tuple(s for s in self.sides if self.chains[s].stage != DONE)
        return Decision(self, waiting, f"Turn {self.turn}: your intentions")

    def _legal_options(self, side: str) -> list[Action]:
        if self.over or side not in self.chains or self.chains[side].stage == DONE:
            return []
        return options_for(self, side)

    def _apply(self, side: str, action: Action) -> list[Event]:
        chain = self.chains[side]
        if isinstance(action, Act):
            nxt = {"radio": ORDER, "shout": ORDER, "negotiate": OFFER, "run": DONE}
            chain = chain.but(what=action.what, whom=action.whom)
            chain = chain.but(stage=nxt.get(action.what, WALK))
        elif isinstance(action, GiveOrder):
            # The order as text: an option carries the enum, the same order read from JSON
            # a string, and the chain is shown in views.
            order = Order(action.order).value
            chain = chain.but(stage=WALK, order=order, target=action.target)
        elif isinstance(action, Offer):
            chain = chain.but(stage=WALK, point=action.point)
        elif isinstance(action, Walk):
            chain = chain.but(stage=DONE, walk=action.to)
        self.chains = {**self.chains, side: chain}
        if all(c.stage == DONE for c in self.chains.values()):
            from strife.games.civil_disorder.rules.sequence import run_turn

            return run_turn(self)
        return []

    def view(self, side: str | None) -> dict[str, Any]:
        from strife.games.civil_disorder.views.view import view_of

        return view_of(self, side)

    def public_view(self) -> dict[str, Any]:
        """What spectators are shown: how far the game has got and, at the end, the
        assessment; never the table, since every position on it is someone's secret."""
        from strife.games.civil_disorder.views.view import public_view

        return public_view(self)

    def outcome(self) -> Outcome | None:
        from strife.games.civil_disorder.rules.assessment import assess

        return assess(self) if self.over else None

    def game_turn(self) -> int:
        return self.turn if self.over else self.turn - 1

    def clone(self) -> CivilDisorderState:
        c = CivilDisorderState.__new__(CivilDisorderState)
        self._copy_base_into(c)
        c.turn, c.length, c.over = self.turn, self.length, self.over
        c.units, c.officers, c.crowds = dict(self.units), dict(self.officers), dict(self.crowds)
        c.clouds, c.casualties = self.clouds, self.casualties
        c.value, c.loot, c.fires = dict(self.value), dict(self.loot), dict(self.fires)
        c.tally, c.chains, c.points = dict(self.tally), dict(self.chains), self.points
        c.snipers = dict(self.snipers)
        return c

    def determinize(self, side: str, rng: random.Random) -> CivilDisorderState:
        """What a player cannot know, drawn afresh: the looters hidden in each crowd, every
        negotiator's quality (even the player's own, N-2), how long each gas cloud will
        last (consistent with its still being there), the bargaining points' worth. The
        dice are reseeded. Crowds out of sight keep their places (ruling E-6)."""
        from strife.games.civil_disorder.model.negotiation import Quality

        w = self.clone()
        w.dice = Dice(rng.getrandbits(63))
        w.crowds = {
            k: c if c.looter_crowd else c._replace(looters=rng.randint(0, 3))
            for k, c in self.crowds.items()
        }
        qualities = sorted(q.value for q in Quality)
        w.officers = {
            k: o._replace(quality=rng.choice(qualities)) for k, o in self.officers.items()
        }
        w.clouds = tuple(
            c._replace(lasts=max(self.turn - c.placed + 1, rng.randint(1, 6) + rng.randint(1, 6)))
            for c in self.clouds
        )
        w.points = {p: rng.choice((-1, 0, 1)) for p in sorted(self.points)}
        return w

    def _state_json(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "length": self.length,
            "over": self.over,
            "units": [list(u) for u in self.units.values()],
            "officers": [list(o) for o in self.officers.values()],
            "crowds": [list(c) for c in self.crowds.values()],
            "clouds": [list(c) for c in self.clouds],
            "value": dict(self.value),
            "loot": dict(self.loot),
            "fires": dict(self.fires),
            "casualties": [list(c) for c in self.casualties],
            "tally": dict(self.tally),
            "chains": {s: c.to_json() for s, c in self.chains.items()},
            "points": dict(self.points),
            "snipers": [list(x) for x in self.snipers.values()],
        }

    def load_json(self, obj: dict[str, Any]) -> None:
        """The changing parts from `_state_json` (checked by the caller's schema)."""
        self.turn, self.length, self.over = obj["turn"], obj["length"], obj["over"]
        self.units = {u[0]: Unit(*_tuples(u)) for u in obj["units"]}
        self.officers = {o[0]: Officer(*o) for o in obj["officers"]}
        self.crowds = {c[0]: Crowd(*_tuples(c)) for c in obj["crowds"]}
        self.clouds = tuple(Cloud(*c) for c in obj["clouds"])
        self.value, self.loot = dict(obj["value"]), dict(obj["loot"])
        self.fires, self.tally = dict(obj["fires"]), dict(obj["tally"])
        self.casualties = tuple(Casualty(*c) for c in obj["casualties"])
        self.chains = {s: Chain(**c) for s, c in obj["chains"].items()}
        self.points = dict(obj["points"])
        self.snipers = {x[0]: Sniper(*x) for x in obj["snipers"]}

    # -- helpers the rules share ------------------------------------------------------

    def count(self, key: str, n: int = 1) -> None:
        self.tally[key] = self.tally.get(key, 0) + n

    def live_crowds(self) -> list[Crowd]:
        return [c for c in self.crowds.values() if not c.gone]

    def side_units(self, side: str) -> list[Unit]:
        return [u for u in self.units.values() if u.side == side]


def _tuples(row: list[Any]) -> list[Any]:
    return [tuple(v) if isinstance(v, list) else v for v in row]
