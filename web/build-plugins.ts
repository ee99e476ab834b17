import { randomUUID } from 'node:crypto';
import { relative } from 'node:path';
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
