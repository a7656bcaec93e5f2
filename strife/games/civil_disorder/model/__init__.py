"""The things of Civil Disorder: units, the table, and every chart of the text as data."""
