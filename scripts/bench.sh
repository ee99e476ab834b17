#!/usr/bin/env bash
# npm run bench: the BFF beside nginx and the mock core, same upstream, medians of interleaved rounds (docs/bench.md).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules
if ! command -v redis-server >/dev/null 2>&1; then
  log "installing redis-server (the bench runs a private one to count Redis commands)"
  apt_install redis-server
fi
if [ ! -x "${BENCH_NGINX:-/usr/sbin/nginx}" ]; then
  log "installing Debian's nginx (the reference proxy)"
  # policy-rc.d 101 keeps the package from starting a system nginx on port 80; the bench runs its own.
  created_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && created_policy=1
  fi
  apt_install nginx
  [ -n "$created_policy" ] && rm -f /usr/sbin/policy-rc.d
fi
build_stale_dists
node scripts/bench.mjs
