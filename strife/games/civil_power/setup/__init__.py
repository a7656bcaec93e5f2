"""Setting a game up (2.3 Starting the Game): the position as data, buying forces and Force
Packages, deployment zones, the pre-game in which the players make these choices themselves,
and the I-2 campaign of five days."""
