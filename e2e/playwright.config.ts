import { defineConfig, devices } from '@playwright/test';
import { stack } from './fixtures/stack';

/**
 * The stacks (mock core, BFF serving the built SPA) are started by scripts/e2e.sh, one per worker (E2E_WORKERS,
 * default 2): spec files run side by side, each worker against its own stack (fixtures/stack.ts); the tests of one
 * file run in order in one worker.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: stack.baseUrl,
    locale: 'zh-TW',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          // This network is closed: without these flags Chromium floods it with refused connections.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
