import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chunkModules, precompress, versionFile } from './build-plugins';

const contracts = fileURLToPath(new URL('../contracts/src', import.meta.url));

export default defineConfig({
  plugins: [react(), chunkModules(), versionFile(), precompress()],
  resolve: {
    alias: [
      { find: /^@agent-portal\/contracts$/, replacement: `${contracts}/index.ts` },
      { find: /^@agent-portal\/contracts\/(.*)$/, replacement: `${contracts}/$1` },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080', '/RMW': 'http://127.0.0.1:8080' } },
  // The manifest tells the route budget check (scripts/check-bundle.mjs) what each route loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 4000,
    // terser rather than esbuild: about 3.5 % less gzip on every route for about 30 s of CPU (docs/bench.md).
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
  },
  // The machine running the suite is shared: the page tests get room beyond vitest's 5 s default.
  test: { environment: 'jsdom', include: ['src/**/__tests__/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
});
