"""Small positions as data for the rule tests: a scenario on the test town map (maps/
test-town.toml) with the given units placed, the first initiative given, and scripted dice.

    s = position([group("G1", "I1"), platoon("P1", "I4")], dice=[4, 5])
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from strife.core.dice import ScriptedDice
from strife.games.by_will_alone.game import ByWillAloneGame
from strife.games.by_will_alone.model.board import load_board
from strife.games.by_will_alone.model.state import ByWillAloneState

TEST_TOWN = Path(__file__).parent / "maps" / "test-town.toml"
_GAME: ByWillAloneGame | None = None


def town_game() -> ByWillAloneGame:
    """One game object for the tests, with the test town among its maps."""
    global _GAME
    if _GAME is None:
        _GAME = ByWillAloneGame()
        _GAME._boards["test-town"] = load_board(TEST_TOWN)
    return _GAME


def group(
    uid: str,
    feature: str | None = None,
    activists: int = 3,
    quality: str = "trained",
    seat: str = "activists",
    **more: Any,
) -> dict[str, Any]:
    stands = [{"kind": "leader"}, {"kind": "activist", "count": activists}]
    return _unit(uid, feature, seat, "group", stands, quality=quality, **more)


def platoon(
    uid: str,
    feature: str | None = None,
    police: int = 3,
    reliability: str = "reliable",
    seat: str = "authority",
    kind: str = "police",
    **more: Any,
) -> dict[str, Any]:
    stands = [{"kind": "command"}, {"kind": kind, "count": police}]
    return _unit(uid, feature, seat, "western_platoon", stands, reliability=reliability, **more)


def detachment(
    uid: str,
    feature: str | None,
    kinds: list[tuple[str, int]],
    seat: str = "authority",
    **more: Any,
) -> dict[str, Any]:
    stands = [{"kind": "command"}] + [{"kind": k, "count": n} for k, n in kinds]
    more.setdefault("reliability", "reliable")
    return _unit(uid, feature, seat, "detachment", stands, **more)


def _unit(
    uid: str,
    feature: str | None,
    seat: str,
    pattern: str,
    stands: list[dict[str, Any]],
    **more: Any,
) -> dict[str, Any]:
    found: dict[str, Any] = {
        "id": uid,
        "name": f"Unit {uid}",
        "commander": seat,
        "pattern": pattern,
        "stands": stands,
        **more,
    }
    if feature is not None:
        found["feature"] = feature
    return found


def scenario(
    units: list[dict[str, Any]],
    engagement: str = "meeting",
    first: str | None = "activists",
    initiatives: int = 10,
    commanders: list[dict[str, Any]] | None = None,
    objectives: list[dict[str, Any]] | None = None,
    zones: tuple[list[str], list[str]] = (["WS", "CR", "ES", "WD", "HW"], ["TH", "HA", "NR", "HB"]),
    stances: tuple[str, str] = ("", ""),
) -> dict[str, Any]:
    info: dict[str, Any] = {
        "id": "test",
        "title": "Test",
        "summary": "A test position.",
        "map": "test-town",
        "engagement": engagement,
        "initiatives": initiatives,
    }
    if first is not None:
        info["first"] = first
    return {
        "scenario": info,
        "side": [
            {"role": "activists", "edge": "south", "zone": zones[0], "stance": stances[0]},
            {"role": "authority", "edge": "north", "zone": zones[1], "stance": stances[1]},
        ],
        "commander": commanders
        or [
            {"seat": "activists", "role": "activists", "name": "The committee"},
            {"seat": "authority", "role": "authority", "name": "The inspector"},
        ],
        "unit": units,
        "objective": objectives or [],
    }


def position(
    units: list[dict[str, Any]], dice: list[int] | None = None, **more: Any
) -> ByWillAloneState:
    """A game of these units (placed where given) with scripted dice from the first move."""
    game = town_game()
    state = game.start(scenario(units, **more), seed=1)
    state.dice = ScriptedDice(dice or [])
    return state


def unit_at(state: ByWillAloneState, uid: str) -> str:
    return state.at[state.unit_index(uid)]
