"""19 special equipment in play: the foam discharger (rulings 19-a, 19-b, 20-a). An
authority unit that carries one may, once its commander has reached level 2 of violence
(15), foam an activist unit in its own or a neighbouring feature and in sight: until the end
of the activists' next initiative that unit sees nothing beyond its own feature and takes no
actions (it may still react, 8.3). Each use is force of level 2 (21-e) and one of its 2 uses.

Marks: "uses:<unit id>:<device>" the uses spent; "foamed:<unit id>" the initiative at whose
end the foam lapses. The commander's level of violence is the mark "violence:<seat>" that the
rules of 15 keep (1 unless raised).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.actions import register_action, unit_target
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.rules import scoring, sighting
from strife.games.by_will_alone.rules.equipment import (
    DEFAULT_USES,
    DEVICE_LEVEL,
    Consumable,
    Device,
    lasting_from,
    why_not_usable,
)
from strife.games.by_will_alone.rules.registry import (
    ActionRule,
    Outcome,
    action_rule,
    at_initiative_start,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "19"


@dataclass(frozen=True, slots=True)
class Foam(Action):
    """19-b: `unit` foams the activist unit `target`."""

    kind: ClassVar[str] = "foam"
    unit: str
    target: str

    def label(self) -> str:
        return f"{self.unit} foams {self.target}"

    def targets(self) -> tuple[str, ...]:
        return (unit_target(self.target),)


def foam_words(action: Action, names: dict[str, str]) -> str | None:
    """The option in plain words, units by name (for the presenter)."""
    if not isinstance(action, Foam):
        return None
    unit, target = names.get(action.unit, action.unit), names.get(action.target, action.target)
    return f"{unit}: spray foam over {target}"


def carries(state: ByWillAloneState, u: int, device: Device) -> bool:
    data = state.setup.data.unit
    return u < len(data) and device.value in data[u].devices


def uses_left(state: ByWillAloneState, u: int, device: Device) -> int:
    spent = state.marks.get(f"uses:{state.forces.units[u].id}:{device.value}", 0)
    return DEFAULT_USES[Consumable(device.value)] - spent


def foamed(state: ByWillAloneState, u: int) -> bool:
    until = state.marks.get(f"foamed:{state.forces.units[u].id}")
    return until is not None and until >= state.initiative


def offer(state: ByWillAloneState, seat: str) -> list[Action]:
    if state.role_of(seat) is not Role.AUTHORITY:
        return []
    level = state.marks.get(f"violence:{seat}", 1)
    board = state.board
    out: list[Action] = []
    for unit in state.units_of(Role.AUTHORITY):
        u = unit.index
        if unit.seat != seat or state.acted[u] or not state.on_table(u):
            continue
        if not carries(state, u, Device.FOAM) or not state.stands_in_play(u):
            continue
        if why_not_usable(Device.FOAM, level, uses_left(state, u, Device.FOAM)) is not None:
            continue
        here = state.at[u]
        out += [
            Foam(unit.id, target.id)
            for target in state.units_of(Role.ACTIVISTS)
            if state.seen[target.index]
            and state.stands_in_play(target.index)
            and (state.at[target.index] == here or board.adjacent(here, state.at[target.index]))
            and sighting.sees(state, u, target.index)
        ]
    return out


def apply(state: ByWillAloneState, seat: str, action: Action, events: list[Event]) -> Outcome:
    assert isinstance(action, Foam)
    u, t = state.unit_index(action.unit), state.unit_index(action.target)
    key = f"uses:{action.unit}:{Device.FOAM.value}"
    state.marks[key] = state.marks.get(key, 0) + 1
    state.marks[f"foamed:{action.target}"] = lasting_from(state.initiative, True).until
    scoring.record_force(state, DEVICE_LEVEL, t)
    unit, target = state.forces.units[u], state.forces.units[t]
    place = state.board.feature(state.at[t]).name
    text = (
        f"{unit.name} sprays foam over {target.name}: until the end of the activists' next "
        f"initiative it sees nothing beyond {place} and can only react"
    )
    events.append(state.event("foam", text, RULE, unit=action.unit, target=action.target))
    return Outcome.DONE


def hold_foamed(state: ByWillAloneState, events: list[Event]) -> None:
    """A foamed unit takes no actions while the foam lasts (19-b); spent foam is cleared."""
    for unit in state.units_of(Role.ACTIVISTS):
        key = f"foamed:{unit.id}"
        if key not in state.marks:
            continue
        if state.marks[key] >= state.initiative:
            state.acted[unit.index] = True
        else:
            del state.marks[key]


def blinded(state: ByWillAloneState, a: int, b: int) -> bool:
    """19-b: a foamed unit sees nothing beyond its own feature."""
    return foamed(state, a) and state.at[a] != state.at[b]


register_action(Foam)
action_rule(ActionRule(Foam.kind, RULE, offer, apply))
at_initiative_start(hold_foamed)
if blinded not in sighting.OBSCURED:
    sighting.OBSCURED.append(blinded)
