"""Civil Disorder (Jim Wallman, 1983/2001): the computer umpires the crowds on a measured table."""
