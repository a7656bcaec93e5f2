"""I-2 Armies of the Night played through as its five-day campaign (scenario option
`campaign`), one game holding every day.

When a day ends its result is recorded (campaign.Campaign). Unless the campaign is decided,
the players then make the between-days choices as decisions: the last day's winner chooses
a day or a night scenario; each side sets its Engagement Level for the next day (one up or
down from where the day left it, ruling S-33); each side buys its 100 points of planned
reinforcements in secret. The dice decide which reinforcements show up, and the next day
starts from what each side had left (campaign.survivors) plus those that came, the Mob
entering or setting up as the last result says. The last day's end is the campaign's end:
the winner is the best of five (ruling S-12), each side's score its days won.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.decision import Decision
from strife.core.errors import RecordError, StrifeError
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.games.civil_power.model.actions import DONE, Buy, DayOrNight, Done, NextEL
from strife.games.civil_power.model.values import WAITING
from strife.games.civil_power.scenarios import builtin
from strife.games.civil_power.setup.campaign import Campaign, day_position, survivors
from strife.games.civil_power.setup.forces import (
    Force,
    ForceChoice,
    ForceError,
    build_force,
    buyable,
    check_gas_guns,
    cost,
)

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

CAMPAIGN_OPTION = "campaign"
BETWEEN = "between"  # the phase between two days
RULE = "I-2 campaign"
MAX_EL = 5


@dataclass
class Interlude:
    """The choices between two days."""

    carried: dict[str, Force]  # what each side had left at the end of the day
    night_chosen: bool  # the last winner has chosen (or there is no winner to choose)
    el_set: dict[str, bool] = field(default_factory=dict)
    planned: dict[str, dict[str, int]] = field(default_factory=dict)  # reinforcements bought
    done: dict[str, bool] = field(default_factory=dict)

    def copy(self) -> Interlude:
        return Interlude(
            self.carried,
            self.night_chosen,
            dict(self.el_set),
            {k: dict(v) for k, v in self.planned.items()},
            dict(self.done),
        )


def wanted(s: CivilPowerState) -> bool:
    return bool(s.options_used.get(CAMPAIGN_OPTION)) and s.scenario.id == "I-2"


def begin(s: CivilPowerState) -> None:
    s.campaign = Campaign(builtin(s.scenario.id))


def copy_campaign(c: Campaign) -> Campaign:
    return Campaign(c.scenario, list(c.results), dict(c.el), c.night)


# -- the end of a day -------------------------------------------------------------------------


def day_over(s: CivilPowerState, events: list[Event]) -> None:
    """The day's result is recorded; the campaign ends or the between-days choices begin."""
    c = s.campaign
    assert c is not None and s.result is not None
    day = c.day
    winner = s.result.winners[0] if len(s.result.winners) == 1 else ""
    c.record(winner)
    text = f"day {day}: {winner or 'nobody'} won ({s.result.level})"
    events.append(Event("campaign_day", text, {"day": day, "winner": winner}, RULE))
    if c.over():
        wins = c.wins()
        best = c.winner()
        days = ", ".join(r or "drawn" for r in c.results)
        reason = f"I-2: the best three of five days ({days})"
        s.result = Outcome((best,) if best else (), {k: float(n) for k, n in wins.items()},
                           "campaign" if best else "draw", reason)  # fmt: skip
        return
    s.result = None
    s.phase = BETWEEN
    s.tasks = ()
    for side in s.order:
        c.el[side] = s.el[side]  # "They may raise it during the game" (ruling S-33)
    s.interlude = Interlude(
        {side: left(s, side) for side in s.order},
        night_chosen=not winner,
        el_set=dict.fromkeys(s.order, False),
        planned={side: {} for side in s.order},
        done=dict.fromkeys(s.order, False),
    )


def left(s: CivilPowerState, side: str) -> Force:
    """What a side carries to the next day: its units on the map or still to enter, its
    Molotovs or Gas Grenades and the Gas Guns of its squads still in play (ruling S-21)."""
    if s.is_mob(side):
        stores = {"molotov": s.stores["molotovs"]}
    else:
        guns = sum(1 for u in s.gas_gun if s.loc[u] >= 0 or s.loc[u] == WAITING)
        stores = {"gas_grenade": s.stores["gas"], "gas_gun": guns}
    return survivors(side, [t.id for t in s.kind], s.side_of, s.loc, stores)


