import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import { createSessionStore } from '../../session/session';
import { CSRF, loginAs, startStack, type Stack } from '../support/stack';

/**
 * Issue 43 Deliver 4: an agent's sessions listed and revoked by ops, on every instance. Two BFF instances share one
 * Redis (and the mock core): the stack's app and a second app made as index.ts makes one; a revocation on one
 * ends the agent's sessions on the other too, with one audit line.
 */
const ADMIN_TOKEN = 'admin-token-for-the-tests-0123456789abcdef';
const AGENT = 'AG00001';
const OTHER = 'AG00005';
let stack: Stack;
let second: ReturnType<typeof createApp>;
let servers: Server[] = [];
let urls: string[] = [];

function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

beforeAll(async () => {
  stack = await startStack({ ADMIN_TOKEN });
  const env = loadEnv({
    NODE_ENV: 'test',
    CORE_URL: stack.coreUrl,
    LOGIN_ATTEMPTS_PER_WINDOW: '1000',
    ADMIN_TOKEN,
  });
  second = createApp({
    env,
    redis: stack.redis,
    database: stack.database,
    store: createSessionStore(stack.redis, { absoluteSeconds: env.sessionAbsoluteSeconds }),
    logger: pino({ level: 'silent' }),
  });
  servers = await Promise.all([listen(stack.app), listen(second)]);
  urls = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await second?.core.close();
  await stack?.close();
});

const admin = (instance: number) => ({
  list: (userCode: string) =>
    supertest(urls[instance]!)
      .get(`/admin/sessions/${userCode}`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`),
  revoke: (userCode: string, body?: object) =>
    supertest(urls[instance]!)
      .post(`/admin/sessions/${userCode}/revoke`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send(body),
});

/** A browser logged in on instance 0; `me(i)` asks instance i who it is with the same cookie. */
async function browser(userCode: string) {
  const agent = supertest.agent(urls[0]!);
  await loginAs(stack, agent, userCode);
  const cookie = agent.jar.getCookie('ap.sid', {
    domain: '127.0.0.1',
    path: '/',
    secure: false,
    script: false,
  });
  if (!cookie) throw new Error('no session cookie after the login');
  const me = (instance: number) =>
    supertest(urls[instance]!).get('/api/auth/me').set(CSRF).set('Cookie', `ap.sid=${cookie.value}`);
  return { me };
}

test('a revocation on one instance ends every session of the agent on the other: the next request is 401', async () => {
  await admin(0).revoke(AGENT).expect(200); // sessions earlier suites left in the shared Redis
  const [first, again, other] = [await browser(AGENT), await browser(AGENT), await browser(OTHER)];
  await first.me(1).expect(200);
  await again.me(1).expect(200);

  const listed = await admin(1).list(AGENT).expect(200);
  expect(listed.headers['cache-control']).toBe('no-store');
  expect(listed.body.sessions).toHaveLength(2);
  expect(listed.body.sessions[0]).toEqual({
    ref: expect.stringMatching(/^[0-9a-f]{12}$/),
    stage: 'done',
    roleCode: expect.any(String),
    branCode: expect.any(String),
    loginAt: expect.any(String),
    idleSecondsLeft: expect.any(Number),
    endsAt: expect.any(String),
  });
  expect(JSON.stringify(listed.body)).not.toMatch(/~\d+/); // no session id (ids end in ~<ttl>)

  stack.logs.length = 0;
  const revoked = await admin(0).revoke(AGENT, { reason: 'left the company', by: 'ops-alice' }).expect(200);
  expect(revoked.body).toEqual({ userCode: AGENT, revoked: 2 });
  await first.me(1).expect(401);
  await again.me(1).expect(401);
  await first.me(0).expect(401);
  await other.me(1).expect(200);
  expect((await admin(1).list(AGENT).expect(200)).body.sessions).toEqual([]);

  const audit = stack.logs.filter((l) => l.msg === 'sessions revoked');
  expect(audit).toEqual([
    expect.objectContaining({
      level: 40,
      audit: 'sessions-revoked',
      userCode: AGENT,
      revoked: 2,
      by: 'ops-alice',
      via: 'http',
      clientIp: expect.stringMatching(/127\.0\.0\.1/),
      reason: 'left the company',
    }),
  ]);
});

test('a new login after the revocation is a session like any other', async () => {
  const later = await browser(AGENT);
  await later.me(1).expect(200);
  expect((await admin(1).list(AGENT).expect(200)).body.sessions).toHaveLength(1);
});

describe('who may use the admin routes', () => {
  it('the ordinary 404 without the token, with another one, or through a proxy', async () => {
    const path = `/admin/sessions/${AGENT}`;
    for (const req of [
      supertest(urls[0]!).get(path),
      supertest(urls[0]!).get(path).set('Authorization', `Bearer ${ADMIN_TOKEN}x`),
      supertest(urls[0]!).get(path).set('Authorization', ADMIN_TOKEN),
      admin(0).list(AGENT).set('X-Forwarded-For', '203.0.113.9'),
      admin(0).list(AGENT).set('Forwarded', 'for=203.0.113.9'),
    ]) {
      const res = await req.expect(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
  });

  it('never on the public host names, whatever the token', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      CORE_URL: stack.coreUrl,
      ADMIN_TOKEN,
      ALLOWED_HOSTS: 'portal.example',
    });
    const app = createApp({
      env,
      redis: stack.redis,
      database: stack.database,
      store: createSessionStore(stack.redis, { absoluteSeconds: env.sessionAbsoluteSeconds }),
      logger: pino({ level: 'silent' }),
    });
    try {
      const path = `/admin/sessions/${AGENT}`;
      const auth = `Bearer ${ADMIN_TOKEN}`;
      await supertest(app).get(path).set('Host', 'portal.example').set('Authorization', auth).expect(404);
      await supertest(app).get(path).set('Host', 'portal.example:443').set('Authorization', auth).expect(404);
      await supertest(app).get(path).set('Host', '10.0.0.5:8080').set('Authorization', auth).expect(200);
    } finally {
      await app.core.close();
    }
  });

  it('no admin route at all without ADMIN_TOKEN', async () => {
    const env = loadEnv({ NODE_ENV: 'test', CORE_URL: stack.coreUrl });
    const app = createApp({
      env,
      redis: stack.redis,
      database: stack.database,
      store: createSessionStore(stack.redis, { absoluteSeconds: env.sessionAbsoluteSeconds }),
      logger: pino({ level: 'silent' }),
    });
    try {
      await supertest(app)
        .post(`/admin/sessions/${AGENT}/revoke`)
        .set('Authorization', 'Bearer ')
        .expect(404);
    } finally {
      await app.core.close();
    }
  });

  it('bad input is 400 with the envelope, never 500', async () => {
    for (const res of [
      await admin(0).list('AG-0001'),
      await admin(0).list('A'.repeat(13)),
      await admin(0).revoke(AGENT, { reason: 'x'.repeat(201) }),
      await admin(0).revoke(AGENT, { reason: 42 }),
      await admin(0).revoke(AGENT, { by: '' }),
      await supertest(urls[0]!)
        .post(`/admin/sessions/${AGENT}/revoke`)
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
        .set('Content-Type', 'application/json')
        .send('{"reason": '),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ status: 400 });
    }
    await admin(0).list(AGENT).expect(200);
  });

  it('an unknown admin path is the 404 envelope', async () => {
    const res = await supertest(urls[0]!)
      .get('/admin/nothing')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .expect(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND' });
  });
});
