"""A tiny game for the CLI tests: two sides race a counter to a target.

Each turn the side to move advances 1 or 2 and rolls a secret bonus die that only it sees
(so event visibility can be tested). Small, fast and deterministic from its seed.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any, ClassVar

from strife.core import (
    Action,
    ActionCodec,
    Decision,
    Dice,
    Event,
    Game,
    OptionSpec,
    Outcome,
    RecordError,
    Scenario,
    State,
)
from strife.core.dice import dice_from_json


@dataclasses.dataclass(frozen=True, slots=True)
class Step(Action):
    kind: ClassVar[str] = "step"
    n: int

    def label(self) -> str:
        return f"advance {self.n}"


TARGET = OptionSpec("target", 10, "the total that wins")


class RaceState(State):
    totals: dict[str, int]
    turn: int

    def decision(self) -> Decision | None:
        if self.outcome() is not None:
            return None
        return Decision(self, (self.scenario.sides[self.turn],), "advance your counter")

    def _legal_options(self, side: str) -> list[Action]:
        return [Step(1), Step(2)]

    def _apply(self, side: str, action: Action) -> list[Event]:
        assert isinstance(action, Step)
        bonus = 1 if self.dice.roll() == 6 else 0
        self.totals[side] += action.n + bonus
        self.turn = (self.turn + 1) % len(self.scenario.sides)
        events = [Event("step", f"{side} advances {action.n} to {self.totals[side]}")]
        if bonus:
            events.append(
                Event("bonus", f"{side} rolls a secret bonus", visible_to=frozenset([side]))
            )
        return events

    def view(self, side: str | None) -> dict[str, Any]:
        return {"totals": dict(self.totals), "turn": self.scenario.sides[self.turn]}

    def game_turn(self) -> int:
        return self.move_count // len(self.scenario.sides)

    def outcome(self) -> Outcome | None:
        target = self.options_used["target"]
        winners = tuple(s for s, t in self.totals.items() if t >= target)
        if not winners:
            return None
        return Outcome(winners, {s: float(t) for s, t in self.totals.items()}, "race", "reached it")

    def clone(self) -> RaceState:
        other = RaceState.__new__(RaceState)
        self._copy_base_into(other)
        other.totals = dict(self.totals)
        other.turn = self.turn
        return other

    def determinize(self, side: str, rng: random.Random) -> RaceState:
        other = self.clone()
        other.dice = Dice(rng.getrandbits(63))
        return other

    def _state_json(self) -> dict[str, Any]:
        return {"totals": dict(self.totals), "turn": self.turn}


class RaceGame(Game):
    id = "race"
    title = "Race"
    summary = "Two sides race a counter to a target."
    data_dir = Path(__file__).parent / "cli_fixture_data"
    codec = ActionCodec([Step])

    def scenarios(self) -> list[Scenario]:
        return [
            Scenario("short", "Short race", ("red", "blue"), "First to 10.", (TARGET,)),
            Scenario("trio", "Three-way race", ("red", "blue", "green"), "Three sides.", (TARGET,)),
        ]

    def scenario_from_data(self, data: dict[str, Any], source: str) -> Scenario:
        raise RecordError(f"{source}: race has no custom scenarios")

    def start(
        self,
        scenario: str | Scenario | Path | dict[str, Any],
        seed: int = 0,
        options: dict[str, Any] | None = None,
    ) -> RaceState:
        chosen = self.scenario(scenario)
        state = RaceState.__new__(RaceState)
        state._init_base(self, chosen, self.resolve_options(chosen, options), seed, Dice(seed))
        state.totals = {side: 0 for side in chosen.sides}
        state.turn = 0
        return state

    def load_state(self, obj: dict[str, Any]) -> RaceState:
        from strife.core.record import Record

        record = Record.from_json(obj)
        state = self.start(record.scenario, record.seed, record.options)
        saved = obj.get("state")
        if not isinstance(saved, dict):
            raise RecordError("saved race: no 'state'")
        state.totals = dict(saved["totals"])
        state.turn = int(saved["turn"])
        state.dice = dice_from_json(obj.get("dice"))
        for side, action in record.moves:
            state.history = (state.history, side, self.action_from_json(action))
            state.move_count += 1
        return state

    def describe(self, view: dict[str, Any]) -> str:
        totals = ", ".join(f"{side} {total}" for side, total in view["totals"].items())
        return f"Race: {totals}; {view['turn']} to move"

    def conformance_options(self, scenario: Scenario) -> dict[str, Any]:
        return {"target": 12}


class PlainGame(RaceGame):
    """The same race without `describe`, so the CLI falls back to JSON views."""

    id = "plain"
    describe = None  # type: ignore[assignment]
