# Starts a throwaway PostgreSQL 15 in a temporary folder on a free port (initdb refuses root, so it runs as the
# `postgres` user). Source it, then `pg_start` sets PG_URL; `pg_stop` stops it and deletes the folder.
# PG_SHARED_BUFFERS (default PostgreSQL's 128MB) sizes its page cache: the scale bench's 3.4 GB data set asks more.
PGBIN=/usr/lib/postgresql/15/bin

pg_start() {
  PG_DIR=$(mktemp -d)
  chown postgres "$PG_DIR"
  PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  su postgres -c "$PGBIN/initdb -D $PG_DIR/data -A trust -U postgres" >/dev/null
  su postgres -c "$PGBIN/pg_ctl -D $PG_DIR/data -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c shared_buffers=${PG_SHARED_BUFFERS:-128MB}' -l $PG_DIR/log -w start" >/dev/null
  PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  export PG_DIR PG_PORT PG_URL
  echo "PostgreSQL on port $PG_PORT"
}

pg_stop() {
  [ -n "${PG_DIR:-}" ] || return 0
  su postgres -c "$PGBIN/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
