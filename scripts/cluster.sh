#!/usr/bin/env bash
# make cluster / scripts/cluster.sh start|stop: three room servers on this
# machine, joined in one NATS cluster and sharing one PostgreSQL, so a room
# survives the process that serves it (docs/server.md, "A cluster").
#
#   scripts/cluster.sh start   # nodes on http://127.0.0.1:8081, :8082, :8083
#   scripts/cluster.sh stop    # stops them (and the PostgreSQL it started)
#
# CLUSTER_POSTGRES: a pgx connection string to use; without it a scratch
# PostgreSQL is started in the cluster's directory (Debian's package, as
# .ci/postgres.sh does for CI) and removed at stop.
# CLUSTER_DIR (default /tmp/plyyard-cluster): binaries, logs, pids.
# CLUSTER_HTTP (8081) and CLUSTER_ROUTE (6251): the first ports of each kind.
# PLYYARD_CLUSTER_SECRET: the nodes' shared secret (drawn at random if unset).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
dir=${CLUSTER_DIR:-/tmp/plyyard-cluster}
http0=${CLUSTER_HTTP:-8081}
route0=${CLUSTER_ROUTE:-6251}
nodes=3

start() {
  if [ -e "$dir/pids" ]; then
    echo "cluster: already running (scripts/cluster.sh stop first; state in $dir)"; exit 1
  fi
  mkdir -p "$dir"
  chmod 700 "$dir"
  $GO build -o "$dir/plyyard-server" ./cmd/plyyard-server
  local dsn=${CLUSTER_POSTGRES:-}
  if [ -z "$dsn" ]; then
    . .ci/postgres.sh
    start_postgres >"$dir/postgres.out"
    dsn=$PLYYARD_TEST_POSTGRES
    printf 'PG_DIR=%q\nPG_BIN=%q\n' "$PG_DIR" "$PG_BIN" >"$dir/postgres.env"
  fi
  if [ -z "${PLYYARD_CLUSTER_SECRET:-}" ]; then
    PLYYARD_CLUSTER_SECRET=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
  fi
  export PLYYARD_CLUSTER_SECRET
  local web=""
  [ -f wasm/game.wasm ] && web=wasm
  : >"$dir/pids"
  for i in $(seq 0 $((nodes - 1))); do
    local routes="" j
    for j in $(seq 0 $((nodes - 1))); do
      [ "$j" = "$i" ] && continue
      routes="$routes${routes:+,}nats-route://127.0.0.1:$((route0 + j))"
    done
    "$dir/plyyard-server" -addr "127.0.0.1:$((http0 + i))" -dir "$web" -postgres "$dsn" \
      -cluster-listen "127.0.0.1:$((route0 + i))" -cluster-routes "$routes" \
      >"$dir/node$i.out" 2>"$dir/node$i.log" &
    echo $! >>"$dir/pids"
  done
  for i in $(seq 0 $((nodes - 1))); do
    local tries=0
    until grep -q '^listening on' "$dir/node$i.out" 2>/dev/null; do
      tries=$((tries + 1))
      if [ "$tries" -gt 300 ]; then
        cat "$dir/node$i.log"; echo "cluster: node $i did not start"; stop; exit 1
      fi
      sleep 0.1
    done
    echo "cluster: node $i on http://127.0.0.1:$((http0 + i)) (log $dir/node$i.log)"
  done
  echo "cluster: PostgreSQL $dsn"
}

stop() {
  if [ -f "$dir/pids" ]; then
    local pid
    while read -r pid; do kill "$pid" 2>/dev/null || true; done <"$dir/pids"
    while read -r pid; do
      while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    done <"$dir/pids"
  fi
  if [ -f "$dir/postgres.env" ]; then
    . .ci/postgres.sh
    . "$dir/postgres.env"
    stop_postgres
  fi
  rm -rf "$dir"
  echo "cluster: stopped"
}

case "${1:-}" in
start) start ;;
stop) stop ;;
*) echo "usage: scripts/cluster.sh start|stop"; exit 2 ;;
esac
