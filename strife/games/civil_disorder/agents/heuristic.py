"""A sensible Security Forces commander, from its own view and the table alone: talk a crowd
at RL 4-5 down (walking within megaphone range to do it), keep the specialists in reserve
until a crowd turns violent (RL 7-8) and then send them to make arrests, gas a crowd at
RL 6 that presses the line, let the services work on their standing orders, have a spotted
sniper fired at by SWAT, and never order anyone to open fire on a crowd."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.agents.base import Agent
from strife.games.civil_disorder.model.actions import Act, GiveOrder, Offer, Walk

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State

SPECIALISTS = (
    "Specialist Anti-Riot Team",
    "Mounted Riot Police",
    "Regular Soldiers with Riot Training",
)
TALKING = (4, 5)  # "only possible to successfully negotiate with crowds at RL 4 or 5"
VIOLENT = (7, 8)


class CivilDisorderHeuristic(Agent):
    name = "heuristic"

    def __init__(self, side: str, seed: int) -> None:
        self.side = side
        self.rng = random.Random(seed)

    def choose(self, state: State, side: str) -> Action:
        options = state.options(side)
        view = state.view(side)
        stage = view["my_intentions"]["stage"]
        pick = {
            "act": self._act,
            "order": self._order,
            "offer": self._offer,
            "walk": self._walk,
        }[stage](view, options, state)
        return pick if pick is not None else options[0]

    # -- the one action ------------------------------------------------------------------

    def _act(self, view: dict[str, Any], options: list[Action], state: State) -> Action | None:
        acts = [o for o in options if isinstance(o, Act)]
        crowds = {c["id"]: c for c in view["crowds"]}
        for o in acts:
            if o.what == "negotiate" and crowds[o.whom]["level"] in TALKING:
                return o
        for o in acts:
            if o.what == "radio" and self._order_for(view, o.whom) is not None:
                return o
        return None

    def _order_for(self, view: dict[str, Any], unit_id: str) -> tuple[str, str] | None:
        """The order a unit should have now, if it differs from the one it has."""
        unit = next(u for u in view["units"] if u["id"] == unit_id)
        wanted = self._wanted(view, unit)
        if wanted is None or (unit["order"], unit["target"]) == wanted:
            return None
        return wanted

    def _wanted(self, view: dict[str, Any], unit: dict[str, Any]) -> tuple[str, str] | None:
        spotted = [s for s in view["snipers"] if not s["out"]]
        if unit["type"] == "Specialist SWAT Team" and spotted:
            return ("sniper", spotted[0]["id"])
        violent = [c for c in view["crowds"] if c["level"] in VIOLENT]
        pressing = [c for c in view["crowds"] if c["level"] == 6]
        if unit["type"] in SPECIALISTS:
            return ("arrest", violent[0]["id"]) if violent else ("hold", "")
        if unit["gas_grenades"] and pressing and unit["order"] != "gas":
            return ("gas", pressing[0]["id"])
        if unit["order"] in ("charge", "arrest"):
            return ("hold", "")
        return None

    def _order(self, view: dict[str, Any], options: list[Action], state: State) -> Action | None:
        unit_id = view["my_intentions"]["whom"]
        unit = next((u for u in view["units"] if u["id"] == unit_id), None)
        wanted = self._wanted(view, unit) if unit is not None else None
        for o in options:
            if isinstance(o, GiveOrder) and wanted and (o.order, o.target) == wanted:
                return o
        return next((o for o in options if isinstance(o, GiveOrder) and o.order == "hold"), None)

    def _offer(self, view: dict[str, Any], options: list[Action], state: State) -> Action | None:
        # The worth of a point is hidden: offer the most conciliatory-sounding, the first.
        return next((o for o in options if isinstance(o, Offer)), None)

    # -- the walk ------------------------------------------------------------------------

    def _walk(self, view: dict[str, Any], options: list[Action], state: State) -> Action | None:
        """Towards the nearest crowd at RL 4-5 to talk to it next turn, but no nearer than
        the megaphone's reach needs; otherwise stay."""
        board = state.game.board  # type: ignore[attr-defined]  # the table: public, static
        talk = [c["at"] for c in view["crowds"] if c["level"] in TALKING]
        walks = [o for o in options if isinstance(o, Walk)]
        if not talk or not walks:
            return None
        here = view["me"]["at"]
        goal = min(talk, key=lambda w: (board.distance(here, w), w))
        if board.within(here, goal, 8):
            return walks[0]
        return min(walks, key=lambda o: (board.distance(o.to, goal), o.to))
