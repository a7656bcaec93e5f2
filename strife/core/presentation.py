"""The presentation contract: what a game tells a client about a view, for people.

The generic client knows no game. Everything it writes beside the board comes from a game's
`Presenter`: the status rows, the option labels with their targets and groups, the action
being composed, the reference cards and the rule section each event links to. The board
itself is the game's `render(view)` SVG, in which every target an option names and every
counter `counters(view)` lists is an element with that id (see docs/presentation.md).

A Presenter reads views, never states, so it can show only what that view may know.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.events import Event
    from strife.core.outcome import Outcome


@dataclass(frozen=True)
class Row:
    """One labelled line for people: "Round" "3 of 10". `rule` links it to a rule section."""

    label: str
    value: str
    rule: str = ""


@dataclass(frozen=True)
class Status:
    """The status panel: rows in plain words, the sequence of play with the current step
    marked, and the player's hand or reserve."""

    rows: tuple[Row, ...]
    sequence: tuple[str, ...] = ()
    current: int = -1  # the index of the current step in `sequence`; -1 if none
    hand_title: str = ""
    hand: tuple[Row, ...] = ()


@dataclass(frozen=True)
class OptionText:
    """An option as a person reads it.

    `group` collects options under a heading ("Write a move", "Take back"); `confirm`, when
    not empty, is the question to ask before an irreversible step that would cost the game
    on a mis-click; `take_back` marks the option that undoes the last step of a chain."""

    label: str
    group: str
    targets: tuple[str, ...] = ()
    confirm: str = ""
    take_back: bool = False


@dataclass(frozen=True)
class Composition:
    """The action being composed, shown as it grows and before any die is rolled: a title
    ("Mega-Missile being exchanged in Y4") and its lines (strength, column, each modifier
    with its reason). `targets` are the board elements it involves, lit on the board."""

    title: str
    lines: tuple[Row, ...]
    targets: tuple[str, ...] = ()


@dataclass(frozen=True)
class Section:
    """A part of a reference card: a heading, plain text and an optional table whose first
    row is the header. `rule` is the rule section it explains, so events can link to it."""

    heading: str
    text: str = ""
    table: tuple[tuple[str, ...], ...] = ()
    rule: str = ""


@dataclass(frozen=True)
class Card:
    """A reference card: the unit chart, a results table, the sequence of play, the rules."""

    id: str
    title: str
    sections: tuple[Section, ...]


@dataclass(frozen=True)
class Counter:
    """A unit as the board draws it: the element id and the values printed on the counter
    (("Fire", "3"), ("Shock", "2")...). The board's element with this id carries every value
    as text, so a conformance check can tell a counter that hides its ratings."""

    id: str
    values: tuple[tuple[str, str], ...]


class Presenter:
    """A game's words for people. The defaults are plain but honest; a game overrides them."""

    def status(self, view: dict[str, Any]) -> Status:
        return Status(rows=())

    def option(self, view: dict[str, Any], action: Action) -> OptionText:
        return OptionText(action.label(), "Choices", action.targets())

    def composing(self, view: dict[str, Any]) -> Composition | None:
        return None

    def counters(self, view: dict[str, Any]) -> tuple[Counter, ...]:
        return ()

    def cards(self) -> tuple[Card, ...]:
        return ()

    def prompt(self, view: dict[str, Any], prompt: str) -> str:
        """The decision's prompt as a sentence saying what the player decides and why."""
        return prompt

    def event_text(self, event: Event) -> str:
        """An event's line in the log, as people write it (a game whose rules write side
        ids, "rebel", gives them their names here). A line of the log starts as a sentence
        does: "The head of the march moves", not "the head ..."."""
        return event.text[:1].upper() + event.text[1:]

    def result(self, view: dict[str, Any], outcome: Outcome) -> str:
        """The result in one sentence for the result screen."""
        who = " and ".join(outcome.winners)
        head = (
            f"{who} {'wins' if len(outcome.winners) == 1 else 'share the win'}"
            if who
            else ("A draw")
        )
        level = f" ({outcome.level})" if outcome.level else ""
        reason = f": {outcome.reason}" if outcome.reason else ""
        return f"{head}{level}{reason}."

    def rule_link(self, rule: str) -> str | None:
        """The card section ("card-id#3") that explains `rule`, or None.

        A section matches its own rule name, and a numbered rule ("6.1.1", "VI.A
        Collateral Damage") falls back to the nearest numbered parent the cards explain."""
        if not rule:
            return None
        index = self._rule_index()
        for key in _rule_keys(rule):
            if key in index:
                return index[key]
        return None

    def _rule_index(self) -> dict[str, str]:
        cached: dict[str, str] | None = self.__dict__.get("_index")
        if cached is None:
            cached = {}
            for card in self.cards():
                for number, section in enumerate(card.sections):
                    # Under its own name and its own number, never a parent's: a lookup
                    # walks up to parents itself.
                    for key in _rule_keys(section.rule)[:2] if section.rule else ():
                        cached.setdefault(key, f"{card.id}#{number}")
            self._index = cached
        return cached


