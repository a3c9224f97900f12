#!/usr/bin/env bash
# Runs the replica tests (tests/replicas/): a PostgreSQL server and a Redis server, started here on
# loopback ports in a temporary folder and stopped afterwards, shared by two API replicas that the
# tests start themselves. Installs the Debian packages when missing and we are root.
# Ports: REPLICAS_PG_PORT, REPLICAS_REDIS_PORT, REPLICAS_API_PORTS (two, comma-separated).
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
need=()
BIN=$(find_bin)
{ [ -n "$BIN" ] && [ -x "$BIN/initdb" ]; } || need+=(postgresql)
command -v redis-server >/dev/null || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${need[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    BIN=$(find_bin)
  else
    echo "These tests need: sudo apt-get install -y ${need[*]}" >&2
    exit 1
  fi
fi

PG_PORT=${REPLICAS_PG_PORT:-54345}
REDIS_PORT=${REPLICAS_REDIS_PORT:-6395}
DIR=$(mktemp -d /tmp/oja-replicas.XXXXXX)
as_db_user() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi
}
mkdir "$DIR/pg" "$DIR/redis"
[ "$(id -u)" = "0" ] && chown postgres "$DIR" "$DIR/pg"
REDIS_PID=
cleanup() {
  [ -n "$REDIS_PID" ] && kill "$REDIS_PID" 2>/dev/null && wait "$REDIS_PID" 2>/dev/null
  as_db_user "$BIN/pg_ctl -D $DIR/pg/data -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_db_user "$BIN/initdb -D $DIR/pg/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_db_user "$BIN/pg_ctl -D $DIR/pg/data -l $DIR/pg/log -o '-c listen_addresses=127.0.0.1 -p $PG_PORT -k $DIR/pg -c fsync=off' -w start" >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"

# No persistence: the tests' data lives as long as they do.
redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no --dir "$DIR/redis" \
  --logfile "$DIR/redis/log" &
REDIS_PID=$!
for _ in $(seq 1 50); do
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done
echo "Redis $(redis-server --version | awk '{print $3}' | cut -d= -f2) on 127.0.0.1:$REDIS_PORT"

export REPLICAS_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
export REPLICAS_REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
node --import tsx --test --test-concurrency=1 "${@:-tests/replicas/replicas.test.ts}"
