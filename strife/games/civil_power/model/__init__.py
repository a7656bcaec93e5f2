"""The things of Civil Power: the position (state), the board, units, tables, actions and the
small values a position is made of."""
