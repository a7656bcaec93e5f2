#!/usr/bin/env bash
# Install everything the tests need and run the whole suite: lint, types, tests.
# Browser tests need Debian's Chromium; it is installed here when missing (as root).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
    if [ "$(id -u)" = "0" ]; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
        echo "warning: /usr/bin/chromium is missing and we are not root: browser tests will skip" >&2
    fi
fi

python3 -m venv .venv
.venv/bin/pip install -q --upgrade pip
.venv/bin/pip install -q -e '.[test]'

.venv/bin/ruff check .
.venv/bin/mypy
.venv/bin/pytest "$@"
