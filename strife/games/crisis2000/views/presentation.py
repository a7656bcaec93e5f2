"""Crisis 2000 for people: the status panel, options with region names, the attack being
composed (its total, column and every Support marker's part, before the die) and the result
(the presentation contract, core/presentation.py). Reads views only."""

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
    with_side_names,
)
from strife.games.crisis2000.model import actions as act
from strife.games.crisis2000.views.cards import SEQUENCE, reference_cards

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.events import Event
    from strife.core.outcome import Outcome
    from strife.games.crisis2000.game import CrisisGame

STEP = {"data": 1, "move": 2, "armed": 3, "recovery": 4}
PHASES = {"setup": "Setting up", "data": "2. Data Conflict", "move": "3. Movement",
          "armed": "4. Armed Conflict", "recovery": "5. Neutralization Recovery",
          "over": "Game over"}  # fmt: skip
GROUPS = {act.Place: "Place a unit", act.Attack: "Begin an attack", act.Join: "Add a unit",
          act.Support: "Play a Support marker", act.Play: "Play a Special Event",
          act.Firepower: "Maximum Firepower", act.Roll: "Roll", act.Counterattack: "Answer",
          act.Done: "Finish", act.Choose: "Choose the result", act.Recruit: "Recruit",
          act.Move: "Move a unit", act.Lose: "Choose the unit lost",
          act.Withdraw: "Take back"}  # fmt: skip
PROMPTS = {
    "data": "Data Conflict: pick a region where your units can attack with their Data "
    "ratings, or finish the phase.",
    "move": "Movement: move units up to their Movement ratings (enemy units do not block), "
    "then finish.",
    "armed": "Armed Conflict: pick a region with enemy units to attack with your Arms "
    "ratings, or finish the phase.",
}


def title(name: str) -> str:
    return name[:1].upper() + name[1:]