# -- the choices between days ------------------------------------------------------------------


def decision(s: CivilPowerState) -> Decision:
    c, it = s.campaign, s.interlude
    assert c is not None and it is not None
    if not it.night_chosen:
        return Decision(s, (c.chooser(),), f"{RULE}: day {c.day}, a day or a night scenario")
    unset = tuple(x for x in s.order if not it.el_set[x])
    if unset:
        return Decision(s, unset[:1], f"{RULE}: your Engagement Level for day {c.day}")
    buying = tuple(x for x in s.order if not it.done[x])
    return Decision(s, buying, f"{RULE}: plan your 100 points of reinforcements")


def options(s: CivilPowerState, side: str) -> list[Action]:
    c, it = s.campaign, s.interlude
    assert c is not None and it is not None
    d = decision(s)
    if side not in d.sides:
        return []
    if not it.night_chosen:
        return [DayOrNight(False), DayOrNight(True)]
    if not it.el_set[side]:
        now = c.el[side]
        return [NextEL(x) for x in range(max(0, now - 1), min(MAX_EL, now + 1) + 1)]
    out: list[Action] = []
    spec = c.reinforcement_spec(side)
    role = c.scenario.side(side).role
    for thing in sorted(buyable(spec, role, c.scenario.riot)):
        more = dict(it.planned[side])
        more[thing] = more.get(thing, 0) + 1
        if _bought(s, side, more) is not None:
            out.append(Buy(thing))
    out.append(DONE)
    return out


def _bought(s: CivilPowerState, side: str, planned: dict[str, int]) -> Force | None:
    c, it = s.campaign, s.interlude
    assert c is not None and it is not None
    units = {k: n for k, n in planned.items() if k in s.game.unit_types}
    items = {k: n for k, n in planned.items() if k not in units}
    spec = c.reinforcement_spec(side)
    role = c.scenario.side(side).role
    try:
        force = build_force(spec, ForceChoice(units=units, items=items), side, role, True)
    except StrifeError:
        return None
    # 6.1.1 counts the Gas Guns against every squad the side will have.
    carried = it.carried[side]
    everyone, guns = dict(carried.units), dict(carried.items)
    for k, n in force.units.items():
        everyone[k] = everyone.get(k, 0) + n
    guns["gas_gun"] = guns.get("gas_gun", 0) + force.items.get("gas_gun", 0)
    try:
        check_gas_guns(everyone, guns, side)
    except ForceError:
        return None
    return force


def apply(s: CivilPowerState, side: str, action: Action) -> list[Event]:
    c, it = s.campaign, s.interlude
    assert c is not None and it is not None
    events: list[Event] = []
    if isinstance(action, DayOrNight):
        c.choose_night(side, action.night)
        it.night_chosen = True
        when = "night" if action.night else "day"
        events.append(
            Event("campaign", f"{side} chooses a {when} scenario for day {c.day}", {}, RULE)
        )
    elif isinstance(action, NextEL):
        c.set_el(side, action.level)
        it.el_set[side] = True
        events.append(
            Event("campaign", f"{side} starts day {c.day} at EL {action.level}", {}, RULE)
        )
    elif isinstance(action, Buy):
        it.planned[side][action.thing] = it.planned[side].get(action.thing, 0) + 1
    elif isinstance(action, Done):
        it.done[side] = True
        events.append(Event("campaign", f"{side} has planned its reinforcements", {}, RULE))
        if all(it.done.values()):
            next_day(s, events)
    s.log = tuple(events)
    return events


