"""The presentation contract's checks (core/presentation.py, docs/presentation.md): what a
game shows people is in plain words and agrees with its board.

Each check plays the sampled positions of the other checks and, for every side with a
decision, reads the game's presentation of that side's screen view."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

from strife.agents import RandomAgent
from strife.core.errors import StrifeError
from strife.core.game import Game
from strife.core.presentation import present
from strife.core.scenario import Scenario
from strife.core.state import State
from tests.conformance.checks import _sampled_states, playout_options

# A value a person should never read: Python's or JSON's nothing, a structure's repr.
RAW_VALUE = re.compile(r"^\s*$|\bNone\b|\bnull\b|\bundefined\b|^[\[{(]")
# An identifier rather than words: snake_case, or a dataclass repr "kind(a=1)".
RAW_KEY = re.compile(r"_|^[a-z]+[A-Z]|=")
SVG = "{http://www.w3.org/2000/svg}"


def _screens(game: Game, scenario: Scenario) -> list[tuple[str, State, dict[str, Any]]]:
    """(side, state, the side's screen view) for every deciding side of the sampled states."""
    found = []
    for state in _sampled_states(game, scenario):
        decision = state.decision()
        for side in decision.sides if decision else ():
            found.append((side, state, state.display_view(side)))
    return found


def _where(game: Game, scenario: Scenario, state: State, side: str) -> str:
    return f"{game.id}/{scenario.id} move {state.move_count} ({side})"


def check_presentation_words(game: Game, scenario: Scenario) -> None:
    """Status rows, prompts and option labels are words: no raw keys, no null, no repr."""
    presenter = game.presenter()
    for side, state, view in _screens(game, scenario):
        where = _where(game, scenario, state, side)
        decision = state.decision()
        shown = present(presenter, view, state.options(side), decision.prompt if decision else "")
        status = shown["status"]
        for row in status["rows"] + status["hand"]:
            raw = RAW_KEY.search(row["label"]) or row["label"] in view
            assert row["label"] and not raw, (
                f"{where}: status label {row['label']!r} is a raw key, not words"
            )
            assert not RAW_VALUE.search(row["value"]), (
                f"{where}: status row {row['label']!r} shows {row['value']!r}"
            )
        assert -1 <= status["current"] < max(1, len(status["sequence"])), (
            f"{where}: the current step {status['current']} is not in the sequence of play"
        )
        for option in shown["options"]:
            assert option["label"] and not RAW_VALUE.search(option["label"]), (
                f"{where}: option label {option['label']!r} is not plain words"
            )
            assert not re.search(r"\w\(\w+=", option["label"]), (
                f"{where}: option label {option['label']!r} is a raw action"
            )
            assert option["group"] and not RAW_KEY.search(option["group"]), (
                f"{where}: option group {option['group']!r} is a raw key"
            )
        if shown["composing"]:
            for row in shown["composing"]["lines"]:
                assert not RAW_VALUE.search(row["value"]), (
                    f"{where}: composed action row {row['label']!r} shows {row['value']!r}"
                )


def _svg(game: Game, view: dict[str, Any]) -> ET.Element | None:
    try:
        text = game.render(view)
    except StrifeError:
        return None  # a game without a picture: the option list is the whole client
    return ET.fromstring(text)


def _ids(root: ET.Element) -> dict[str, ET.Element]:
    return {node.attrib["id"]: node for node in root.iter() if "id" in node.attrib}


def _boards(
    game: Game, scenario: Scenario
) -> list[tuple[str, State, dict[str, Any], dict[str, ET.Element]]]:
    """The screens of `_screens` with the ids of the board drawn for each (games that draw)."""
    found = []
    for side, state, view in _screens(game, scenario):
        root = _svg(game, view)
        if root is not None:
            found.append((side, state, view, _ids(root)))
    return found


def check_presentation_board(game: Game, scenario: Scenario) -> None:
    """Every target an option or the composed action names is an element of the board."""
    presenter = game.presenter()
    for side, state, view, ids in _boards(game, scenario):
        shown = present(presenter, view, state.options(side))
        where = _where(game, scenario, state, side)
        for option in shown["options"]:
            for target in option["targets"]:
                assert target in ids, (
                    f"{where}: option {option['label']!r} names {target!r}, which the board "
                    "does not draw (no element with that id)"
                )
        for target in (shown["composing"] or {}).get("targets", []):
            assert target in ids, f"{where}: the composed action names {target!r}, not drawn"


def _printed(node: ET.Element) -> list[str]:
    """The words a counter shows: its text, never its tooltip (<title>)."""
    words: list[str] = []
    for child in node.iter():
        if child.tag in (f"{SVG}text", f"{SVG}tspan", "text", "tspan"):
            words += (child.text or "").split()
    return words


def check_presentation_counters(game: Game, scenario: Scenario) -> None:
    """Every counter the presenter lists is drawn, as a counter, showing each of its values."""
    presenter = game.presenter()
    for side, state, view, ids in _boards(game, scenario):
        where = _where(game, scenario, state, side)
        for counter in presenter.counters(view):
            node = ids.get(counter.id)
            assert node is not None, f"{where}: counter {counter.id!r} is not on the board"
            assert "counter" in node.attrib.get("class", "").split(), (
                f"{where}: {counter.id!r} is not drawn as a counter (class 'counter')"
            )
            printed = " ".join(_printed(node))
            for name, value in counter.values:
                assert value in printed.split() or value in printed, (
                    f"{where}: counter {counter.id!r} does not print its {name} ({value!r}); "
                    f"it shows {printed!r}"
                )


def check_presentation_rules(game: Game, scenario: Scenario) -> None:
    """Every event that names a rule links to a reference card that explains it."""
    presenter = game.presenter()
    state = game.start(scenario, seed=5, options=playout_options(game, scenario))
    agent = RandomAgent(5)
    rng = random.Random(5)
    for _ in range(3000):
        decision = state.decision()
        if decision is None:
            break
        side = rng.choice(decision.sides)
        for event in state.apply(side, agent.choose(state, side)):
            assert not event.rule or presenter.rule_link(event.rule), (
                f"{game.id}/{scenario.id}: event {event.text!r} names rule {event.rule!r}, "
                "which no reference card explains"
            )


PRESENTATION_CHECKS = {
    "presentation_words": check_presentation_words,
    "presentation_board": check_presentation_board,
    "presentation_counters": check_presentation_counters,
    "presentation_rules": check_presentation_rules,
}
