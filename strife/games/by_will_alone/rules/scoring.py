"""21 in play: what the rules record as the game goes (dissuaded stands with the media
present, force used, attacks by activist stands) and the scorer the end of the game runs
(rulings 21-b to 21-e). The arithmetic is rules/victory.py's; this module reads and writes
the state's marks and registers the scorer with rules/ending.py.

Marks kept (dict[str, int], copied on clone and saved):
  "dissuaded:<media>"   stands dissuaded with that MediaPresent value (0, 1, 2) present
  "force:<level>"       1 once force of that level (2-4) was used on an exclusively
                        nonviolent unit (the name the rules of 11.3 and 16.5 also write)
  "violent:<unit id>"   a stand of that activist unit has attacked (16.3, 18.4; the name
                        the rules of 16.3 also write)
  "provoked:<unit id>"  a provocateur not yet found in that unit has attacked (18.2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.by_will_alone.model.board import GROUND
from strife.games.by_will_alone.model.forces import Pattern, Role
from strife.games.by_will_alone.rules import ending, objectives
from strife.games.by_will_alone.rules.agents import Attacker
from strife.games.by_will_alone.rules.agents import exclusively_nonviolent as _nonviolent
from strife.games.by_will_alone.rules.media import News
from strife.games.by_will_alone.rules.news_crews import news
from strife.games.by_will_alone.rules.victory import (
    DISSUADED_POINTS,
    Confrontation,
    MediaPresent,
    force_factor,
    media_present,
    shown,
    stands_dissuaded,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "21"
FORCE_LEVELS = (2, 3, 4)
# Activist stands that 21-d counts as removed from play at the end.
REMOVED = frozenset({"arrested", "dispersed", "removed"})


def attackers(state: ByWillAloneState, u: int) -> list[Attacker]:
    uid = state.forces.units[u].id
    found: list[Attacker] = []
    if state.marks.get(f"violent:{uid}", 0):
        found.append(Attacker.VIOLENT)
    if state.marks.get(f"provoked:{uid}", 0):
        found.append(Attacker.PROVOCATEUR)
    return found


def exclusively_nonviolent(state: ByWillAloneState, u: int) -> bool:
    """Ruling 21-d, for activist unit u now."""
    return _nonviolent(attackers(state, u))


def record_attack(state: ByWillAloneState, u: int, provocateur: bool = False) -> None:
    """A stand of activist unit u (or a provocateur hidden in it) attacked (16.3, 18.2, 18.4)."""
    kind = "provoked" if provocateur else "violent"
    state.marks[f"{kind}:{state.forces.units[u].id}"] = 1


def provocateur_found(state: ByWillAloneState, u: int) -> None:
    """18.2-c: a provocateur found in unit u; its attacks no longer count against the unit."""
    state.marks.pop(f"provoked:{state.forces.units[u].id}", None)


def media_at(state: ByWillAloneState, features: tuple[str, ...]) -> MediaPresent:
    """Ruling 21-c: the best media crew on the table that sees any of the features; a crew
    is corporate unless its scenario entry says not (21.3-d)."""
    board = state.board
    seers: list[bool] = []
    for unit in state.forces.units:
        if unit.pattern is not Pattern.MEDIA_CREW or not state.on_table(unit.index):
            continue
        if not state.stands_in_play(unit.index):
            continue
        where, floor = state.at[unit.index], state.floor[unit.index] or GROUND
        if any(board.sees(where, f, floor) for f in features):
            seers.append(state.setup.data.unit[unit.index].corporate is not False)
    return media_present(seers)


def record_confrontation(
    state: ByWillAloneState,
    authority: int,
    authority_stands: int,
    authority_total: int,
    activists: int,
    activist_total: int,
) -> list[Event]:
    """Called once a confrontation between authority unit `authority` and activist unit
    `activists` is resolved (11.3): counts the stands dissuaded (21-b) with the media
    present (21-c). Returns the event to show, if any stand was dissuaded."""
    where = (state.at[authority], state.at[activists])
    news(state, state.at[activists], News.CONFRONTATION)
    c = Confrontation(
        authority_stands,
        authority_total,
        activist_total,
        exclusively_nonviolent(state, activists),
        media_at(state, where),
    )
    dissuaded = stands_dissuaded(c)
    if not dissuaded:
        return []
    key = f"dissuaded:{c.media.value}"
    state.marks[key] = state.marks.get(key, 0) + dissuaded
    points = dissuaded * DISSUADED_POINTS[c.media]
    seen = {
        MediaPresent.NONE: "no media present",
        MediaPresent.NON_CORPORATE: "independent media present",
        MediaPresent.CORPORATE: "the press and television present",
    }[c.media]
    # a unit not yet sighted is named by its counter only (10.1)
    unit = state.forces.units[authority]
    label = unit.name if state.seen[authority] else state.label[authority]
    text = f"{dissuaded} stands of {label} dissuaded, {seen}: {points} points to the activists"
    return [state.event("dissuaded", text, RULE, stands=dissuaded, media=c.media.value)]


def record_force(state: ByWillAloneState, level: int, target: int) -> None:
    """Force of `level` (15) used on activist unit `target`: kept for 21-e if the unit was
    exclusively nonviolent. Force of level 2 or more is news (21.3-c)."""
    if level >= 2:
        news(state, state.at[target], News.FORCE)
    if exclusively_nonviolent(state, target):
        state.marks[f"force:{level}"] = 1


def unjustified_force(state: ByWillAloneState) -> int:
    """21-e: the highest level of force used on an exclusively nonviolent unit (1: none)."""
    return max((v for v in FORCE_LEVELS if state.marks.get(f"force:{v}", 0)), default=1)


def removed_activists(state: ByWillAloneState) -> int:
    """21-d: activist stands arrested and held, or dispersed, at the end."""
    return sum(
        1
        for unit in state.units_of(Role.ACTIVISTS)
        if unit.pattern is not Pattern.MEDIA_CREW
        for s in unit.stands
        if state.status[s] in REMOVED
    )


def dissuaded_points(state: ByWillAloneState) -> int:
    return sum(
        state.marks.get(f"dissuaded:{m.value}", 0) * DISSUADED_POINTS[m] for m in MediaPresent
    )


def score(state: ByWillAloneState, events: list[Event]) -> dict[str, int]:
    """The scorer ending.finish runs after the held objectives: the activists' dissuaded
    stands (21.1), the reach and occupy objectives (21-f), the authority's removed stands,
    and the cut on the authority's whole score (21-e; its held objectives were counted by
    ending.objective_points, so the cut comes back as an adjustment)."""
    objectives.tally(state)  # the last initiative has ended
    more = objectives.points(state, events)
    activists = dissuaded_points(state) + more[Role.ACTIVISTS.value]
    removed = removed_activists(state)
    held = sum(
        o.points
        for o in state.setup.data.objective
        if o.kind == "hold"
        and o.role is Role.AUTHORITY
        and ending.holds(state, Role.AUTHORITY, o.feature)
    )
    authority = held + more[Role.AUTHORITY.value]
    level = unjustified_force(state)
    total = shown((removed + authority) * force_factor(level))
    if activists:
        events.append(state.event("score", f"Stands dissuaded: {activists} points", RULE))
    if removed:
        events.append(state.event("score", f"Activist stands removed: {removed} points", RULE))
    if level > 1:
        factor = "halved" if level == 2 else "cut to a third"
        text = f"The authority used force on nonviolent people: its points are {factor}"
        events.append(state.event("force-cut", text, RULE, level=level))
    # ending.objective_points has already added the held objectives
    return {Role.ACTIVISTS.value: activists, Role.AUTHORITY.value: total - held}


if score not in ending.SCORERS:
    ending.SCORERS.append(score)
