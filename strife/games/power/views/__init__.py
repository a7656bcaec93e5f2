"""What people see of a POWER position: the views each side may see, the board as SVG, and
saving a position as JSON."""
