"""The Crisis markers (F. Crisis Markers; Crisis Marker Key; Special Events Explanation) and
the Crisis Marker Chart. Markers of one name are interchangeable, so a hand or the cup is a
sorted tuple of names."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from strife.core.data import load_model

DATA = Path(__file__).parent.parent / "data"

BILL_OF_RIGHTS = "Bill of Rights"
CYBER_TERRORISTS = "Cyber Terrorists"
ECONOMIC_COLLAPSE = "Economic Collapse"
FOREIGN_INTERVENTION = "Foreign Intervention in US Affairs"
MOBILIZATION = "Mobilization"
NON_LETHAL = "Non-Lethal Munitions"
SECURITY_DECREE = "Security Decree"
SURVEILLANCE = "Surveillance"
VIDEOTAPED_ATROCITY = "Videotaped Atrocity"
# Events a holder plays at will during its own player turn (and the Rebel's Videotaped
# Atrocity "any time"): offered whenever no conflict is being fought.
AT_WILL = (CYBER_TERRORISTS, FOREIGN_INTERVENTION, MOBILIZATION, VIDEOTAPED_ATROCITY)
# Events played "before rolling the die during any single Armed Conflict".
IN_COMBAT = (NON_LETHAL, SURVEILLANCE)


class _SupportModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    letters: str = Field(pattern="^(A|D|AD)$")
    support: tuple[int, int, int]
    count: int = Field(ge=1)


class _EventModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    only: str | None = Field(default=None, pattern="^(government|rebel)$")
    immediate: bool = False


class _MarkersFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    support: dict[str, _SupportModel]
    events: dict[str, _EventModel]
    chart: list[tuple[int, int]]


@dataclass(frozen=True, slots=True)
class Support:
    name: str
    arms: bool
    data: bool
    support: tuple[int, int, int]  # Metroplex, Developed, Wilderness


@dataclass(frozen=True, slots=True)
class SpecialEvent:
    name: str
    only: str | None  # the one side that may keep it; the other returns it when picked
    immediate: bool  # must be played as soon as it is picked (Economic Collapse)


class MarkerTable:
    def __init__(
        self,
        support: dict[str, Support],
        events: dict[str, SpecialEvent],
        mix: tuple[str, ...],
        chart: list[tuple[int, int]],
    ) -> None:
        self.support = support
        self.events = events
        self.mix = mix  # the full cup at the start, sorted
        self._chart_values = [v for v, _ in chart]
        self._chart_counts = [n for _, n in chart]
        # The names that can support an attack of each kind (`supports`), by armed.
        self.supporting = {
            armed: frozenset(n for n, m in support.items() if (m.arms if armed else m.data))
            for armed in (False, True)
        }

    def picks(self, value: int) -> int:
        """Crisis Marker Chart: how many markers a side with this much Value picks."""
        return self._chart_counts[bisect_right(self._chart_values, value) - 1]

    def usable_by(self, name: str, side: str) -> bool:
        event = self.events.get(name)
        return event is None or event.only is None or event.only == side

    def holdable(self, name: str, side: str) -> bool:
        """Whether `side` can ever hold this marker: one it may play, and not one played the
        moment it is picked (Economic Collapse)."""
        event = self.events.get(name)
        return self.usable_by(name, side) and not (event is not None and event.immediate)

    def strength(self, name: str, armed: bool, type_index: int) -> int:
        """What a Support marker adds in a region of this type; 0 if it cannot support."""
        s = self.support.get(name)
        if s is None or not (s.arms if armed else s.data):
            return 0
        return s.support[type_index]

    def supports(self, name: str, armed: bool) -> bool:
        s = self.support.get(name)
        return s is not None and (s.arms if armed else s.data)


def load_markers(path: Path = DATA / "markers.toml") -> MarkerTable:
    model = load_model(_MarkersFile, path)
    support = {
        n: Support(n, "A" in m.letters, "D" in m.letters, m.support)
        for n, m in model.support.items()
    }
    events = {n: SpecialEvent(n, e.only, e.immediate) for n, e in model.events.items()}
    mix = [n for n, m in model.support.items() for _ in range(m.count)] + list(events)
    return MarkerTable(support, events, tuple(sorted(mix)), model.chart)
