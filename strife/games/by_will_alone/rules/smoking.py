"""Make Smoke in play (8.2, 17.3, 10.3): a unit the scenario gives a way of making smoke
lays a cloud toward one of the eight compass points; it needs no activation (8.2's
table). The cloud hides units behind or inside it (sighting.OBSCURED) and clears at the end
of an initiative of the side that did not make it (rulings 17.3-a to c).

Marks: "smoke:<feature>" 1 + the index of the Role that made the cloud over that feature;
"clouds" how many there are (so that sighting, which asks at every step, need not look).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from strife.core.actions import Action
from strife.core.errors import StrifeError
from strife.core.events import Event
from strife.core.geometry import compass_point
from strife.games.by_will_alone.model.actions import register_action, unit_target
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.rules import confronting, sighting
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.registry import (
    ActionRule,
    Outcome,
    action_rule,
    at_initiative_start,
)
from strife.games.by_will_alone.rules.situation import ROLES
from strife.games.by_will_alone.rules.smoke import (
    SmokeMethod,
    smoke_clears,
    smoke_features,
    why_smoke_hides,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "17.3"
SMOKE = "smoke:"
CLOUDS = "clouds"
METHODS = {
    "screen": SmokeMethod.VEHICLE_SCREEN,
    "discharger": SmokeMethod.DISCHARGER,
    "barrage": SmokeMethod.ARTILLERY,
    "pots": SmokeMethod.POTS,
}
BEARINGS = tuple(range(0, 360, 45))


@dataclass(frozen=True, slots=True)
class MakeSmoke(Action):
    """8.2 / 17.3: lay smoke by `method` toward `bearing` (degrees)."""

    kind: ClassVar[str] = "smoke"
    unit: str
    method: str
    bearing: int

    def label(self) -> str:
        how = METHODS[self.method].value
        return f"{self.unit} makes smoke ({how}) toward the {compass_point(self.bearing)}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.unit),)


register_action(MakeSmoke)


def clouds(state: ByWillAloneState) -> dict[str, str]:
    """The smoked features, each with the side that made its cloud."""
    if not state.marks.get(CLOUDS, 0):
        return {}
    return {
        k[len(SMOKE) :]: ROLES[v - 1].value for k, v in state.marks.items() if k.startswith(SMOKE)
    }


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    out: list[Action] = []
    for u in confronting.ready(state, seat, state.role_of(seat)):
        if state.setup.data.unit[u].smoke:
            out += _offers(state, u)
    return out


def _offers(state: ByWillAloneState, u: int) -> list[Action]:
    """Unit u's Make Smoke options where it is, one for each cloud it can make; they
    depend only on the map and its place, so they are kept for the game."""
    key = ("smoke", u, state.at[u])
    found: list[Action] | None = state.setup.cache.get(key)
    if found is not None:
        return found
    found = []
    unit = state.forces.units[u]
    for method in state.setup.data.unit[u].smoke:
        covered: set[frozenset[str]] = set()
        for bearing in BEARINGS:
            try:
                where = smoke_features(state.board, METHODS[method], state.at[u], bearing)
            except StrifeError:
                continue  # nothing lies that way
            if where not in covered:
                covered.add(where)
                found.append(MakeSmoke(unit.id, method, bearing))
    state.setup.cache[key] = found
    return found


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, MakeSmoke)
    u = state.unit_index(action.unit)
    role = state.forces.units[u].role
    where = smoke_features(state.board, METHODS[action.method], state.at[u], action.bearing)
    for fid in where:
        state.marks[SMOKE + fid] = ROLES.index(role) + 1
    state.marks[CLOUDS] = sum(1 for k in state.marks if k.startswith(SMOKE))
    names = " and ".join(sorted(state.board.features[f].name for f in where))
    text = f"{unit_name(state, u)} makes smoke: a cloud over {names}"
    events.append(state.event("smoke", text, RULE, features=sorted(where)))
    return Outcome.DONE


def smoked(state: ByWillAloneState, a: int, b: int) -> bool:
    """10.3: whether a cloud hides unit b from unit a."""
    found = clouds(state)
    if not found:
        return False
    spot_a, spot_b = (
        (state.at[a], sighting.level(state, a)),
        (state.at[b], sighting.level(state, b)),
    )
    key = ("smoked", spot_a, spot_b, frozenset(found))  # the geometry, once a game
    hidden: bool | None = state.setup.cache.get(key)
    if hidden is None:
        why = why_smoke_hides(state.board, spot_a[0], spot_b[0], found, spot_a[1], spot_b[1])
        hidden = state.setup.cache[key] = why is not None
    return hidden


def clear(state: ByWillAloneState, events: list[Event]) -> None:
    """10.3: the initiative that has just ended was the other side's: the clouds of the
    side whose initiative begins clear (it is that side's opponent that has ended one)."""
    if state.initiative <= 1:
        return
    ended = Role(state.holder).other.value
    gone = [f for f, by in clouds(state).items() if smoke_clears(by, ended)]
    for fid in gone:
        del state.marks[SMOKE + fid]
    if gone and len(gone) == state.marks[CLOUDS]:
        del state.marks[CLOUDS]
    elif gone:
        state.marks[CLOUDS] -= len(gone)
    if gone:
        names = " and ".join(sorted(state.board.features[f].name for f in gone))
        events.append(state.event("smoke-clears", f"The smoke over {names} clears", RULE))


action_rule(ActionRule(MakeSmoke.kind, RULE, offer, apply))
at_initiative_start(clear)
if smoked not in sighting.OBSCURED:
    sighting.OBSCURED.append(smoked)
