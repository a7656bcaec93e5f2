"""The database layer alone: a move number is written once, whoever writes it."""

from __future__ import annotations

import pytest

from strife.server import migrate
from strife.server.db import make_engine
from strife.server.store import GameData, MoveConflict, SeatData, Store


def test_a_move_number_is_written_once_even_by_two_servers(db_url: str) -> None:
    url = db_url
    first, second = Store(make_engine(url)), Store(make_engine(url))
    migrate.upgrade(first.engine)
    migrate.upgrade(first.engine)  # a second start migrates nothing
    first.create(GameData("g1", "tiny", "duel", {}, 7, 0, False, [SeatData("red", "human", "h")]))
    first.append_move("g1", 1, "red", {"kind": "pick", "cell": "c1"}, False)
    with pytest.raises(MoveConflict):
        second.append_move("g1", 1, "red", {"kind": "pick", "cell": "c2"}, False)
    with pytest.raises(MoveConflict):
        second.append_move("g1", 3, "red", {"kind": "pick", "cell": "c2"}, False)
    (game,) = second.load_all()
    assert game.moves == [("red", {"kind": "pick", "cell": "c1"})]
    assert game.seats[0].token_hash == "h"
