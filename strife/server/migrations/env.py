"""Alembic environment: runs on the connection the server hands over (see migrate.py)."""

from __future__ import annotations

from alembic import context

from strife.server.db import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
