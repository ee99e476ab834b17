/**
 * Issue 14 §2, the faults of the BFF's own tier, with real processes: two BFFs (the built dist) sharing a private
 * redis-server (a child of this test: the shared Redis is never touched) behind a round-robin balancer.
 * Redis stopped and restarted mid-session; one BFF killed mid-wizard. Every case answers with the envelope, recovers
 * by itself, and loses no autosaved draft.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import supertest from 'supertest';
import { errorMessages } from '@agent-portal/contracts/messages';
import { createMockApp } from '@agent-portal/mocks';
import { startBffProcess, type BffProcess } from '../support/bff-process';
import { freePort, privateRedis, type PrivateRedis } from '../support/redis-server';
import { roundRobin } from '../support/round-robin';
import { CSRF, loginAs, mockControl, type Agent } from '../support/stack';

let redis: PrivateRedis;
let mockServer: Server;
let bffs: BffProcess[] = [];
let balancer: Awaited<ReturnType<typeof roundRobin>>;
let control: ReturnType<typeof mockControl>;

beforeAll(async () => {
  redis = await privateRedis();
  mockServer = createMockApp({ validateRequests: true }).listen(0, '127.0.0.1');
  await new Promise((r) => mockServer.once('listening', r));
  const coreUrl = `http://127.0.0.1:${(mockServer.address() as AddressInfo).port}`;
  control = mockControl(coreUrl);
  const env = { CORE_URL: coreUrl, REDIS_URL: redis.url, LOGIN_ATTEMPTS_PER_WINDOW: '1000' };
  bffs = await Promise.all([freePort(), freePort()].map(async (p) => startBffProcess(await p, env)));
  balancer = await roundRobin(bffs.map((b) => b.url));
}, 60_000);
afterAll(async () => {
  await balancer?.close();
  await Promise.all(bffs.map((b) => b.kill()));
  await new Promise((r) => mockServer?.close(r));
  await redis?.close();
});

/** An agent through the balancer, logged in, with a new case's policyholder autosaved once. */
async function wizardOpen(name: string) {
  const agent: Agent = supertest.agent(balancer.url);
  await loginAs(control, agent, 'AG00001');
  const { body } = await agent
    .post('/api/proposals/trans-code')
    .set(CSRF)
    .send({ compCode: 'CH', polInsureType: 'M' })
    .expect(200);
  const transCode = body.transCode as string;
  let revision = 0;
  const autosave = (values: object) =>
    agent
      .post(`/api/customer-steps/${transCode}/drafts/policyholder`)
      .set(CSRF)
      .send({ mode: 'auto', revision, polInsureType: 'M', compCode: 'CH', stepCode: 'INS_S1', values });
  const saved = async (values: object) => {
    revision = (await autosave(values).expect(200)).body.revision as number;
  };
  const draft = async () =>
    (await agent.get(`/api/customer-steps/${transCode}`).expect(200)).body.policyholder as Record<
      string,
      string
    >;
  await saved({ cusName: name });
  return { agent, autosave, saved, draft, revision: () => revision };
}

/** Until the call answers 200 (the BFF reconnects to Redis on its own), at most ~15 s. */
async function until200(call: () => Promise<supertest.Response>): Promise<void> {
  let status = 0;
  for (let i = 0; i < 60 && status !== 200; i++) {
    status = (await call()).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  expect(status).toBe(200);
}

it('serves one session from both instances (the session and the draft revisions live in the shared Redis)', async () => {
  const w = await wizardOpen('王大明');
  const before = new Map(balancer.served);
  for (let i = 0; i < 4; i++) await w.saved({ cusName: '王大明', mobile: `091122233${i}` });
  for (const b of bffs) expect((balancer.served.get(b.url) ?? 0) - (before.get(b.url) ?? 0)).toBe(2);
  expect(await w.draft()).toMatchObject({ cusName: '王大明', mobile: '0911222333' });
});

it('Redis stopped mid-session: 503 SESSION_STORE_DOWN fast; restarted: the same session and draft go on', async () => {
  const w = await wizardOpen('陳小華');
  await redis.stop();
  const started = Date.now();
  const down = await w.autosave({ cusName: '陳小華', mobile: '0922333444' });
  expect(down.status).toBe(503);
  expect(down.body.error).toMatchObject({
    code: 'SESSION_STORE_DOWN',
    message: errorMessages.SESSION_STORE_DOWN,
  });
  expect(Date.now() - started).toBeLessThan(5000);
  const me = await w.agent.get('/api/auth/me');
  expect(me.status).toBe(503);
  expect(me.body.error.code).toBe('SESSION_STORE_DOWN');

  await redis.start();
  // Both instances reconnect by themselves: a call through each answers again, with no new login.
  for (let i = 0; i < bffs.length; i++) await until200(() => w.agent.get('/api/auth/me'));
  await w.agent.get('/api/auth/me').expect(200);
  expect((await w.draft()).cusName).toBe('陳小華');
  await w.saved({ cusName: '陳小華', mobile: '0922333444' });
  expect(await w.draft()).toMatchObject({ cusName: '陳小華', mobile: '0922333444' });
}, 60_000);

it('one BFF killed mid-wizard: the next calls and autosaves succeed on the other, the draft intact', async () => {
  const w = await wizardOpen('林大同');
  await w.saved({ cusName: '林大同', mobile: '0933444555' });
  const [victim, survivor] = bffs as [BffProcess, BffProcess];
  await victim.kill();
  const before = balancer.served.get(survivor.url) ?? 0;
  await w.agent.get('/api/auth/me').expect(200);
  expect(await w.draft()).toMatchObject({ cusName: '林大同', mobile: '0933444555' });
  for (let i = 0; i < 4; i++)
    await w.saved({ cusName: '林大同', mobile: `093344455${i}`, email: 'lin@example.com' });
  expect(await w.draft()).toMatchObject({
    cusName: '林大同',
    mobile: '0933444553',
    email: 'lin@example.com',
  });
  await w.agent.get('/api/home/announcements').expect(200);
  expect((balancer.served.get(survivor.url) ?? 0) - before).toBe(8);
  expect(balancer.served.get(victim.url)).toBeGreaterThan(0);
}, 60_000);
