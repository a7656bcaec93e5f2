"""Issue 16, item 6: a WebSocket client that never reads cannot make the server keep its
updates: once the unsent backlog passes the bound, the server closes the socket."""

from __future__ import annotations

import base64
import json
import os
import socket
import time
from pathlib import Path

import httpx
import pytest
from conftest import ServerProcess

from strife.core.registry import load


def open_and_never_read(url: str, game_id: str, token: str) -> socket.socket:
    """A WebSocket opened by hand (a client library reads in the background): the
    handshake, the hello with the token, then nothing read at all. A tiny receive buffer
    makes the server's sends back up at once."""
    host, port = url.removeprefix("http://").split(":")
    raw = socket.socket()
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    raw.connect((host, int(port)))
    key = base64.b64encode(os.urandom(16)).decode()
    request = (
        f"GET /ws/games/{game_id} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    raw.sendall(request.encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += raw.recv(1)
    assert b" 101 " in head
    hello = json.dumps({"token": token}).encode()
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(hello))
    raw.sendall(bytes([0x81, 0x80 | len(hello)]) + mask + masked)
    return raw


def how_it_ends(raw: socket.socket, seconds: float) -> str:
    """Read what is there: "closed" if the server ended the connection, else "open"."""
    raw.settimeout(5)
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            if not raw.recv(65536):
                return "closed"
    except ConnectionResetError:
        return "closed"
    except TimeoutError:
        return "open"
    return "open"


def test_item_6_a_socket_that_never_reads_is_closed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("STRIFE_SOCKET_BACKLOG", "1")
    # A picture per computer move, as a seat deciding gets them: the sends back up quickly.
    monkeypatch.setenv("STRIFE_WATCH_SECONDS", "0.02")
    # The computers play in the server process itself, from the first second (a computer
    # process takes a while to start on a busy machine): this test is about the socket.
    monkeypatch.setenv("STRIFE_COMPUTER_PROCESS", "0")
    server = ServerProcess(tmp_path / "slow.db")
    server.start()
    try:
        sides = load("power").scenario("four-player").sides
        body = {
            "game": "power",
            "scenario": "four-player",
            "seats": dict.fromkeys(sides, "random"),
            "umpire": True,
        }
        made = httpx.post(server.url + "/api/games", json=body, timeout=10).json()
        raw = open_and_never_read(server.url, made["id"], made["tokens"]["umpire"])
        time.sleep(8)  # the computers play on; the server's sends back up
        assert how_it_ends(raw, 20) == "closed"
        raw.close()
        # The server still answers everyone else.
        assert httpx.get(server.url + "/api/games", timeout=10).status_code == 200
    finally:
        server.kill()
