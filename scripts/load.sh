#!/bin/sh
# make load: start a fresh room server (SQLite in a scratch directory,
# memory with LOAD_STORE=memory, or PostgreSQL with LOAD_STORE set to a
# postgres:// connection string — give it an empty database) on a free
# loopback port, run cmd/loadgen against it, stop it. LOAD_ROOMS,
# LOAD_RATE, LOAD_DURATION, LOAD_GAME set the load; LOAD_RATED=1 makes
# the rooms by the quick match between players with identities (rated
# games: LOAD_GAME=domino ends several a room in a minute).
set -eu
GO=${GO:-go}
dir=$(mktemp -d /tmp/plyyard-load.XXXXXX)
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
$GO build -o "$dir/plyyard-server" ./cmd/plyyard-server
$GO build -o "$dir/loadgen" ./cmd/loadgen
store=${LOAD_STORE:-$dir/load.db}
flag=-store
case $store in postgres://* | postgresql://*) flag=-postgres ;; esac
"$dir/plyyard-server" -addr 127.0.0.1:0 -dir "" "$flag" "$store" -log json >"$dir/out" 2>"$dir/log" &
pid=$!
addr=""
tries=0
while [ -z "$addr" ]; do
  tries=$((tries + 1))
  [ "$tries" -le 300 ] || { echo "load: the server did not say it listens"; exit 1; }
  kill -0 "$pid" 2>/dev/null || { cat "$dir/log"; echo "load: the server did not start"; exit 1; }
  addr=$(sed -n 's|^listening on http://||p' "$dir/out" 2>/dev/null || true)
  [ -n "$addr" ] || sleep 0.1
done
echo "load: server on $addr (store ${store%%\?*})"
"$dir/loadgen" -addr "$addr" -rooms "${LOAD_ROOMS:-200}" -rate "${LOAD_RATE:-1}" \
  -duration "${LOAD_DURATION:-30s}" -game "${LOAD_GAME:-ludo}" ${LOAD_RATED:+-rated}
