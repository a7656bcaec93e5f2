"""By Will Alone (James O'Keefe, playtest draft 2.0, 2007): so far only its board.

The game is not registered yet; see README.md for what exists.
"""
