# Sourced by backup.sh and restore.sh: finds pg_dump/pg_restore/psql (PG_BIN, else the newest
# /usr/lib/postgresql/<n>/bin, else PATH) and the database (DATABASE_URL, else the embedded default of `npm start`).
DATABASE_URL=${DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:54329/undangin}
if [ -z "${PG_BIN:-}" ]; then
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n | tail -n 1)
fi
pg() { tool=$1; shift; if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/$tool" ]; then "$PG_BIN/$tool" "$@"; else "$tool" "$@"; fi; }

# pg_dump refuses a server newer than itself: say so plainly instead of its own error.
check_versions() {
  tools=$(pg pg_dump --version | sed -E 's/.* ([0-9]+)(\.[0-9]+)*.*/\1/')
  server=$(pg psql "$DATABASE_URL" -XAtc 'show server_version_num' | cut -c1-2)
  if [ "$tools" -lt "$server" ]; then
    echo "pg_dump $tools tidak bisa membaca server Postgres $server: pasang klien Postgres $server (atau lebih baru) dan set PG_BIN" >&2
    exit 1
  fi
}
