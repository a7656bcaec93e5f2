"""The things of POWER: the position (state), the board, the pieces, each army's forces, the
commands (actions) and who plays which armies."""
