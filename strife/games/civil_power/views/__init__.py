"""What people see of a Civil Power position: the views each side may see, the board as SVG,
the position as text for the terminal, and saving a position as JSON."""
