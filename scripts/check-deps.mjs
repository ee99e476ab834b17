// Every workspace declares the packages its code imports: runtime code in its "dependencies", tests and tooling in
// its own or the root's "devDependencies". npm's hoisting would hide a missing one until a production install crashes.
// Then knip (knip.json) over the whole tree: no declared package that nothing uses (code, configs, scripts' binaries),
// no import or binary of a package that is not declared.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const builtins = new Set(builtinModules);
const IMPORT =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'generated', '.tmp', 'test-results']);

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name)) yield* sources(full);
    } else if (/\.(ts|tsx|mjs|cjs|js)$/.test(name) && !name.endsWith('.d.ts')) yield full;
  }
}

const packageOf = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
const isTooling = (file) =>
  /__tests__|\.test\.|\.spec\.|(jest|vite|vitest|playwright)\.config|build-plugins|\/scripts\/|\/eslint\//.test(
    file,
  );

// Shared test tooling (jest, supertest, fast-check...) sits in the root devDependencies.
const rootDev = Object.keys(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies ?? {},
);

const problems = [];
for (const ws of workspaces) {
  const pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
  const runtime = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {})]);
  const dev = new Set([...runtime, ...Object.keys(pkg.devDependencies ?? {}), ...rootDev]);
  for (const file of sources(path.join(root, ws))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (
        !spec ||
        spec.startsWith('.') ||
        spec.startsWith('/') ||
        spec.startsWith('@/') ||
        spec.startsWith('node:')
      )
        continue;
      const name = packageOf(spec);
      if (builtins.has(name)) continue;
      const declared = isTooling(file) || ws === 'e2e' ? dev : runtime;
      if (!declared.has(name) && !name.startsWith('@types/')) {
        problems.push(
          `${path.relative(root, file)}: imports ${name}, which ${ws}/package.json does not declare`,
        );
      }
    }
  }
}
const unique = [...new Set(problems)];
if (unique.length) {
  console.error(unique.join('\n'));
  process.exit(1);
}
console.log(`dependencies declared: ${workspaces.join(', ')}`);

const knip = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/knip/bin/knip.js'), '--dependencies', '--no-progress'],
  { cwd: root, stdio: 'inherit' },
);
if (knip.status !== 0) {
  console.error('knip: unused or undeclared dependencies (above); knip.json lists the deliberate exceptions');
  process.exit(1);
}
console.log('dependencies used: knip finds none unused, unlisted or unresolved');
