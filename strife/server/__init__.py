"""The web server: games in a database, one generic browser client, live updates."""

from __future__ import annotations

from strife.server.app import create_app, run

__all__ = ["create_app", "run"]
