#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a loopback port for the tests, and prints its URL.
# Usage: scripts/throwaway-postgres.sh start DIR PORT   |   scripts/throwaway-postgres.sh stop DIR
# Uses the server binaries on the machine (Debian's postgresql package); runs as the postgres user when
# started as root, since PostgreSQL refuses to run as root. Preloads pg_stat_statements, with which the
# server benchmark counts the statements per request (bench/server.ts).
set -euo pipefail
action=${1:?start or stop}
dir=${2:?cluster folder}
port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
  echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2
  exit 1
fi
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "$action" in
  start)
    mkdir -p "$dir"
    [[ $(id -u) -eq 0 ]] && chown postgres "$dir"
    if [[ ! -f "$dir/PG_VERSION" ]]; then
      as_owner "$bin/initdb" -D "$dir" -U triage --auth=trust -E UTF8 --no-locale >/dev/null
    fi
    as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c shared_preload_libraries=pg_stat_statements" start >/dev/null
    echo "postgres://triage@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null || true
    ;;
  *) echo "unknown action $action" >&2; exit 2 ;;
esac
