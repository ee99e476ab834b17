/**
 * Issue 39 item 9: the log stream is JSON lines only. A built BFF process (dist) starts, streams one core answer
 * through the proxy (http-proxy-middleware: its predecessor's http-proxy called util._extend on the first proxied
 * call, and Node printed a DEP0060 warning on stderr), answers one reshaped call and stops; every line it wrote on
 * stdout and stderr parses as a JSON object. Node's own warnings (deprecations, experimental features) are plain text.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createMockApp } from '@agent-portal/mocks';
import { startBffProcess } from '../support/bff-process';
import { freePort } from '../support/redis-server';
import { TEST_REDIS_URL } from '../support/stack';

let mockServer: Server;

beforeAll(async () => {
  mockServer = createMockApp({ validateRequests: true }).listen(0, '127.0.0.1');
  await new Promise((r) => mockServer.once('listening', r));
});
afterAll(async () => {
  await new Promise((r) => mockServer?.close(r));
});

const notJsonObject = (line: string) => {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value !== 'object' || value === null || Array.isArray(value);
  } catch {
    return true;
  }
};

it('writes only JSON lines on stdout and stderr from start-up, through a streamed and a reshaped call, to exit', async () => {
  const bff = await startBffProcess(
    await freePort(),
    {
      CORE_URL: `http://127.0.0.1:${(mockServer.address() as AddressInfo).port}`,
      REDIS_URL: TEST_REDIS_URL,
      LOG_LEVEL: 'info',
    },
    { keepOutput: true },
  );
  try {
    const captcha = await fetch(`${bff.url}/api/auth/captcha`);
    expect(captcha.status).toBe(200);
    expect(captcha.headers.get('content-type')).toMatch(/^image\//);
    await captcha.arrayBuffer();
    expect((await fetch(`${bff.url}/api/public/version`)).status).toBe(200);
  } finally {
    expect(await bff.terminate()).toBe(0);
  }
  const { stdout, stderr } = bff.output();
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  expect(lines(stdout).length).toBeGreaterThan(0);
  expect(lines(stdout).filter(notJsonObject)).toEqual([]);
  expect(lines(stderr).filter(notJsonObject)).toEqual([]);
  // The two requests' lines are there: the stream is the log, not a start-up banner only.
  expect(lines(stdout).some((line) => line.includes('/api/auth/captcha'))).toBe(true);
});
