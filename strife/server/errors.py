"""Errors the API answers with: each has its HTTP status and a message fit for a player."""

from __future__ import annotations


class ApiError(Exception):
    status = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class BadRequest(ApiError):
    status = 400


class Forbidden(ApiError):
    status = 403


class NotFound(ApiError):
    status = 404


class Conflict(ApiError):
    status = 409


class Unprocessable(ApiError):
    status = 422


class TooMany(ApiError):
    """Too many requests from one client: try again after `retry_after` seconds."""

    status = 429

    def __init__(self, message: str, retry_after: int = 1) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class Busy(ApiError):
    """The database is locked or unreachable for now: nothing was changed; retry soon."""

    status = 503
    retry_after = 1
