"""The end of the game (ruling 21-a): after the scenario's number of initiatives. Each side
scores the objectives it holds then (21: "objectives completed"): a feature where it has
stands in play and the other side has none. Other scores (21's points for dissuaded stands)
are added by the functions in SCORERS. The higher score wins; equal scores are a draw.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.state import OVER

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "21"
# Each adds (role value -> points) to the final scores, with events saying why.
SCORERS: list[Callable[[ByWillAloneState, list[Event]], dict[str, int]]] = []


def holds(state: ByWillAloneState, role: Role, feature: str) -> bool:
    def present(r: Role) -> bool:
        return any(
            state.at[u.index] == feature and state.stands_in_play(u.index)
            for u in state.forces.units
            if u.role is r
        )

    return present(role) and not present(role.other)


def objective_points(state: ByWillAloneState, events: list[Event]) -> dict[str, int]:
    points = {r.value: 0 for r in Role}
    for objective in state.setup.data.objective:
        if objective.kind != "hold":
            continue  # reach and occupy objectives: rules/objectives.py (ruling 21-f)
        if holds(state, objective.role, objective.feature):
            points[objective.role.value] += objective.points
            text = f"The {objective.role.words} hold {objective.name}: {objective.points}"
            events.append(state.event("objective", text, RULE))
    return points


def finish(state: ByWillAloneState, events: list[Event]) -> None:
    for scorer in (objective_points, *SCORERS):
        for role, points in scorer(state, events).items():
            state.scores[role] = state.scores.get(role, 0) + points
    state.phase = OVER
    scores = {seat: float(state.scores[state.role_of(seat).value]) for seat in state.setup.order}
    best = max(state.scores.values())
    leaders = [r for r in Role if state.scores[r.value] == best]
    if len(leaders) > 1:
        winners: tuple[str, ...] = ()
        reason = f"both sides score {best}"
    else:
        winners = state.forces.seats(leaders[0])
        other = state.scores[leaders[0].other.value]
        reason = f"the {leaders[0].words} score {best} to {other}"
    state.result = Outcome(winners, scores, "", reason)
    events.append(state.event("game-over", f"The game ends: {reason}", RULE))
