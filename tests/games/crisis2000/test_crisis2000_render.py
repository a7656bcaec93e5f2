"""The renderer: every region is a clickable element named by its id; a seat sees its own
markers and only the number of the opponent's."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from crisis_support import game

SVG = "{http://www.w3.org/2000/svg}"


def _midgame():
    s = game().start("1", seed=3)
    rng = random.Random(1)
    for _ in range(150):
        d = s.decision()
        assert d is not None
        options = s.options(d.sides[0])
        s.apply(d.sides[0], options[rng.randrange(len(options))])
    return s


def test_render_regions_are_click_targets_and_markers_stay_secret():
    s = _midgame()
    svg = game().render(s.view("rebel"))
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    for rid in s.board.ids:
        assert f'id="{rid}" data-target="{rid}"' in svg
    for name in s.hands["rebel"]:
        assert name in svg
    for name in set(s.hands["government"]) - set(s.hands["rebel"]):
        assert name not in svg
    assert "Recruiting Pool" in svg and "turn-track" in svg and "neutralized-rebel" in svg


def test_render_outlines_the_region_of_a_conflict():
    from crisis_support import play, start

    from strife.games.crisis2000.model.actions import Attack

    s = start(["rebel dc insurgent", "government dc insurgent"])
    play(s, Attack("dc"))
    assert 'id="conflict"' in game().render(s.view("government"))


def _connections(svg: str, cls: str) -> dict[frozenset[str], ET.Element]:
    root = ET.fromstring(svg)
    return {
        frozenset((el.get("data-from", ""), el.get("data-to", ""))): el
        for el in root.iter(f"{SVG}line")
        if el.get("class") == cls
    }


def test_render_joins_neighbours_and_draws_transportation_lines_apart():
    """V. Movement: a solid line for each pair of neighbouring regions (one region of
    movement), a dashed one of another colour for each Transportation Line (two)."""
    s = game().start("1", seed=2)
    svg = game().render(s.public_view())
    adjacent = _connections(svg, "adjacency")
    transport = _connections(svg, "transportation-line")
    board = s.board
    continental = {
        frozenset((a, b))
        for a in board.ids
        for b in board.ids
        if a < b and not board[a].overseas and not board[b].overseas and board.cost(a, b) == 1
    }
    assert set(adjacent) == continental
    assert len(continental) == 25 and frozenset(("sunbelt", "southeast")) in continental
    assert set(transport) == {
        frozenset(p)
        for p in (("nato", "greater_ny"), ("nato", "new_england"), ("pacific_rim", "seatac"),
                  ("pacific_rim", "california"), ("southern_command", "sunbelt"),
                  ("southern_command", "southeast"))
    }  # fmt: skip
    assert all(board.cost(*sorted(p)) == 2 for p in transport)
    solid = {(e.get("stroke"), e.get("stroke-dasharray")) for e in adjacent.values()}
    dashed = {(e.get("stroke"), e.get("stroke-dasharray")) for e in transport.values()}
    assert len(solid) == len(dashed) == 1 and solid != dashed
    assert None in solid.pop() and dashed.pop()[1]  # only Transportation Lines are dashed


def test_no_connection_is_drawn_through_a_third_region():
    """The lines run under the boxes: one crossing a third region's box would read as two
    borders that do not exist."""
    from strife.games.crisis2000.views.render import BOX_H, BOX_W, LAYOUT

    board = game().board
    assert set(LAYOUT) == set(board.ids)
    pairs = {(a, b) for a in board.ids for b in board.edges[a] if a < b}
    for a, b in pairs:
        (x1, y1), (x2, y2) = ((LAYOUT[r][0] + BOX_W / 2, LAYOUT[r][1] + BOX_H / 2) for r in (a, b))
        for r, (x, y) in LAYOUT.items():
            if r in (a, b):
                continue
            for i in range(201):
                px, py = x1 + (x2 - x1) * i / 200, y1 + (y2 - y1) * i / 200
                assert not (x - 4 <= px <= x + BOX_W + 4 and y - 4 <= py <= y + BOX_H + 4), (
                    f"the line {a}-{b} crosses {r}"
                )
