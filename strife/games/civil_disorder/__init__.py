"""Civil Disorder (Jim Wallman, 1983/2001): security forces against crowds run by the
umpire's rules, on a measured table; the computer umpires the crowds.

See README.md for what exists and how far it plays.
"""
