import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Where the bundle check (scripts/check-bundle.mjs) finds which source modules each chunk holds. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes, beside Vite's manifest, the modules of every chunk (paths relative to the web folder, rendered bytes), so the
 * bundle check can prove that no entry chunk holds a library meant for one page only (pdf.js, signature_pad).
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'agent-portal:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      // file → { module path: bytes it renders to }
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, m]) => [
            relative(root, id.replace(/^\0/, '')).replaceAll('\\', '/'),
            m.renderedLength,
          ]),
        );
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/** The SPA's version file (spec 1 §4, §9): the login page polls it and reloads when a new build is deployed. */
export const VERSION_FILE = 'version.json';

/** Writes `version.json` with this build's id (BUILD_ID from the environment, else a fresh random id). */
export function versionFile(): Plugin {
  return {
    name: 'agent-portal:version-file',
    apply: 'build',
    generateBundle() {
      const version =
        process.env.BUILD_ID?.trim() || `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${JSON.stringify({ version })}\n` });
    },
  };
}

/** The files the BFF may send compressed: text; images, fonts and PDFs are compressed already or not sent so. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(file);
    return [file];
  });
}

/** The files whose gzip copy zopfli writes: the app's JavaScript (the route budgets' bytes); pdf.js's worker is not. */
const ZOPFLI = /\.js$/;

/** zopfli's passes per block: 1 gives nearly all of its gain over gzip -9 (15 would give 0.1 KiB more a route). */
const ZOPFLI_ITERATIONS = 1;

function zopfli(source: Buffer): Promise<Buffer> {
  return new Promise((done, fail) =>
    zopfliGzip(source, { numiterations: ZOPFLI_ITERATIONS }, (error, bytes) =>
      error ? fail(error) : done(Buffer.from(bytes)),
    ),
  );
}

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz) copy beside every text file of the build, each only when smaller
 * than the file, so the BFF sends the best one the browser accepts without compressing per request
 * (bff/src/http/spa-files.ts). The gzip copy of the app's JavaScript is zopfli's (a gzip stream every browser reads,
 * about 3.5 % smaller than zlib's level 9, for about 25 s of CPU); the rest is zlib's level 9.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'agent-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const source = readFileSync(file);
        const copies: [string, Buffer][] = [
          [
            '.br',
            brotliCompressSync(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ],
          ['.gz', ZOPFLI.test(file) ? await zopfli(source) : gzipSync(source, { level: 9 })],
        ];
        for (const [ext, bytes] of copies) if (bytes.length < source.length) writeFileSync(file + ext, bytes);
      }
    },
  };
}

/** antd parts the portal never uses, by the module importing them and the import, with the build's stand-ins. */
const ANTD_STUBS: { importer: RegExp; source: string; stub: string }[] = [
  // Table's column filters and row selection: no table has filters or a rowSelection.
  {
    importer: /antd\/es\/table\/InternalTable\.js$/,
    source: './hooks/useFilter',
    stub: 'antd-table-filter.js',
  },
  {
    importer: /antd\/es\/table\/(?:InternalTable|Table)\.js$/,
    source: './hooks/useSelection',
    stub: 'antd-table-selection.js',
  },
  // The virtual table (rc-table's VirtualTable): no table is `virtual`.
  {
    importer: /antd\/es\/table\/InternalTable\.js$/,
    source: './RcTable/VirtualTable',
    stub: 'antd-unused-part.js',
  },
  { importer: /rc-table\/es\/index\.js$/, source: './VirtualTable', stub: 'rc-table-virtual.js' },
  // Pagination's page-size changer: the lazy Select, fetched with the first select drawn, not in the table's chunk.
  { importer: /antd\/es\/pagination\/Pagination\.js$/, source: '../select', stub: 'lazy-antd-select.js' },
  // Card's tab bar (Tabs): no Card has a tabList.
  { importer: /antd\/es\/card\/Card\.js$/, source: '../tabs', stub: 'antd-unused-part.js' },
  // Input.OTP: no one-time-password input.
  { importer: /antd\/es\/input\/index\.js$/, source: './OTP', stub: 'antd-unused-part.js' },
  // Typography's editing box (TextArea): no text is editable.
  { importer: /antd\/es\/typography\/Base\/index\.js$/, source: '../Editable', stub: 'antd-unused-part.js' },
  // rc-field-form's rule validator (async-validator): no Form.Item has `rules` (react-hook-form with yup validates).
  {
    importer: /rc-field-form\/es\/utils\/validateUtil\.js$/,
    source: '@rc-component/async-validator',
    stub: 'async-validator.js',
  },
];

/**
 * Leaves antd parts the portal never uses out of the build (issue 25 item 4), which antd imports whether used or not:
 * Table's column filters and row selection (their dropdowns bring Tree, Menu, Dropdown, Checkbox, Radio: ~20 KiB gzip
 * on every route with a table) and its virtual mode, Card's tab bar (Tabs, ~13 KiB on the home page and the list),
 * Input.OTP, Typography's editing box (TextArea) and Form's rule validator (async-validator, ~6 KiB in the entry). The
 * stand-ins (web/build-stubs) return what antd's hooks return without the feature, and throw on a column filter, a
 * rowSelection, a virtual table, a Card tabList, an Input.OTP, an editable text or a Form.Item's rules, so a page that starts using one fails at once (vitest runs antd's own code). Build only.
 */
export function slimAntd(): Plugin {
  let root = process.cwd();
  return {
    name: 'agent-portal:slim-antd',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const path = importer.replaceAll('\\', '/');
      const hit = ANTD_STUBS.find((s) => s.source === source && s.importer.test(path));
      return hit ? resolve(root, 'build-stubs', hit.stub) : null;
    },
  };
}
