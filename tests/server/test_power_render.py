"""The POWER board picture: every location is a click target named by its id, and a seat's
picture shows its own pad and nobody else's."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import strife
from strife.games.power.model.board import load_board
from strife.games.power.views.render import render

SVG = "{http://www.w3.org/2000/svg}"


def test_every_location_is_an_element_named_by_its_id() -> None:
    state = strife.load("power").start("four-player", seed=1)
    root = ET.fromstring(render(state.view("yellow")))
    targets = {el.get("id"): el.get("data-target") for el in root.iter() if el.get("data-target")}
    board = load_board()
    for loc_id in board.locations:
        assert targets.get(loc_id) == loc_id
    for expected in ("Y4", "XI", "S3", "YHQ", "YRV"):
        assert expected in targets


def test_a_seat_sees_its_own_pad_and_not_the_others() -> None:
    state = strife.load("power").start("four-player", seed=1)
    move = next(a for a in state.options("yellow") if a.kind == "move")
    state.apply("yellow", move)
    own = render(state.view("yellow"))
    other = render(state.view("blue"))
    assert move.label() in own
    assert move.label() not in other and "hidden until implemented" in other
    assert move.label() not in render(state.public_view())  # type: ignore[attr-defined]


def test_pieces_and_flags_are_drawn_in_their_colours() -> None:
    state = strife.load("power").start("four-player", seed=1)
    root = ET.fromstring(render(state.view(None)))
    flags = [el for el in root.iter(f"{SVG}g") if el.get("class") == "flag"]
    assert {f.get("data-flag") for f in flags} == {"yellow", "blue", "red", "green"}
    pieces = [el for el in root.iter(f"{SVG}g") if el.get("class") == "counter"]
    assert {p.get("data-army") for p in pieces} == {"yellow", "blue", "red", "green"}
    # each army's counters wear its colour
    yellow = next(p for p in pieces if p.get("data-army") == "yellow")
    assert any(el.get("fill") == "#c9a227" for el in yellow)


def test_laying_down_the_pad_is_a_click_on_the_drawn_command_pad() -> None:
    from strife.games.power.model.commands import Done

    state = strife.load("power").start("four-player", seed=1)
    done = next(a for a in state.options("yellow") if isinstance(a, Done))
    root = ET.fromstring(render(state.view("yellow")))
    drawn = {el.get("data-target") for el in root.iter() if el.get("data-target")}
    assert done.targets() == ("command-pad",)
    assert set(done.targets()) <= drawn
