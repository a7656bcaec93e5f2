"""Commands for the rule-sentence audit's tests (docs/audit/power.md).

Every command is made through the game's public action codec, so these tests do not depend on
which module holds the command classes. Moves are written as on the Command pad, with the
army first: mv("yellow T Y8 XI").
"""

from __future__ import annotations

from typing import Any

from power_support import game

from strife.core.actions import Action


def act(kind: str, **fields: Any) -> Action:
    action: Action = game().action_from_json({"kind": kind, **fields})
    return action


def mv(line: str) -> Action:
    """ "yellow T Y8 XI": move Yellow's Tank from Y8 to X Island."""
    army, piece, frm, to = line.split()
    return act("move", army=army, piece=piece, frm=frm, to=to)


def exchange(army: str, piece: str, loc: str) -> Action:
    return act("exchange", army=army, piece=piece, loc=loc)


def buy(army: str, piece: str) -> Action:
    return act("buy", army=army, piece=piece, cost=game().table[piece].power)


def launch(army: str, loc: str, target: str) -> Action:
    return act("launch", army=army, loc=loc, target=target)


def missile(army: str, loc: str, *pieces: str) -> list[Action]:
    """The lines that write a Mega-Missile exchange in `loc`, one piece at a time ("P": the
    Power Units still needed)."""
    lines = [act("missile", army=army, loc=loc)]
    return lines + [act("missile-add", army=army, piece=p) for p in pieces]


def choose_army(army: str) -> Action:
    return act("receive", army=army)


def choose_forfeit(army: str, piece: str, loc: str) -> Action:
    return act("forfeit", army=army, piece=piece, loc=loc)


def moves_of(options: list[Action], piece: str, frm: str) -> set[str]:
    """Where the options let a piece of this type move from `frm`."""
    found = set()
    for option in options:
        data = option.to_json()
        if data["kind"] == "move" and data["piece"] == piece and data["frm"] == frm:
            found.add(data["to"])
    return found
