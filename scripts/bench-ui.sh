#!/usr/bin/env bash
# npm run bench:ui: the agent's waits in Debian's Chromium (scripts/bench/ui-timing.mjs, docs/bench.md). Not a test.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules
ensure_chromium
build_stale_dists
node scripts/bench/ui-timing.mjs
