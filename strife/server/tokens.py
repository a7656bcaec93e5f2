"""Seat tokens: random secrets of 256 bits, stored only as hashes, compared in constant time."""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def matches(token: str, stored_hash: str | None) -> bool:
    if stored_hash is None:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)


def new_game_id() -> str:
    # Game ids appear in URLs and lobbies: unguessable, but not secrets (tokens are).
    return secrets.token_hex(8)
