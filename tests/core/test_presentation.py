"""The presentation contract's plumbing: rule links fall back to parent sections, and the
JSON a client receives carries every option's words, group, targets and flags."""

from __future__ import annotations

from strife.core.actions import Action
from strife.core.outcome import Outcome
from strife.core.presentation import (
    Card,
    OptionText,
    Presenter,
    Row,
    Section,
    Status,
    event_json,
    present,
    with_side_names,
)
from tests.fixtures.toy import BIDS


class Cards(Presenter):
    def cards(self) -> tuple[Card, ...]:
        return (
            Card("rules", "Rules", (
                Section("5.3 Fire Combat", rule="5.3"),
                Section("6 Special Rules", rule="6"),
                Section("VI Armed Conflict", rule="VI. Armed Conflict"),
                Section("Winning", rule="Winning the Game"),
            )),
        )  # fmt: skip

    def status(self, view: dict[str, object]) -> Status:
        return Status((Row("Round", "2", "Winning the Game"),), ("One", "Two"), 1)

    def option(self, view: dict[str, object], action: Action) -> OptionText:
        return OptionText(f"Bid {action.label()[4:]}", "Bid", ("box",), confirm="Sure?")


def test_a_rule_links_to_its_own_section_or_its_nearest_numbered_parent() -> None:
    p = Cards()
    assert p.rule_link("5.3") == "rules#0"
    assert p.rule_link("5.3.1") == "rules#0"  # a sub-section the cards do not explain
    assert p.rule_link("6.1.1") == "rules#1"
    assert p.rule_link("VI.A Collateral Damage") == "rules#2"
    assert p.rule_link("Winning the Game") == "rules#3"
    assert p.rule_link("Winning the Game: by Flags") == "rules#3"
    assert p.rule_link("7.0") is None and p.rule_link("") is None


def test_present_gives_the_client_words_groups_targets_links_and_the_result() -> None:
    shown = present(Cards(), {}, list(BIDS), "bid", Outcome(("north",), {"north": 3.0}))
    first = shown["options"][0]
    assert first["label"] == "Bid 1" and first["group"] == "Bid" and first["targets"] == ["box"]
    assert first["confirm"] == "Sure?" and first["take_back"] is False
    assert first["action"] == {"kind": "bid", "amount": 1}
    assert shown["status"]["rows"][0]["link"] == "rules#3"
    assert shown["status"]["current"] == 1
    assert shown["result"] == "north wins."


def test_side_ids_in_an_event_read_as_names() -> None:
    from strife.core.events import Event
    from strife.core.registry import load

    assert with_side_names("rebel picks 2; the rebellion", ("rebel",)) == (
        "Rebel picks 2; the rebellion"
    )
    base = Presenter()
    assert base.event_text(Event("x", "the head of the march moves", {}, "1")) == (
        "The head of the march moves"
    )
    crisis = load("crisis2000").presenter()
    text = crisis.event_text(Event("x", "government rolls 3 in Great Plains", {}, "IV"))
    assert text == "Government rolls 3 in Great Plains"
    power = load("power").presenter()
    assert power.event_text(Event("x", "blue writes I B1 B2", {}, "1")) == "Blue writes I B1 B2"
    assert event_json(power, Event("x", "to the red Reserve", {}, "4"), 3)["text"] == (
        "to the Red Reserve"
    )
