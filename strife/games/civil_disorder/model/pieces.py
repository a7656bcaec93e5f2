"""The things on the table during play, each an immutable record so that a state's clone
copies only its dictionaries: Security Forces units, the players' personal figures, crowds,
gas clouds and casualties. Positions are waypoint ids (ruling E-1)."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class Order(StrEnum):
    """What a subordinate unit does until told otherwise (Sequence of Action, step 2:
    "Subordinate units will act in accordance with their last orders")."""

    HOLD = "hold"  # stay where it is
    MOVE = "move"  # walk 8" a turn to a place
    WITHDRAW = "withdraw"  # walk 8" a turn away from the crowds it sees
    CHARGE = "charge"  # close with a crowd and beat it up (Fighting, Beat up)
    ARREST = "arrest"  # close with a crowd and arrest (Fighting, Arrest / Subdue)
    GAS = "gas"  # close to gas range and throw one gas grenade at a crowd
    HOSE = "hose"  # firefighters: close to the fire hose's range and play it on a crowd
    SNIPER = "sniper"  # armed units: fire at a spotted sniper (SWAT may pick it off)


ORDER_WORDS = {
    Order.HOLD: "hold where you are",
    Order.MOVE: "move to",
    Order.WITHDRAW: "withdraw from the crowds",
    Order.CHARGE: "charge",
    Order.ARREST: "make arrests in",
    Order.GAS: "throw gas at",
    Order.HOSE: "turn the hose on",
    Order.SNIPER: "fire at",
}

# Orders whose target is a crowd; MOVE's is a waypoint; the rest have none.
AT_CROWD = frozenset({Order.CHARGE, Order.ARREST, Order.GAS, Order.HOSE})


class Unit(NamedTuple):
    """A Security Forces unit: its bases fight and move together (Types of Unit)."""

    id: str
    name: str
    type: str  # a UnitType value
    side: str  # the player role that commands it
    at: str
    bases: int
    figures: int
    wounded: int = 0
    arrested_by_crowd: int = 0
    order: str = Order.HOLD.value  # text, not the enum: views and saves are JSON
    target: str = ""
    subdued: bool = False  # Fighting: "no action next turn"
    gas: int = 0  # gas grenades left (Supplies: "defined in the scenario")
    gas_kind: str = "tear"  # ruling W-4
    weapon: str = ""  # a firearm name, "" if unarmed (ruling U-3)
    water: int = 0  # a fire engine's turns of water (ruling X-3); -1: on a hydrant
    tested_once: tuple[str, ...] = ()  # once-only over-reaction triggers met (ruling O-4)
    shots: int = 0  # times it opened fire


class Officer(NamedTuple):
    """A player's personal figure (The Player Role)."""

    side: str
    name: str
    at: str
    quality: str  # negotiator quality, never shown to the player (Negotiation, N-2)
    megaphone: bool = True


class Crowd(NamedTuple):
    id: str
    name: str
    at: str
    bases: int
    rl: int
    objective: str  # a waypoint the crowd makes for "all other factors being equal"
    hosed: int = 0  # turns under water (ruling W-3)
    dry_in: int = 0  # turns until dry again
    missiles: int = 5  # turns of brick and bottle throwing left (ruling W-6)
    looters: int = 0  # hidden looter bases among it (Looting, ruling L-1)
    looter_crowd: bool = False  # a crowd of looters (hidden from the SF)
    firearm_casualties: int = 0
    seen: tuple[str, ...] = ()  # SF units it has seen (RL: "come into view")
    lost: int = 0  # people wounded, killed or arrested (a base goes per 12, ruling T-3)
    gone: bool = False  # dispersed or left the table


class Cloud(NamedTuple):
    """A gas cloud, 5" across at a waypoint (Non-Lethal Weapons, ruling W-1)."""

    at: str
    kind: str  # "tear" or "cs"
    placed: int  # the turn it landed
    lasts: int  # 2d6 turns, rolled in secret


class Casualty(NamedTuple):
    at: str
    civilian: bool
    gunfire: bool
    dead: bool = False
    treated: bool = False  # seen to: patched up and back, in the ambulance, or dead
    care: int = -1  # turns of a paramedic's work left once triaged; -1: not yet reached
    dying: bool = False  # triage found nothing could be done


class Sniper(NamedTuple):
    """A sniper behind the crowd (Terrorists and Snipers): where it fires from, its named
    target, its shots from that place, whether the SF have spotted it, whether it is out."""

    id: str
    name: str
    at: str
    target: str  # a unit id
    shots: int = 0
    spotted: bool = False
    out: bool = False
