"""Computer players for the Security Forces."""
