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


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(str(tmp_path / "test.db"))) as test_client:
        yield test_client


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ServerProcess:
    """A real `uvicorn` server in its own process, on loopback and a free port."""

    def __init__(self, db: Path, script: str = "serve_tiny.py") -> None:
        self.db = db
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
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path / "live.db")
    proc.start()
    yield proc
    proc.kill()


@pytest.fixture(scope="module")
def power_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path_factory.mktemp("power") / "browser.db")
    proc.start()
    yield proc
    proc.kill()
