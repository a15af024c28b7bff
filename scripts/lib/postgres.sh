# Shell helpers for scripts that need a throwaway PostgreSQL 15 (the second store).
# Source this, then: pg_install; pg_start DIR PORT; … psql "$PG_URL" …; pg_stop DIR
# PG_OPTIONS adds server settings to pg_start ("-c fsync=off" for tests).
# pg_start exports PG_URL (postgres://pantrix@127.0.0.1:PORT/pantrix), PG_PORT and PG_DIR;
# pg_createdb/pg_dropdb act on the cluster pg_start last started.
# Safe under `set -euo pipefail`.

pg_bin=/usr/lib/postgresql/15/bin

# Installs the PostgreSQL 15 server (and contrib: unaccent and pg_trgm) unless it is there,
# the way scripts/install-deps installs packages.
pg_install() {
  [ -x "$pg_bin/initdb" ] && return 0
  echo "Installing: postgresql postgresql-contrib"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql postgresql-contrib >/dev/null
}

# Runs a server binary as the cluster's owner: initdb and postgres refuse to run as root, so
# root runs them as the `postgres` system user (made by the Debian package), or as a `pantrix-pg`
# system user made here if there is none. Anyone else runs them as themselves.
pg_owner() {
  if [ "$(id -u)" -ne 0 ]; then id -un; return; fi
  if id postgres >/dev/null 2>&1; then echo postgres; return; fi
  id pantrix-pg >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin pantrix-pg
  echo pantrix-pg
}
pg_as() {
  local owner="$1"; shift
  if [ "$(id -u)" -eq 0 ]; then runuser -u "$owner" -- "$@"; else "$@"; fi
}

# pg_start DIR PORT: a cluster in DIR (made if DIR holds none; DIR's parents must be traversable
# by the owner, as /tmp is), listening on 127.0.0.1:PORT only with its unix socket in DIR,
# `trust` auth, superuser role `pantrix` and a database `pantrix`. Returns once it accepts
# connections; the server's log is DIR/server.log.
pg_start() {
  local dir="$1" port="$2" owner
  owner=$(pg_owner)
  mkdir -p "$dir"
  chown "$owner" "$dir"
  chmod 700 "$dir"
  if [ ! -f "$dir/PG_VERSION" ]; then
    pg_as "$owner" "$pg_bin/initdb" -D "$dir" -U pantrix --auth=trust -E UTF8 --locale=C.UTF-8 \
      --no-instructions >"$dir.initdb.log" 2>&1 || { cat "$dir.initdb.log" >&2; return 1; }
    rm -f "$dir.initdb.log"
  fi
  pg_as "$owner" "$pg_bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir ${PG_OPTIONS:-}" start >/dev/null ||
    { tail -20 "$dir/server.log" >&2; return 1; }
  local tries=0
  until "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$port"; do
    tries=$((tries + 1))
    [ "$tries" -lt 100 ] || { echo "PostgreSQL on port $port did not become ready" >&2; return 1; }
    sleep 0.1
  done
  export PG_DIR="$dir" PG_PORT="$port"
  export PG_URL="postgres://pantrix@127.0.0.1:$port/pantrix"
  # A reused cluster already has it.
  if [ -z "$(pg_psql postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'pantrix'")" ]; then
    pg_createdb pantrix
  fi
}

# pg_stop DIR: a fast shutdown (open sessions are ended); quiet, and fine if it is not running.
pg_stop() {
  local dir="$1"
  [ -f "$dir/PG_VERSION" ] || return 0
  pg_as "$(stat -c %U "$dir")" "$pg_bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true
}

# pg_psql DB ARGS…: psql as `pantrix` into database DB of the last started cluster, stopping at
# the first error.
pg_psql() {
  local db="$1"; shift
  psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PG_PORT" -U pantrix -d "$db" "$@"
}

pg_createdb() { pg_psql postgres -c "CREATE DATABASE \"$1\""; }
pg_dropdb() { pg_psql postgres -c "DROP DATABASE IF EXISTS \"$1\" WITH (FORCE)"; }
