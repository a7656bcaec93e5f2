"""I. Introduction: C. The Map, D. Play Aids (the d10, 0 counts as 10), E. Units and the
counter mix, and the Data and Armed Conflict Tables' columns named in the text."""

from __future__ import annotations

from crisis_support import game


def test_i_c_map_regions_types_values_and_overseas_commands():
    board = game().board
    continental = [r for r in board.ids if not board[r].overseas]
    assert len(continental) == 13
    assert set(board.overseas) == {"nato", "southern_command", "pacific_rim"}
    for rid in ("california", "seatac", "sunbelt", "southeast", "heartland", "greater_ny", "dc"):
        assert rid in board.regions
    assert (board["california"].type, board["california"].value) == ("Metroplex", 3)
    assert (board["heartland"].type, board["heartland"].value) == ("Developed", 2)
    assert board.total_value == 48
    assert not {"mexico", "canada", "pacific", "atlantic"} & set(board.regions)


def test_i_c_overseas_commands_only_along_transportation_lines_at_cost_two():
    board = game().board
    for oc in board.overseas:
        assert all(cost == 2 for cost in board.edges[oc].values())
        assert all(not board[n].overseas for n in board.edges[oc])
    assert "nato" not in board.reach("greater_ny", 1)
    assert "nato" in board.reach("greater_ny", 2)
    assert "nato" not in board.reach("california", 3)  # no line from the west coast


def test_i_d_a_zero_on_the_die_is_ten():
    tables = game().tables
    # the die is read 1..10: "10" is the printed 0, the best row of each column
    assert tables.data.result(9, 10) == "D"
    assert tables.armed.result(0, 10) == "T"


def test_i_d_tables_have_the_columns_the_text_names():
    tables = game().tables
    assert {"0", "3", "9+"} <= set(tables.data.columns)
    assert {"4", "8-9"} <= set(tables.armed.columns)
    assert tables.armed.columns[tables.armed.column(5)] == "5"
    assert tables.armed.columns[tables.armed.column(6)] == "6-7"


def test_i_e_units_ratings_and_counter_mix():
    table = game().table
    assert len(table) == 62
    assert table["cybernaut"].clandestine and table["strike_force"].boxed
    assert table["infrastructure"].movement == 0 and table["insurgent"].movement == 1
    assert table["high_tech"].movement == 2 and table["rapid_deployment"].movement == 3
    assert table["strike_force"].data + table["special_operations"].data == 5
    assert table["cybernaut"].data == max(t.data for t in table.types.values())
    assert table["high_tech"].arms + table["cybernaut"].arms + table["infrastructure"].arms == 4
    assert 2 * table["insurgent"].arms * 2 == 8
