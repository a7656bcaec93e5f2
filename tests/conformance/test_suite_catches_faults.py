"""The conformance checks are tested too: each broken fixture game must fail the check for
its fault, with a message that names it, and the correct toy game must pass every check."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from strife.core.game import Game
from strife.core.registry import game_ids, load, register, unregister
from strife.core.scenario import Scenario
from tests.conformance import checks
from tests.fixtures import broken
from tests.fixtures.toy import ToyGame

# (broken game, the check that must catch it, what its message must say)
FAULTS: list[tuple[Game, str, str]] = [
    (broken.LEAKY_VIEW, "views_do_not_leak", "view changes with what it cannot know"),
    (broken.LEAKY_EVENT, "events_do_not_leak", "is told north's choice"),
    (broken.LEAKY_OPTIONS, "determinize", "options depend on what it cannot know"),
    (broken.LEAKY_REFUSAL, "views_do_not_leak", "refusals to .* differ with hidden facts"),
    (broken.SHUFFLED, "options_deterministic", "options differ"),
    (broken.HASH_ORDER, "same_in_another_process", "plays differently with PYTHONHASHSEED"),
    (broken.IDLE_OPTIONS, "options_deterministic", "has options but no decision"),
    (broken.DRIFTING, "replay", "drifts from the game"),
    (broken.MUTATING, "unlisted_refused", "changed the state"),
    (broken.LAX, "unlisted_refused", "was accepted"),
    (broken.SEED_IN_VIEW, "views_json", "seed .* is in .* view"),
    (broken.ENUM_IN_VIEW, "views_json", "view.mood holds a Mood"),
    (broken.SEED_IN_EVENT, "playouts_end", "tells the dice seed"),
    (broken.UNRESEEDED, "determinize", "does not reseed the dice"),
    (broken.CARELESS_DETERMINIZE, "views_do_not_leak", "view changes"),
    (broken.SILENT, "playouts_end", "has no text"),
    (broken.ENDLESS, "playouts_end", "did not end after"),
    (broken.ENDLESS, "playout_ends_as_scenario_stands", "did not end after"),
    (broken.REFUSING, "options_accepted", "listed option bid 3 refused"),
    (broken.SHALLOW_CLONE, "playouts_end", "clone made at decision .* changed"),
    (broken.CARELESS_DATA, "scenario_as_data", "starts another position"),
    (broken.FORGETFUL, "save_load", "do not round-trip"),
    (broken.RAW_STATUS, "presentation_words", "is a raw key"),
    (broken.MISSING_TARGET, "presentation_board", "names 'bid-3', which the board does not"),
    (broken.BLANK_COUNTER, "presentation_counters", "does not print its Score"),
    (broken.UNLINKED_RULES, "presentation_rules", "which no reference card explains"),
]


@pytest.fixture
def registered(request: pytest.FixtureRequest) -> Iterator[Game]:
    """The game under test, registered so that replay() can find it by id."""
    game: Game = request.param
    previous = load(game.id) if game.id in game_ids() else None
    register(game)
    yield game
    # Put back what was there (the session's own toy game), so later tests still find it.
    if previous is None:
        unregister(game.id)
    else:
        register(previous)


def _run(game: Game, check: str, scenario: Scenario) -> None:
    # A short cap on playouts, so that the endless game fails quickly.
    if check == "playouts_end":
        checks.check_playouts_end(game, scenario, checks.PLAYOUT_SEEDS[:2], max_decisions=500)
    elif check == "playout_ends_as_scenario_stands":
        checks.check_playout_ends_as_scenario_stands(game, scenario, max_decisions=500)
    else:
        checks.CHECKS[check](game, scenario)


@pytest.mark.parametrize("registered", [ToyGame()], indirect=True, ids=["toy"])
@pytest.mark.parametrize("check", sorted(checks.CHECKS))
def test_the_correct_toy_game_passes_every_check(registered: Game, check: str) -> None:
    for scenario in registered.scenarios():
        _run(registered, check, scenario)


@pytest.mark.parametrize(
    ("registered", "check", "message"),
    FAULTS,
    indirect=["registered"],
    ids=[f"{game.id}-{check}" for game, check, _ in FAULTS],
)
def test_each_fault_is_caught_by_its_check(registered: Game, check: str, message: str) -> None:
    with pytest.raises(AssertionError, match=message):
        _run(registered, check, registered.scenarios()[0])


def test_every_check_is_proved_to_bite() -> None:
    """No check in the catalogue is left without a broken game that it catches."""
    proved = {check for _, check, _ in FAULTS}
    assert proved >= set(checks.CHECKS)
