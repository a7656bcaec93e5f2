"""I-2 Armies of the Night: a campaign of five 16-turn "days".

"Each player starts each new day with what they had left at the end of the previous game,
plus 100 points of planned reinforcements, though the player must throw 1d6 for each
reinforcement unit before it can enter the game: on a 5 or 6 (6 only if the Mob player won
the previous game) the unit ... never enters the game." Engagement Levels may be raised or
lowered by one between days; "the winner of the campaign is the best 3 out of 5 games".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from strife.core.errors import StrifeError
from strife.games.civil_power.scenarios import ScenarioFile
from strife.games.civil_power.setup.forces import Force, ForceSpec, cost

WINS_NEEDED = 3  # "best 3 out of 5"
WAITING = -3  # model.WAITING: not yet entered


class CampaignError(StrifeError):
    """A between-days choice the campaign rules do not allow."""


@dataclass
class Campaign:
    """Where the campaign stands between days: the winners of the days played ("" for a
    drawn day) and each side's Engagement Level for the next day."""

    scenario: ScenarioFile
    results: list[str] = field(default_factory=list)
    el: dict[str, int] = field(default_factory=dict)
    night: bool = False  # the next day is a night scenario

    def __post_init__(self) -> None:
        if self.scenario.campaign is None:
            raise CampaignError(f"{self.scenario.id} is not a campaign")
        if not self.el:
            self.el = {s.id: s.engagement_level for s in self.scenario.sides}

    @property
    def day(self) -> int:
        """The day to play next (1-based)."""
        return len(self.results) + 1

    @property
    def days(self) -> int:
        assert self.scenario.campaign is not None
        return self.scenario.campaign.days

    def mob_enters(self) -> bool:
        """ "On the first 'day' or if the Mob player lost the previous game, the entire Mob
        force enters along the south edge"; otherwise it sets up in the Plaza or the Park."""
        return not self.results or self.results[-1] == self.scenario.police

    def mob_won_last(self) -> bool:
        return bool(self.results) and self.results[-1] in self.scenario.mobs

    def chooser(self) -> str:
        """ "The winner of the last game decides whether the next game will be a day or night
        scenario, and who shall set up first" ("" on day one or after a drawn day: day, and
        the scenario's own order; ruling S-10)."""
        return self.results[-1] if self.results else ""

    def choose_night(self, side: str, night: bool) -> None:
        """The last day's winner decides whether the next game is a day or night one."""
        if side != self.chooser():
            raise CampaignError(f"{side} did not win the last day: it does not choose")
        self.night = night

    def set_el(self, side: str, level: int) -> None:
        """ "After the first day, each player may raise or lower their Engagement Level for
        the next day by one level." """
        if not self.results:
            raise CampaignError("the Engagement Level changes only after the first day")
        now = self.el[side]
        if abs(level - now) > 1 or not 0 <= level <= 5:
            raise CampaignError(f"{side}: from EL {now} the next day may be {now - 1}-{now + 1}")
        self.el[side] = level

    def no_show(self, side: str, roll: int) -> bool:
        """Whether a planned reinforcement fails to show up on this 1d6 roll: 5 or 6, but only
        6 for the Mob's units after a day the Mob won (ruling S-11)."""
        campaign = self.scenario.campaign
        assert campaign is not None
        if side in self.scenario.mobs and self.mob_won_last():
            return roll in campaign.no_show_if_mob_won
        return roll in campaign.no_show

    def reinforcement_spec(self, side: str) -> ForceSpec:
        """The 100 points of planned reinforcements, bought under the side's usual limits."""
        campaign = self.scenario.campaign
        assert campaign is not None
        base = self.scenario.side(side).forces
        return base.model_copy(update={"points": campaign.reinforcement_points, "packages": []})

    def next_force(
        self,
        side: str,
        survivors: Mapping[str, int],
        reinforcements: Sequence[str],
        rolls: Sequence[int],
    ) -> dict[str, int]:
        """The next day's units: what was left at the end of the previous day plus each
        planned reinforcement (one 1d6 roll each, in order) that shows up."""
        if len(reinforcements) != len(rolls):
            raise CampaignError(f"{side}: one roll per reinforcement unit")
        out = {k: n for k, n in survivors.items() if n}
        for kind, roll in zip(reinforcements, rolls, strict=True):
            if not self.no_show(side, roll):
                out[kind] = out.get(kind, 0) + 1
        return out

    def record(self, winner: str) -> None:
        if self.over():
            raise CampaignError("the campaign is over")
        if winner and winner not in [s.id for s in self.scenario.sides]:
            raise CampaignError(f"no side {winner!r}")
        self.results.append(winner)

    def wins(self) -> dict[str, int]:
        out = {s.id: 0 for s in self.scenario.sides}
        for w in self.results:
            if w:
                out[w] += 1
        return out

    def over(self) -> bool:
        return len(self.results) >= self.days or max(self.wins().values()) >= WINS_NEEDED

    def winner(self) -> str:
        """The campaign's winner: the first to win three days; after five days with draws,
        the side with more days won; "" if level (ruling S-12)."""
        wins = self.wins()
        ranked = sorted(wins, key=lambda s: wins[s], reverse=True)
        if wins[ranked[0]] == wins[ranked[1]]:
            return ""
        return ranked[0]


def day_position(campaign: Campaign, forces: Mapping[str, Force]) -> dict[str, Any]:
    """The next day as the engine's position: the day's forces, the Mob entering or setting
    up (in the Plaza or the Park) as the last day's result says, each side's Engagement
    Level for the day, and night if the last winner chose it."""
    from strife.games.civil_power.scenarios.start import auto_setup, position_data

    scenario = campaign.scenario
    enters = campaign.mob_enters()
    placed, _ = auto_setup(scenario, forces, mob_entered=enters)
    data = position_data(scenario, forces, placed, mob_entered=enters)
    data["engagement"] = dict(campaign.el)
    data["night_from"] = 1 if campaign.night else 0
    return data


def survivors(
    side: str,
    kinds: Sequence[str],
    owners: Sequence[str],
    where: Sequence[int],
    stores: Mapping[str, int],
) -> Force:
    """What a side has left at the end of a day: its units on the map or still waiting to
    enter (not eliminated, not gone off the map), and its Molotovs or Gas Grenades (ruling
    S-21: Barricades and Barriers are not carried; each day sets up afresh)."""
    units: dict[str, int] = {}
    for kind, owner, loc in zip(kinds, owners, where, strict=True):
        if owner == side and (loc >= 0 or loc == WAITING):
            units[kind] = units.get(kind, 0) + 1
    items = {k: n for k, n in stores.items() if n}
    return Force(units, items, 0, cost(units, items))
