"""Morale Checks (5.1), suppression (5.2), elimination and its Victory Points (7.0), and the
bookkeeping that follows: Agitators and Snipers caught alone (6.3, 6.4), Gas Guns lost with
their squad (6.1.1), the Tactical Disintegration Number (8.9) and Overreaction (8.10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.units import POLICE
from strife.games.civil_power.model.values import ELIMINATED, SUPPRESSED
from strife.games.civil_power.rules import los
from strife.games.civil_power.scenarios import hooks as scenario_hooks

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

PASSED, SUPPRESS, ELIMINATE = "passed", "suppressed", "eliminated"


def drm(s: CivilPowerState, u: int, kind: str) -> tuple[int, list[str]]:
    """The Morale Check modifiers that depend on the situation (5.1, the reconstructed
    table): suppressed +1, night +1 and an Agitator -1 on Fire or Shock combat MCs, the Donut
    Wagon -1 (8.7), a Helicopter nearby +1 for the Mob (8.6). A gas MC has none (6.1)."""
    if kind == "gas":
        return 0, []
    t = s.tables.morale_drm
    total, why = 0, []
    if s.flags[u] & SUPPRESSED:
        total += t.suppressed
        why.append(f"suppressed {t.suppressed:+d}")
    area, side = s.loc[u], s.side_of[u]
    if kind in ("fire", "shock"):
        if s.night() and (area < 0 or los.night_limited(s, area)):  # 6.6: lit, it is "day"
            total += t.night
            why.append(f"night {t.night:+d}")
        if any(s.kind[v].agitator and s.side_of[v] == side for v in s.at(area)):
            total += t.agitator
            why.append(f"Agitator {t.agitator:+d}")
    if (
        s.role[side] == POLICE
        and s.uses("donut_wagon")
        and any(s.kind[v].donut_wagon and s.side_of[v] == side for v in s.at(area))
    ):
        total += t.donut_wagon
        why.append(f"Donut Wagon {t.donut_wagon:+d}")
    if s.is_mob(side) and s.uses("helicopter_fear"):
        near = (area, *s.board.neighbours[area])
        if any(s.kind[v].helicopter for a in near for v in s.at(a)):
            total += t.helicopter
            why.append(f"Helicopter {t.helicopter:+d}")
    return total, why


def morale_check(
    s: CivilPowerState, u: int, kind: str, extra: int, extra_why: list[str], events: list[Event]
) -> str:
    """Roll a Morale Check for unit `u` (5.1): pass, suppressed, or eliminated at 7+."""
    rule = "6.1" if kind == "gas" else "5.1"
    situational, why = drm(s, u, kind)
    total = situational + (0 if kind == "gas" else extra)
    reasons = why + ([] if kind == "gas" else extra_why)
    roll = s.dice.roll(6)
    final = roll + total
    morale = s.kind[u].morale
    if final >= 7:
        outcome = ELIMINATE
    elif final > morale:
        outcome = SUPPRESS
    else:
        outcome = PASSED
    mods = f" ({', '.join(reasons)})" if reasons else ""
    events.append(
        Event(
            "morale",
            f"{s.unit_name(u)} checks morale ({kind}): rolls {roll}{mods} = {final} "
            f"against morale {morale}: {outcome}",
            {"unit": s.names[u], "roll": roll, "drm": total, "result": outcome},
            rule,
        )
    )
    if outcome == ELIMINATE:
        eliminate(s, u, events, "5.1")
    elif outcome == SUPPRESS and kind != "gas":
        suppress(s, u, events, "5.1")
    return outcome


def suppress(s: CivilPowerState, u: int, events: list[Event], rule: str) -> None:
    if not s.kind[u].checks_morale:
        return  # 6.4: Agitators are never suppressed (nor TV Crews, nor Vehicles)
    s.flags[u] |= SUPPRESSED
    events.append(
        Event("suppressed", f"{s.unit_name(u)} is suppressed", {"unit": s.names[u]}, rule)
    )


def eliminate(
    s: CivilPowerState, u: int, events: list[Event], rule: str, score: bool = True
) -> None:
    """Remove a unit as eliminated; the enemy scores its VP (7.0) unless `score` is False
    (a Helicopter crash, 8.6; a Vehicle burnt by a Molotov still scores)."""
    if s.loc[u] == ELIMINATED:
        return
    area, side = s.loc[u], s.side_of[u]
    t = s.kind[u]
    s.loc[u] = ELIMINATED
    s.flags[u] = 0
    s.touch()
    # With three sides the scenario's own formula scores eliminations (ruling N-8).
    foes = s.foes(side)
    other = foes[0] if len(foes) == 1 else ""
    value = 0
    if score and not t.tv_crew and other:
        value = 5 if s.role[side] == POLICE else 2 if t.crowd else 3
        s.vp[other] += value
    events.append(
        Event(
            "eliminated",
            f"{s.unit_name(u)} is eliminated" + (f" ({other} +{value} VP)" if value else ""),
            {"unit": s.names[u], "vp": value},
            rule,
        )
    )
    if u in s.gas_gun:
        _pass_gas_gun(s, u, area, events)
    if s.aboard and area >= 0 and u in s.aboard.values():
        from strife.games.civil_power.rules.optional import trucks

        s.loc[u] = area  # the wreck is where its passengers get off
        trucks.unload(s, u, events, suppressed=True)  # 8.12.1, 8.12.2, 6.5
        s.loc[u] = ELIMINATED
        s.flags[u] = 0
    if s.uses("tactical_disintegration"):
        change_tdn(s, side, -2 if s.is_mob(side) else 2)
    if s.uses("overreaction") and scenario_hooks.may_raise_el(s, side):  # not I-1, II-7
        roll = s.dice.roll(6)
        if roll == 6 and s.el[side] < 5:
            s.el[side] += 1
            events.append(
                Event(
                    "overreaction",
                    f"8.10 Overreaction: {side} rolls 6, Engagement Level rises to {s.el[side]}",
                    {"side": side, "el": s.el[side]},
                    "8.10",
                )
            )
    if area >= 0:
        caught_alone(s, area, events, bereft=(side, s.level[u]))


def _pass_gas_gun(s: CivilPowerState, u: int, area: int, events: list[Event]) -> None:
    """6.1.1: the Gas Gun stays with the other Police Group units in its area; with the
    last of them, or with the vehicle carrying it (a Water Cannon, a Helicopter), it is lost."""
    guns = set(s.gas_gun)
    guns.discard(u)
    heirs = [v for v in s.side_at(area, s.side_of[u]) if s.kind[v].group and v not in guns]
    if s.kind[u].vehicle:
        heirs = []
    if heirs:
        guns.add(heirs[0])
    else:
        events.append(Event("gas_gun_lost", "the Gas Gun is lost", {}, "6.1.1"))
    s.gas_gun = frozenset(guns)


def caught_alone(
    s: CivilPowerState, area: int, events: list[Event], bereft: tuple[str, int] | None = None
) -> None:
    """6.3, 6.4: Snipers and Agitators are eliminated "if ever caught alone in an area by
    enemy units (Agitators: by Police units), or if all units stacked with them are
    eliminated": alone is with no friendly Group, Crowd or Vehicle unit at their level, and
    `bereft` (side, level) names a stack a unit was just eliminated from (ruling S-7)."""
    here = s.at(area)
    for u in list(here):
        t = s.kind[u]
        if not (t.sniper or t.agitator) or s.loc[u] != area:
            continue
        side, lvl = s.side_of[u], s.level[u]
        friends = any(
            s.side_of[v] == side and s.level[v] == lvl and s.kind[v].size != "Individual"
            for v in here
            if s.loc[v] == area
        )
        foes = any(
            s.side_of[v] != side
            and s.level[v] == lvl
            and s.kind[v].fights_shock
            and not (s.aboard and v in s.aboard)  # 8.6: not what a Helicopter carries
            for v in here
            if s.loc[v] == area
        )
        if not friends and (foes or bereft == (side, lvl)):
            what = "6.4" if t.agitator else "6.3"
            events.append(Event("caught_alone", f"{s.unit_name(u)} is caught alone", {}, what))
            eliminate(s, u, events, what)


def casualties(
    s: CivilPowerState, by: str, wia: int, kia: int, victim: int, events: list[Event], rule: str
) -> None:
    """Count WIA and KIA inflicted by side `by` (7.0: -1 VP each WIA, -3 each KIA)."""
    if not (wia or kia):
        return
    s.wia[by] += wia
    s.kia[by] += kia
    on = s.side_of[victim]
    if len(s.order) > 2:  # ruling N-8: who inflicted them on whom
        for what, n in (("wia", wia), ("kia", kia)):
            if n:
                key = f"{what}|{by}|{on}"
                s.marks[key] = s.marks.get(key, 0) + n
    if s.is_mob(on) and s.uses("tactical_disintegration"):
        change_tdn(s, on, -(wia and 1) - (3 if kia else 0))
    parts = ([f"{wia} WIA"] if wia else []) + ([f"{kia} KIA"] if kia else [])
    events.append(
        Event(
            "casualties",
            f"{' and '.join(parts)} inflicted by {by} on {s.unit_name(victim)}",
            {"by": by, "wia": wia, "kia": kia, "unit": s.names[victim]},
            rule,
        )
    )


def tdn_of(s: CivilPowerState, side: str) -> int:
    """8.9: a Mob side's Tactical Disintegration Number: its own where the position gives
    each Mob one (I-5, ruling N-9: kept in `marks` "tdn|<side>"), else the shared `s.tdn`."""
    if side in s.position.tdn_by:
        return s.marks.get(f"tdn|{side}", s.position.tdn_by[side])
    return s.tdn


def has_tdn(s: CivilPowerState, side: str) -> bool:
    """8.9: whether the position gives this Mob side a TDN (a position written without one,
    such as the built-in skirmish, has none, and the rule cannot end it). A TDN that has
    fallen to zero or below is still one: any Game-turn is then at or above it."""
    return side in s.position.tdn_by or s.position.tdn is not None


def change_tdn(s: CivilPowerState, side: str, delta: int) -> None:
    """Move the TDN of `side` (a Mob side; a Police loss moves every Mob's, as 8.9's +2)."""
    if not s.position.tdn_by:
        s.tdn += delta
        return
    for mob in [side] if s.is_mob(side) else [x for x in s.order if s.is_mob(x)]:
        if mob in s.position.tdn_by:
            s.marks[f"tdn|{mob}"] = tdn_of(s, mob) + delta
