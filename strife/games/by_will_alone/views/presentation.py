"""By Will Alone's words for people beside the board (the presentation contract)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from strife.core.actions import Action
from strife.core.geometry import compass_point
from strife.core.presentation import Card, Counter, OptionText, Presenter, Row, Status
from strife.games.by_will_alone.model.actions import (
    Climb,
    Deploy,
    Hold,
    Move,
    Partial,
    React,
    UnitAction,
)
from strife.games.by_will_alone.model.board import Board
from strife.games.by_will_alone.model.rule_actions import Reinforce
from strife.games.by_will_alone.rules.devices import foam_words
from strife.games.by_will_alone.rules.provocateurs import agent_words
from strife.games.by_will_alone.rules.searching import words as search_words
from strife.games.by_will_alone.rules.smoking import METHODS, MakeSmoke
from strife.games.by_will_alone.views.render import counters_of

OBSTACLE_WORDS = {
    "wire_fence": "a wire fence",
    "stone_fence": "a stone fence",
    "cliff": "a cliff",
    "stream": "a stream",
}
ROLE_WORDS = {"activists": "the nonviolent activists", "authority": "the authority forces"}
PHASES = ("Set up", "Initiatives", "Game over")


def unit_names(view: dict[str, Any]) -> dict[str, str]:
    return {u["id"]: u["name"] for u in view["units"]}


class ByWillAlonePresenter(Presenter):
    """Reads views, and the maps (fixed data) to name places and obstacles in words."""

    def __init__(self, board: Callable[[str], Board]) -> None:
        self.board = board

    def _place(self, view: dict[str, Any], fid: str) -> str:
        feature = self.board(str(view["map"])).features.get(fid)
        return fid if feature is None else feature.name

    def _obstacles(self, view: dict[str, Any], unit: str, path: tuple[str, ...]) -> str:
        """The obstacles a move crosses, in words (9.2: each stand checks morale)."""
        board = self.board(str(view["map"]))
        start = next((u["feature"] for u in view["units"] if u["id"] == unit), "")
        found = []
        for a, b in zip((start, *path), path, strict=False):
            edge = board.edges.get(a, {}).get(b)
            if edge is not None and edge.obstacle.value in OBSTACLE_WORDS:
                found.append(OBSTACLE_WORDS[edge.obstacle.value])
            elif board.features[b].kind.value in ("river", "lake"):
                found.append("putting out onto the water")
        return f" (crossing {found[0]}: a morale check for each stand)" if found else ""

    def status(self, view: dict[str, Any]) -> Status:
        rows = [Row("Scenario", view["title"])]
        if view["phase"] == "deploy":
            rows.append(Row("Setting up", "counters go down in the set-up zones", "6.3"))
        else:
            rows.append(Row("Initiative", f"{view['initiative']} of {view['length']}", "8.1"))
            if view["holder"]:
                rows.append(Row("Acting", ROLE_WORDS[view["holder"]].capitalize(), "8.1"))
        if view["role"]:
            rows.append(Row("You command", ROLE_WORDS[view["role"]]))
        for key, title, rule in (("barricades", "Barricades", "17.4"), ("smoke", "Smoke", "10.3")):
            if view[key]:
                places = ", ".join(self._place(view, b["feature"]) for b in view[key])
                rows.append(Row(title, places, rule))
        for side, points in sorted(view["scores"].items()):
            if view["phase"] == "over":
                rows.append(Row(f"Points of {ROLE_WORDS[side]}", str(points), "21"))
        current = {"deploy": 0, "play": 1, "over": 2}[view["phase"]]
        hand = tuple(
            Row(u["name"], self._unit_line(view, u))
            for u in view["units"]
            if view["role"] and u["side"] == view["role"] and not u["dummy"]
        )
        return Status(tuple(rows), PHASES, current, "Your units" if hand else "", hand)

    def _unit_line(self, view: dict[str, Any], unit: dict[str, Any]) -> str:
        on_table = unit["feature"] not in ("", "-")
        where = f"in {self._place(view, unit['feature'])}" if on_table else "not on the table yet"
        stands = sum(1 for s in unit["stands"] if not s["status"])
        qualities = [s["quality"] for s in unit["stands"] if s["quality"]]
        grade = unit["grade"] or ", ".join(
            f"{qualities.count(q)} {q}" for q in dict.fromkeys(qualities)
        )
        acted = ", has acted" if unit["acted"] else ""
        return f"{stands} stands, {grade}, {where}{acted}"

    def option(self, view: dict[str, Any], action: Action) -> OptionText:
        names = unit_names(view)
        if isinstance(action, Deploy):
            name = names.get(action.unit, action.unit)
            where = self._place(view, action.feature)
            return OptionText(f"Set up {name} in {where}", "Set up", action.targets())
        if isinstance(action, Move):
            name = names.get(action.unit, action.unit)
            steps = [self._place(view, f) for f in action.path]
            via = f" by {', '.join(steps[:-1])}" if len(steps) > 1 else ""
            label = (
                f"Move {name} to {steps[-1]}{via}{self._obstacles(view, action.unit, action.path)}"
            )
            return OptionText(label, f"Move {name}", action.targets())
        if isinstance(action, Climb):
            name = names.get(action.unit, action.unit)
            label = f"{name}: up to floor {action.floor}" if action.floor else f"{name}: down"
            return OptionText(label, f"Move {name}", action.targets())
        if isinstance(action, Hold):
            return OptionText(
                "Hold: end your initiative", "Hold", (), confirm="End your side's initiative?"
            )
        if isinstance(action, React):
            name = names.get(action.unit, action.unit)
            to = f" to {self._place(view, action.feature)}" if action.feature else ""
            return OptionText(f"{name}: {action.reaction}{to}", "React", action.targets())
        if isinstance(action, UnitAction):
            name = names.get(action.unit, action.unit)
            return OptionText(f"{name}: {action.words}", "Condition", action.targets())
        if isinstance(action, Partial):
            name = names.get(action.unit, action.unit)
            what = "the activated stands react" if action.carry_out else "all stands hold"
            return OptionText(f"{name}: {what}", "Activation", action.targets())
        if isinstance(action, MakeSmoke):
            name = names.get(action.unit, action.unit)
            how = METHODS[action.method].value
            label = f"{name}: make smoke ({how}) toward the {compass_point(action.bearing)}"
            return OptionText(label, "Make smoke", action.targets())
        if isinstance(action, Reinforce):
            name = names.get(action.unit, action.unit)
            where = self._place(view, action.feature)
            return OptionText(
                f"Request reinforcements: {name} to enter at {where}", "Act", action.targets()
            )
        agents = agent_words(action, names) or search_words(action, names)
        foam = foam_words(action, names)
        if foam is not None:
            return OptionText(foam, "Special equipment", action.targets())
        if agents is not None:
            return OptionText(agents, "Spies and provocateurs", action.targets())
        return OptionText(action.label(), "Act", action.targets())

    def counters(self, view: dict[str, Any]) -> tuple[Counter, ...]:
        return tuple(Counter(cid, _printed(words)) for cid, _, _, words in counters_of(view))

    def prompt(self, view: dict[str, Any], prompt: str) -> str:
        if view["phase"] == "deploy":
            return "Set up your units as counters in your set-up zone (6.3)."
        if prompt.startswith("8.1"):
            return (
                "Your side has the initiative: give a unit an action, or hold. A failed risky "
                "action or a hold passes the initiative (8.1)."
            )
        return prompt

    def cards(self) -> tuple[Card, ...]:
        from strife.games.by_will_alone.views.cards import CARDS

        return CARDS


def _printed(words: list[str]) -> tuple[tuple[str, str], ...]:
    rest = " ".join(words[1:])
    return (("Unit", words[0]), ("Stands", rest)) if rest else (("Unit", words[0]),)