_NUMBER = re.compile(r"^([0-9]+(?:\.[0-9]+)*|[IVX]+(?:\.[A-Z0-9]+)*)\b")


def _rule_keys(rule: str) -> list[str]:
    """The names a rule is found under, most exact first: the whole name, then its number
    and each parent number ("6.1.1" -> "6.1.1", "6.1", "6"; "VI.A ..." -> "VI.A", "VI")."""
    keys = [rule.strip().lower()]
    found = _NUMBER.match(rule.strip())
    if found:
        parts = found.group(1).rstrip(".").split(".")
        keys += [".".join(parts[:n]).lower() for n in range(len(parts), 0, -1)]
    else:
        head = rule.split(":")[0].strip().lower()
        if head != keys[0]:
            keys.append(head)
    return keys


# -- the JSON a client receives --------------------------------------------------------------


def present(
    presenter: Presenter,
    view: dict[str, Any],
    options: list[Action],
    prompt: str = "",
    outcome: Outcome | None = None,
) -> dict[str, Any]:
    """Everything beside the board that a client shows for one view, JSON-ready."""
    status = presenter.status(view)
    composing = presenter.composing(view)
    texts = [presenter.option(view, a) for a in options]
    return {
        "status": status_json(presenter, status),
        "prompt": presenter.prompt(view, prompt) if prompt else "",
        "options": [
            {
                "index": i,
                "label": t.label,
                "group": t.group,
                "targets": list(t.targets),
                "confirm": t.confirm,
                "take_back": t.take_back,
                "action": a.to_json(),
            }
            for i, (a, t) in enumerate(zip(options, texts, strict=True))
        ],
        "composing": None
        if composing is None
        else {
            "title": composing.title,
            "lines": [row_json(presenter, r) for r in composing.lines],
            "targets": list(composing.targets),
        },
        "counters": {c.id: [list(v) for v in c.values] for c in presenter.counters(view)},
        "result": presenter.result(view, outcome) if outcome else None,
    }


def status_json(presenter: Presenter, status: Status) -> dict[str, Any]:
    return {
        "rows": [row_json(presenter, r) for r in status.rows],
        "sequence": list(status.sequence),
        "current": status.current,
        "hand_title": status.hand_title,
        "hand": [row_json(presenter, r) for r in status.hand],
    }


def row_json(presenter: Presenter, row: Row) -> dict[str, Any]:
    """A row with the card section ("card#3") its rule links to, or None."""
    return {
        "label": row.label,
        "value": row.value,
        "rule": row.rule,
        "link": presenter.rule_link(row.rule),
    }


def side_name(side: str) -> str:
    """A side as people name it: "rebel" is the Rebel, "red_team" Red team (sides are ids);
    the web client's `side()` writes them the same way."""
    return side[:1].upper() + side[1:].replace("_", " ")


def with_side_names(text: str, sides: tuple[str, ...]) -> str:
    """`text` with each side id written as a whole word ("rebel picks 2") given its name
    ("Rebel picks 2")."""
    if not sides:
        return text
    found = re.compile(r"\b(" + "|".join(re.escape(s) for s in sides) + r")\b")
    return found.sub(lambda m: m.group(1)[:1].upper() + m.group(1)[1:], text)


def event_json(presenter: Presenter, event: Event, move: int) -> dict[str, Any]:
    """An event for the log, with the card section its rule links to."""
    return {
        "move": move,
        "kind": event.kind,
        "text": presenter.event_text(event),
        "rule": event.rule,
        "link": presenter.rule_link(event.rule),
    }


def cards_json(presenter: Presenter) -> list[dict[str, Any]]:
    return [
        {
            "id": card.id,
            "title": card.title,
            "sections": [
                {
                    "heading": s.heading,
                    "text": s.text,
                    "table": [list(row) for row in s.table],
                    "rule": s.rule,
                }
                for s in card.sections
            ],
        }
        for card in presenter.cards()
    ]