class CrisisPresenter(Presenter):
    def __init__(self, game: CrisisGame) -> None:
        self.game = game
        names = {r: game.board[r].name for r in game.board.ids}
        self.names = names
        # Region ids inside a rule's own label ("attack in great_plains"), longest first.
        self._ids = re.compile(r"\b(" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")

    def region(self, rid: str) -> str:
        return self.names.get(rid, rid)

    def plain(self, text: str) -> str:
        return self._ids.sub(lambda m: self.names[m.group(1)], text)

    # -- status -----------------------------------------------------------------------------

    def status(self, view: dict[str, Any]) -> Status:
        phase = view["phase"]
        rows = [
            Row("Turn", f"{view['turn']} of {view['turns']}", "II.A"),
            Row("Player turn", title(view["active"]), "II"),
            Row("Step", PHASES.get(phase, phase), "II.A"),
            Row("Region Value held", ", ".join(
                f"{title(s)} {v}" for s, v in view["value"].items()), "VIII"),
            Row("To win", "hold more region Value than the other side when the last turn "
                "ends; the margin gives the level", "VIII"),
        ]  # fmt: skip
        for side, info in view["markers"].items():
            rows.append(Row(f"{title(side)} Crisis markers", f"{info['count']} held", "III"))
        rows.append(Row("Markers in the cup", str(view["cup"]["count"]), "III"))
        pool = ", ".join(f"{n} {act.name(k)}" for k, n in view["pool"].items()) or "empty"
        rows.append(Row("Recruiting Pool", pool, "IV.C"))
        step = STEP.get(phase, 0 if phase != "over" else -1)
        return Status(tuple(rows), tuple(n for n, _ in SEQUENCE), step, *self._hand(view))

    def _hand(self, view: dict[str, Any]) -> tuple[str, tuple[Row, ...]]:
        you = view.get("you")
        if not you or you not in view["markers"]:
            return "", ()
        held = view["markers"][you]["held"] or []
        rows = tuple(Row(f"Marker {n}", name, "III") for n, name in enumerate(held, 1))
        boxed = view["neutralized"].get(you) or {}
        out = ", ".join(f"{n} {act.name(k)}" for k, n in boxed.items()) or "none"
        return "Your Crisis markers", (*rows, Row("Your Neutralized units", out, "VII"))

    # -- options ------------------------------------------------------------------------------

    def option(self, view: dict[str, Any], action: Action) -> OptionText:
        group = GROUPS.get(type(action), "Choices")
        label = self.plain(action.label())
        targets = action.targets()
        if isinstance(action, act.Move):
            label = f"Move {act.name(action.unit)} from {self.region(action.frm)} to " + (
                self.region(action.to)
            )
        elif isinstance(action, act.Attack):
            kind = "an Armed" if view["phase"] == "armed" else "a Data"
            label = f"Begin {kind} attack in {self.region(action.region)}"
        elif isinstance(action, act.Join | act.Support | act.Firepower | act.Roll):
            conflict = view.get("conflict")
            targets = (conflict["region"],) if conflict else ()
        if isinstance(action, act.Withdraw):
            return OptionText(title(label), group, targets, take_back=True)
        confirm = ""
        if (
            isinstance(action, act.Done)
            and view["phase"] in ("data", "armed")
            and not (view.get("conflict") or view.get("pending"))
        ):
            confirm = f"End {PHASES[view['phase']]} for this player turn? No more attacks then."
        return OptionText(title(label), group, targets, confirm)

    # -- the attack being composed ------------------------------------------------------------

    def composing(self, view: dict[str, Any]) -> Composition | None:
        c = view.get("conflict")
        if not c:
            return None
        game = self.game
        armed = c["armed"]
        rating = "Arms" if armed else "Data"
        region = game.board[c["region"]]
        rows: list[Row] = []
        units = 0
        for kind in c["units"]:
            value = game.table[kind].arms if armed else game.table[kind].data
            units += value
            rows.append(Row(act.name(kind), f"{rating} {value}", "IV" if not armed else "VI"))
        if c["firepower"]:
            rows.append(Row("Maximum Firepower", f"{rating} doubled: {units * 2}", "VI.C"))
            units *= 2
        total = units
        for side, marker in c["played"]:
            if side != c["roller"]:
                continue
            add = game.markers.strength(marker, armed, region.type_index)
            total += add
            rows.append(Row(marker, f"+{add} in a {region.type} region", "III.A"))
        table = game.tables.armed if armed else game.tables.data
        column = table.columns[table.column(total)]
        rows.append(Row("Total", str(total), "IV.A" if not armed else "VI"))
        rows.append(Row("Column", column, "IV.A" if not armed else "VI"))
        kind = "Armed" if armed else "Data"
        who = title(c["roller"]) + (" counterattacks" if c["counter"] else " attacks")
        text = f"{who}: {kind} Conflict in {region.name}"
        return Composition(text, tuple(rows), (c["region"],))

    # -- counters, prompts, cards, result -----------------------------------------------------

    def counters(self, view: dict[str, Any]) -> tuple[Counter, ...]:
        found = []
        for rid, region in view["regions"].items():
            for side, units in region["units"].items():
                for kind, n in units.items():
                    t = self.game.table[kind]
                    values = (("Type", t.abbrev), ("Data", str(t.data)), ("Arms", str(t.arms)),
                              ("Count", str(n)))  # fmt: skip
                    found.append(Counter(counter_id(rid, side, kind), values))
        return tuple(found)

    def prompt(self, view: dict[str, Any], prompt: str) -> str:
        if view.get("conflict") and not view.get("pending"):
            return ("Compose the attack: add units, play Support markers, then roll. The "
                    "total picks the column of the table; the die picks the result.")  # fmt: skip
        if view.get("pending") or view["phase"] not in PROMPTS:
            reason = (view.get("pending") or {}).get("reason") or ""
            text = title(self.plain(prompt))
            return f"{text} ({reason})" if reason else text
        return PROMPTS[view["phase"]]

    def cards(self) -> tuple[Card, ...]:
        found: tuple[Card, ...] | None = self.__dict__.get("_cards")
        if found is None:
            found = self._cards = reference_cards(self.game.tables, self.game.table)
        return found

    def event_text(self, event: Event) -> str:
        return with_side_names(event.text, ("government", "rebel"))

    def result(self, view: dict[str, Any], outcome: Outcome) -> str:
        scores = ", ".join(f"{title(s)} {v:g}" for s, v in outcome.scores.items())
        if not outcome.winners:
            return f"No one wins ({outcome.level or 'a draw'}): {outcome.reason}. Value {scores}."
        names = " and ".join(title(w) for w in outcome.winners)
        level = f" a {outcome.level}" if outcome.level else ""
        return f"{names} wins{level}: {outcome.reason}. Region Value held: {scores}."


def counter_id(region: str, side: str, kind: str) -> str:
    """The element id of one side's units of one type in a region: "rockies-rebel-insurgent"."""
    return f"{region}-{side}-{kind}"
