import { defineConfig, devices } from '@playwright/test';
import { stack, stackCount } from './fixtures/stack';

/**
 * The stacks (mock core, BFF serving the built SPA) are started by scripts/e2e.sh, one per worker (E2E_WORKERS,
 * default 2): spec files run side by side, each worker against its own stack (fixtures/stack.ts); the tests of one
 * file run in order in one worker. Never more workers than stacks.
 */
const workers = stackCount;
/** Side by side, each worker's browser and stack get about half of this shared two-core machine: more time. */
const slowdown = workers > 1 ? 2 : 1;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  // No retries anywhere: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  use: {
    baseURL: stack.baseUrl,
    locale: 'zh-TW',
    // No trace by default: recording one for every test made the run a third slower. E2E_TRACE=retain-on-failure
    // keeps the trace of a failing test to look at (docs/decisions.md).
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The portal follows the system's reduced-motion setting (web/src/app/theme.ts): no antd transitions to wait for.
    reducedMotion: 'reduce',
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
