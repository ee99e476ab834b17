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
