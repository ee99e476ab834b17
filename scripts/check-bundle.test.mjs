// node --test scripts/check-bundle.test.mjs: the route budget check (scripts/check-bundle.mjs) on a small manifest.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRoutes, formatTable, routeFiles } from './check-bundle.mjs';

// index.html → vendor; login → form (shared with the wizard); wizard → form, pdf (its viewer's chunk).
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/login.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  '_viewer.js': { file: 'assets/viewer.js', dynamicImports: ['../node_modules/pdfjs-dist/build/pdf.mjs'] },
  '../node_modules/pdfjs-dist/build/pdf.mjs': { file: 'assets/pdf.js', isDynamicEntry: true },
  'src/login.tsx': {
    file: 'assets/login.js',
    isDynamicEntry: true,
    imports: ['_form.js'],
    css: ['assets/login.css'],
  },
  'src/wizard.tsx': { file: 'assets/wizard.js', isDynamicEntry: true, imports: ['_form.js', '_viewer.js'] },
};
const chunkModules = {
  'assets/viewer.js': { 'src/components/pdf/load-pdfjs.ts': 10 },
  'assets/pdf.js': { '../node_modules/pdfjs-dist/build/pdf.mjs': 100 },
};
const sizes = { index: 100, vendor: 50, form: 30, login: 20, wizard: 40, viewer: 10, pdf: 1000 };
const sizeOf = (file) => sizes[file.replace(/^assets\/|\.js$/g, '')] * 1024;
const heavy = { 'pdfjs-dist': { loaders: ['src/components/pdf/load-pdfjs.ts'] } };

test('a route loads the entry, the modules it names and their static imports, each file once', () => {
  const { files, missing } = routeFiles(manifest, { modules: ['src/login.tsx', 'src/wizard.tsx'] });
  assert.deepEqual(missing, []);
  assert.deepEqual(files.sort(), [
    'assets/form.js',
    'assets/index.js',
    'assets/login.js',
    'assets/vendor.js',
    'assets/viewer.js',
    'assets/wizard.js',
  ]);
});

test('within budget: the bytes of every file a route loads, shared chunks counted for each route', () => {
  const budget = {
    maxGzipKiB: 200,
    heavy,
    routes: [
      { name: 'login', modules: ['src/login.tsx'] },
      { name: 'wizard', modules: ['src/wizard.tsx'], uses: ['pdfjs-dist'], maxGzipKiB: 230 },
    ],
  };
  const { rows, failures } = checkRoutes({ budget, manifest, chunkModules, sizeOf });
  assert.deepEqual(failures, []);
  assert.deepEqual(
    rows.map((r) => [r.name, r.gzip / 1024, r.max]),
    [
      ['login', 200, 200],
      ['wizard', 230, 230],
    ],
  );
  assert.match(formatTable(rows)[2], /^wizard\s+230\.0\s+230 \(target 200\)$/);
});

test('fails a route over its budget', () => {
  const budget = { maxGzipKiB: 199, routes: [{ name: 'login', modules: ['src/login.tsx'] }] };
  const { rows, failures } = checkRoutes({ budget, manifest, chunkModules, sizeOf });
  assert.equal(rows[0].over, true);
  assert.deepEqual(failures, ['login loads 200.0 KiB gzip, over its budget of 199 KiB']);
  assert.match(formatTable(rows)[1], /OVER$/);
});

test('fails a route whose module is in no chunk (a renamed file cannot pass)', () => {
  const budget = { maxGzipKiB: 300, routes: [{ name: 'home', modules: ['src/home.tsx'] }] };
  const { failures } = checkRoutes({ budget, manifest, chunkModules, sizeOf });
  assert.equal(failures.length, 1);
  assert.match(failures[0], /^home: src\/home\.tsx is in no chunk of the build/);
});

test('a module inside a chunk it is not the facade of (Vite keys that chunk _name.js) counts that chunk', () => {
  const shared = {
    ...manifest,
    '_wizard-shared.js': { file: 'assets/wizard.js', isDynamicEntry: true, imports: ['_form.js'] },
  };
  delete shared['src/wizard.tsx'];
  const modules = { ...chunkModules, 'assets/wizard.js': { 'src/wizard.tsx': 40 } };
  const { files, missing } = routeFiles(shared, { modules: ['src/wizard.tsx'] }, modules);
  assert.deepEqual(missing, []);
  assert.deepEqual(files.sort(), [
    'assets/form.js',
    'assets/index.js',
    'assets/vendor.js',
    'assets/wizard.js',
  ]);
});

test('fails a route loading a heavy package it does not use: its modules, or a module fetching it on demand', () => {
  const budget = { maxGzipKiB: 300, heavy, routes: [{ name: 'wizard', modules: ['src/wizard.tsx'] }] };
  const { failures } = checkRoutes({ budget, manifest, chunkModules, sizeOf });
  assert.deepEqual(failures, [
    'wizard loads pdfjs-dist (src/components/pdf/load-pdfjs.ts in assets/viewer.js), which it does not use',
  ]);
});

test('fails a heavy package in what the entry loads', () => {
  const modules = { ...chunkModules, 'assets/vendor.js': { '../node_modules/pdfjs-dist/build/pdf.mjs': 1 } };
  const budget = { maxGzipKiB: 300, heavy, routes: [] };
  const { failures } = checkRoutes({ budget, manifest, chunkModules: modules, sizeOf });
  assert.equal(failures.length, 1);
  assert.match(failures[0], /^pdfjs-dist is in assets\/vendor\.js, which the entry loads/);
});
