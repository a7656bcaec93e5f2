"""IX. The Scenarios: setting up from the Scenario Summary Chart (A. one Infrastructure per
region; B. other units anywhere the special rules allow; C. the rest to the Recruiting Pool;
D. the initial Crisis markers, picked alternately starting with the Rebel side)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.crisis2000.model.actions import POOL, Place
from strife.games.crisis2000.model.units import INFRASTRUCTURE
from strife.games.crisis2000.rules import crisis_markers as crisis

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState
    from strife.games.crisis2000.scenarios.files import ScenarioFile

RULE = "IX. The Scenarios"


def forbidden(model: ScenarioFile, overseas: tuple[str, ...], side: str, kind: str) -> set[str]:
    out: set[str] = set()
    for key in (side, f"{side}:{kind}"):
        for region in model.forbid.get(key, ()):
            out |= set(overseas) if region == "overseas" else {region}
    return out


def queue_for(model: ScenarioFile, side: str) -> tuple[str, ...]:
    """The units `side` still places by hand, Infrastructure first."""
    counts = dict(model.units.get(side, {}))
    for entry in model.preplace.get(side, ()):
        kind = entry.split()[0]
        counts[kind] = counts.get(kind, 0) - 1
    ordered = sorted(counts, key=lambda k: (k != INFRASTRUCTURE, k))
    return tuple(k for k in ordered for _ in range(max(counts[k], 0)))


def options(s: CrisisState) -> list[Action]:
    side, kind = s.setup_side, s.setup_queue[0]
    banned = forbidden(s.model, s.board.overseas, side, kind)
    regions = [r for r in s.board.ids if r not in banned]
    if kind == INFRASTRUCTURE:
        places = s._places()
        regions = [r for r in regions if (r, INFRASTRUCTURE) not in places]
    return [POOL.get(Place, kind, r) for r in regions]


def place(s: CrisisState, action: Place) -> list[Event]:
    side = s.setup_side
    unit = s.pool_units(action.unit)[0]
    s.setup_queue = s.setup_queue[1:]
    return [s.bring_in(unit, side, action.region, "setup")]


def preplace(s: CrisisState) -> list[Event]:
    events = []
    for side, entries in s.model.preplace.items():
        for entry in entries:
            kind, region = entry.split()
            events.append(s.bring_in(s.pool_units(kind)[0], side, region, "scenario special rule"))
    return events


def initial_markers(s: CrisisState) -> list[Event]:
    """IX.D: the Rebel side picks first, then the sides alternate until one has its due."""
    due = {side: s.model.markers.get(side, 0) for side in ("rebel", "government")}
    events: list[Event] = []
    side = "rebel"
    # Bounded: every pass lowers one side's due by one (the schema keeps dues in 0..99).
    while due["rebel"] > 0 or due["government"] > 0:
        if due[side] <= 0:
            side = crisis.other(side)
        events += crisis.pick(s, side, 1, setup=True)
        due[side] -= 1
        side = crisis.other(side)
    return events
