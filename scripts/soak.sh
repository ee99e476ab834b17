#!/usr/bin/env bash
# npm run soak: scripted agents against two BFFs sharing a private Redis (docs/soak.md). Not part of npm test.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules
if ! command -v redis-server >/dev/null 2>&1; then
  log "installing redis-server (the soak runs a private one)"
  apt_install redis-server
fi
# Build when a dist is missing or older than a source it is built from.
stale() {
  local dist
  for dist in bff/dist/index.js mocks/dist/server.js; do
    [ -f "$dist" ] || return 0
    [ -z "$(find contracts/src contracts/openapi mocks/src bff/src -newer "$dist" -print -quit)" ] || return 0
  done
  return 1
}
if stale; then build_all; fi
node scripts/soak.mjs
