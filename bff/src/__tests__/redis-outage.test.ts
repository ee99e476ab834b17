import supertest from 'supertest';
import { eventually } from './support/eventually';
import { tcpProxy } from './support/tcp-proxy';
import { loginAs, startStack, TEST_REDIS_URL, type Stack } from './support/stack';

let stack: Stack;
let relay: Awaited<ReturnType<typeof tcpProxy>>;

beforeAll(async () => {
  const target = new URL(TEST_REDIS_URL);
  relay = await tcpProxy(Number(target.port || 6379), target.hostname);
  stack = await startStack({}, `redis://127.0.0.1:${relay.port}${target.pathname}`);
});
afterAll(async () => {
  await stack.close();
  await relay.cut().catch(() => undefined);
});

it('fails fast with 503 while Redis is gone and recovers by itself when it returns', async () => {
  const a = supertest.agent(stack.app);
  await loginAs(stack, a, 'AG00001');
  await a.get('/api/auth/me').expect(200);

  await relay.cut();
  const started = Date.now();
  const down = await a.get('/api/auth/me');
  expect(down.status).toBe(503);
  expect(down.body.error).toMatchObject({ code: 'SESSION_STORE_DOWN', status: 503 });
  expect(Date.now() - started).toBeLessThan(3000);
  const ready = await supertest(stack.app).get('/readyz');
  expect(ready.status).toBe(503);
  expect(ready.body.checks.redis).toBe('fail');

  await relay.restore();
  await eventually(
    async () => (await a.get('/api/auth/me')).status,
    (status) => status === 200,
    'the session served again once Redis is back',
  );
  await supertest(stack.app).get('/readyz').expect(200);
});
