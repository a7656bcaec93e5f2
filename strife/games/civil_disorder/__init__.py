"""Civil Disorder (Jim Wallman, 1983/2001): security forces against crowds run by the
umpire's rules, on a measured table. So far only its table and rule tables.

The game is not registered yet; see README.md for what exists.
"""