def next_day(s: CivilPowerState, events: list[Event]) -> None:
    """Roll for each planned reinforcement and start the next day."""
    from strife.games.civil_power.setup import pregame
    from strife.games.civil_power.setup.position_file import read_position

    c, it = s.campaign, s.interlude
    assert c is not None and it is not None
    forces: dict[str, Force] = {}
    for side in s.order:
        kept = it.carried[side]
        planned = it.planned[side]
        kinds = [k for k in sorted(planned) if k in s.game.unit_types for _ in range(planned[k])]
        rolls = [s.dice.roll(6) for _ in kinds]
        units = c.next_force(side, kept.units, kinds, rolls)
        came = sum(1 for r in rolls if not c.no_show(side, r))
        events.append(
            Event(
                "campaign",
                f"{side}: {came} of {len(kinds)} reinforcements show up",
                {"rolls": rolls},
                RULE,
            )
        )
        items = dict(kept.items)
        for k, n in planned.items():
            if k not in s.game.unit_types:
                items[k] = items.get(k, 0) + n
        forces[side] = Force(units, items, 0, cost(units, items))
    data = day_position(c, forces)
    data["title"] = f"{data['title']}, day {c.day}"
    source = f"I-2 day {c.day}"
    p = read_position(data, source)
    s.game._check(p, source)
    campaign = c
    started = s.game.start_position(s.scenario, p, s.options_used, s.seed, s.dice)
    pregame.adopt(s, started)
    s.campaign = campaign
    s.chosen_position = data
    s.log = (*events, *s.log)


# -- hidden information, views, saving ---------------------------------------------------------


def view(s: CivilPowerState, side: str | None) -> dict[str, Any]:
    c, it = s.campaign, s.interlude
    assert c is not None
    out: dict[str, Any] = {
        "day": len(c.results) if c.over() else c.day,
        "days": c.days,
        "results": list(c.results),
        "wins": c.wins(),
        "el": dict(c.el),
        "night": c.night,
    }
    if it is not None:
        out["planned"] = {
            x: (dict(p) if side is None or x == side else {"done": it.done[x]})
            for x, p in it.planned.items()
        }
    return out


def resample(s: CivilPowerState, side: str, rng: random.Random) -> None:
    """The other sides' planned reinforcements are secret: a search starts them over."""
    it = s.interlude
    if it is None:
        return
    for x in it.planned:
        if x != side:
            it.planned[x] = {}
            it.done[x] = False


def to_json(s: CivilPowerState) -> dict[str, Any]:
    c, it = s.campaign, s.interlude
    assert c is not None
    out: dict[str, Any] = {"results": list(c.results), "el": dict(c.el), "night": c.night}
    if it is not None:
        out["interlude"] = {
            "carried": {x: {"units": f.units, "items": f.items} for x, f in it.carried.items()},
            "night_chosen": it.night_chosen,
            "el_set": dict(it.el_set),
            "planned": {x: dict(p) for x, p in it.planned.items()},
            "done": dict(it.done),
        }
    return out


def from_json(s: CivilPowerState, obj: Any) -> None:
    if s.campaign is None:
        raise RecordError("saved state: a campaign was saved but this game plays one day")
    try:
        c = s.campaign
        sides = {x.id for x in c.scenario.sides}
        c.results = [str(x) for x in obj["results"]]
        c.el = {str(k): int(v) for k, v in obj["el"].items()}
        c.night = bool(obj["night"])
        if set(c.el) != sides or any(r and r not in sides for r in c.results):
            raise ValueError("results and el must name the scenario's sides")
        raw = obj.get("interlude")
        s.interlude = None
        if raw is not None:
            carried = {
                x: Force(dict(f["units"]), dict(f["items"]), 0, cost(f["units"], f["items"]))
                for x, f in raw["carried"].items()
            }
            s.interlude = Interlude(
                carried, bool(raw["night_chosen"]), dict(raw["el_set"]),
                {x: dict(p) for x, p in raw["planned"].items()}, dict(raw["done"]),
            )  # fmt: skip
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RecordError(f"saved I-2 campaign: {exc}") from None


# -- the computer's choices -------------------------------------------------------------------

# What a computer player plans as reinforcements: the standard packages' mainstay units.
STAPLE = {"Police": "line", "Mob": "untrained_crowd"}


def suggest(s: CivilPowerState, side: str) -> Action:
    """A computer player's choice between days: a day scenario, the same Engagement Level,
    and the 100 points spent on the side's staple unit."""
    c = s.campaign
    assert c is not None
    choices = s.options(side)
    for a in choices:
        if isinstance(a, DayOrNight) and not a.night:
            return a
        if isinstance(a, NextEL) and a.level == c.el[side]:
            return a
        if isinstance(a, Buy) and a.thing == STAPLE[s.role[side]]:
            return a
    return DONE if DONE in choices else choices[0]
