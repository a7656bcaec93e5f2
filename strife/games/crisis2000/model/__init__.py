"""The things of Crisis 2000: the position (state), map, units, Crisis markers, tables, actions."""
