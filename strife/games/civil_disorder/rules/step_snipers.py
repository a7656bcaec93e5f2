"""Terrorists and Snipers in step 4: first the SF fire ordered at a spotted sniper (a SWAT
team may pick it off; anyone else only keeps its head down, since "the sniper will not fire
whilst under fire"), then each sniper not under fire shoots at its named target."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_disorder.model.over_reaction import ReactionTrigger
from strife.games.civil_disorder.model.pieces import Order
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.rules import snipers

if TYPE_CHECKING:
    from strife.games.civil_disorder.rules.sequence import Turn

SHARPSHOOTERS = frozenset({UnitType.SWAT})


def snipers_and_answers(t: Turn) -> None:
    under_fire = answer_snipers(t)
    snipers_fire(t, under_fire)


def answer_snipers(t: Turn) -> set[str]:
    """The snipers under SF fire this turn."""
    s = t.state
    chart = s.game.charts.snipers
    board = s.game.board
    under_fire: set[str] = set()
    for unit in list(s.units.values()):
        sniper = s.snipers.get(unit.target)
        if unit.order != Order.SNIPER or sniper is None:
            continue
        if sniper.out:
            s.units[unit.id] = unit._replace(order=Order.HOLD.value, target="")
            continue
        if not board.sees(unit.at, sniper.at) or unit.figures == 0:
            continue
        under_fire.add(sniper.id)
        t.gunfire = True
        if UnitType(unit.type) in SHARPSHOOTERS and snipers.swat_picks_off(True, s.dice, chart):
            s.snipers[sniper.id] = sniper._replace(out=True)
            s.count("snipers_out")
            t.tell(
                f"{unit.name} hits {sniper.name}", sniper.at, "Terrorists and Snipers", (unit.id,)
            )
        else:
            t.tell(
                f"{unit.name} fires at {sniper.name}",
                sniper.at,
                "Terrorists and Snipers",
                (unit.id,),
            )
    return under_fire


def snipers_fire(t: Turn, under_fire: set[str]) -> None:
    """Each sniper shoots at its named target (1d6, a 6 hits: one member wounded by gunfire,
    S-1); the target is told it is under fire every time. The first shot from a place is
    never spotted; each later one may be (S-2), and a spotted sniper is reported on the
    radio to every commander (ruling S-4)."""
    from strife.games.civil_disorder.rules.step_resolution import _wound_unit

    s = t.state
    chart = s.game.charts.snipers
    for sniper in list(s.snipers.values()):
        target = s.units.get(sniper.target)
        if sniper.out or target is None or target.figures == 0:
            continue
        if not snipers.may_fire(sniper.id in under_fire):
            t.note(f"{sniper.name} keeps its head down", "Terrorists and Snipers")
            continue
        if not s.game.board.sees(sniper.at, target.at):
            continue
        hit = snipers.sniper_hits(s.dice, chart)
        shot = sniper.shots + 1
        seen = sniper.spotted or snipers.spotted(shot, s.dice, chart)
        s.snipers[sniper.id] = sniper._replace(shots=shot, spotted=seen)
        t.gunfire = True
        t.stressed(target.id, ReactionTrigger.SHOT_AT.value)
        s.count("sniper_shots")
        if hit:
            _wound_unit(t, target.id, 1, gunfire=True)
        words = f"{target.name} is under fire" + (": one hit" if hit else "")
        t.tell(words, target.at, "Terrorists and Snipers", (target.id,))
        if seen and not sniper.spotted:
            place = s.game.board.names[sniper.at]
            # on the radio to every commander, whoever sees the place
            heard = frozenset(s.sides)
            words = f"a sniper is firing from {place}"
            t.events.append(Event("report", words, {}, "Terrorists and Snipers", heard))
