"""Heuristic players for Crisis 2000, one policy for either side.

What it plays for: Value, which only Infrastructure holds. So it spreads Infrastructure over
the most valuable free regions; makes Data attacks with everything wherever an enemy
Infrastructure can be turned (Defect) or a free region can be recruited into, spending its
Support markers only there; moves its divisions onto enemy Infrastructure and its Data units
onto regions it can flip or fill; makes Armed attacks only where an enemy Infrastructure can
be eliminated, with Maximum Firepower only where Collateral Damage is cheap; counterattacks
when it has Arms to do it; plays interrupts when they pay. It reads only its own view.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.agents.base import Agent
from strife.games.crisis2000.model import markers as mk
from strife.games.crisis2000.model.actions import (
    Attack,
    Choose,
    Counterattack,
    Done,
    Firepower,
    Join,
    Lose,
    Move,
    Place,
    Play,
    Recruit,
    Roll,
    Support,
    Withdraw,
)
from strife.games.crisis2000.model.units import INFRASTRUCTURE, load_units

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State
    from strife.games.crisis2000.model.state import CrisisState

UNITS = load_units()
# The "6-7" column of the Armed Conflict Table is the strongest without Collateral Damage
# results; beyond it Elimination grows little and Collateral Damage much.
ARMED_ENOUGH = 6
# How much a unit is worth keeping (for losses) and recruiting (for Recruit results).
WORTH = {"infrastructure": 10, "high_tech": 6, "rapid_deployment": 6, "special_operations": 5,
         "strike_force": 5, "cybernaut": 5, "insurgent": 2}  # fmt: skip


class CrisisHeuristic(Agent):
    name = "heuristic"

    def __init__(self, side: str, seed: int = 0) -> None:
        self.side = side
        self.foe = "rebel" if side == "government" else "government"
        self.rng = random.Random(seed)
        # Per decision: what each region is worth taking and how many of our units are in
        # it (the Movement phase scores dozens of moves against the same few regions).
        self._worth: dict[str, float] = {}
        self._crowd: dict[str, int] = {}
        # Per decision: each move's score by (from, to, whether a division moves), the same
        # for every unit type of a kind in a region.
        self._moves: dict[tuple[str, str, bool], float] = {}

    def choose(self, state: State, side: str) -> Action:
        # The heuristic commits to the attacks it begins: a take-back (ruling C-TB) is never
        # among its choices, so offering one changes none of its games.
        options = [a for a in state.options(side) if not isinstance(a, Withdraw)]
        if len(options) == 1:
            return options[0]
        # The brief view holds all this player reads, at a third of the cost of the whole.
        crisis: CrisisState = state  # type: ignore[assignment]
        view = crisis.brief_view(side)
        self._worth = {}
        self._crowd = {}
        self._moves = {}
        scored = [(self._score(view, a), self.rng.random(), a) for a in options]
        return max(scored, key=lambda t: (t[0], t[1]))[2]

    # -- scoring every kind of option ------------------------------------------------------------

    def _score(self, v: dict[str, Any], a: Action) -> float:
        if isinstance(a, Move):  # first: a Movement phase lists dozens
            return self._move(v, a)
        if isinstance(a, Place):
            return self._place(v, a)
        if isinstance(a, Attack):
            return self._attack(v, a.region)
        if isinstance(a, Join):
            return self._join(v, a.unit)
        if isinstance(a, Support):
            return self._support(v)
        if isinstance(a, Play):
            return self._play(v, a.marker)
        if isinstance(a, Firepower):
            return self._firepower(v)
        if isinstance(a, Roll):
            return 0.5
        if isinstance(a, Choose):
            return self._choose(v, a)
        if isinstance(a, Recruit):
            return WORTH[a.unit]
        if isinstance(a, Lose):
            return -WORTH[a.unit]
        if isinstance(a, Counterattack):
            return 1.0
        assert isinstance(a, Done)
        return 0.0

    def _region(self, v: dict[str, Any], rid: str) -> dict[str, Any]:
        region: dict[str, Any] = v["regions"][rid]
        return region

    def _target_value(self, v: dict[str, Any], rid: str) -> float:
        """What a region is worth taking: an enemy Infrastructure to turn, or a free region
        to fill; nothing if we already hold it."""
        found = self._worth.get(rid)
        if found is not None:
            return found
        r = self._region(v, rid)
        if r["control"] == self.foe:
            found = float(2.0 * r["value"])
        elif r["control"] is None:
            found = float(1.0 * r["value"])
        else:
            found = 0.0
        self._worth[rid] = found
        return found

    def _mine(self, v: dict[str, Any], rid: str) -> int:
        """How many of our units are in a region."""
        found = self._crowd.get(rid)
        if found is None:
            found = self._crowd[rid] = sum(self._region(v, rid)["units"][self.side].values())
        return found

    def _place(self, v: dict[str, Any], a: Place) -> float:
        r = self._region(v, a.region)
        if a.unit == INFRASTRUCTURE:
            return float(r["value"] + (0.5 if r["units"][self.side] else 0.0))
        crowd = sum(r["units"][self.side].values())
        return float(self._target_value(v, a.region) + 0.3 * r["value"] - 0.5 * crowd)

    def _attack(self, v: dict[str, Any], rid: str) -> float:
        r = self._region(v, rid)
        mine = r["units"][self.side]
        if v["phase"] == "armed":
            if r["control"] != self.foe:
                return -1.0
            arms = sum(UNITS[k].arms * n for k, n in mine.items())
            return r["value"] if arms >= 3 else -1.0
        return self._target_value(v, rid) + 0.1

    def _arms(self, c: dict[str, Any]) -> int:
        return sum(UNITS[k].arms for k in c["units"]) * (2 if c["firepower"] else 1)

    def _join(self, v: dict[str, Any], unit: str) -> float:
        c = v["conflict"]
        if c["armed"]:
            if c["units"] and self._arms(c) >= ARMED_ENOUGH:
                return -1.0  # bigger attacks only add Collateral Damage
            # zero-Arms units add nothing and can be hit by a counterattack
            return 2.0 if UNITS[unit].arms else (-1.0 if c["units"] else 1.0)
        return 2.0

    def _support(self, v: dict[str, Any]) -> float:
        c = v["conflict"]
        if c["armed"] and self._arms(c) >= ARMED_ENOUGH:
            return -1.0
        r = self._region(v, c["region"])
        if r["control"] == self.foe or (r["control"] is None and not c["armed"]):
            return 1.0 if r["value"] >= 3 else -0.5
        return -1.0

    def _firepower(self, v: dict[str, Any]) -> float:
        c = v["conflict"]
        r = self._region(v, c["region"])
        # Collateral Damage costs markers equal to the Value, and any we lack go to the enemy
        cheap = r["value"] <= min(2, v["markers"][self.side]["count"])
        weak = self._arms(c) < ARMED_ENOUGH
        return 0.8 if cheap and weak and r["control"] == self.foe else -1.0

    def _play(self, v: dict[str, Any], marker: str) -> float:
        if marker == mk.SURVEILLANCE:
            c = v["conflict"]
            foes = self._region(v, c["region"])["units"][self.foe]
            return 1.0 if foes.get("cybernaut") else -1.0
        if marker == mk.NON_LETHAL:
            # turns a printed Collateral Damage into Elimination: worth it on a big attack
            return 1.5 if self._arms(v["conflict"]) >= ARMED_ENOUGH else -1.0
        if marker == mk.CYBER_TERRORISTS:
            return 3.0 if v["markers"][self.foe]["count"] >= 3 else -1.0
        if marker == mk.FOREIGN_INTERVENTION:
            return 3.0 if v["markers"][self.side]["count"] <= 3 else -1.0
        if marker in (mk.BILL_OF_RIGHTS, mk.SECURITY_DECREE):
            return 2.0
        return 3.0  # Mobilization, Videotaped Atrocity: free units

    def _move(self, v: dict[str, Any], a: Move) -> float:
        key = (a.frm, a.to, UNITS[a.unit].arms >= 3)
        found = self._moves.get(key)
        if found is None:
            found = self._moves[key] = self._move_score(v, *key)
        return found

    def _move_score(self, v: dict[str, Any], frm: str, to: str, division: bool) -> float:
        here = self._region(v, frm)
        # stay to hold a region we own where the enemy is present
        if here["control"] == self.side and here["units"][self.foe]:
            guards = self._mine(v, frm) - 1
            if guards <= 1:
                return -1.0
        gain = self._target_value(v, to) - self._target_value(v, frm)
        if division and self._region(v, to)["control"] != self.foe:
            gain *= 0.5  # divisions go where there is Infrastructure to eliminate
        crowd = self._mine(v, to)
        return float(gain - 0.3 * crowd - 0.5)

    def _choose(self, v: dict[str, Any], a: Choose) -> float:
        region = self._region(v, v["pending"]["region"])
        if a.unit == INFRASTRUCTURE:
            if a.effect == "defect":
                return float(30.0 + region["value"])
            return 20.0 if a.effect == "recruit" else 15.0
        if a.effect == "defect":
            return 2.0 * WORTH[a.unit]
        return float(WORTH[a.unit])
