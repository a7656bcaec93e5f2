"""The Player Role, Player Actions and the Sequence of Action."""

from __future__ import annotations

from strife.games.civil_disorder.model.turn import (
    ACTION_WORDS,
    PlayerAction,
    Step,
    may_confer,
    one_action,
)

A = PlayerAction


def test_player_actions_the_six_actions() -> None:
    assert list(A) == [A.RADIO, A.CONVERSATION, A.SHOUT, A.PERSONAL, A.RUN, A.NEGOTIATE]
    assert ACTION_WORDS[A.SHOUT] == "Shout orders to a unit within earshot"
    assert set(ACTION_WORDS) == set(A)


def test_player_actions_only_one_a_turn_walking_is_free() -> None:
    assert one_action([]) and one_action([A.RUN])
    assert not one_action([A.RADIO, A.RUN])


def test_player_actions_confer_only_as_an_action() -> None:
    assert may_confer(A.RADIO) and may_confer(A.CONVERSATION)
    assert not may_confer(A.SHOUT) and not may_confer(None)


def test_sequence_of_action_six_steps_in_order() -> None:
    assert [s.name for s in sorted(Step)] == [
        "INTENTIONS",
        "UMPIRE_MOVES",
        "PLAYERS_MOVE",
        "RESOLUTION",
        "ACTIONS",
        "ASSESSMENT",
    ]
    assert [int(s) for s in Step] == [1, 2, 3, 4, 5, 6]
