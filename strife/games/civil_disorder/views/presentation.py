"""Civil Disorder's words for people beside the table: the status panel, option groups and
the reference cards. The cards are the Security Forces' rule set (Annex A) as the players'
copy gives it; the umpire's charts (the crowds' Response Level table, negotiation, the
over-reaction scores) stay hidden, as the text wants."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.core.presentation import (
    Card,
    Counter,
    OptionText,
    Presenter,
    Row,
    Section,
    Status,
)

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.outcome import Outcome

SEQUENCE = (
    "1. Give notice of your intentions",
    "2. The umpire moves the crowds and the units",
    "3. Personal figures move",
    "4. Firing, fights and negotiations",
    "5. Players' actions",
    "6. The umpire assesses the turn",
)

STAGES = {
    "act": "choosing this turn's one action",
    "order": "choosing the order to give",
    "offer": "choosing what to offer the crowd",
    "walk": "choosing where to walk",
    "done": "waiting for the other commanders",
}

# The assessment's bands (rules/assessment.py), for the result screen: every role shares
# one outcome, so the result names the security forces, not the roles' ids.
LEVELS = {
    "success": "The security forces kept the peace",
    "contained": "The security forces contained the disorder",
    "failure": "The security forces lost control",
}

GROUPS = {"act": "Your one action", "order": "The order", "offer": "The offer", "walk": "Walk"}

SF_RULES = (
    (
        "Sequence of Action",
        "1. Give notice of your intentions. 2. The umpire moves all non-player and crowd "
        "figures; units act on their last orders. 3. Personal figures move. 4. Firing, "
        "fights and negotiations; the test for over-reaction. 5. Players take an action. "
        "6. The umpire assesses the turn.",
    ),
    (
        "Player Actions",
        "Each turn you take one action: communicate on the radio or telephone, shout orders "
        'to a unit within earshot, run somewhere or negotiate with a crowd. Walking (8") is '
        "not an action. Orders reach your units now and are carried out from next turn.",
    ),
    (
        "Movement",
        'On foot: walk 8", run 16", crawl 4". Horses walk 8" and charge 24" in a '
        "straight line. Crowds move as their mood takes them.",
    ),
    (
        "Response Level",
        "Each crowd carries a marker of its mood: 8 is bad, 1 is good from your point of "
        "view. It changes with what you do and with what happens around the crowd.",
    ),
    (
        "Negotiation",
        'Only a player\'s figure negotiates, within 2" by voice or 8" with a megaphone. You '
        "are not told how good a negotiator you are: judge by the results.",
    ),
    (
        "Non-Lethal Weapons",
        'Gas grenade 15": a cloud about 5" across, effective from the next turn, lasting '
        'some turns. Bricks and bottles reach 10"; riot shields halve them, full riot '
        "equipment stops them.",
    ),
    (
        "Hand to Hand Fighting",
        "Bases in contact roll 1d10 each; the higher wins. Outnumbered -1 to -3, police or "
        "soldier +1, riot trained and equipped +3, mounted +2 (+4 charging), mounted riot "
        "police +3 (+6 charging), in tear gas -2, in CS gas -4, on the ground -2, soaked -1, "
        'each wounded or arrested on the base -1. A win pushes back 2", wounds or arrests.',
    ),
    ("Fighting", "A base that is subdued takes no action next turn."),
    (
        "Firearms",
        "Opening fire has political consequences: if you have to shoot people to stop a "
        "riot you have probably lost it.",
    ),
    (
        "Over-Reaction Test",
        "Under abuse, missiles, attack, gunfire or losses, units may act as their commander "
        "would not wish: advance, fall back, run, or open fire.",
    ),
    (
        "Terrorists and Snipers",
        "A unit under a sniper's fire is always told so. Once the sniper's place is spotted, "
        "armed units may be ordered to fire at it: return fire keeps its head down, and a "
        "SWAT team may hit it.",
    ),
    ("Property Damage", "Buildings have a property value; crowds can wreck them."),
    (
        "Looting",
        "Looters may be hidden among crowds. If you see looters escaping you are told it is "
        "a crowd of people carrying stereos and TVs.",
    ),
    (
        "Fires and Firefighting",
        "Fires grow and spread to adjacent buildings once a building is gutted. A fire engine "
        "with a crew of 4 on the hose puts out 1d6 fires a turn; it carries 2 turns of water, "
        "then needs a hydrant.",
    ),
    (
        "Medical Services",
        "Paramedics triage each casualty where it fell, patch it up and take it to hospital; "
        "two paramedics carry a stretcher; an ambulance takes 2 stretchers or 4 walking "
        "wounded.",
    ),
)


class CivilDisorderPresenter(Presenter):
    def status(self, view: dict[str, Any]) -> Status:
        rows = [Row("Turn", f"{view['turn']} of {view['length']}", "Sequence of Action")]
        mine = view.get("my_intentions") or {}
        me = view.get("me")
        if me:
            rows.append(Row("Your figure", f"{me['name']} at {me['place']}", "Player Actions"))
        if mine:
            rows.append(Row("Now", STAGES.get(mine.get("stage", ""), "waiting"), "Player Actions"))
        rows.append(Row("Crowds in sight", str(len(view["crowds"])), "Response Level"))
        return Status(rows=tuple(rows), sequence=SEQUENCE, current=-1 if view["over"] else 0)

    def option(self, view: dict[str, Any], action: Action) -> OptionText:
        stage = (view.get("my_intentions") or {}).get("stage", "act")
        return OptionText(action.label(), GROUPS.get(stage, "Choices"), action.targets())

    def counters(self, view: dict[str, Any]) -> tuple[Counter, ...]:
        crowds = [Counter(c["id"], (("Response Level", str(c["level"])),)) for c in view["crowds"]]
        units = [Counter(u["id"], (("figures", str(u["figures"])),)) for u in view["units"]]
        return (*crowds, *units)

    def result(self, view: dict[str, Any], outcome: Outcome) -> str:
        head = LEVELS[outcome.level]
        found = view.get("assessment")
        if not found:  # a view from before the end: the outcome's own words
            return f"{head}: {outcome.reason}."
        why = "; ".join(found["reasons"]) or "nothing went wrong"
        return f"{head}, assessed at {found['score']} out of 100: {why}."

    def cards(self) -> tuple[Card, ...]:
        sections = tuple(Section(name, text, rule=name) for name, text in SF_RULES)
        return (Card("sf-rules", "The Security Forces' rules (Annex A)", sections),)
