#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL server (Debian's `postgresql`), started here on
# a loopback port in a temporary folder and stopped afterwards, so that the migrations and queries
# are proven on both drivers. Installs the server when missing and we are root.
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN=$(find_bin)
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL server is missing: installing Debian's postgresql package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    BIN=$(find_bin)
  else
    echo "These tests need a PostgreSQL server: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
fi

PORT=${PG_TEST_PORT:-54329}
DIR=$(mktemp -d /tmp/oja-pg.XXXXXX)
as_db_user() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi
}
[ "$(id -u)" = "0" ] && chown postgres "$DIR"
cleanup() {
  as_db_user "$BIN/pg_ctl -D $DIR/data -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_db_user "$BIN/initdb -D $DIR/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_db_user "$BIN/pg_ctl -D $DIR/data -l $DIR/log -o '-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off' -w start" >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" \
  NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects api -- "$@"
