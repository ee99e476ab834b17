// The registry this project installs from lacks the other platforms' native builds (e.g. @swc/core-win32-x64-msvc),
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out of sync.
// This writes an entry for every optional dependency the lock names but lacks (version only: npm never fetches a
// platform's build on another platform). Run `npm run lock:complete` after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(added.length ? `added ${added.length} platform entries: ${added.join(', ')}` : 'lock complete');
