import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chunkModules, precompress, slimAntd, versionFile } from './build-plugins';

const contracts = fileURLToPath(new URL('../contracts/src', import.meta.url));
const stub = (file: string) => fileURLToPath(new URL(`./build-stubs/${file}`, import.meta.url));
const antdEs = (file: string) => fileURLToPath(new URL(`../node_modules/antd/es/${file}`, import.meta.url));
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), slimAntd(), chunkModules(), versionFile(), precompress()],
  resolve: {
    alias: [
      { find: /^@agent-portal\/contracts$/, replacement: `${contracts}/index.ts` },
      { find: /^@agent-portal\/contracts\/(.*)$/, replacement: `${contracts}/$1` },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // react-router's production build (no development warnings) for the bundle; its package exports only the
      // development one to bundlers.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouter('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
            // Every supported browser has ResizeObserver: the polyfill antd's rc-resize-observer imports is dead weight.
            { find: /^resize-observer-polyfill$/, replacement: stub('resize-observer.js') },
            // antd's package gives `antd/locale/zh_TW` as CommonJS (antd/lib, with rc-picker's and rc-pagination's
            // lib copies and babel helpers): the ES build is the same locale, without the copies.
            { find: /^antd\/locale\/zh_TW$/, replacement: antdEs('locale/zh_TW.js') },
          ]
        : []),
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
}));
