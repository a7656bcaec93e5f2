"""12.1.2 in play (the text's optional rule, the game option `losing_dispersed`): when the
initiative turns to the authority, each dispersed activist stand rolls 2D6; below its morale
check number it is removed from the game for good."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.core.scenario import OptionSpec
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.rules.rally import losing_dispersed
from strife.games.by_will_alone.rules.rallying import dispersed
from strife.games.by_will_alone.rules.registry import at_initiative_start
from strife.games.by_will_alone.rules.situation import stand_grade

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "12.1.2"
OPTION = OptionSpec(
    "losing_dispersed",
    False,
    "Losing dispersed stands (12.1.2, optional): when the initiative turns to the authority, "
    "each dispersed activist stand rolls 2D6 and is lost for good below its morale number",
)
REMOVED = "removed"  # out of the game for good (model/state.py's statuses)


def lose_dispersed(state: ByWillAloneState, events: list[Event]) -> None:
    if not state.options_used.get(OPTION.name) or state.holder != Role.AUTHORITY.value:
        return
    pile = dispersed(state)
    if not pile:
        return
    checks = losing_dispersed([stand_grade(state, s) for s in pile], state.dice)
    lost = [s for s, check in zip(pile, checks, strict=True) if not check.passed]
    for s in lost:
        state.status[s] = REMOVED
    text = f"{len(lost)} of {len(pile)} dispersed stands are lost for good"
    events.append(state.event("lost-dispersed", text, RULE, lost=len(lost)))


at_initiative_start(lose_dispersed)
