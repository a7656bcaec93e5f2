"""What people see: the board drawn from a view (feature polygons to click, counters that
hide what is not sighted), the words beside it, and the terminal's text."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from strife.core.presentation import present
from strife.core.registry import load
from strife.games.by_will_alone.model.actions import Move
from tests.games.by_will_alone.helpers import group, platoon, position, town_game


def _ids(svg: str) -> dict[str, ET.Element]:
    return {n.attrib["id"]: n for n in ET.fromstring(svg).iter() if "id" in n.attrib}


def test_the_board_draws_every_feature_and_hides_unsighted_units() -> None:
    s = position([group("G1", "I1"), group("G2", "WS"), platoon("P1", "I4")])
    game = town_game()
    ids = _ids(game.render(s.display_view("authority")))
    assert {f"feature:{f}" for f in s.board.features} <= set(ids)
    assert "unit:P1" in ids
    label = s.label[0]
    assert f"counter:{label}" in ids and "unit:G1" not in ids
    assert "Unit G1" not in game.render(s.display_view("authority"))


def test_options_name_places_and_obstacles_in_words() -> None:
    s = position([group("G1", "PK", equipment=["wire_cutters"]), platoon("P1", "TH")])
    game = town_game()
    shown = present(game.presenter(), s.view("activists"), s.options("activists"))
    labels = [o["label"] for o in shown["options"]]
    assert (
        "Move Unit G1 to Park crossing (crossing a wire fence: a morale check for each stand)"
        in labels
    )
    assert "Hold: end your initiative" in labels
    move = next(o for o in shown["options"] if o["action"] == Move("G1", ("I3",)).to_json())
    assert move["targets"] == ["unit:G1", "feature:I3"]


def test_the_terminal_lists_what_is_where() -> None:
    s = position([group("G1", "I1"), group("G2", "WS"), platoon("P1", "I4")])
    text = town_game().describe(s.view("authority"))
    assert "East end crossing: P1 Unit P1 (4 stands)" in text
    assert f"counter {s.label[0]} of the nonviolent activists" in text


def test_the_status_says_where_each_own_unit_is_in_plain_words() -> None:
    # A unit waiting to deploy is "not on the table yet", never "in not on the table".
    game = load("by-will-alone")
    state = game.start(game.scenarios()[0].id, seed=1)
    side = state.decision().sides[0]
    view = state.view(side)
    lines = [row.value for row in game.presenter().status(view).hand]
    assert lines
    assert all("in not" not in line for line in lines), lines
    assert any(line.endswith("not on the table yet") for line in lines), lines
