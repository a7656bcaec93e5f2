"""Run a real server process with the tiny test game registered (for restart tests)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from tinygame import TinyGame

from strife.core.registry import register
from strife.server import run

if __name__ == "__main__":
    register(TinyGame())
    run("127.0.0.1", int(sys.argv[1]), sys.argv[2])
