/**
 * Issue 24 item 3: the BFF on a Sentinel-managed primary (private redis-servers and a Sentinel on loopback ports,
 * never the shared Redis). The primary crashes mid-session: until the Sentinel promotes the replica, agents get 503
 * with the envelope (never 500), then the same session is served again without a new login.
 */
import supertest from 'supertest';
import { sentinelTopology, type SentinelTopology } from './support/sentinel';
import { loginAs, startStack, type Stack } from './support/stack';

let topology: SentinelTopology;
let stack: Stack;

beforeAll(async () => {
  topology = await sentinelTopology();
  stack = await startStack(
    {},
    {
      kind: 'sentinel',
      sentinels: topology.sentinels,
      name: topology.name,
      password: null,
      sentinelPassword: null,
      db: 0,
    },
  );
}, 30_000);
afterAll(async () => {
  // After a reconnect ioredis subscribes to the Sentinels' +switch-master without waiting; a disconnect inside that
  // moment leaves the new subscribers reconnecting to Sentinels that are gone (only a test closes that fast).
  await new Promise((r) => setTimeout(r, 1000));
  await stack?.close();
  await topology?.close();
});

it('answers 503 SESSION_STORE_DOWN while the primary fails over, then serves the same session again', async () => {
  const agent = supertest.agent(stack.app);
  await loginAs(stack, agent, 'AG00001');
  await agent.get('/api/auth/me').expect(200);
  await topology.settle();

  const before = await topology.killPrimary();
  const seen = new Map<number, number>();
  const started = Date.now();
  let status = 0;
  while (status !== 200 && Date.now() - started < 25_000) {
    const res = await agent.get('/api/auth/me');
    status = res.status;
    seen.set(status, (seen.get(status) ?? 0) + 1);
    if (status !== 200) {
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'SESSION_STORE_DOWN', status: 503 });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  expect(status).toBe(200);
  expect(seen.get(503)).toBeGreaterThan(0);
  expect(await topology.primaryNow()).not.toBe(before);
  await supertest(stack.app).get('/readyz').expect(200);
}, 40_000);
