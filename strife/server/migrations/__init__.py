"""Alembic migrations for the server's database, shipped inside the package."""
