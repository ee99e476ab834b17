/**
 * Issue 24 item 4: at SIGTERM the BFF turns unready first (/readyz 503 draining, so the load balancer's probe takes
 * it out) and keeps serving for SHUTDOWN_DRAIN_MS; only then does the listener close. A built BFF process (dist).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createMockApp } from '@agent-portal/mocks';
import { startBffProcess, type BffProcess } from '../support/bff-process';
import { freePort } from '../support/redis-server';
import { TEST_REDIS_URL } from '../support/stack';

const DRAIN_MS = 1500;
let mockServer: Server;
let bff: BffProcess;

beforeAll(async () => {
  mockServer = createMockApp({ validateRequests: true }).listen(0, '127.0.0.1');
  await new Promise((r) => mockServer.once('listening', r));
  const coreUrl = `http://127.0.0.1:${(mockServer.address() as AddressInfo).port}`;
  bff = await startBffProcess(await freePort(), {
    CORE_URL: coreUrl,
    REDIS_URL: TEST_REDIS_URL,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  });
}, 30_000);
afterAll(async () => {
  await bff?.kill();
  await new Promise((r) => mockServer?.close(r));
});

const get = (path: string) =>
  fetch(`${bff.url}${path}`).then(
    async (r) => ({ status: r.status, body: (await r.json()) as unknown }),
    () => ({ status: 0, body: null }),
  );

it('answers /readyz 503 draining from SIGTERM on, still serves meanwhile, then closes and exits 0', async () => {
  expect((await get('/readyz')).status).toBe(200);
  const started = Date.now();
  const exited = bff.terminate();
  let ready = await get('/readyz');
  while (ready.status === 200 && Date.now() - started < 1000) ready = await get('/readyz');
  expect(ready).toEqual({ status: 503, body: { status: 'draining', checks: {} } });
  expect((await get('/healthz')).status).toBe(200);
  expect((await get('/api/public/version')).status).toBe(200);
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_MS - 100);
  expect((await get('/healthz')).status).toBe(0);
});
