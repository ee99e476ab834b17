import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMockApp } from '@agent-portal/mocks';
import { startBffProcess, type BffProcess } from '../support/bff-process';
import { freePort } from '../support/redis-server';
import { TEST_REDIS_URL } from '../support/stack';

/**
 * A core behind a certificate of a private CA (issue 43 Deliver 2): the BFF's core client trusts it when the CA is
 * given to Node by NODE_EXTRA_CA_CERTS (read at process start, hence BFF processes), and refuses it without. The
 * CA is a throwaway one made here by the openssl CLI; the core is the mock over HTTPS, its readiness page the proof
 * (/readyz asks the core's version page through the core client).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'core-tls-'));
const file = (name: string) => path.join(dir, name);
let core: Server;
let coreUrl: string;
const bffs: BffProcess[] = [];

function openssl(...args: string[]) {
  execFileSync('openssl', args, { stdio: 'ignore' });
}

beforeAll(async () => {
  openssl(
    'req',
    ...['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', file('ca.key')],
    ...['-out', file('ca.pem'), '-subj', '/CN=throwaway core CA'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign'],
  );
  openssl(
    'req',
    ...['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', file('core.key')],
    ...['-out', file('core.pem'), '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost', '-CA', file('ca.pem'), '-CAkey', file('ca.key')],
  );
  core = createServer(
    { key: readFileSync(file('core.key')), cert: readFileSync(file('core.pem')) },
    createMockApp(),
  ).listen(0, '127.0.0.1');
  await new Promise((r) => core.once('listening', r));
  coreUrl = `https://localhost:${(core.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  await Promise.all(bffs.map((b) => b.kill()));
  await new Promise((r) => core?.close(r));
  rmSync(dir, { recursive: true, force: true });
});

async function readiness(extraEnv: Record<string, string>) {
  const bff = await startBffProcess(
    await freePort(),
    { CORE_URL: coreUrl, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: 'core-tls:', ...extraEnv },
    { untilAnswered: true },
  );
  bffs.push(bff);
  const res = await fetch(`${bff.url}/readyz`);
  return { status: res.status, body: (await res.json()) as { checks: Record<string, string> } };
}

test('the core client trusts a core certified by the CA in NODE_EXTRA_CA_CERTS', async () => {
  const ready = await readiness({ NODE_EXTRA_CA_CERTS: file('ca.pem') });
  expect(ready).toMatchObject({ status: 200, body: { checks: { core: 'ok' } } });
}, 30_000);

test('and refuses it without the CA', async () => {
  // The BFF process inherits this one's environment: no CA from there either.
  delete process.env.NODE_EXTRA_CA_CERTS;
  const unready = await readiness({});
  expect(unready).toMatchObject({ status: 503, body: { checks: { core: 'fail' } } });
}, 30_000);
