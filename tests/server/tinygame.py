"""A tiny game with secrets, for the server's tests: two sides secretly pick one of three
cells at once, then the picks are revealed and scored with a die. Three rounds."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from strife.core import Action, ActionCodec, Decision, Dice, Event, Game, Outcome, Scenario, State

SIDES = ("red", "blue")
CELLS = ("c1", "c2", "c3")
ROUNDS = 3


@dataclass(frozen=True, slots=True)
class Pick(Action):
    kind: ClassVar[str] = "pick"
    cell: str

    def label(self) -> str:
        return f"pick {self.cell}"

    def targets(self) -> tuple[str, ...]:
        return (self.cell,)


class TinyState(State):
    def __init__(self) -> None:
        self.round = 1
        self.picks: dict[str, str] = {}
        self.scores = {s: 0 for s in SIDES}

    def decision(self) -> Decision | None:
        if self.round > ROUNDS:
            return None
        waiting = tuple(s for s in SIDES if s not in self.picks)
        return Decision(self, waiting, "pick a cell in secret")

    def _legal_options(self, side: str) -> list[Action]:
        if self.round > ROUNDS or side in self.picks:
            return []
        return [Pick(c) for c in CELLS]

    def _apply(self, side: str, action: Action) -> list[Event]:
        assert isinstance(action, Pick)
        self.picks[side] = action.cell
        events = [
            Event("picked", f"{side} has picked a cell"),
            Event(
                "secret", f"you picked {action.cell} (SECRET-{side})", visible_to=frozenset({side})
            ),
        ]
        if len(self.picks) == len(SIDES):
            events += self._reveal()
        return events

    def _reveal(self) -> list[Event]:
        events = []
        same = len(set(self.picks.values())) == 1
        for side in SIDES:
            gain = 0 if same else int(self.picks[side][1]) + self.dice.roll(6)
            self.scores[side] += gain
            events.append(Event("reveal", f"{side} picked {self.picks[side]} and scores {gain}"))
        self.picks = {}
        self.round += 1
        return events

    def view(self, side: str | None) -> dict[str, Any]:
        shown = self.picks if side is None else {s: c for s, c in self.picks.items() if s == side}
        return {
            "round": self.round,
            "scores": dict(self.scores),
            "picks": shown,
            "waiting": sorted(self.picks.keys() ^ set(SIDES)),
            "you": side,
        }

    def public_view(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "scores": dict(self.scores),
            "picks": {},
            "waiting": sorted(self.picks.keys() ^ set(SIDES)),
            "you": "",
        }

    def game_turn(self) -> int:
        return self.round

    def outcome(self) -> Outcome | None:
        if self.round <= ROUNDS:
            return None
        best = max(self.scores.values())
        winners = tuple(s for s in SIDES if self.scores[s] == best)
        return Outcome(winners, {s: float(v) for s, v in self.scores.items()}, "win", "points")

    def clone(self) -> TinyState:
        other = TinyState()
        self._copy_base_into(other)
        other.round, other.picks, other.scores = self.round, dict(self.picks), dict(self.scores)
        return other

    def determinize(self, side: str, rng: random.Random) -> TinyState:
        other = self.clone()
        other.dice = Dice(rng.getrandbits(63))
        for s in list(other.picks):
            if s != side:
                other.picks[s] = rng.choice(CELLS)
        return other

    def _state_json(self) -> dict[str, Any]:
        return {"round": self.round, "picks": self.picks, "scores": self.scores}


class TinyGame(Game):
    id = "tiny"
    title = "Tiny Secrets"
    summary = "Pick a cell in secret; the die decides."
    data_dir = Path(__file__).parent / "no-data"
    codec = ActionCodec([Pick])

    def scenarios(self) -> list[Scenario]:
        return [Scenario("duel", "Duel", SIDES, "Two players, three rounds.")]

    def scenario_from_data(self, data: dict[str, Any], source: str) -> Scenario:
        return self.scenarios()[0]

    def start(self, scenario: Any, seed: int = 0, options: dict[str, Any] | None = None) -> State:
        found = self.scenario(scenario)
        state = TinyState()
        state._init_base(self, found, self.resolve_options(found, options), seed, Dice(seed))
        return state

    def load_state(self, obj: dict[str, Any]) -> State:
        raise NotImplementedError

    def render(self, view: dict[str, Any]) -> str:
        cells = "".join(
            f'<g id="{c}" data-target="{c}"><rect x="{i * 60}" y="0" width="50" height="50" '
            f'fill="#ccd"/><text x="{i * 60 + 15}" y="30">{c}</text></g>'
            for i, c in enumerate(CELLS)
        )
        return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 50">{cells}</svg>'
