#!/usr/bin/env bash
# npm run release: release/agent-portal-<version>.tar.gz, the one thing ops deploys (issue 43 item 1).
# Inside, laid out as the checkout is so that the BFF finds everything beside itself: server.js (the entry point:
# ENV_FILE, then bff/dist), bff/dist and bff/migrations, contracts/dist and contracts/openapi (bff.yaml, legacy.yaml),
# web/dist (the SPA, precompressed), production-only node_modules (the BFF's and the contracts' dependencies at the
# versions of package-lock.json), VERSION, .env.example, the systemd unit and the nginx example. No mock core.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$ROOT"
ensure_node_modules

VERSION="$(node -p "require('./package.json').version")"
NAME="agent-portal-$VERSION"
STAGE="$ROOT/.tmp/release/$NAME"
OUT="$ROOT/release/$NAME.tar.gz"

# --no-build: the builds are current (npm test, which has just built and tested them).
if [ "${1:-}" != "--no-build" ]; then
  log "building contracts, the BFF and the SPA"
  npm run --silent build -w @agent-portal/contracts
  npm run --silent build -w @agent-portal/bff
  npm run --silent build -w @agent-portal/web >/dev/null
fi

rm -rf "$STAGE" && mkdir -p "$STAGE/bff" "$STAGE/contracts" "$STAGE/web" "$ROOT/release"
cp -r bff/dist bff/migrations bff/package.json "$STAGE/bff/"
rm -rf "$STAGE/bff/dist/__tests__"
cp -r contracts/dist contracts/openapi contracts/package.json "$STAGE/contracts/"
cp -r web/dist "$STAGE/web/"
cp .env.example "$STAGE/"
cp scripts/release/server.js scripts/release/agent-portal@.service scripts/release/nginx.conf "$STAGE/"
echo "$VERSION" >"$STAGE/VERSION"
# The root manifest with the two workspaces the release runs (the SPA is built; the mock, e2e and tools stay out),
# and the lockfile: npm keeps every version it pins and drops what only the other workspaces need.
node -e '
  const root = require("./package.json");
  const out = { name: root.name, version: root.version, private: true, engines: root.engines,
    workspaces: ["contracts", "bff"], scripts: { start: "node server.js",
      ops: "node server.js --ops", evidence: "node server.js --evidence" } };
  require("node:fs").writeFileSync(process.argv[1], JSON.stringify(out, null, 2) + "\n");
' "$STAGE/package.json"
cp package-lock.json "$STAGE/"
log "installing the production dependencies (package-lock.json's versions)"
(cd "$STAGE" && npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
# npm keeps the lockfile's nested copies of the workspaces left out (mocks/node_modules/…): not part of the release.
rm -rf "$STAGE/mocks" "$STAGE/e2e" "$STAGE/web/node_modules"
tar -czf "$OUT" -C "$ROOT/.tmp/release" "$NAME"
log "release: ${OUT#"$ROOT"/} ($(du -h "$OUT" | cut -f1)); unpack, then: ENV_FILE=/path/to/env node $NAME/server.js"
