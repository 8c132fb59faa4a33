# Sourced by .ci/run: a scratch PostgreSQL server for the store tests.
# start_postgres starts one from Debian's package (the newest installed
# version) as the postgres user, on a free loopback port with a data
# directory of its own, and exports PLYYARD_TEST_POSTGRES; stop_postgres
# stops it and removes the directory. Run as root (CI) or as any other user
# (then the server runs as that user).

pg_as() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ]; then
    echo "ci: no PostgreSQL server installed (Debian package postgresql)"; return 1
  fi
  PG_BIN=$bin
  PG_DIR=$(mktemp -d /tmp/plyyard-pg.XXXXXX)
  [ "$(id -u)" = 0 ] && chown postgres: "$PG_DIR"
  local port=""
  for p in $(seq 55432 55632); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then port=$p; break; fi
  done
  [ -n "$port" ] || { echo "ci: no free port for PostgreSQL"; return 1; }
  pg_as "$bin/initdb" -D "$PG_DIR/data" -A trust -U postgres >"$PG_DIR/initdb.log" 2>&1 ||
    { cat "$PG_DIR/initdb.log"; return 1; }
  # A scratch server: no durability needed, loopback only, its socket in
  # its own directory.
  pg_as "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$PG_DIR/server.log"; return 1; }
  pg_as "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres scratch
  export PLYYARD_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/scratch?sslmode=disable"
  echo "ci: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
}

stop_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  pg_as "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=""
}
