"""5. Collecting Power Units.

One Power Unit per enemy Country (with its Flag standing) in which an army has pieces at the
end of the round, at most three; none for Islands, Sea-lanes or one's own Country. In the
two-player game each colour earns its own (at most two each, there being two enemy
Countries). In the three-player game the mercenary Country pays only once all mercenary
pieces are gone (Three Player Games).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.power.model import forces as fx

if TYPE_CHECKING:
    from strife.games.power.model.state import PowerState

RULE = "5. Collecting Power Units"
MAX_PER_ROUND = 3


def occupied_countries(state: PowerState, army: str) -> list[str]:
    """The Countries where an army has pieces, in board order."""
    country = state.board.country
    countries = set(map(country.__getitem__, fx.locations(state.forces[army])))
    return [c for c in state.board.armies if c in countries]


def pays(state: PowerState, army: str, country: str) -> bool:
    party_of = state.seating.party_of
    if party_of[country] == party_of[army] or state.is_eliminated(country):
        return False
    merc = state.seating.mercenary
    return not (country == merc and state.forces[merc])


def collect_power_units(state: PowerState) -> list[Event]:
    events: list[Event] = []
    for army in state.board.armies:
        if army not in state.forces or state.is_eliminated(army):
            continue
        paying = [c for c in occupied_countries(state, army) if c != army and pays(state, army, c)]
        earned = min(len(paying), MAX_PER_ROUND)
        if earned:
            state.power_units[army] += earned
            text = f"{RULE}: {army} earns {earned} Power Unit(s) for occupying {', '.join(paying)}"
            data = {"army": army, "earned": earned, "countries": paying}
            events.append(Event("power-units", text, data, RULE))
    return events
