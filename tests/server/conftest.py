"""Fixtures for the server tests: the tiny game, an app on a fresh database, real processes."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))

from tinygame import TinyGame

from strife.core.registry import register, unregister
from strife.server import create_app

HERE = Path(__file__).parent


@pytest.fixture(autouse=True)
def tiny_game() -> Iterator[None]:
    register(TinyGame())
    yield
    unregister("tiny")


# A PostgreSQL server to run the database tests on as well as SQLite, e.g.
# "postgresql+psycopg:///postgres?host=/var/run/postgresql". CI starts one and sets
# STRIFE_REQUIRE_POSTGRES, so that there a missing server fails instead of skipping.
POSTGRES = os.environ.get("STRIFE_TEST_POSTGRES_URL", "")


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty database of each kind the server supports."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'test.db'}"
        return
    if not POSTGRES:
        if os.environ.get("STRIFE_REQUIRE_POSTGRES"):
            pytest.fail("STRIFE_REQUIRE_POSTGRES is set but STRIFE_TEST_POSTGRES_URL is not")
        pytest.skip("no PostgreSQL server given (STRIFE_TEST_POSTGRES_URL)")
    yield from _fresh_postgres_database()


def _fresh_postgres_database() -> Iterator[str]:
    from uuid import uuid4

    from sqlalchemy import create_engine, make_url, text

    name = f"strife_test_{uuid4().hex[:12]}"
    admin = create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(POSTGRES).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(db_url)) as test_client:
        yield test_client


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ServerProcess:
    """A real `uvicorn` server in its own process, on loopback and a free port."""

    def __init__(self, db: Path | str, script: str = "serve_tiny.py") -> None:
        self.db = str(db)  # a SQLite file or a database URL
        self.script = script
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(HERE / self.script), str(self.port), str(self.db)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=os.environ.copy(),
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/api/games", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()
            self.process = None


@pytest.fixture
def server(db_url: str) -> Iterator[ServerProcess]:
    proc = ServerProcess(db_url)
    proc.start()
    yield proc
    proc.kill()


@pytest.fixture(scope="module")
def power_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path_factory.mktemp("power") / "browser.db")
    proc.start()
    yield proc
    proc.kill()
