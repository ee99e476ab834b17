import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../../contracts/src', import.meta.url));

/** The QA console (issue 44 item 7): built into mocks/dist/console, served by the mock at /__mock/console/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__mock/console/',
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@agent-portal\/contracts\/(.*)$/, replacement: `${contracts}/$1` }],
  },
  // `vite --config console/vite.config.ts` beside a running mock (npm run dev -w @agent-portal/mocks).
  server: { port: 5174, proxy: { '/__mock': `http://127.0.0.1:${process.env.MOCK_PORT ?? 8090}` } },
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
  },
});
