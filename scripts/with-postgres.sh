#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback, runs the given command with TEST_DATABASE_URL
# (and DATABASE_URL) pointing at it, then stops and removes the cluster.
set -euo pipefail
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2
  exit 1
fi
# A free loopback port unless one is given, so several runs can share a machine.
PORT=${PGPORT_TEST:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
WORK=$(mktemp -d /tmp/gw-pg-XXXXXX)
chmod 777 "$WORK"
AS=()
if [ "$(id -u)" = "0" ]; then AS=(runuser -u postgres --); fi
cleanup() {
  "${AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
"${AS[@]}" "$PGBIN/initdb" -D "$WORK/data" --auth=trust -U postgres >/dev/null
"${AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/pg.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on port $PORT"
"$@"
