"""The actions of POWER: the commands written on a Command pad, and the few choices the
rules leave to a player while a round is resolved.

Abbreviations follow the Command pad: I, T, F, D, R, H, B, C, M, P (Power Unit), X
(exchange), RV (Reserve), HQ (Headquarters).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from strife.core.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move one piece of `army` from one location to another (a command)."""

    kind: ClassVar[str] = "move"
    army: str
    piece: str
    frm: str
    to: str

    def label(self) -> str:
        return f"{self.piece} {self.frm} {self.to}"

    def targets(self) -> tuple[str, ...]:
        return (self.frm, self.to)


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Exchange three like Group I pieces in one location for one Group II piece."""

    kind: ClassVar[str] = "exchange"
    army: str
    piece: str
    loc: str

    def label(self) -> str:
        return f"3{self.piece} X {self.loc}"

    def targets(self) -> tuple[str, ...]:
        return (self.loc,)


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Exchange Power Units in Reserve for a new Group I piece, at its power value."""

    kind: ClassVar[str] = "buy"
    army: str
    piece: str
    cost: int

    def label(self) -> str:
        return f"{self.cost}P X RV {self.piece}"

    def targets(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class MissileStart(Action):
    """Begin writing a Mega-Missile exchange in `loc`; pieces are then added one by one."""

    kind: ClassVar[str] = "missile"
    army: str
    loc: str

    def label(self) -> str:
        return f"begin Mega-Missile exchange in {self.loc}"

    def targets(self) -> tuple[str, ...]:
        return (self.loc,)


@dataclass(frozen=True, slots=True)
class MissileAdd(Action):
    """Add one piece (or, for "P", the Power Units still needed) to the exchange."""

    kind: ClassVar[str] = "missile-add"
    army: str
    piece: str

    def label(self) -> str:
        what = "Power Units" if self.piece == "P" else f"one {self.piece}"
        return f"add {what} to the Mega-Missile"


@dataclass(frozen=True, slots=True)
class MissileCancel(Action):
    """Abandon the Mega-Missile exchange being written."""

    kind: ClassVar[str] = "missile-cancel"
    army: str

    def label(self) -> str:
        return "abandon the Mega-Missile exchange"


@dataclass(frozen=True, slots=True)
class MissileBuild(Action):
    """A written Mega-Missile exchange: `pieces` as (code, count) pairs plus Power Units."""

    kind: ClassVar[str] = "missile-build"
    army: str
    loc: str
    pieces: tuple[tuple[str, int], ...]
    power_units: int

    def label(self) -> str:
        parts = [f"{n}{code}" for code, n in self.pieces]
        if self.power_units:
            parts.append(f"{self.power_units}P")
        return f"{'+'.join(parts)} X {self.loc} M"

    def targets(self) -> tuple[str, ...]:
        return (self.loc,)


@dataclass(frozen=True, slots=True)
class Launch(Action):
    """Launch a Mega-Missile from `loc` at `target`."""

    kind: ClassVar[str] = "launch"
    army: str
    loc: str
    target: str

    def label(self) -> str:
        return f"M {self.loc} {self.target} (launch)"

    def targets(self) -> tuple[str, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Lay down the Command pad: this round's commands are written."""

    kind: ClassVar[str] = "done"

    def label(self) -> str:
        return "done: lay down the Command pad"

    def targets(self) -> tuple[str, ...]:
        # The renderer draws the pads as one clickable target, so a click on them lays it down.
        return ("command-pad",)


@dataclass(frozen=True, slots=True)
class TakeBack(Action):
    """Take back the last command written on `pad` while the pad is not yet laid down.

    The rulebook's players write in pencil until "Go": a line on a pad not yet laid down
    can be rubbed out. Making it an action lets people, agents and replays agree on it."""

    kind: ClassVar[str] = "take-back"
    takes_back: ClassVar[bool] = True
    pad: str

    def label(self) -> str:
        return f"take back the last command on the {self.pad} pad"


@dataclass(frozen=True, slots=True)
class ChooseForfeit(Action):
    """Which of several lowest-value pieces to break down for the one-command penalty."""

    kind: ClassVar[str] = "forfeit"
    army: str
    piece: str
    loc: str

    def label(self) -> str:
        return f"break down the {self.piece} in {self.loc} to pay the penalty"

    def targets(self) -> tuple[str, ...]:
        return (self.loc,)


@dataclass(frozen=True, slots=True)
class ChooseArmy(Action):
    """Two-player game: which of the player's Countries receives conquered forces."""

    kind: ClassVar[str] = "receive"
    army: str

    def label(self) -> str:
        return f"the {self.army} Reserve receives the conquered forces"


Command = Move | Exchange | Buy | MissileBuild | Launch
WRITTEN = (Move, Exchange, Buy, MissileBuild, Launch)

CODEC = ActionCodec(
    [
        Move,
        Exchange,
        Buy,
        MissileStart,
        MissileAdd,
        MissileCancel,
        MissileBuild,
        Launch,
        Done,
        TakeBack,
        ChooseForfeit,
        ChooseArmy,
    ]
)
