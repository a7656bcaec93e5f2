"""Small positions for playing the rules of sections 11-17 through the Game API: a
scenario on the Market town map built as data, with scripted dice."""

from __future__ import annotations

from typing import Any

from strife.core.dice import ScriptedDice
from strife.games.by_will_alone.game import ByWillAloneGame
from strife.games.by_will_alone.model.state import ByWillAloneState

GAME = ByWillAloneGame()


def group(
    uid: str, feature: str, stands: int = 3, quality: str = "trained", **kw: Any
) -> dict[str, Any]:
    """An activist group: a leader stand and `stands` activist stands."""
    return {
        "id": uid,
        "name": f"Group {uid}",
        "commander": "activists",
        "pattern": "group",
        "quality": quality,
        "feature": feature,
        "stands": [{"kind": "leader"}, {"kind": "activist", "count": stands}],
        **kw,
    }


def platoon(
    uid: str,
    feature: str,
    stands: int = 3,
    reliability: str = "reliable",
    seat: str = "authority",
    **kw: Any,
) -> dict[str, Any]:
    """A Western police platoon: a command stand and `stands` police stands."""
    return {
        "id": uid,
        "name": f"Platoon {uid}",
        "commander": seat,
        "pattern": "western_platoon",
        "reliability": reliability,
        "feature": feature,
        "stands": [{"kind": "command"}, {"kind": "police", "count": stands}],
        **kw,
    }


def scenario(*units: dict[str, Any], first: str = "activists", seats: int = 1) -> dict[str, Any]:
    commanders = [{"seat": "activists", "role": "activists", "name": "The march committee"}]
    commanders += [
        {"seat": "authority" if k == 0 else f"authority{k + 1}", "role": "authority",
         "name": f"Inspector {k + 1}"}
        for k in range(seats)
    ]  # fmt: skip
    return {
        "scenario": {
            "id": "rules-test",
            "title": "Rules test",
            "summary": "A position for a rules test.",
            "map": "skirmish",
            "engagement": "meeting",
            "initiatives": 10,
            "first": first,
        },
        "side": [
            {
                "role": "activists",
                "edge": "south",
                "region": "Market town",
                "country": "R",
                "language": "R",
            },
            {
                "role": "authority",
                "edge": "north",
                "region": "Market town",
                "country": "R",
                "language": "R",
            },
        ],
        "commander": commanders,
        "unit": list(units),
    }


def start(data: dict[str, Any], dice: list[int]) -> ByWillAloneState:
    chosen = GAME.scenario_from_data(data, "rules-test")
    return GAME.start_with(chosen, {}, 0, ScriptedDice(dice))


def option(state: ByWillAloneState, seat: str, label: str) -> Any:
    """The option with this label; a clear failure listing the others if it is missing."""
    found = [a for a in state.options(seat) if a.label() == label]
    assert found, f"{label!r} not among {[a.label() for a in state.options(seat)]}"
    return found[0]


def texts(events: list[Any]) -> list[str]:
    return [e.text for e in events]
