"""19 in play: the foam discharger (rulings 19-a, 19-b, 20-a) on the test town."""

from __future__ import annotations

from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules import devices, scoring
from strife.games.by_will_alone.rules.devices import Foam
from tests.games.by_will_alone.helpers import group, platoon, position


def riot_police(level: int = 2) -> ByWillAloneState:
    """P1 with a foam discharger in I1 with G1; G2 far off; the authority acts, its
    commander at `level` of violence (15)."""
    s = position(
        [group("G1", "I1"), group("G2", "BE"), platoon("P1", "I1", devices=["foam_discharger"])]
    )
    s.holder, s.acted_seats = "authority", ()
    s.marks["violence:authority"] = level
    return s


def test_19_a_only_from_level_2_of_violence() -> None:
    assert devices.offer(riot_police(level=1), "authority") == []
    assert devices.offer(riot_police(level=2), "authority") == [Foam("P1", "G1")]


def test_19_b_foam_blinds_and_holds_the_unit_until_the_end_of_its_next_initiative() -> None:
    s = riot_police()
    g1, p1, g2 = (s.unit_index(u) for u in ("G1", "P1", "G2"))
    start = s.initiative
    events = s.apply("authority", Foam("P1", "G1"))
    assert s.marks["foamed:G1"] == start + 1
    assert any(e.kind == "foam" and e.rule == "19" for e in events)
    assert not devices.blinded(s, g1, p1)  # its own feature it still sees
    assert devices.blinded(s, g1, g2)
    # the authority's P1 has acted and nothing else can: the activists' initiative begins,
    # and the foamed group takes no actions in it
    assert s.initiative == start + 1 and s.holder == "activists"
    assert s.acted[g1] and not s.acted[g2]
    s.initiative += 1
    s.acted[g1] = False
    devices.hold_foamed(s, [])
    assert not s.acted[g1] and "foamed:G1" not in s.marks


def test_19_a_21_e_each_use_is_less_lethal_force_on_nonviolent_people() -> None:
    s = riot_police()
    s.apply("authority", Foam("P1", "G1"))
    assert scoring.unjustified_force(s) == 2


def test_20_a_two_uses() -> None:
    s = riot_police()
    p1 = s.unit_index("P1")
    s.apply("authority", Foam("P1", "G1"))
    assert devices.uses_left(s, p1, devices.Device.FOAM) == 1
    s.marks["uses:P1:foam_discharger"] = 2
    s.acted[p1] = False
    assert devices.offer(s, "authority") == []
