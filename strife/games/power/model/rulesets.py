"""Who plays which armies: the four-, three- and two-player games.

A *side* is a seat that makes decisions; an *army* is one colour's forces; a *party* is who
fights for whom. In the four-player game each side has one army and is its own party. In
the two-player game a side commands two Countries that fight as one party (combined
battles). In the three-player game the fourth Country is a mercenary army: its own party,
commanded by any side.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property


@dataclass(frozen=True)
class Seating:
    sides: tuple[str, ...]  # clockwise
    armies_of: dict[str, tuple[str, ...]]  # side -> its own armies
    mercenary: str | None
    all_armies: tuple[str, ...]  # board order

    @cached_property
    def party_of(self) -> dict[str, str]:
        parties = {army: side for side, armies in self.armies_of.items() for army in armies}
        if self.mercenary:
            parties[self.mercenary] = self.mercenary
        return parties

    @cached_property
    def armies_of_party(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, tuple[str, ...]] = {}
        for army in self.all_armies:
            party = self.party_of.get(army)
            if party is not None:
                out[party] = (*out.get(party, ()), army)
        return out

    @cached_property
    def only(self) -> dict[str, frozenset[str]]:
        """For each side, the audience of its secrets: itself alone."""
        return {side: frozenset({side}) for side in self.sides}

    @cached_property
    def _commandable(self) -> dict[str, tuple[str, ...]]:
        merc = (self.mercenary,) if self.mercenary else ()
        return {side: self.armies_of[side] + merc for side in self.sides}

    @cached_property
    def pads_of(self) -> dict[str, tuple[tuple[str, str], ...]]:
        """For each side, (army, pad) for every army it commands: the pad its commands on
        that army are written on."""
        return {
            side: tuple((army, self.pad_army(side, army)) for army in self.commandable(side))
            for side in self.sides
        }

    @cached_property
    def pad_for(self) -> dict[tuple[str, str], str]:
        """pad_army(side, army) for every army a side commands, as a table."""
        return {(side, army): pad for side in self.sides for army, pad in self.pads_of[side]}

    def side_of(self, army: str) -> str | None:
        """The side that owns an army (None for the mercenary)."""
        for side, armies in self.armies_of.items():
            if army in armies:
                return side
        return None

    def commandable(self, side: str) -> tuple[str, ...]:
        """The armies whose pieces a side may command: its own, and the mercenary."""
        return self._commandable[side]

    def pad_army(self, side: str, army: str) -> str:
        """Whose Command pad a command is written on: the army's own, or for a mercenary
        piece the writing side's (its five commands cover both)."""
        return army if army in self.armies_of[side] else self.armies_of[side][0]
