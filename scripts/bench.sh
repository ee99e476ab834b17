#!/usr/bin/env bash
# npm run bench: a proxied GET through the BFF (logged-in session, Redis lookup) vs the same GET straight to the core.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules
ensure_redis || { log "the benchmark needs Redis at $REDIS_URL"; exit 1; }
[ -f bff/dist/index.js ] && [ -f mocks/dist/server.js ] || build_all
node scripts/bench.mjs
