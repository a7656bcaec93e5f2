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
    act.TakeBack: "Take back",
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
        attack = view.get("attack")
        if isinstance(action, act.TakeBack) and attack:
            text = self._take_back(view, attack, view.get("attack_worked_out") or {})
            return OptionText(text, group, (), take_back=True)
        if isinstance(action, act.TakeBack) and view.get("moving"):
            unit = self.unit(view, view["moving"])
            text = f"Take back the choice of {unit}: it has not moved (choose any unit then)"
            return OptionText(text, group, (), take_back=True)
        take_back = isinstance(action, act.Cancel) and bool(attack)
        if take_back:
            label = "Take back the attack being composed (nobody has fired yet)"
        return OptionText(title(label), group, action.targets(), _confirm(view, action),
                          take_back)  # fmt: skip

    def _take_back(self, view: dict[str, Any], attack: dict[str, Any],
                   worked: dict[str, Any]) -> str:  # fmt: skip
        """Which step a take-back undoes, and that it cannot be chosen again (ruling E-4)."""
        step = worked.get("take_back")
        if step == "reduce":
            return "Take back one reduction of the attack's strength (no more reductions then)"
        if step == "firer":
            unit = self.unit(view, attack["firers"][-1])
            return f"Take back {unit} from the attack (it cannot join this attack again)"
        target = self.unit(view, attack["target"])
        return f"Take back the target {target} (choose another target, or cancel the attack)"

    # -- the attack being composed ------------------------------------------------------------

    def composing(self, view: dict[str, Any]) -> Composition | None:
        attack = view.get("attack")
        if not attack:
            return None
        units = _units(view)
        target = attack.get("target")
        rows = [Row("Target", self.unit(view, target) if target else "not chosen yet", "5.3")]
        attack = attack | (view.get("attack_worked_out") or {})
        strengths = attack.get("strengths") or [None] * len(attack["firers"])
        for uid, strength in zip(attack["firers"], strengths, strict=True):
            u = units.get(uid)
            value = strength if strength is not None else (u["fire"] if u else "?")
            rows.append(Row(self.unit(view, uid), f"fire strength {value}", "5.3"))
        if attack["reduce"]:
            rows.append(Row("Reduced", f"-{attack['reduce']} (to avoid bloodshed)", "5.0"))
        if "strength" in attack:
            rows.append(Row("Attack strength", str(attack["strength"]), "5.3.1"))
            rows.append(Row("Column", f"{attack['column']} on the {attack['table']}", "5.3.1"))
        if "modifiers" in attack:
            why = ", ".join(attack["modifiers"]) or "none"
            rows.append(Row("Die modifiers", f"{attack['drm']:+d} ({why})", "5.3.3"))
        what = {"fire": "Fire combat", "gas": "Tear gas", "molotov": "Molotov cocktail",
                "light": "Searchlight"}  # fmt: skip
        targets = tuple(x for x in (*attack["firers"], target) if x and x in units)
        return Composition(what.get(attack["mode"], "Attack"), tuple(rows), targets)

    # -- prompts, counters, cards, result ------------------------------------------------------

    def prompt(self, view: dict[str, Any], prompt: str) -> str:
        attack = view.get("attack")
        if attack and attack["mode"] == "fire" and not attack.get("target"):
            return ("Fire combat: click the enemy unit to fire at (lit on the board). Nobody "
                    "has fired yet, so the attack can still be cancelled.")  # fmt: skip
        if attack and attack["mode"] == "fire":
            return ("Compose the attack: click more of your units to add their fire, reduce "
                    "its strength if you wish, then resolve it. Nobody has fired yet: each "
                    "step can be taken back.")  # fmt: skip
        if attack:
            return ("Click the area to aim at (lit on the board); until then it can still "
                    "be cancelled.")  # fmt: skip
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


def _confirm(view: dict[str, Any], action: Action) -> str:
    """The question before a step that cannot be undone and costs the game on a mis-click:
    raising the Engagement Level (6.7: for good, at a price in victory) and ending the Fire
    Combat Phase (5.3: no more attacks this Player-turn)."""
    if isinstance(action, act.RaiseEL):
        level = view["engagement"].get(view["active"], 0) + 1
        return (f"Raise your Engagement Level to {level}? It cannot be lowered again, and it "
                "costs you a level of victory (6.7).")  # fmt: skip
    if isinstance(action, act.Done) and view["phase"] == "fire" and not view.get("task"):
        return "End the Fire Combat Phase? None of your units can fire again this Player-turn."
    return ""


def _units(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {u["id"]: u for u in view.get("units", ())}
