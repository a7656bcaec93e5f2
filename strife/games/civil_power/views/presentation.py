"""Civil Power for people: the status panel, options naming each unit as its counter does,
the attack being composed, unit counters and the result (the presentation contract,
core/presentation.py). Reads views only."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from strife.core.presentation import (
    Card,
    Composition,
    Counter,
    OptionText,
    Presenter,
    Row,
    Status,
)
from strife.games.civil_power.model import actions as act
from strife.games.civil_power.views.cards import SEQUENCE, reference_cards

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.outcome import Outcome
    from strife.games.civil_power.model.units import UnitType

STEP = {"gasfire": 0, "fire": 1, "move": 2, "shock": 3, "recovery": 4}
GROUPS = {
    act.Fire: "Fire", act.Target: "Fire", act.AddFirer: "Fire", act.Reduce: "Fire",
    act.Resolve: "Fire", act.Gas: "Tear gas", act.Molotov: "Molotov cocktails",
    act.Select: "Move a unit", act.Step: "Move a unit", act.Into: "Move a unit",
    act.Climb: "Move a unit", act.Leave: "Move a unit", act.Stop: "Move a unit",
    act.RaiseEL: "Engagement Level", act.Done: "Finish", act.Cancel: "Take back",
}  # fmt: skip
PROMPTS = {
    "fire": "Fire Combat: click a unit to fire, throw a Molotov or use tear gas; finish the "
    "phase when done (5.3).",
    "move": "Movement: click a unit, then the areas it moves through; finish when done (4.0).",
    "shock": "Shock Combat: opposing units in one area must fight (5.4).",
    "recovery": "Suppression Recovery: suppressed units recover (5.5).",
}
UNIT = re.compile(r"\b([A-Z][A-Za-z]*[0-9]+)\b")


def title(name: str) -> str:
    return name[:1].upper() + name[1:]


class CivilPowerPresenter(Presenter):
    def __init__(
        self, unit_types: dict[str, UnitType], scenarios: tuple[tuple[str, str, str], ...]
    ) -> None:
        self.unit_types = unit_types
        self.scenarios = scenarios  # (id, title, summary), for the cards

    # -- status -----------------------------------------------------------------------------

    def status(self, view: dict[str, Any]) -> Status:
        turn = f"{view['turn']} of {view['turns']}" + (" (night)" if view["night"] else "")
        rows = [
            Row("Game-turn", turn, "3"),
            Row("Player-turn", title(view["active"]), "3"),
            Row("Phase", view["phase_name"], "3"),
            Row("Now deciding", ", ".join(view["deciding"]) or "nobody"),
            Row("Victory points", ", ".join(f"{s} {v:g}" for s, v in view["vp"].items()), "7"),
            Row("Engagement Level", ", ".join(
                f"{s} {v}" for s, v in view["engagement"].items()), "6.7"),
            Row("Tear gas left", str(view["stores"].get("gas", 0)), "6.1"),
            Row("Molotovs left", str(sum(
                n for k, n in view["stores"].items() if k.startswith("molotovs"))), "6.5"),
        ]  # fmt: skip
        if view.get("moving"):
            rows.append(Row("Moving", f"{self.unit(view, view['moving'])}, {view['mp']} "
                            "movement points left", "4"))  # fmt: skip
        step = STEP.get(view["phase"], -1)
        return Status(tuple(rows), tuple(name for name, _ in SEQUENCE), step)

    def unit(self, view: dict[str, Any], uid: str) -> str:
        found = _units(view).get(uid)
        return f"{uid} ({found['name']})" if found else uid

    # -- options ------------------------------------------------------------------------------

    def option(self, view: dict[str, Any], action: Action) -> OptionText:
        units = _units(view)
        label = UNIT.sub(
            lambda m: (
                f"{m.group(1)} ({units[m.group(1)]['name']})" if m.group(1) in units else m.group(1)
            ),
            action.label(),
        )
        group = GROUPS.get(type(action), "Choices")
        take_back = isinstance(action, act.Cancel) and bool(view.get("attack"))
        if take_back:
            label = "Take back the attack being composed (nobody has fired yet)"
        return OptionText(title(label), group, action.targets(), take_back=take_back)

    # -- the attack being composed ------------------------------------------------------------

    def composing(self, view: dict[str, Any]) -> Composition | None:
        attack = view.get("attack")
        if not attack:
            return None
        units = _units(view)
        rows: list[Row] = []
        total = 0
        for uid in attack["firers"]:
            u = units.get(uid)
            strength = u["fire"] if u else 0
            total += strength
            rows.append(Row(self.unit(view, uid), f"fire strength {strength}", "5.3"))
        if attack["reduce"]:
            rows.append(Row("Reduced", f"-{attack['reduce']} (to avoid bloodshed)", "5"))
            total -= attack["reduce"]
        rows.append(Row("Fire strength", str(max(0, total)), "5.3"))
        target = attack.get("target")
        rows.append(Row("Target", self.unit(view, target) if target else "not chosen yet",
                        "5.3"))  # fmt: skip
        what = {"fire": "Fire combat", "gas": "Tear gas", "molotov": "Molotov cocktail"}
        targets = tuple(x for x in (*attack["firers"], target) if x and x in units)
        return Composition(what.get(attack["mode"], "Attack"), tuple(rows), targets)

    # -- prompts, counters, cards, result ------------------------------------------------------

    def prompt(self, view: dict[str, Any], prompt: str) -> str:
        if view.get("attack"):
            return ("Compose the attack: add firers, pick the target, then resolve it. Nobody "
                    "has fired yet, so it can still be taken back.")  # fmt: skip
        if view.get("task"):
            return f"{title(prompt)} ({view['phase_name']})."
        return PROMPTS.get(view["phase"], title(prompt))

    def counters(self, view: dict[str, Any]) -> tuple[Counter, ...]:
        return tuple(
            Counter(u["id"], (("Type", u["abbrev"]), ("Fire", str(u["fire"])),
                              ("Shock", str(u["shock"])), ("Morale", str(u["morale"])),
                              ("Movement", str(u["movement"]))))
            for u in view["units"]
        )  # fmt: skip

    def cards(self) -> tuple[Card, ...]:
        found: tuple[Card, ...] | None = self.__dict__.get("_cards")
        if found is None:
            found = self._cards = reference_cards(self.unit_types, self.scenarios)
        return found

    def result(self, view: dict[str, Any], outcome: Outcome) -> str:
        vp = ", ".join(f"{s} {v:g}" for s, v in outcome.scores.items())
        return f"{super().result(view, outcome)} Victory points: {vp}."


def _units(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {u["id"]: u for u in view.get("units", ())}
