"""The engine keeps the core contract when units meet (8.3): with a stand-in for the
confrontation of 11.3 (which rules/conflict.py provides), random games of the skirmish reach
their end, save and load, keep hidden what is hidden and refuse what is not offered."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from strife.core.events import Event
from strife.games.by_will_alone.game import ByWillAloneGame
from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules import encounter
from strife.games.by_will_alone.rules.registry import Outcome
from tests.conformance import checks


def _stand_in(
    state: ByWillAloneState, mover: int, reactors: list[int], events: list[Event]
) -> Outcome:
    events.append(state.event("confront", "A confrontation (a stand-in for 11.3)", "8.3"))
    return Outcome.OPPOSED if state.dice.roll() <= 3 else Outcome.DONE


@pytest.fixture
def game(monkeypatch: pytest.MonkeyPatch) -> Iterator[ByWillAloneGame]:
    monkeypatch.setattr(encounter, "CONFRONT", _stand_in)
    yield ByWillAloneGame()


@pytest.mark.parametrize("scenario", ["skirmish", "skirmish-march"])
@pytest.mark.parametrize(
    "check",
    [
        "playouts_end",
        "options_accepted",
        "unlisted_refused",
        "save_load",
        "views_do_not_leak",
        "events_do_not_leak",
    ],
)
def test_8_3_games_with_encounters_keep_the_contract(
    game: ByWillAloneGame, scenario: str, check: str
) -> None:
    checks.CHECKS[check](game, game.scenario(scenario))


def test_8_3_encounters_happen_in_random_play(game: ByWillAloneGame) -> None:
    from strife.agents import RandomAgent

    reactions = conditions = 0
    for seed in range(5):
        state = game.start("skirmish", seed=seed)
        agent = RandomAgent(seed)
        while (decision := state.decision()) is not None:
            side = decision.sides[0]
            state.apply(side, agent.choose(state, side))
        kinds = [action.kind for _, action in state.moves()]
        reactions += sum(k in ("react", "partial") for k in kinds)
        conditions += sum(k in ("sit-down", "fraternize", "party") for k in kinds)
    assert reactions > 0 and conditions > 0
