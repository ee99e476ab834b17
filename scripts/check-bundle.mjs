#!/usr/bin/env node
// The SPA's JavaScript budget (web/bundle-budget.json), measured on the files the BFF sends (web/dist's precompressed
// .gz copies, gzip level 9; the .br copies printed beside):
// for each budgeted route, the entry chunk, its static imports, and the route's lazy chunk with its static imports
// (what the browser fetches for that page). Also fails when a package listed in neverInEntry sits in a chunk the
// entry loads. Usage: node scripts/check-bundle.mjs [budget.json] [dist]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const budgetFile = resolve(process.argv[2] ?? join(root, 'web/bundle-budget.json'));
const dist = resolve(process.argv[3] ?? join(root, 'web/dist'));
const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error(`no entry in ${dist}/.vite/manifest.json`);

/** Manifest keys loaded when `key` loads: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (renamed route file?)`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** Bytes the browser receives for `file`: the build's precompressed copy (web/build-plugins.ts), else the file. */
function sentSize(file, ext) {
  const copy = join(dist, file + ext);
  return existsSync(copy) ? statSync(copy).size : statSync(join(dist, file)).size;
}
const gzipBytes = new Map();
function gzipSize(file) {
  if (!gzipBytes.has(file)) gzipBytes.set(file, sentSize(file, '.gz'));
  return gzipBytes.get(file);
}
const brotliSize = (file) => sentSize(file, '.br');
const kib = (bytes) => (bytes / 1024).toFixed(1);

let failed = false;
const entryFiles = [...staticClosure(entryKey)].map((k) => manifest[k].file);

for (const route of budget.routes) {
  const keys = new Set([...staticClosure(entryKey), ...staticClosure(route.chunk)]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const rows = files.map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const entryTotal = rows.filter((r) => entryFiles.includes(r.file)).reduce((sum, r) => sum + r.gzip, 0);
  const over = total > route.maxGzipKiB * 1024;
  failed ||= over;
  const brotli = files.reduce((sum, f) => sum + brotliSize(f), 0);
  console.log(
    `bundle: ${route.path} loads ${files.length} JavaScript files: ${kib(brotli)} KiB sent to a browser accepting br, ${kib(total)} KiB as gzip`,
  );
  console.log(
    `bundle:   of which the entry and its imports ${kib(entryTotal)} KiB; budget ${route.maxGzipKiB} KiB`,
  );
  for (const r of rows.slice(0, 8)) console.log(`bundle:   ${kib(r.gzip).padStart(7)} KiB  ${r.file}`);
  if (over) console.log(`bundle: FAIL ${route.path} is over its budget of ${route.maxGzipKiB} KiB gzip`);
}

for (const file of entryFiles) {
  const modules = Object.keys(chunkModules[file] ?? {});
  for (const pkg of budget.neverInEntry ?? []) {
    const hit = modules.find((m) => m.includes(`node_modules/${pkg}/`));
    if (hit) {
      failed = true;
      console.log(
        `bundle: FAIL ${pkg} is in ${file}, which the entry loads (${hit}); import it from its page only`,
      );
    }
  }
}

// Issue 13: pdf.js and signature_pad stay out of the pages named in neverInRoutes too (the login and home chunks
// with their static imports), not only out of the entry.
for (const chunk of budget.neverInRoutes ?? []) {
  for (const key of staticClosure(chunk)) {
    const modules = Object.keys(chunkModules[manifest[key].file] ?? {});
    for (const pkg of budget.neverInEntry ?? []) {
      const hit = modules.find((m) => m.includes(`node_modules/${pkg}/`));
      if (hit) {
        failed = true;
        console.log(`bundle: FAIL ${pkg} is in ${manifest[key].file}, which ${chunk} loads (${hit})`);
      }
    }
  }
  console.log(`bundle: ${chunk} loads none of ${(budget.neverInEntry ?? []).join(', ')}`);
}

if (failed) process.exit(1);
console.log('bundle: within budget');
