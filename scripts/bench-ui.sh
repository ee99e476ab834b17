#!/usr/bin/env bash
# npm run bench:ui: the agent's waits in Debian's Chromium over an emulated office line (scripts/bench/ui-timing.mjs,
# docs/bench.md). Not a test.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules
ensure_chromium
build_stale_dists
# The SPA too: the bench measures what it serves.
if [ ! -f web/dist/index.html ] || [ -n "$(find web/src web/index.html contracts/src -newer web/dist/index.html -print -quit)" ]; then
  npm run build -w @agent-portal/web
fi
node scripts/bench/ui-timing.mjs
