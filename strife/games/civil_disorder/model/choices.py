"""Each side's legal options in step 1, stage by stage (Player Actions).

Only what the player's figure knows shapes its options: its own units (on the radio net),
what its figure sees, and the scenario's bargaining points. The actions offered are those
whose rules the engine carries out; "a conversation with someone next to them" and the
personal actions (fire your gun, hit someone, drive a vehicle) are not offered yet (see the
game README).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from strife.games.civil_disorder.model.actions import Act, GiveOrder, Offer, Walk
from strife.games.civil_disorder.model.pieces import ORDER_WORDS, Order
from strife.games.civil_disorder.model.units import UnitType

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.games.civil_disorder.model.pieces import Crowd, Unit
    from strife.games.civil_disorder.model.state import CivilDisorderState

WALK_INCHES = 8  # Movement: Security Forces on foot, walk
RUN_INCHES = 16  # run
SHOUT_INCHES = 8  # ruling A-5: a shouted order carries as far as a megaphone, 8"
SERVICES = frozenset({UnitType.FIREFIGHTERS, UnitType.PARAMEDICS})


def options_for(s: CivilDisorderState, side: str) -> list[Action]:
    from strife.games.civil_disorder.model.state import ACT, OFFER, ORDER

    chain = s.chains[side]
    if chain.stage == ACT:
        return _acts(s, side)
    if chain.stage == ORDER:
        return _orders(s, side, s.units[chain.whom])
    if chain.stage == OFFER:
        return _offers(s)
    return _walks(s, side)


def seen_crowds(s: CivilDisorderState, side: str) -> list[Crowd]:
    at = s.officers[side].at
    board = s.game.board
    return [c for c in s.live_crowds() if board.sees(at, c.at)]


def _acts(s: CivilDisorderState, side: str) -> list[Action]:
    board = s.game.board
    me = s.officers[side]
    out: list[Action] = [Act("none", "", "Take no action this turn")]
    for u in s.side_units(side):
        out.append(Act("radio", u.id, f"Radio {u.name}"))
    for u in s.units.values():
        if board.sees(me.at, u.at) and board.within(me.at, u.at, SHOUT_INCHES):
            out.append(Act("shout", u.id, f"Shout orders to {u.name}"))
    reach = (
        s.game.charts.negotiation.megaphone_range
        if me.megaphone
        else (s.game.charts.negotiation.voice_range)
    )
    for c in seen_crowds(s, side):
        if board.within(me.at, c.at, reach):
            out.append(Act("negotiate", c.id, f"Negotiate with {c.name}"))
    out += _memo(s, ("run", me.at), lambda: _runs(s, me.at))
    return out


def _memo(
    s: CivilDisorderState, key: tuple[str, ...], make: Callable[[], list[Action]]
) -> list[Action]:
    """Option lists that depend only on the table and where someone stands are made once
    per game and shared (the actions are immutable)."""
    memo = s.game.option_memo
    found = memo.get(key)
    if found is None:
        found = memo[key] = make()
    return found


def _runs(s: CivilDisorderState, at: str) -> list[Action]:
    board = s.game.board
    return [
        Act("run", w, f"Run to {board.names[w]}")
        for w in board.reach(at, RUN_INCHES)
        if w in board.named_set
    ]


def _orders(s: CivilDisorderState, side: str, unit: Unit) -> list[Action]:
    out = list(_memo(s, ("orders", unit.name, unit.at), lambda: _moves(s, unit)))
    name = unit.name
    kind = UnitType(unit.type)
    if kind is UnitType.FIREFIGHTERS:
        hose = ORDER_WORDS[Order.HOSE]
        out += [
            GiveOrder(Order.HOSE, c.id, f"{name}: {hose} {c.name}") for c in seen_crowds(s, side)
        ]
    if kind in SERVICES:
        return out
    if unit.weapon:
        for sn in s.snipers.values():
            if sn.spotted and not sn.out:
                words = f"{name}: {ORDER_WORDS[Order.SNIPER]} {sn.name}"
                out.append(GiveOrder(Order.SNIPER, sn.id, words))
    for c in seen_crowds(s, side):
        for order in (Order.CHARGE, Order.ARREST):
            out.append(GiveOrder(order, c.id, f"{name}: {ORDER_WORDS[order]} {c.name}"))
        if unit.gas > 0:
            out.append(GiveOrder(Order.GAS, c.id, f"{name}: {ORDER_WORDS[Order.GAS]} {c.name}"))
    return out


def _moves(s: CivilDisorderState, unit: Unit) -> list[Action]:
    board = s.game.board
    name = unit.name
    out: list[Action] = [
        GiveOrder(Order.HOLD, "", f"{name}: {ORDER_WORDS[Order.HOLD]}"),
        GiveOrder(Order.WITHDRAW, "", f"{name}: {ORDER_WORDS[Order.WITHDRAW]}"),
    ]
    for w in board.named:
        if w != unit.at:
            words = f"{name}: {ORDER_WORDS[Order.MOVE]} {board.names[w]}"
            out.append(GiveOrder(Order.MOVE, w, words))
    return out


def _offers(s: CivilDisorderState) -> list[Action]:
    return [Offer(p["id"], f"Offer: {p['words']}") for p in s.scenario.data.get("bargaining", [])]


def _walks(s: CivilDisorderState, side: str) -> list[Action]:
    at = s.officers[side].at
    return list(_memo(s, ("walk", at), lambda: _walks_from(s, at)))


def _walks_from(s: CivilDisorderState, at: str) -> list[Action]:
    board = s.game.board
    out: list[Action] = [Walk(at, "Stay where you are")]
    out += [Walk(w, f"Walk to {board.names[w]}") for w in board.reach(at, WALK_INCHES)]
    return out
