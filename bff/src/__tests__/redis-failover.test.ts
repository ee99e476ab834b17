/**
 * Issue 24 item 3: the BFF on a Sentinel-managed primary (private redis-servers and a Sentinel on loopback ports,
 * never the shared Redis). The primary crashes mid-session: until the Sentinel promotes the replica, agents get 503
 * with the envelope (never 500), then the same session is served again without a new login.
 */
import Redis from 'ioredis';
import supertest from 'supertest';
import { eventually } from './support/eventually';
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
  await stack?.close();
  await topology?.close();
});

/** The Sentinel's clients: ids (CLIENT ID grows with each new connection) and channel subscriptions. */
async function sentinelClients(): Promise<{ id: number; sub: number }[]> {
  const client = new Redis(topology.sentinels[0]!.port, '127.0.0.1', { maxRetriesPerRequest: 0 });
  try {
    const list = String(await client.client('LIST'));
    return list
      .trim()
      .split('\n')
      .map((line) => ({
        id: Number(/\bid=(\d+)/.exec(line)?.[1]),
        sub: Number(/\bsub=(\d+)/.exec(line)?.[1]),
      }));
  } finally {
    client.disconnect();
  }
}

it('answers 503 SESSION_STORE_DOWN while the primary fails over, then serves the same session again', async () => {
  const agent = supertest.agent(stack.app);
  await loginAs(stack, agent, 'AG00001');
  await agent.get('/api/auth/me').expect(200);
  await topology.settle();

  const newest = Math.max(...(await sentinelClients()).map((c) => c.id));
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
      await new Promise((r) => setTimeout(r, 100)); // between two polls
    }
  }
  expect(status).toBe(200);
  expect(seen.get(503)).toBeGreaterThan(0);
  expect(await topology.primaryNow()).not.toBe(before);
  await supertest(stack.app).get('/readyz').expect(200);
  // After the reconnect ioredis subscribes to the Sentinel's +switch-master again without waiting; closing inside that
  // moment would leave the new subscriber reconnecting to a Sentinel that is gone. The test ends once it is there.
  await eventually(
    sentinelClients,
    (clients) => clients.some((c) => c.id > newest && c.sub > 0),
    "the BFF's new +switch-master subscription at the Sentinel",
  );
}, 40_000);
