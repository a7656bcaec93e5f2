"""Terrorists and Snipers through the Game API with scripted dice: the target told it is
under fire every time, a 6 to hit, the first shot from a place never spotted, the next on
a 6, a spotted sniper on everyone's radio, and a SWAT team picking it off on 4-6."""

from __future__ import annotations

from tests.games.civil_disorder.engine_support import (
    choose,
    crowd,
    idle_turn,
    position,
    role,
    start,
    unit,
    used_all,
)

HOTEL = {"id": "hotel", "name": "the sniper in the Grand Hotel", "at": "g2-door-1", "target": "t1"}


def test_terrorists_and_snipers_spotted_then_picked_off_by_swat() -> None:
    s = start(
        position(
            [
                unit("t1", "fountain", "riot_gear_police"),
                unit("sw", "thompson-11", "swat", bases=1, figures=4, weapon="rifle"),
            ],
            [crowd("c1", "mill-14", 4)],
            [role("a", at="x-thompson-city-square"), role("b", at="mill-15")],
            snipers=[HOTEL],
        ),
        # turn 1: a 6 hits (the first shot is never spotted); the van's over-reaction 6
        [6, 6],
    )
    events = idle_turn(s)
    assert s.units["t1"].figures == 7 and s.casualties[-1].gunfire
    assert [e.text for e in events if e.visible("a") and "under fire" in e.text] == [
        "Unit t1 is under fire: one hit"
    ]
    assert s.view("a")["snipers"] == [] and not s.snipers["hotel"].spotted
    assert not any(o.label().endswith("the sniper in the Grand Hotel") for o in _orders(s, "sw"))
    # turn 2: a miss (1); the second shot is spotted on a 6; over-reaction 6
    s.dice.values += [1, 6, 6]  # type: ignore[attr-defined]
    events = idle_turn(s)
    told = "a sniper is firing from the door of Grand Hotel"
    assert any(e.text == told and e.visible("b") for e in events)  # b sees nothing there
    assert [x["id"] for x in s.view("b")["snipers"]] == ["hotel"]
    # turn 3: the order goes out; the sniper fires once more (a miss), over-reaction 6
    s.dice.values += [1, 6]  # type: ignore[attr-defined]
    choose(s, "a", "Radio Unit sw")
    choose(s, "a", "Unit sw: fire at the sniper in the Grand Hotel")
    choose(s, "a", "Stay where you are")
    choose(s, "b", "Take no action this turn")
    choose(s, "b", "Stay where you are")
    # turn 4: the SWAT team fires first and hits on 4: the sniper is out and fires no more
    s.dice.values += [4]  # type: ignore[attr-defined]
    idle_turn(s)
    assert s.snipers["hotel"].out and s.tally["snipers_out"] == 1
    assert s.snipers["hotel"].shots == 3
    assert used_all(s)


def test_terrorists_and_snipers_will_not_fire_whilst_under_fire() -> None:
    s = start(
        position(
            [
                unit("t1", "fountain", "riot_gear_police"),
                unit("pc", "thompson-11", "patrol", bases=1, figures=4, weapon="pistol"),
            ],
            [crowd("c1", "mill-14", 4)],
            [role("a", at="x-thompson-city-square")],
            snipers=[HOTEL | {"at": "g2-door-1"}],
        ),
        [],
    )
    s.snipers["hotel"] = s.snipers["hotel"]._replace(shots=2, spotted=True)
    s.units["pc"] = s.units["pc"]._replace(order="sniper", target="hotel")
    idle_turn(s)  # the patrol's pistols keep the sniper's head down: no dice at all
    assert s.snipers["hotel"].shots == 2 and not s.snipers["hotel"].out
    assert used_all(s)


def _orders(s: object, unit_id: str) -> list[object]:
    """The orders `a` could radio to a unit now (looked at on a clone)."""
    c = s.clone()  # type: ignore[attr-defined]
    choose(c, "a", f"Radio Unit {unit_id}")
    return list(c.options("a"))
