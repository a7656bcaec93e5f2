#!/usr/bin/env bash
# Install everything the tests need and run the whole suite: lint, types, tests.
# Browser tests need Debian's Chromium; it is installed here when missing (as root).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests use: Chromium for the browser tests, PostgreSQL for running the
# database tests on PostgreSQL as well as SQLite. Installing needs root.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pg_ctlcluster >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = "0" ]; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "warning: not root, so ${missing[*]} cannot be installed: those tests will skip" >&2
    fi
fi

# A local PostgreSQL cluster for the database tests (the first one Debian made).
if command -v pg_lsclusters >/dev/null && [ "$(id -u)" = "0" ]; then
    read -r pg_version pg_cluster pg_port _ < <(pg_lsclusters -h | head -n 1)
    pg_ctlcluster "$pg_version" "$pg_cluster" status >/dev/null 2>&1 \
        || pg_ctlcluster "$pg_version" "$pg_cluster" start
    # root connects over the socket as a PostgreSQL superuser of its own name.
    su postgres -c "psql -p $pg_port -tAc \"select 1 from pg_roles where rolname='root'\"" \
        | grep -q 1 || su postgres -c "createuser -p $pg_port -s root"
    export STRIFE_TEST_POSTGRES_URL="postgresql+psycopg:///postgres?host=/var/run/postgresql&port=$pg_port"
fi

python3 -m venv .venv
.venv/bin/pip install -q --upgrade pip
.venv/bin/pip install -q -e '.[test]'

.venv/bin/ruff check .
.venv/bin/mypy
.venv/bin/pytest "$@"
