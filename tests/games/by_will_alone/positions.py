"""Composing positions on the shipped scenarios for the 21 tests: a scenario's data with a
news crew added, and a unit placed where a test needs it."""

from __future__ import annotations

import copy
from typing import Any

from strife.core.data import read_toml
from strife.games.by_will_alone.game import SCENARIOS
from strife.games.by_will_alone.model.state import ByWillAloneState


def with_crew(
    sid: str, feature: str | None, van: bool = False, corporate: bool | None = None
) -> dict[str, Any]:
    """Scenario `sid`'s data, with a news crew (a media crew, 4) at `feature` if given,
    corporate unless `corporate` is False (21-c)."""
    data: dict[str, Any] = copy.deepcopy(read_toml(SCENARIOS / f"{sid}.toml"))
    if feature is not None:
        stands = [{"kind": "media"}] + ([{"kind": "vehicle"}] if van else [])
        data["unit"].append(
            {
                "id": "TV",
                "name": "Channel 4 crew",
                "commander": "activists",
                "pattern": "media_crew",
                "quality": "trained",
                "stands": stands,
                "feature": feature,
            }
        )
        if corporate is not None:
            data["unit"][-1]["corporate"] = corporate
    return data


def put(state: ByWillAloneState, uid: str, feature: str) -> int:
    """Place a unit, sighted, as units in a confrontation are (10.1)."""
    u = state.unit_index(uid)
    state.at[u] = feature
    state.seen[u] = True
    return u
