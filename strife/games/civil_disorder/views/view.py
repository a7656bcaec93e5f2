"""What each player knows (The Player Role): their own figure and what it sees, their own
units as their radio reports give them, and every crowd, unit, cloud, fire and casualty in
their figure's sight, with each crowd's RL marker ("8 = bad, 1 = good"). `view(None)` is the
umpire's: everything, the hidden things too."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.games.civil_disorder.model.choices import seen_crowds
from strife.games.civil_disorder.model.pieces import ORDER_WORDS, Order
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.rules.sequence import target_name
from strife.games.civil_disorder.rules.step_resolution import wet

if TYPE_CHECKING:
    from strife.games.civil_disorder.model.pieces import Crowd, Unit
    from strife.games.civil_disorder.model.state import CivilDisorderState


def view_of(s: CivilDisorderState, side: str | None) -> dict[str, Any]:
    board = s.game.board
    name = board.names.__getitem__
    eye = "" if side is None else s.officers[side].at

    def sees(w: str) -> bool:
        return side is None or board.sees(eye, w)

    out: dict[str, Any] = {
        "turn": s.turn,
        "length": s.length,
        "over": s.over,
        "officers": [
            {"side": o.side, "name": o.name, "at": o.at, "place": name(o.at)}
            | ({"negotiator": o.quality} if side is None else {})
            for o in s.officers.values()
            if side is None or o.side == side or sees(o.at)
        ],
        "units": [
            _unit(s, u, side) for u in s.units.values() if side in (None, u.side) or sees(u.at)
        ],
        "crowds": [
            _crowd(s, c, side) for c in (s.live_crowds() if side is None else seen_crowds(s, side))
        ],
        "clouds": [
            {"at": c.at, "place": name(c.at), "gas": "CS gas" if c.kind == "cs" else "tear gas"}
            | ({"placed": c.placed, "lasts": c.lasts} if side is None else {})
            for c in s.clouds
            if sees(c.at)
        ],
        "fires": [
            {"building": b, "name": name(b), "fires": n}
            for b, n in sorted(s.fires.items())
            if n > 0 and any(sees(d) for d in board.doors.get(b, ()))
        ],
        "casualties": [
            {"at": c.at, "place": name(c.at), "state": _casualty_words(c.dead, c.treated)}
            for c in s.casualties
            if sees(c.at) and (c.dead or not c.treated)
        ],
    }
    out["snipers"] = [
        {"id": x.id, "name": x.name, "at": x.at, "place": name(x.at), "out": x.out}
        | ({"target": x.target, "shots": x.shots, "spotted": x.spotted} if side is None else {})
        for x in s.snipers.values()
        if side is None or x.spotted
    ]
    if side is not None:
        me = s.officers[side]
        out["me"] = {"side": side, "name": me.name, "at": me.at, "place": name(me.at)}
        out["my_intentions"] = s.chains[side].to_json() if not s.over else {}
    else:
        out["chains"] = {k: c.to_json() for k, c in s.chains.items()}
        out["tally"] = dict(s.tally)
        out["bargaining_worth"] = dict(s.points)
        out["property_left"] = dict(s.value)
        out["loot_left"] = dict(s.loot)
    if s.over:
        from strife.games.civil_disorder.rules.assessment import score

        total, reasons = score(s)
        out["assessment"] = {"score": total, "reasons": reasons}
    return out


def _unit(s: CivilDisorderState, u: Unit, side: str | None) -> dict[str, Any]:
    own = side is None or u.side == side
    out: dict[str, Any] = {
        "id": u.id,
        "name": u.name,
        "type": s.game.charts.units.types[UnitType(u.type)].name,
        "at": u.at,
        "place": s.game.board.names[u.at],
        "figures": u.figures,
        "wounded": u.wounded,
    }
    if own:
        order = Order(u.order)
        out |= {
            "order": order.value,
            "target": u.target,
            "orders": f"{ORDER_WORDS[order]}{target_name(s, u.target)}",
            "gas_grenades": u.gas,
        }
    return out


def _crowd(s: CivilDisorderState, c: Crowd, side: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": c.id,
        "name": c.name,
        "at": c.at,
        "place": s.game.board.names[c.at],
        "bases": c.bases,
        "level": c.rl,
        "wet": wet(s, c).value,
    }
    if side is None:
        out |= {
            "objective": c.objective,
            "looters": c.looters,
            "looter_crowd": c.looter_crowd,
            "missiles": c.missiles,
        }
    return out


def _casualty_words(dead: bool, treated: bool) -> str:
    return "dead" if dead else "being treated" if treated else "lying hurt"


def public_view(s: CivilDisorderState) -> dict[str, Any]:
    out: dict[str, Any] = {"turn": s.turn, "length": s.length, "over": s.over}
    for key in ("officers", "units", "crowds", "clouds", "fires", "casualties", "snipers"):
        out[key] = []
    if s.over:
        from strife.games.civil_disorder.rules.assessment import score

        total, reasons = score(s)
        out["assessment"] = {"score": total, "reasons": reasons}
    return out
