#!/usr/bin/env node
// The SPA's JavaScript budgets per route (web/bundle-budget.json, issue 25 item 4), measured on the files the BFF
// sends (web/dist's precompressed .gz copies, gzip level 9, web/build-plugins.ts).
//
// What a route loads first: the entry chunk and its static imports (transitively), plus each module the route lists
// (its lazy route chunk, the layout's, a wizard step's screen, a dialog) with their static imports, deduplicated: a
// chunk shared by several routes counts for each of them. Dynamic imports are not followed: they load later, on
// demand (another page, a dialog, pdf.js when a document is shown).
//
// Fails when a route's JavaScript is over its budget, when a module a route names is in no chunk of the build (a
// renamed file cannot pass silently), and when a route loads a package it does not use (pdf.js, signature_pad:
// `heavy`, with the modules that fetch one on demand) or the entry holds one.
// Usage: node scripts/check-bundle.mjs [budget.json] [dist]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const KIB = 1024;

/** The manifest key of the entry chunk (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('no entry chunk in the build manifest');
  return key;
}

/**
 * Manifest keys loaded when `keys` load: themselves and their static imports, transitively. A key missing from the
 * manifest is reported in `missing`, never skipped.
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const missing = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) {
      missing.push(key);
      return;
    }
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { keys: seen, missing };
}

/**
 * The manifest key holding `module`: its own key, or, when Rollup put it in a chunk it is not the facade of (a
 * dynamic entry whose chunk other chunks also import: Vite keys that chunk `_name-hash.js`), the key of the chunk
 * whose modules include it (chunkModules: file → module paths). A module in no chunk stays as it is (missing).
 */
export function manifestKeyOf(manifest, chunkModules, module) {
  if (manifest[module]) return module;
  const file = Object.keys(chunkModules).find((f) => Object.hasOwn(chunkModules[f], module));
  return Object.keys(manifest).find((k) => file && manifest[k].file === file) ?? module;
}

/** The JavaScript files a route loads first: the entry's closure and its modules', deduplicated. */
export function routeFiles(manifest, route, chunkModules = {}) {
  const modules = route.modules.map((m) => manifestKeyOf(manifest, chunkModules, m));
  const { keys, missing } = staticClosure(manifest, [entryKey(manifest), ...modules]);
  const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => /\.m?js$/.test(f));
  return { files, missing };
}

/**
 * Heavy packages a set of files loads: a package counts when one of its modules is in a file (chunkModules: file →
 * module paths), or when a module that fetches it on demand is (heavy[pkg].loaders).
 */
export function heavyIn(files, chunkModules, heavy) {
  const found = [];
  for (const [pkg, { loaders = [] }] of Object.entries(heavy)) {
    for (const file of files) {
      const modules = Object.keys(chunkModules[file] ?? {});
      const hit = modules.find((m) => m.includes(`node_modules/${pkg}/`) || loaders.includes(m));
      if (hit) {
        found.push({ pkg, file, module: hit });
        break;
      }
    }
  }
  return found;
}

/**
 * Checks every route of `budget` against a build (`manifest`, `chunkModules`, `sizeOf(file)` in gzip bytes).
 * Returns one row per route and the failures.
 */
export function checkRoutes({ budget, manifest, chunkModules, sizeOf }) {
  const target = budget.maxGzipKiB;
  const heavy = budget.heavy ?? {};
  const rows = [];
  const failures = [];
  const entryFiles = routeFiles(manifest, { modules: [] }, chunkModules).files;
  for (const pkg of heavyIn(entryFiles, chunkModules, heavy)) {
    failures.push(
      `${pkg.pkg} is in ${pkg.file}, which the entry loads (${pkg.module}): import it from its page only`,
    );
  }
  for (const route of budget.routes) {
    const { files, missing } = routeFiles(manifest, route, chunkModules);
    for (const key of missing) {
      failures.push(`${route.name}: ${key} is in no chunk of the build (renamed or removed?)`);
    }
    const gzip = files.reduce((sum, f) => sum + sizeOf(f), 0);
    const max = route.maxGzipKiB ?? target;
    const row = { name: route.name, files, gzip, max, target, over: gzip > max * KIB };
    rows.push(row);
    if (row.over) failures.push(`${route.name} loads ${kib(gzip)} KiB gzip, over its budget of ${max} KiB`);
    for (const pkg of heavyIn(files, chunkModules, heavy)) {
      if ((route.uses ?? []).includes(pkg.pkg)) continue;
      failures.push(`${route.name} loads ${pkg.pkg} (${pkg.module} in ${pkg.file}), which it does not use`);
    }
  }
  return { rows, failures };
}

export const kib = (bytes) => (bytes / KIB).toFixed(1);

/** The table printed by the check: route, KiB gzip, budget (and the target where a route has a budget of its own). */
export function formatTable(rows) {
  const width = Math.max(...rows.map((r) => r.name.length), 5);
  const lines = [`${'route'.padEnd(width)}  ${'KiB gzip'.padStart(8)}  budget`];
  for (const r of rows) {
    const budget = r.max === r.target ? `${r.max}` : `${r.max} (target ${r.target})`;
    lines.push(`${r.name.padEnd(width)}  ${kib(r.gzip).padStart(8)}  ${budget}${r.over ? '  OVER' : ''}`);
  }
  return lines;
}

function main() {
  const root = resolve(import.meta.dirname, '..');
  const budget = JSON.parse(
    readFileSync(resolve(process.argv[2] ?? join(root, 'web/bundle-budget.json')), 'utf8'),
  );
  const dist = resolve(process.argv[3] ?? join(root, 'web/dist'));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
  /** Bytes the browser receives for `file` as gzip: the build's precompressed copy, else the file. */
  const sizeOf = (file) => {
    const copy = join(dist, `${file}.gz`);
    return existsSync(copy) ? statSync(copy).size : statSync(join(dist, file)).size;
  };
  const { rows, failures } = checkRoutes({ budget, manifest, chunkModules, sizeOf });
  for (const line of formatTable(rows)) console.log(`bundle: ${line}`);
  for (const r of rows.filter((row) => row.over)) {
    const largest = [...r.files].sort((a, b) => sizeOf(b) - sizeOf(a)).slice(0, 8);
    console.log(`bundle: ${r.name}, its largest files:`);
    for (const f of largest) console.log(`bundle:   ${kib(sizeOf(f)).padStart(7)} KiB  ${f}`);
  }
  for (const failure of failures) console.log(`bundle: FAIL ${failure}`);
  if (failures.length) process.exit(1);
  const heavy = Object.keys(budget.heavy ?? {}).join(', ');
  console.log(`bundle: every route within its budget; ${heavy} only on the routes that use them`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
